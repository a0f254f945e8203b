import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { call } from 'redux-saga/effects';
import { apiHttp, useApiHttp } from './fetch-layer';
import { testStore } from './testing/test-store';

const config = { apiBaseUrl: 'http://api.test/', apiVersion: 'v2' };

function answering(body: unknown) {
  const fetch = jest.fn(
    async (_url: string, _init?: RequestInit) =>
      ({ ok: true, status: 200, text: async () => JSON.stringify(body) }) as Response,
  );
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe("the page's one HTTP client", () => {
  it('calls the API the runtime configuration names, at its version', async () => {
    const fetch = answering({ slug: 'demo' });
    const store = testStore({}, { config });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useApiHttp(), { wrapper });

    await expect(result.current('/clubs/demo')).resolves.toEqual({ slug: 'demo' });
    expect(fetch).toHaveBeenCalledWith('http://api.test/v2/clubs/demo', expect.anything());
    // The page's fetch is the one of the moment of the call (an instrumented fetch put in later).
    const later = answering({ slug: 'lakeside' });
    await expect(result.current('/clubs/lakeside')).resolves.toEqual({ slug: 'lakeside' });
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("is the same client for every remote's hooks and sagas, render after render", async () => {
    const store = testStore({}, { config });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result, rerender } = renderHook(() => useApiHttp(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);

    let fromSaga: unknown;
    store.injectSaga('reads-http', function* readsHttp() {
      fromSaga = yield call(apiHttp);
    });
    expect(fromSaga).toBe(first);
  });

  it('says which service is missing when the host gave the store no configuration', () => {
    const store = testStore({});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApiHttp(), { wrapper })).toThrow(
      'The store has no "config" service.',
    );
  });
});

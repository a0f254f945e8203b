import { renderHook, waitFor } from '@testing-library/react';
import { initStore, resetStoreForTests } from '@touchline/store';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useRemoteOptionsRead } from './remote-options-reads';

const API = 'http://api.test';

/** `fetch` answering each address with its body, or 503 for an address it does not know. */
function answering(bodies: Record<string, unknown>) {
  const fetch = jest.fn(async (url: string) => {
    const known = url in bodies;
    const body = JSON.stringify(bodies[url] ?? { message: 'Unavailable' });
    return {
      ok: known,
      status: known ? 200 : 503,
      text: async () => body,
      json: async () => JSON.parse(body) as unknown,
    } as Response;
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

function optionsFor(url: string | null) {
  resetStoreForTests();
  const store = initStore({ context: { config: { apiBaseUrl: API, apiVersion: 'v2' } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useRemoteOptionsRead(url), { wrapper });
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe("a registration form's remote-option select", () => {
  it("reads a list on the club API through the page's client", async () => {
    const fetch = answering({ [`${API}/v2/clubs/demo/teams`]: [{ name: 'Minors' }] });
    const { result } = optionsFor(`${API}/v2/clubs/demo/teams`);
    expect(result.current).toEqual([]);
    await waitFor(() => expect(result.current).toEqual([{ label: 'Minors', value: 'Minors' }]));
    expect(fetch).toHaveBeenCalledWith(`${API}/v2/clubs/demo/teams`, expect.anything());
  });

  it('reads a list at another address with the page’s fetch', async () => {
    answering({ 'https://lists.example.org/clubs': { data: [{ name: 'Mayo GAA' }] } });
    const { result } = optionsFor('https://lists.example.org/clubs');
    await waitFor(() => expect(result.current).toEqual([{ label: 'Mayo GAA', value: 'Mayo GAA' }]));
  });

  it('offers none when the list cannot be had, and reads nothing without an address', async () => {
    const fetch = answering({});
    const failed = optionsFor('https://lists.example.org/clubs');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(failed.result.current).toEqual([]);
    failed.unmount();
    const none = optionsFor(null);
    expect(none.result.current).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

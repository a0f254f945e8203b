import { act, renderHook } from '@testing-library/react';
import {
  initStore,
  notificationsSlice,
  registerSlice,
  resetStoreForTests,
  selectNotifications,
  type AppStore,
} from '@touchline/store';
import { defineServerRead } from '@touchline/store/server-data';
import { useListParams, type ListSort } from '@touchline/ui';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { usePagedList, type PageAnswer } from './use-paged-list';

interface Query {
  page?: number;
  filter?: string;
  sort?: string;
}

const API = 'http://api.test';

const rowsRead = defineServerRead('test/rows', (http, query: Query, signal) =>
  http<PageAnswer<string>>('/rows', { query: { ...query }, signal }),
);

/** One request of the collection, answered (or refused) when the test says so. */
interface Call {
  query: Query;
  signal: AbortSignal;
  answer: (answer: PageAnswer<string>) => Promise<void>;
  /** Refused by the API with its message. */
  refuse: (message: string) => Promise<void>;
  /** The request gives up (its abort reached the client). */
  abort: () => Promise<void>;
}

const queryOf = (search: URLSearchParams): Query => {
  const { page, ...rest } = Object.fromEntries(search) as Record<string, string>;
  return { ...(page ? { page: Number(page) } : {}), ...rest };
};

/** Lets the answer reach the client, the store and the screen. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The collection's API, whose answers the test gives one by one. Like a server whose response
 * arrived just before the abort, it answers even when its request was given up.
 */
function fakeCollection() {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        const respond = (status: number, body: unknown) =>
          act(async () => {
            resolve({
              ok: status < 300,
              status,
              text: async () => JSON.stringify(body),
            } as Response);
            await settle();
          });
        calls.push({
          query: queryOf(new URL(String(input)).searchParams),
          signal: init.signal!,
          answer: (answer) => respond(200, answer),
          refuse: (message) => respond(503, { message }),
          abort: () =>
            act(async () => {
              reject(new DOMException('The operation was aborted.', 'AbortError'));
              await settle();
            }),
        });
      }),
  ) as unknown as typeof fetch;
  const last = () => calls[calls.length - 1]!;
  return { calls, last };
}

/** The rows of one page of a 30-row collection (10 a page), marked with the query. */
const rowsOf = (query: Query) =>
  Array.from(
    { length: 10 },
    (_, index) =>
      `${query.filter ?? ''}${query.sort ?? ''}#${((query.page ?? 1) - 1) * 10 + index + 1}`,
  );
const pageOf = (query: Query): PageAnswer<string> => ({ items: rowsOf(query), total: 30 });

const resizeTo = (width: number) => {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
};

const realFetch = globalThis.fetch;
const initialWidth = window.innerWidth;
beforeEach(() => resizeTo(1280));
afterEach(() => {
  globalThis.fetch = realFetch;
});
afterAll(() => resizeTo(initialWidth));

/** A page's store (the API the configuration names), and the danger notices said on it. */
function aStore(): { store: AppStore; failures: () => string[] } {
  resetStoreForTests();
  const store = initStore({ context: { api: {}, config: { apiBaseUrl: API, apiVersion: 'v2' } } });
  registerSlice(notificationsSlice);
  const failures = () =>
    selectNotifications(store.getState())
      .filter((notice) => notice.type === 'danger')
      .map((notice) => notice.title);
  return { store, failures };
}

function renderList(initial: Query) {
  const collection = fakeCollection();
  const { store, failures } = aStore();
  const hook = renderHook(({ query }: { query: Query }) => usePagedList(rowsRead, query), {
    initialProps: { query: initial },
    wrapper: ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    ),
  });
  return { ...collection, ...hook, failures };
}

describe('usePagedList on large screens (one page at a time)', () => {
  it('shows the page asked for, and the next page once it is loaded', async () => {
    const { result, rerender, last } = renderList({ page: 1 });
    expect(result.current).toMatchObject({ mode: 'pages', loading: true, items: [] });
    await last().answer(pageOf(last().query));
    expect(result.current).toMatchObject({ loading: false, items: rowsOf({ page: 1 }), total: 30 });

    rerender({ query: { page: 2 } });
    expect(last().query).toEqual({ page: 2 });
    // The rows of page 1 stay in view while page 2 is on its way.
    expect(result.current).toMatchObject({ loading: true, items: rowsOf({ page: 1 }) });
    await last().answer(pageOf(last().query));
    expect(result.current).toMatchObject({ loading: false, items: rowsOf({ page: 2 }) });
  });

  it('asks again in the new order when the sort changes', async () => {
    const { result, rerender, last, calls } = renderList({ page: 1 });
    await last().answer(pageOf(last().query));
    rerender({ query: { page: 1, sort: 'name' } });
    expect(calls).toHaveLength(2);
    expect(last().query).toEqual({ page: 1, sort: 'name' });
    await last().answer(pageOf(last().query));
    expect(result.current.items).toEqual(rowsOf({ page: 1, sort: 'name' }));
  });

  it('reports a failed load and keeps the rows shown before', async () => {
    const { result, rerender, last, failures } = renderList({ page: 1 });
    await last().answer(pageOf(last().query));
    rerender({ query: { page: 2 } });
    await last().refuse('The service is unavailable');
    expect(failures()).toEqual(['The service is unavailable']);
    expect(result.current).toMatchObject({ loading: false, items: rowsOf({ page: 1 }) });
  });

  it('shows the newest request’s rows when an older one answers last', async () => {
    const { result, rerender, calls, failures } = renderList({ page: 1 });
    rerender({ query: { page: 2 } });
    rerender({ query: { page: 3 } });
    const [first, second, third] = calls;
    expect(first!.signal.aborted).toBe(true);
    expect(second!.signal.aborted).toBe(true);
    await third!.answer(pageOf(third!.query));
    expect(result.current).toMatchObject({ loading: false, items: rowsOf({ page: 3 }) });

    await second!.answer(pageOf(second!.query));
    await first!.abort();
    expect(result.current).toMatchObject({ loading: false, items: rowsOf({ page: 3 }) });
    expect(failures()).toEqual([]);
  });

  it('goes back to page 1 when the filter changes (with the list state in the address)', async () => {
    const collection = fakeCollection();
    const { store } = aStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <MemoryRouter initialEntries={['/list?page=3']}>{children}</MemoryRouter>
      </Provider>
    );
    const { result } = renderHook(
      () => {
        const { params, setFilter, setSort } = useListParams();
        const sort = (params.sort as ListSort | null)?.field;
        const query: Query = {
          page: params.page,
          ...(params.filter ? { filter: params.filter } : {}),
          ...(sort ? { sort } : {}),
        };
        return { list: usePagedList(rowsRead, query), setFilter, setSort };
      },
      { wrapper },
    );
    expect(collection.last().query).toEqual({ page: 3 });
    await collection.last().answer(pageOf(collection.last().query));
    act(() => result.current.setFilter('ann'));
    expect(collection.last().query).toEqual({ page: 1, filter: 'ann' });
    await collection.last().answer(pageOf(collection.last().query));
    expect(result.current.list.items).toEqual(rowsOf({ page: 1, filter: 'ann' }));
  });
});

describe('usePagedList below 992 px (pages appended as the user scrolls)', () => {
  beforeEach(() => resizeTo(800));

  it('appends the next page, and starts again from page 1 when the filter changes', async () => {
    const { result, rerender, last } = renderList({ page: 3 });
    expect(result.current.mode).toBe('scroll');
    // Scrolling starts from the first page, whichever page the address names.
    expect(last().query).toEqual({ page: 1 });
    await last().answer(pageOf(last().query));
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    expect(result.current.loadingMore).toBe(true);
    expect(last().query).toEqual({ page: 2 });
    await last().answer(pageOf(last().query));
    expect(result.current.items).toEqual([...rowsOf({ page: 1 }), ...rowsOf({ page: 2 })]);
    expect(result.current.loadingMore).toBe(false);

    rerender({ query: { page: 3, filter: 'ann' } });
    expect(last().query).toEqual({ page: 1, filter: 'ann' });
    await last().answer(pageOf(last().query));
    expect(result.current.items).toEqual(rowsOf({ page: 1, filter: 'ann' }));
  });

  it('does not append a page of the old filter that arrives after the filter changed', async () => {
    const { result, rerender, last, calls } = renderList({ page: 1 });
    await last().answer(pageOf(last().query));
    act(() => result.current.loadMore());
    const more = last();
    rerender({ query: { page: 1, filter: 'ann' } });
    expect(more.signal.aborted).toBe(true);
    const filtered = last();
    await filtered.answer(pageOf(filtered.query));
    await more.answer(pageOf(more.query));
    expect(calls).toHaveLength(3);
    expect(result.current.items).toEqual(rowsOf({ page: 1, filter: 'ann' }));
  });

  it('reports a failed further page and keeps the rows loaded so far', async () => {
    const { result, last, failures } = renderList({ page: 1 });
    await last().answer(pageOf(last().query));
    act(() => result.current.loadMore());
    await last().refuse('The service is unavailable');
    expect(failures()).toEqual(['The service is unavailable']);
    expect(result.current.loadingMore).toBe(false);
    expect(result.current.items).toEqual(rowsOf({ page: 1 }));
  });

  it('after a failed new filter keeps the old rows, and appends no page of the new filter to them', async () => {
    const { result, rerender, last, calls, failures } = renderList({ page: 1 });
    await last().answer(pageOf(last().query));
    rerender({ query: { page: 1, filter: 'ann' } });
    await last().refuse('The service is unavailable');
    expect(failures()).toHaveLength(1);
    expect(result.current).toMatchObject({ loading: false, items: rowsOf({ page: 1 }) });
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(calls).toHaveLength(2);
    expect(result.current.items).toEqual(rowsOf({ page: 1 }));
  });

  it('reads a further page that failed again when it is asked for again', async () => {
    const { result, last, calls } = renderList({ page: 1 });
    await last().answer(pageOf(last().query));
    act(() => result.current.loadMore());
    await last().refuse('The service is unavailable');
    act(() => result.current.loadMore());
    expect(result.current.loadingMore).toBe(true);
    expect(calls).toHaveLength(3);
    expect(last().query).toEqual({ page: 2 });
    await last().answer(pageOf(last().query));
    expect(result.current.items).toEqual([...rowsOf({ page: 1 }), ...rowsOf({ page: 2 })]);
  });

  it('puts an item changed here in place, on the first page and on those appended', async () => {
    const { result, last } = renderList({ page: 1 });
    await last().answer(pageOf(last().query));
    act(() => result.current.loadMore());
    await last().answer(pageOf(last().query));
    act(() => result.current.replace((row) => row === '#2' || row === '#12', 'changed'));
    expect(result.current.items.filter((row) => row === 'changed')).toHaveLength(2);
    expect(result.current.items).toHaveLength(20);
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { ListSort } from './list-sort';
import { useListParams } from './use-list-params';
import { usePagedList, type PageAnswer } from './use-paged-list';

interface Query {
  page?: number;
  filter?: string;
  sort?: string;
}

/** One call of the fake collection call, answered (or refused) when the test says so. */
interface Call {
  query: Query;
  signal: AbortSignal;
  answer: (answer: PageAnswer<string>) => Promise<void>;
  refuse: (error: unknown) => Promise<void>;
}

/**
 * A collection call whose answers the test gives one by one. Like a client whose response
 * arrived just before the abort, it answers even when its request was given up.
 */
function fakeCollection() {
  const calls: Call[] = [];
  const fetchPage = jest.fn((query: Query, options: { signal: AbortSignal }) => {
    return new Promise<PageAnswer<string>>((resolve, reject) => {
      calls.push({
        query,
        signal: options.signal,
        answer: (answer) => act(async () => resolve(answer)),
        refuse: (error) => act(async () => reject(error)),
      });
    });
  });
  const last = () => calls[calls.length - 1]!;
  return { fetchPage, calls, last };
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

const initialWidth = window.innerWidth;
beforeEach(() => resizeTo(1280));
afterAll(() => resizeTo(initialWidth));

function renderList(initial: Query) {
  const collection = fakeCollection();
  const onError = jest.fn();
  const hook = renderHook(
    ({ query }: { query: Query }) => usePagedList(collection.fetchPage, query, onError),
    { initialProps: { query: initial } },
  );
  return { ...collection, ...hook, onError };
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
    const { result, rerender, last, fetchPage } = renderList({ page: 1 });
    await last().answer(pageOf(last().query));
    rerender({ query: { page: 1, sort: 'name' } });
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(last().query).toEqual({ page: 1, sort: 'name' });
    await last().answer(pageOf(last().query));
    expect(result.current.items).toEqual(rowsOf({ page: 1, sort: 'name' }));
  });

  it('reports a failed load and keeps the rows shown before', async () => {
    const { result, rerender, last, onError } = renderList({ page: 1 });
    await last().answer(pageOf(last().query));
    rerender({ query: { page: 2 } });
    const failure = new Error('The service is unavailable');
    await last().refuse(failure);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(result.current).toMatchObject({ loading: false, items: rowsOf({ page: 1 }) });
  });

  it('shows the newest request’s rows when an older one answers last', async () => {
    const { result, rerender, calls, onError } = renderList({ page: 1 });
    rerender({ query: { page: 2 } });
    rerender({ query: { page: 3 } });
    const [first, second, third] = calls;
    expect(first!.signal.aborted).toBe(true);
    expect(second!.signal.aborted).toBe(true);
    await third!.answer(pageOf(third!.query));
    expect(result.current).toMatchObject({ loading: false, items: rowsOf({ page: 3 }) });

    await second!.answer(pageOf(second!.query));
    await first!.refuse(new DOMException('The operation was aborted.', 'AbortError'));
    expect(result.current).toMatchObject({ loading: false, items: rowsOf({ page: 3 }) });
    expect(onError).not.toHaveBeenCalled();
  });

  it('goes back to page 1 when the filter changes (with the list state in the address)', async () => {
    const collection = fakeCollection();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/list?page=3']}>{children}</MemoryRouter>
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
        return { list: usePagedList(collection.fetchPage, query, jest.fn()), setFilter, setSort };
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
    const { result, last, onError } = renderList({ page: 1 });
    await last().answer(pageOf(last().query));
    act(() => result.current.loadMore());
    const failure = new Error('The service is unavailable');
    await last().refuse(failure);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(result.current.loadingMore).toBe(false);
    expect(result.current.items).toEqual(rowsOf({ page: 1 }));
  });

  it('after a failed new filter keeps the old rows, and appends no page of the new filter to them', async () => {
    const { result, rerender, last, calls, onError } = renderList({ page: 1 });
    await last().answer(pageOf(last().query));
    rerender({ query: { page: 1, filter: 'ann' } });
    await last().refuse(new Error('The service is unavailable'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ loading: false, items: rowsOf({ page: 1 }) });
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(calls).toHaveLength(2);
    expect(result.current.items).toEqual(rowsOf({ page: 1 }));
  });
});

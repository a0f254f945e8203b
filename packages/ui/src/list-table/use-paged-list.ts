import { useCallback, useEffect, useRef, useState } from 'react';
import { useBreakpoint } from '../breakpoints/use-breakpoint';
import { useInfiniteScroll } from './use-infinite-scroll';

/**
 * `pages`: one page at a time (the paginator, 992 px and wider); `scroll`: pages are appended as
 * the user scrolls (phones and tablets, below the list's 992 px breakpoint).
 */
export type ListMode = 'pages' | 'scroll';

/** What a collection call answers: one page of items and how many match. */
export interface PageAnswer<Item> {
  items: Item[];
  total: number;
}

export interface PagedQuery {
  page?: number;
}

export interface PagedList<Item> {
  mode: ListMode;
  items: Item[];
  total: number;
  /** The first page of the current query is on its way. */
  loading: boolean;
  /** Scroll mode: a further page is on its way. */
  loadingMore: boolean;
  hasMore: boolean;
  /** Scroll mode: the next page, appended. */
  loadMore: () => void;
  /** After a change made here: the changed item in place. */
  replace: (matches: (item: Item) => boolean, item: Item) => void;
}

/** The last answer, and which request (`key`) and page it answered. */
interface Shown<Item> {
  key: string | null;
  /** False when the request `key` failed: the rows are still an earlier request's. */
  answered: boolean;
  page: number;
  items: Item[];
  total: number;
}

/**
 * A collection list's rows for `query` (page, filters, sort), by the screen's mode: the query's
 * page on large screens, and from page 1 with more appended as the window scrolls below 992 px.
 * A newer query gives the older request up, and its late answer is dropped; a failure goes to
 * `onError` and keeps what was shown (then nothing more is appended until the query changes).
 * `fetchPage` must be stable (e.g. a client call from a memoised client).
 */
export function usePagedList<Item, Query extends PagedQuery>(
  fetchPage: (query: Query, options: { signal: AbortSignal }) => Promise<PageAnswer<Item>>,
  query: Query,
  onError: (error: unknown) => void,
): PagedList<Item> {
  const { isLarge } = useBreakpoint();
  const mode: ListMode = isLarge ? 'pages' : 'scroll';
  const firstPage = mode === 'scroll' ? 1 : (query.page ?? 1);
  const key = JSON.stringify({ ...query, page: firstPage });
  const [shown, setShown] = useState<Shown<Item>>({
    key: null,
    answered: false,
    page: 0,
    items: [],
    total: 0,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const more = useRef<AbortController | null>(null);
  const reportError = useRef(onError);
  useEffect(() => {
    reportError.current = onError;
  });

  useEffect(() => {
    const controller = new AbortController();
    more.current?.abort();
    const request = JSON.parse(key) as Query;
    fetchPage(request, { signal: controller.signal })
      .then((answer) => {
        // A request given up for a newer one may still answer (its response had arrived): the
        // newer query's rows win, whichever comes last.
        if (controller.signal.aborted) return;
        setShown({
          key,
          answered: true,
          page: request.page ?? 1,
          items: answer.items,
          total: answer.total,
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setShown((before) => ({ ...before, key, answered: false }));
        reportError.current(error);
      });
    return () => controller.abort();
  }, [fetchPage, key]);

  const loading = shown.key !== key;
  // After a failure the rows are another query's: no page of this one is appended to them.
  const hasMore = shown.key === key && shown.answered && shown.items.length < shown.total;

  const loadMore = useCallback(() => {
    if (mode !== 'scroll' || loading || loadingMore || !hasMore) return;
    const controller = new AbortController();
    more.current = controller;
    setLoadingMore(true);
    const request = { ...(JSON.parse(key) as Query), page: shown.page + 1 };
    fetchPage(request, { signal: controller.signal })
      .then((answer) =>
        setShown((before) =>
          before.key === key
            ? { ...before, page: request.page, items: [...before.items, ...answer.items] }
            : before,
        ),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted) reportError.current(error);
      })
      .finally(() => setLoadingMore(false));
  }, [mode, loading, loadingMore, hasMore, key, shown.page, fetchPage]);

  useInfiniteScroll(loadMore, { enabled: mode === 'scroll' && hasMore });

  const replace = useCallback(
    (matches: (item: Item) => boolean, item: Item) =>
      setShown((before) => ({
        ...before,
        items: before.items.map((current) => (matches(current) ? item : current)),
      })),
    [],
  );

  return {
    mode,
    items: shown.items,
    total: shown.total,
    loading,
    loadingMore,
    hasMore,
    loadMore,
    replace,
  };
}

import { isAbortError } from '@touchline/api-client';
import type { DistributionList, DistributionListQuery } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBackofficeCalls } from '../api/use-backoffice-calls';

/**
 * `pages`: one page at a time (the paginator); `scroll`: pages are appended as the user
 * scrolls (phones and tablets, below the list's 992 px breakpoint).
 */
export type ListMode = 'pages' | 'scroll';

export interface DistributionListsState {
  items: DistributionList[];
  total: number;
  /** The first page of the current query is on its way. */
  loading: boolean;
  /** Scroll mode: a further page is on its way. */
  loadingMore: boolean;
  hasMore: boolean;
  /** Scroll mode: the next page, appended. */
  loadMore: () => void;
  /** After a change made here: the changed list in place. */
  replace: (list: DistributionList) => void;
}

/** The last answer, and which request (`key`) and page it answered. */
interface Shown {
  key: string | null;
  page: number;
  items: DistributionList[];
  total: number;
}

/**
 * The club's distribution lists for `query` (page, filters, sort). A newer query gives the
 * older request up; a failure shows the normalised error as a danger notification and keeps
 * what was shown.
 */
export function useDistributionLists(
  query: DistributionListQuery,
  mode: ListMode,
): DistributionListsState {
  const calls = useBackofficeCalls();
  const notify = useNotify();
  const firstPage = mode === 'scroll' ? 1 : (query.page ?? 1);
  const key = JSON.stringify({ ...query, page: firstPage });
  const [shown, setShown] = useState<Shown>({ key: null, page: 0, items: [], total: 0 });
  const [loadingMore, setLoadingMore] = useState(false);
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    more.current?.abort();
    const request = JSON.parse(key) as DistributionListQuery;
    calls
      .getDistributionLists(request, { signal: controller.signal })
      .then((answer) =>
        setShown({ key, page: request.page ?? 1, items: answer.items, total: answer.total }),
      )
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setShown((before) => ({ ...before, key }));
        notify.apiError(error);
      });
    return () => controller.abort();
  }, [calls, key, notify]);

  const loading = shown.key !== key;
  const hasMore = shown.key === key && shown.items.length < shown.total;

  const loadMore = useCallback(() => {
    if (mode !== 'scroll' || loading || loadingMore || !hasMore) return;
    const controller = new AbortController();
    more.current = controller;
    setLoadingMore(true);
    const request = { ...(JSON.parse(key) as DistributionListQuery), page: shown.page + 1 };
    calls
      .getDistributionLists(request, { signal: controller.signal })
      .then((answer) =>
        setShown((before) =>
          before.key === key
            ? { ...before, page: request.page, items: [...before.items, ...answer.items] }
            : before,
        ),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted) notify.apiError(error);
      })
      .finally(() => setLoadingMore(false));
  }, [mode, loading, loadingMore, hasMore, key, shown.page, calls, notify]);

  const replace = useCallback(
    (list: DistributionList) =>
      setShown((before) => ({
        ...before,
        items: before.items.map((item) =>
          item.email_distribution_list_id === list.email_distribution_list_id ? list : item,
        ),
      })),
    [],
  );

  return {
    items: shown.items,
    total: shown.total,
    loading,
    loadingMore,
    hasMore,
    loadMore,
    replace,
  };
}

import { useAppSelector } from '@touchline/store';
import {
  selectServerData,
  serverReadKey,
  useServerRead,
  type ServerRead,
} from '@touchline/store/server-data';
import { useBreakpoint, useInfiniteScroll, type ListMode, type PagerList } from '@touchline/ui';
import { useCallback, useMemo, useState } from 'react';

/** What a collection read answers: one page of items and how many match. */
export interface PageAnswer<Item> {
  items: Item[];
  total: number;
}

export interface PagedQuery {
  page?: number;
}

type ItemOf<Answer extends PageAnswer<unknown>> = Answer['items'][number];

export interface PagedList<Item, Answer = PageAnswer<Item>> extends PagerList {
  items: Item[];
  /** The answer whose rows are shown (what else it says: a count, the columns), if any yet. */
  answer: Answer | null;
  /** The first page of the current query is on its way. */
  loading: boolean;
  /** After a change made here: the changed item in place. */
  replace: (matches: (item: Item) => boolean, item: Item) => void;
}

/**
 * Scroll mode's view state: the pages appended after the first, for one query (its first
 * page's key), and the next page while it is read.
 */
interface Appended<Item> {
  key: string | null;
  /** The last page shown (1: only the first). */
  page: number;
  items: Item[];
  /**
   * `started` once its read is seen under way: an answer or a failure kept from an earlier
   * read of that page is not taken for this one.
   */
  next: { page: number; started: boolean } | null;
}

/** The rows on screen: a first page's answer and the pages appended to it. */
interface Shown<Answer, Item> {
  answer: Answer;
  appended: Item[];
}

// One array for "nothing appended": a new one each render would read as a change.
const NOTHING: never[] = [];
const none = (key: string | null): Appended<never> => ({
  key,
  page: 1,
  items: NOTHING,
  next: null,
});

/**
 * A collection list's rows for `query` (page, filters, sort; null: nothing to read yet) by the
 * page's data layer, by the screen's mode: the query's page on large screens (one read per query
 * and page, the rows on screen staying until the next page's are there), and below 992 px from
 * page 1 with the next pages read one after another as the window scrolls, appended for the
 * current query. A failure is said as a danger notice and keeps what was shown (then nothing more
 * is appended until the query changes). `read`'s arguments are the query with its page.
 */
export function usePagedList<Query extends PagedQuery, Answer extends PageAnswer<unknown>>(
  read: ServerRead<Query, Answer>,
  query: Query | null,
): PagedList<ItemOf<Answer>, Answer> {
  type Item = ItemOf<Answer>;
  const { isLarge } = useBreakpoint();
  const mode: ListMode = isLarge ? 'pages' : 'scroll';
  // Scrolling starts from the first page, whichever page the address names.
  const args =
    query === null ? null : { ...query, page: mode === 'scroll' ? 1 : (query.page ?? 1) };
  const key = args === null ? null : serverReadKey(read.name, args);
  const first = useServerRead(read, args, { keepPrevious: true, notifyFailure: true });
  // The rows kept on screen may be another query's: whether this one's are in is the store's.
  const answered = useAppSelector(
    (state) => key !== null && selectServerData(state, key)?.status === 'loaded',
  );
  const value = first.read.state === 'loaded' ? first.read.value : null;

  // Pages are appended in scroll mode only; another query starts again from its first page.
  const appendTo = mode === 'scroll' ? key : null;
  const [appended, setAppended] = useState<Appended<Item>>(() => none(appendTo));
  if (appended.key !== appendTo) setAppended(none(appendTo));
  const own: Appended<Item> = appended.key === appendTo ? appended : none(appendTo);
  const further = useServerRead(
    read,
    query !== null && own.next ? { ...query, page: own.next.page } : null,
    { notifyFailure: true },
  );
  if (own.next) {
    const next = further.read;
    if (!own.next.started) {
      if (next.state === 'loading' || (next.state === 'loaded' && next.refreshing)) {
        setAppended({ ...own, next: { ...own.next, started: true } });
      }
    } else if (next.state === 'loaded' && !next.refreshing) {
      setAppended({
        key: appendTo,
        page: own.next.page,
        items: [...own.items, ...(next.value.items as Item[])],
        next: null,
      });
    } else if (next.state === 'failed') {
      setAppended({ ...own, next: null });
    }
  }

  // The rows last shown stay while another query is read, and after it failed.
  const [shown, setShown] = useState<Shown<Answer, Item> | null>(null);
  const current = answered && value !== null ? { answer: value, appended: own.items } : null;
  if (current && (current.answer !== shown?.answer || current.appended !== shown.appended)) {
    setShown(current);
  }
  // A list shown again starts from the latest answer the store kept, while it is read.
  const onScreen =
    current ?? shown ?? (value === null ? null : { answer: value, appended: NOTHING });
  const answer = onScreen?.answer ?? null;
  const more = onScreen?.appended ?? NOTHING;
  const items = useMemo(
    (): Item[] => (answer ? [...(answer.items as Item[]), ...more] : NOTHING),
    [answer, more],
  );
  const total = answer?.total ?? 0;
  const loading = args !== null && !answered && first.read.state !== 'failed';
  // After a failure the rows are another query's: no page of this one is appended to them.
  const hasMore = answered && items.length < total;
  const loadingMore = own.next !== null;

  const loadMore = useCallback(() => {
    if (mode !== 'scroll' || loading || loadingMore || !hasMore) return;
    setAppended({ ...own, next: { page: own.page + 1, started: false } });
  }, [mode, loading, loadingMore, hasMore, own]);

  useInfiniteScroll(loadMore, { enabled: mode === 'scroll' && hasMore });

  const { replace: keep } = first;
  const replace = useCallback(
    (matches: (item: Item) => boolean, item: Item) => {
      const swap = (list: Item[]) => list.map((current) => (matches(current) ? item : current));
      // The first page's change is kept with its answer, the appended pages' in the view.
      if (answered && value !== null) keep({ ...value, items: swap(value.items as Item[]) });
      setAppended((before) => ({ ...before, items: swap(before.items) }));
      setShown(
        (before) =>
          before && {
            answer: { ...before.answer, items: swap(before.answer.items as Item[]) },
            appended: swap(before.appended),
          },
      );
    },
    [answered, value, keep],
  );

  return {
    mode,
    items,
    total,
    answer,
    loading,
    loadingMore,
    hasMore,
    loadMore,
    replace,
  };
}

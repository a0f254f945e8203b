import { Button } from '../button/button';
import { Paginator } from '../paginator/paginator';
import { useUiTexts } from '../texts/ui-texts';
import styles from './list-table.module.css';

/**
 * `pages`: one page at a time (the paginator, 992 px and wider); `scroll`: pages are appended as
 * the user scrolls (phones and tablets, below the list's 992 px breakpoint).
 */
export type ListMode = 'pages' | 'scroll';

/** What the pager shows of a paged list (the app's list hook gives it). */
export interface PagerList {
  mode: ListMode;
  /** How many items match, over every page. */
  total: number;
  /** Scroll mode: a further page can be appended. */
  hasMore: boolean;
  /** Scroll mode: a further page is on its way. */
  loadingMore: boolean;
  /** Scroll mode: the next page, appended. */
  loadMore: () => void;
}

/**
 * Under a list table: the paginator on large screens; below 992 px a "Load more" button beside
 * the infinite scroll, for keyboards and for lists too short to scroll.
 */
export function ListPager({
  list,
  page,
  perPage,
  onPageChange,
}: {
  list: PagerList;
  page: number;
  perPage: number;
  onPageChange: (page: number, perPage: number) => void;
}) {
  const { loadMore } = useUiTexts();
  if (list.mode === 'pages') {
    return (
      <Paginator
        page={page}
        perPage={perPage}
        total={list.total}
        onChange={(change) => onPageChange(change.page, change.perPage)}
      />
    );
  }
  return list.hasMore ? (
    <div className={styles.more}>
      <Button variant="outline" loading={list.loadingMore} onClick={list.loadMore}>
        {loadMore}
      </Button>
    </div>
  ) : null;
}

import { Button } from '../button/button';
import { Paginator } from '../paginator/paginator';
import { useUiTexts } from '../texts/ui-texts';
import type { PagedList } from './use-paged-list';
import styles from './list-table.module.css';

/**
 * Under a list table: the paginator on large screens; below 992 px a "Load more" button beside
 * the infinite scroll, for keyboards and for lists too short to scroll.
 */
export function ListPager<Item>({
  list,
  page,
  perPage,
  onPageChange,
}: {
  list: PagedList<Item>;
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

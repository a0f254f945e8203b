import { ListPager, ListTable, type ListTableProps, type PagerList } from '@touchline/ui';
import type { ReactNode } from 'react';

export interface PagedTableProps<Row> extends Omit<
  ListTableProps<Row>,
  'rows' | 'loading' | 'captionHidden'
> {
  /** The paged list whose rows the table shows and whose pages the pager moves through. */
  list: PagerList & { items: readonly Row[]; loading: boolean };
  page: number;
  perPage: number;
  onPageChange: (page: number, perPage: number) => void;
  /** Said between the table and its pager. */
  note?: ReactNode;
}

/**
 * A paged list's table with its pager under it. The caption is for assistive technology only:
 * the page already names the list in a heading.
 */
export function PagedTable<Row>({
  list,
  page,
  perPage,
  onPageChange,
  note,
  ...table
}: PagedTableProps<Row>) {
  return (
    <>
      <ListTable {...table} captionHidden rows={list.items} loading={list.loading} />
      {note}
      <ListPager list={list} page={page} perPage={perPage} onPageChange={onPageChange} />
    </>
  );
}

/** The paginator's texts: English by default; an app gives them in the page's language. */
export interface PaginatorTexts {
  navigation: string;
  perPage: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** "1 – 10 of 42": the rows shown and the total. */
  range(from: number, to: number, total: number): string;
  /** "0 of 0": no rows. */
  empty: string;
}

export const PAGINATOR_LABELS: PaginatorTexts = {
  navigation: 'Pagination',
  perPage: 'Items per page:',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  range: (from, to, total) => `${from} – ${to} of ${total}`,
  empty: '0 of 0',
};

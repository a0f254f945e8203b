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

/** The message ids an app's catalogue gives the paginator's texts under. */
export type PaginatorMessageId =
  | 'paginator.navigation'
  | 'paginator.perPage'
  | 'paginator.first'
  | 'paginator.previous'
  | 'paginator.next'
  | 'paginator.last'
  | 'paginator.range'
  | 'paginator.empty';

/** The paginator's texts from an app's translator (its catalogue holds `PaginatorMessageId`s). */
export function paginatorTextsFrom(
  t: (id: PaginatorMessageId, values?: Record<string, string>) => string,
): PaginatorTexts {
  return {
    navigation: t('paginator.navigation'),
    perPage: t('paginator.perPage'),
    first: t('paginator.first'),
    previous: t('paginator.previous'),
    next: t('paginator.next'),
    last: t('paginator.last'),
    // Digits as they are, as the English texts have always shown them (no thousands separator).
    range: (from, to, total) =>
      t('paginator.range', { from: String(from), to: String(to), total: String(total) }),
    empty: t('paginator.empty'),
  };
}

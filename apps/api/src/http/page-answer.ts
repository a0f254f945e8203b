/** Which page of a list a request asks for: the page number (from 1) and its size. */
export interface Paging {
  readonly page: number;
  readonly perPage: number;
}

/** A page of a list as the API answers it: the items, the list's size, where the page stands. */
export interface PageAnswer<Item> {
  items: Item[];
  total: number;
  current_page: number;
  per_page: number;
  /** The first item's place in the whole list, from 1; null on an empty page. */
  from: number | null;
  /** The last item's place; null on an empty page. */
  to: number | null;
}

/** The answer for `items`, page `paging.page` of a list of `total`. */
export function pageAnswer<Item>(items: Item[], total: number, { page, perPage }: Paging) {
  const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    items,
    total,
    current_page: page,
    per_page: perPage,
    from,
    to: from === null ? null : from + items.length - 1,
  } satisfies PageAnswer<Item>;
}

/** The answer for a page of a list held whole in memory. */
export function pageOf<Item>(all: readonly Item[], paging: Paging) {
  const start = (paging.page - 1) * paging.perPage;
  return pageAnswer(all.slice(start, start + paging.perPage), all.length, paging);
}

import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@touchline/ui';

export interface ShopListParams {
  page: number;
  perPage: number;
  /** A shop item type; null for every item. */
  typeId: number | null;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The shop list's page, page size and type from the address (bad values fall back). */
export function readShopParams(search: URLSearchParams): ShopListParams {
  const perPage = positive(search.get('per_page'));
  return {
    page: positive(search.get('page')) ?? 1,
    perPage: perPage !== null && PAGE_SIZE_OPTIONS.includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    typeId: positive(search.get('type')),
  };
}

/** The address query of a shop list state, defaults left out. */
export function writeShopParams({ page, perPage, typeId }: ShopListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (typeId !== null) search.set('type', String(typeId));
  if (page > 1) search.set('page', String(page));
  if (perPage !== DEFAULT_PAGE_SIZE) search.set('per_page', String(perPage));
  return search;
}

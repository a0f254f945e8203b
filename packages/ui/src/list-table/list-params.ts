import { DEFAULT_PAGE_SIZE } from '../paginator/paginator';
import type { ListSort, SortDirection } from './list-sort';

/** The paging, filter and sort of a collection list, as its query parameters name them. */
export interface ListParams {
  page: number;
  per_page: number;
  filter: string;
  sort: ListSort | null;
}

export const DEFAULT_LIST_PARAMS: ListParams = {
  page: 1,
  per_page: DEFAULT_PAGE_SIZE,
  filter: '',
  sort: null,
};

/** Wait after the filter text changes before fetching (other changes fetch at once). */
export const LIST_FILTER_DEBOUNCE_MS = 250;

const positiveInt = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Reads the list's state from the query parameters, with the defaults for what is missing. */
export function readListParams(search: URLSearchParams): ListParams {
  const field = search.get('sort');
  const direction = search.get('sort_direction');
  return {
    page: positiveInt(search.get('page'), DEFAULT_LIST_PARAMS.page),
    per_page: positiveInt(search.get('per_page'), DEFAULT_LIST_PARAMS.per_page),
    filter: search.get('filter') ?? '',
    sort:
      field && (direction === 'asc' || direction === 'desc')
        ? { field, direction: direction as SortDirection }
        : null,
  };
}

/** The query parameters with `changes` applied; defaults are left out to keep addresses short. */
export function writeListParams(
  search: URLSearchParams,
  changes: Partial<ListParams>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const params = { ...readListParams(search), ...changes };
  const put = (name: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(name);
    else next.set(name, value);
  };
  put('page', String(params.page), String(DEFAULT_LIST_PARAMS.page));
  put('per_page', String(params.per_page), String(DEFAULT_LIST_PARAMS.per_page));
  put('filter', params.filter, '');
  if (params.sort) {
    next.set('sort', params.sort.field);
    next.set('sort_direction', params.sort.direction);
  } else {
    next.delete('sort');
    next.delete('sort_direction');
  }
  return next;
}

/** Sets a multi-select filter: one repeated parameter per chosen value. */
export function writeFilterValues(
  search: URLSearchParams,
  name: string,
  values: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(name);
  for (const value of values) next.append(name, value);
  return next;
}

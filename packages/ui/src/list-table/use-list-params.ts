import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListSort } from './list-sort';
import {
  DEFAULT_LIST_PARAMS,
  readListParams,
  writeFilterValues,
  writeListParams,
} from './list-params';

export interface UseListParamsOptions {
  /** Names of the multi-select filters, cleared by `reset`. */
  filterNames?: readonly string[];
}

/**
 * A collection list's state kept in the address: page, per_page, filter, sort and
 * sort_direction, plus multi-select filters read from repeated parameters. A new filter goes
 * back to page 1; `reset` restores page 1, 10 per page and no filter.
 */
export function useListParams({ filterNames = [] }: UseListParamsOptions = {}) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const namesKey = filterNames.join('\u0000');
  const filters = useMemo(() => {
    const names = namesKey === '' ? [] : namesKey.split('\u0000');
    return Object.fromEntries(names.map((name) => [name, search.getAll(name)])) as Record<
      string,
      string[]
    >;
  }, [search, namesKey]);

  const setPage = useCallback(
    (page: number, perPage?: number) =>
      setSearch((current) =>
        writeListParams(current, { page, per_page: perPage ?? readListParams(current).per_page }),
      ),
    [setSearch],
  );
  const setFilter = useCallback(
    (filter: string) =>
      setSearch((current) => writeListParams(current, { filter, page: 1 }), { replace: true }),
    [setSearch],
  );
  const setFilterValues = useCallback(
    (name: string, values: readonly string[]) =>
      setSearch((current) =>
        writeListParams(writeFilterValues(current, name, values), { page: 1 }),
      ),
    [setSearch],
  );
  const setSort = useCallback(
    (sort: ListSort | null) => setSearch((current) => writeListParams(current, { sort })),
    [setSearch],
  );
  const reset = useCallback(
    () =>
      setSearch((current) => {
        let next = writeListParams(current, {
          page: DEFAULT_LIST_PARAMS.page,
          per_page: DEFAULT_LIST_PARAMS.per_page,
          filter: '',
        });
        const names = namesKey === '' ? [] : namesKey.split('\u0000');
        for (const name of names) next = writeFilterValues(next, name, []);
        return next;
      }),
    [setSearch, namesKey],
  );

  return { params, filters, setPage, setFilter, setFilterValues, setSort, reset };
}

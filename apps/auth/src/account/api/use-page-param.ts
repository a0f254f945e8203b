import { useSearchParams } from 'react-router';

/** The list's page and page size, kept in the address (`?page=2&per_page=25`). */
export function usePageParams(defaultPerPage = 10) {
  const [params, setParams] = useSearchParams();
  const positive = (value: string | null, fallback: number) => {
    const number = Number(value);
    return Number.isInteger(number) && number > 0 ? number : fallback;
  };
  const page = positive(params.get('page'), 1);
  const perPage = positive(params.get('per_page'), defaultPerPage);
  const setPage = (next: { page: number; perPage: number }) => {
    const updated = new URLSearchParams(params);
    updated.set('page', String(next.page));
    updated.set('per_page', String(next.perPage));
    setParams(updated);
  };
  return { page, perPage, setPage };
}

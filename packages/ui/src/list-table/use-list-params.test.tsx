import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useListParams } from './use-list-params';

function setup(initial: string) {
  let search = '';
  function Probe() {
    search = useLocation().search;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>
      {children}
      <Probe />
    </MemoryRouter>
  );
  const hook = renderHook(() => useListParams({ filterNames: ['status'] }), { wrapper });
  return { ...hook, search: () => decodeURIComponent(search) };
}

describe('useListParams', () => {
  it('reads the list state and multi-select values from the address', () => {
    const { result } = setup('/members?page=2&filter=ann&status=active&status=pending');
    expect(result.current.params).toMatchObject({ page: 2, filter: 'ann' });
    expect(result.current.filters).toEqual({ status: ['active', 'pending'] });
  });

  it('goes back to page 1 when the filter changes', () => {
    const { result, search } = setup('/members?page=4');
    act(() => result.current.setFilter('byrne'));
    expect(search()).toBe('?filter=byrne');
    act(() => result.current.setPage(3));
    act(() => result.current.setFilterValues('status', ['active']));
    expect(search()).toBe('?filter=byrne&status=active');
    expect(result.current.params.page).toBe(1);
  });

  it('pages and sorts', () => {
    const { result, search } = setup('/members');
    act(() => result.current.setPage(2, 25));
    act(() => result.current.setSort({ field: 'last_name', direction: 'desc' }));
    expect(search()).toBe('?page=2&per_page=25&sort=last_name&sort_direction=desc');
  });

  it('reset restores page 1, 10 per page and no filter', () => {
    const { result, search } = setup(
      '/members?page=3&per_page=25&filter=x&status=active&origin=appHeader',
    );
    act(() => result.current.reset());
    expect(search()).toBe('?origin=appHeader');
    expect(result.current.params).toMatchObject({ page: 1, per_page: 10, filter: '' });
    expect(result.current.filters).toEqual({ status: [] });
  });
});

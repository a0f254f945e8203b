import { readListParams, writeFilterValues, writeListParams } from './list-params';

describe('list parameters', () => {
  it('reads the defaults from an empty address: page 1, 10 per page, no filter, no sort', () => {
    expect(readListParams(new URLSearchParams())).toEqual({
      page: 1,
      per_page: 10,
      filter: '',
      sort: null,
    });
  });

  it('reads page, per_page, filter and sort from the query', () => {
    const search = new URLSearchParams(
      'page=3&per_page=25&filter=gaa&sort=name&sort_direction=asc',
    );
    expect(readListParams(search)).toEqual({
      page: 3,
      per_page: 25,
      filter: 'gaa',
      sort: { field: 'name', direction: 'asc' },
    });
  });

  it('ignores values that make no sense', () => {
    const search = new URLSearchParams('page=-2&per_page=abc&sort=name&sort_direction=sideways');
    expect(readListParams(search)).toMatchObject({ page: 1, per_page: 10, sort: null });
  });

  it('writes changes, leaving defaults out and other parameters alone', () => {
    const search = new URLSearchParams('origin=appHeader&page=2');
    const next = writeListParams(search, {
      page: 1,
      filter: 'u12',
      sort: { field: 'date', direction: 'desc' },
    });
    expect(next.toString()).toBe('origin=appHeader&filter=u12&sort=date&sort_direction=desc');
    expect(search.toString()).toBe('origin=appHeader&page=2');
  });

  it('writes a multi-select filter as repeated parameters', () => {
    const next = writeFilterValues(new URLSearchParams('status=old&page=2'), 'status', [
      'active',
      'pending',
    ]);
    expect(next.getAll('status')).toEqual(['active', 'pending']);
    expect(writeFilterValues(next, 'status', []).has('status')).toBe(false);
  });
});

import fc from 'fast-check';
import { nextClientSort, nextServerSort, sortRows, type ListSort } from './list-sort';

describe('sort cycles', () => {
  it('server: none, descending, ascending, none; a new field starts descending', () => {
    let sort: ListSort | null = null;
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      sort = nextServerSort(sort, 'name');
      seen.push(sort?.direction ?? null);
    }
    expect(seen).toEqual(['desc', 'asc', null, 'desc']);
    expect(nextServerSort({ field: 'name', direction: 'asc' }, 'date')).toEqual({
      field: 'date',
      direction: 'desc',
    });
  });

  it('client: default, ascending, descending, default; a new field starts ascending', () => {
    let sort: ListSort | null = null;
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      sort = nextClientSort(sort, 'name');
      seen.push(sort?.direction ?? null);
    }
    expect(seen).toEqual(['asc', 'desc', null, 'asc']);
    expect(nextClientSort({ field: 'name', direction: 'desc' }, 'date')).toEqual({
      field: 'date',
      direction: 'asc',
    });
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'Seniors', fee: 12000 },
    { name: 'juniors', fee: null },
    { name: 'Minors 2', fee: 3000 },
    { name: 'Minors 10', fee: 5000 },
    { name: 'Family', fee: undefined },
  ];
  const valueOf = (row: (typeof rows)[number], field: string) => row[field as 'name' | 'fee'];

  it('sorts text naturally and without regard to case', () => {
    expect(sortRows(rows, { field: 'name', direction: 'asc' }, valueOf).map((r) => r.name)).toEqual(
      ['Family', 'juniors', 'Minors 2', 'Minors 10', 'Seniors'],
    );
  });

  it('puts empty values last when ascending', () => {
    expect(sortRows(rows, { field: 'fee', direction: 'asc' }, valueOf).map((r) => r.fee)).toEqual([
      3000,
      5000,
      12000,
      null,
      undefined,
    ]);
  });

  it('keeps the default order without a sort, and never changes its input', () => {
    const copy = [...rows];
    expect(sortRows(rows, null, valueOf)).toEqual(rows);
    sortRows(rows, { field: 'fee', direction: 'desc' }, valueOf);
    expect(rows).toEqual(copy);
  });

  it('orders any numbers, with empty values last when ascending and first when descending', () => {
    const value = fc.option(fc.integer(), { nil: null });
    fc.assert(
      fc.property(fc.array(value), (values) => {
        const list = values.map((fee, id) => ({ id, fee }));
        const read = (row: (typeof list)[number]) => row.fee;
        const asc = sortRows(list, { field: 'fee', direction: 'asc' }, read).map(read);
        const desc = sortRows(list, { field: 'fee', direction: 'desc' }, read).map(read);
        const numbers = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
        const blanks = values.filter((v) => v === null);
        return (
          JSON.stringify(asc) === JSON.stringify([...numbers, ...blanks]) &&
          JSON.stringify(desc) === JSON.stringify([...blanks, ...[...numbers].reverse()])
        );
      }),
    );
  });
});

export type SortDirection = 'asc' | 'desc';

export interface ListSort {
  field: string;
  direction: SortDirection;
}

/**
 * The server-side sort cycle of a list: the same field goes from none to
 * descending, to ascending, then none; another field starts descending.
 */
export function nextServerSort(current: ListSort | null, field: string): ListSort | null {
  if (!current || current.field !== field) return { field, direction: 'desc' };
  return current.direction === 'desc' ? { field, direction: 'asc' } : null;
}

/**
 * The client-side column sort cycle: default, ascending, descending, then default again;
 * another field starts ascending.
 */
export function nextClientSort(current: ListSort | null, field: string): ListSort | null {
  if (!current || current.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const collator = new Intl.Collator('en-IE', { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * Rows in the order of `sort` (a new list; the default order when `sort` is null). Empty
 * values go last when ascending; descending is the exact reverse. Equal rows keep their order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: ListSort | null,
  valueOf: (row: Row, field: string) => unknown,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.field) }))
    .sort((x, y) => {
      const blankX = isBlank(x.value);
      const blankY = isBlank(y.value);
      let order: number;
      if (blankX || blankY) order = Number(blankX) - Number(blankY);
      else order = compareValues(x.value, y.value);
      return order * sign || x.index - y.index;
    })
    .map(({ row }) => row);
}

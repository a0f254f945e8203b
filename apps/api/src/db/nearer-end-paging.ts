import { sql, type RawBuilder } from 'kysely';

/**
 * A list read by numbered pages from a covering index: the index holds every column the list
 * filters and sorts on, in the list's order (ADR 0022).
 */
export interface NearerEndList {
  /** The table the list's rows are in. */
  readonly table: string;
  /** The column each row of the page is then read by (`page.<key>` in the statement). */
  readonly key: string;
  /** Which of the table's rows are in the list. */
  readonly filter: RawBuilder<unknown>;
  /** The index's sort columns in the list's order, the tie-break last. */
  readonly orderBy: readonly string[];
  /** The direction of every sort column in the list's order. */
  readonly direction: 'asc' | 'desc';
}

/**
 * A numbered page (`page` of `perPage` rows) of a list, read from whichever end of the list is
 * nearer, for a statement whose `total` CTE holds the list's row count in column `n` (ADR 0022).
 * `keys` is a subquery answering the page's keys (column `list.key`): it reads the list's index
 * twice, once in the list's order and once in reverse, each read gated so that only one of them
 * runs:
 *
 * - in the list's order (the first half of the list): skips `offset` index entries;
 * - in reverse (the second half): skips the `total - offset - perPage` entries after the page,
 *   from the far end, so the last page costs what the first page costs.
 *
 * LIMIT is the constant `perPage` in both reads, so the planner's estimate stays a page (an
 * estimate from an expression would be a tenth of the table, and a plan that costly is
 * compiled by PostgreSQL's JIT on every request). The reverse read of a last, partial page
 * therefore reads up to a page from the far end; `pageRows` trims it to the page.
 */
export interface NearerEndPage {
  readonly keys: RawBuilder<unknown>;
  /**
   * The page's rows, in the list's order, of the rows read for `keys` (in any order), given
   * the list's total and the list's order (which must match `orderBy`, ties included).
   */
  pageRows<T>(rows: readonly T[], total: number, order: (a: T, b: T) => number): T[];
}

export function nearerEndPage(list: NearerEndList, page: number, perPage: number): NearerEndPage {
  const offset = (page - 1) * perPage;
  // Rows after the page (towards the far end); negative for a last, partial page or past the end.
  const after = sql<number>`(n - ${offset}::int - ${perPage}::int)`;
  const read = (
    gate: RawBuilder<boolean>,
    direction: 'asc' | 'desc',
    skip: number | RawBuilder<number>,
  ) => sql`(select ${sql.ref(list.key)} from ${sql.table(list.table)}
    where ${list.filter} and ${gate}
    order by ${sql.join(list.orderBy.map((column) => sql`${sql.ref(column)} ${sql.raw(direction)}`))}
    limit ${perPage} offset ${skip})`;
  return {
    keys: sql`${read(
      sql<boolean>`(select ${offset}::int <= ${after} from total)`,
      list.direction,
      offset,
    )}
    union all
    ${read(
      sql<boolean>`(select ${offset}::int > ${after} and ${offset}::int < n from total)`,
      list.direction === 'desc' ? 'asc' : 'desc',
      sql<number>`(select greatest(${after}, 0) from total)`,
    )}`,
    pageRows: (rows, total, order) => {
      const sorted = [...rows].sort(order);
      const count = Math.max(0, Math.min(perPage, total - offset));
      // The read in the list's order holds the page's first rows, the reverse read its last.
      return offset <= total - offset - perPage
        ? sorted.slice(0, count)
        : sorted.slice(Math.max(0, sorted.length - count));
    },
  };
}

import { sql, type RawBuilder } from 'kysely';

/**
 * A numbered page (`page` of `perPage` rows) read from whichever end of the list is nearer, for
 * a statement whose `total` CTE holds the list's row count in column `n` (ADR 0022). The
 * statement reads the list's index twice, once newest first and once oldest first, each read
 * gated so that only one of them runs:
 *
 * - `newest` (the first half of the list): skips `offset` index entries from the newest;
 * - `oldest` (the second half): skips the `total - offset - perPage` entries after the page,
 *   from the oldest, so the last page costs what the first page costs.
 *
 * LIMIT is the constant `perPage` in both reads, so the planner's estimate stays a page (an
 * estimate from an expression would be a tenth of the table, and a plan that costly is
 * compiled by PostgreSQL's JIT on every request). The oldest-first read of a last, partial page
 * therefore reads up to a page from the oldest end; `pageRows` trims it to the page. The rows
 * come back in any order: the caller sorts them in the list's order first.
 */
export interface NearerEndWindow {
  /** Condition (on `total`) under which the newest-first read runs. */
  readonly newest: RawBuilder<boolean>;
  /** Condition (on `total`) under which the oldest-first read runs. */
  readonly oldest: RawBuilder<boolean>;
  readonly limit: number;
  readonly newestOffset: number;
  readonly oldestOffset: RawBuilder<number>;
  /** The page's rows of `sorted` (in the list's order), given the list's total. */
  pageRows<T>(sorted: readonly T[], total: number): T[];
}

export function nearerEndWindow(page: number, perPage: number): NearerEndWindow {
  const offset = (page - 1) * perPage;
  // Rows after the page (towards the oldest); negative for a last, partial page or past the end.
  const after = sql<number>`(n - ${offset}::int - ${perPage}::int)`;
  return {
    newest: sql<boolean>`(select ${offset}::int <= ${after} from total)`,
    oldest: sql<boolean>`(select ${offset}::int > ${after} and ${offset}::int < n from total)`,
    limit: perPage,
    newestOffset: offset,
    oldestOffset: sql<number>`(select greatest(${after}, 0) from total)`,
    pageRows: (sorted, total) => {
      const count = Math.max(0, Math.min(perPage, total - offset));
      // The newest-first read holds the page's first rows, the oldest-first read its last.
      return offset <= total - offset - perPage
        ? sorted.slice(0, count)
        : sorted.slice(Math.max(0, sorted.length - count));
    },
  };
}

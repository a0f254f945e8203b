import { sql, type RawBuilder } from 'kysely';

/**
 * LIMIT and OFFSET of a numbered page (`page` of `perPage` rows) read from whichever end of the
 * list is nearer, for a statement whose `total` CTE holds the list's row count in column `n`
 * (ADR 0022). The statement reads the page twice over its index, once newest first and once
 * oldest first, and only one of the two reads has a limit above 0:
 *
 * - `newest`: the first half of the list, skipping `offset` index entries from the newest;
 * - `oldest`: the second half, skipping the `total - offset - perPage` entries after the page,
 *   from the oldest. The last page therefore costs what the first page costs.
 *
 * A page past the end reads nothing. The rows come back in any order: the caller sorts the page
 * (at most `perPage` rows) in the list's order.
 */
export interface NearerEndWindow {
  readonly newestLimit: RawBuilder<number>;
  readonly newestOffset: RawBuilder<number>;
  readonly oldestLimit: RawBuilder<number>;
  readonly oldestOffset: RawBuilder<number>;
}

export function nearerEndWindow(page: number, perPage: number): NearerEndWindow {
  const offset = (page - 1) * perPage;
  // Rows after the page (towards the oldest); negative for a page at or past the end.
  const after = sql<number>`(n - ${offset}::int - ${perPage}::int)`;
  const fromNewest = sql<boolean>`${offset}::int <= ${after}`;
  return {
    newestLimit: sql<number>`(select case when ${fromNewest} then ${perPage}::int else 0 end from total)`,
    newestOffset: sql<number>`${offset}::int`,
    oldestLimit: sql<number>`(select case when ${fromNewest} then 0
        else greatest(least(${perPage}::int, n - ${offset}::int), 0) end from total)`,
    oldestOffset: sql<number>`(select greatest(${after}, 0) from total)`,
  };
}

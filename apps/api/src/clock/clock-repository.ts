import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How far the development clock is ahead of the real time (0 when it was never moved). */
export async function readClockOffset(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('dev_clock').select('offset_ms').executeTakeFirst();
  return Number(row?.offset_ms ?? 0);
}

/** Moves the development clock `ms` further ahead; answers the new offset. */
export async function advanceClockOffset(db: Kysely<Database>, ms: number): Promise<number> {
  const row = await db
    .insertInto('dev_clock')
    .values({ offset_ms: ms })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({
        offset_ms: sql<number>`dev_clock.offset_ms + excluded.offset_ms`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning('offset_ms')
    .executeTakeFirstOrThrow();
  return Number(row.offset_ms);
}

/** Puts the development clock back on the real time. */
export async function resetClockOffset(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('dev_clock').execute();
}

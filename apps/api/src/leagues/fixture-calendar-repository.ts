import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface FixtureEventVersion {
  readonly sequence: number;
  readonly modifiedAt: Date;
}

/**
 * Records what each fixture's event says now (its fingerprint) and answers every fixture's
 * version: a fixture seen for the first time starts at sequence 0, one whose fingerprint changed
 * gets the next sequence and `now` as its change; an unchanged one keeps both. Only new and
 * changed fixtures are written, in one statement whose conflict rule counts a change once even
 * when two instances record it at the same time.
 */
export async function recordFixtureEvents(
  db: Kysely<Database>,
  accountId: number,
  events: readonly { fixtureId: string; fingerprint: string }[],
  now: Date,
): Promise<Map<string, FixtureEventVersion>> {
  if (events.length === 0) return new Map();
  const ids = events.map((event) => event.fixtureId);
  const read = async () =>
    db
      .selectFrom('fixture_calendar_events')
      .select(['fixture_id', 'fingerprint', 'sequence', 'modified_at'])
      .where('account_id', '=', accountId)
      .where('fixture_id', 'in', ids)
      .execute();
  let rows = await read();
  const stored = new Map(rows.map((row) => [row.fixture_id, row.fingerprint]));
  const changed = events.filter((event) => stored.get(event.fixtureId) !== event.fingerprint);
  if (changed.length > 0) {
    await db
      .insertInto('fixture_calendar_events')
      .values(
        changed.map((event) => ({
          account_id: accountId,
          fixture_id: event.fixtureId,
          fingerprint: event.fingerprint,
          sequence: 0,
          modified_at: now,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['account_id', 'fixture_id'])
          .doUpdateSet({
            fingerprint: sql<string>`excluded.fingerprint`,
            sequence: sql<number>`fixture_calendar_events.sequence + 1`,
            modified_at: sql<Date>`excluded.modified_at`,
          })
          .where(sql<boolean>`fixture_calendar_events.fingerprint <> excluded.fingerprint`),
      )
      .execute();
    rows = await read();
  }
  return new Map(
    rows.map((row) => [
      row.fixture_id,
      { sequence: Number(row.sequence), modifiedAt: new Date(row.modified_at) },
    ]),
  );
}

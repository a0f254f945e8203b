import type { ClubChange, ClubChangeArea } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** How many changes the club settings page lists. */
export const RECENT_CHANGES_LIMIT = 20;

export interface ClubChangeRecord {
  readonly accountId: number;
  readonly userId: number | null;
  readonly area: ClubChangeArea;
  readonly before: unknown;
  readonly after: unknown;
}

/** Records one edit; called in the edit's transaction, so there is no edit without its row. */
export async function recordClubChange(
  db: Kysely<Database>,
  change: ClubChangeRecord,
): Promise<void> {
  await db
    .insertInto('club_changes')
    .values({
      account_id: change.accountId,
      user_id: change.userId,
      area: change.area,
      before: JSON.stringify(change.before),
      after: JSON.stringify(change.after),
    })
    .execute();
}

/** The club's latest changes, newest first, with who made them by name. */
export async function listClubChanges(
  db: Kysely<Database>,
  accountId: number,
  limit = RECENT_CHANGES_LIMIT,
): Promise<ClubChange[]> {
  const rows = await db
    .selectFrom('club_changes as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.area',
      'c.changed_at',
      'c.before',
      'c.after',
      sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`.as('name'),
    ])
    .where('c.account_id', '=', accountId)
    .orderBy('c.changed_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    area: row.area,
    changed_at: new Date(row.changed_at).toISOString(),
    changed_by: row.name,
    before: row.before,
    after: row.after,
  }));
}

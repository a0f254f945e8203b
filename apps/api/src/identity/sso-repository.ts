import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { hashSecret } from './tokens';

/** Records a sign-on request; only the hash of its state is kept. */
export async function insertSsoRequest(
  db: Kysely<Database>,
  request: {
    state: string;
    accountId: number | null;
    governingBodyId: number | null;
    returnTo: string;
    expiresAt: RawBuilder<Date>;
  },
): Promise<void> {
  await db
    .insertInto('sso_requests')
    .values({
      state_hash: hashSecret(request.state),
      account_id: request.accountId,
      governing_body_id: request.governingBodyId,
      return_to: request.returnTo,
      expires_at: request.expiresAt,
    })
    .execute();
}

/** The pending (unused, unexpired) sign-on request of this state, with who it is for. */
export function findPendingSsoRequest(db: Kysely<Database>, state: string) {
  return db
    .selectFrom('sso_requests as s')
    .leftJoin('clubs as c', 'c.account_id', 's.account_id')
    .leftJoin('governing_bodies as g', 'g.id', 's.governing_body_id')
    .select([
      's.id',
      's.account_id',
      's.governing_body_id',
      's.return_to',
      'c.name as club_name',
      'g.name as body_name',
    ])
    .where('s.state_hash', '=', hashSecret(state))
    .where('s.used_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Up to 20 users holding a role in the club, or else in the governing body, by email. */
export function usersWithRoleIn(
  db: Kysely<Database>,
  where: { accountId: number | null; governingBodyId: number | null },
) {
  const users = db
    .selectFrom('users as u')
    .innerJoin('user_roles as r', 'r.user_id', 'u.id')
    .select(['u.email', 'u.first_name', 'u.last_name', 'r.role'])
    .orderBy('u.email')
    .limit(20);
  return (
    where.accountId !== null
      ? users.where('r.account_id', '=', where.accountId)
      : users.where('r.governing_body_id', '=', where.governingBodyId)
  ).execute();
}

export async function markSsoRequestUsed(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('sso_requests')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** The clubs a user belongs to (a membership or a club role), with their sign-on mode. */
export function clubsOfUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('clubs as c')
    .select(['c.slug', 'c.sso_mode'])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('members as m')
            .select('m.id')
            .whereRef('m.account_id', '=', 'c.account_id')
            .where('m.user_id', '=', userId),
        ),
        eb.exists(
          eb
            .selectFrom('user_roles as r')
            .select('r.id')
            .whereRef('r.account_id', '=', 'c.account_id')
            .where('r.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('c.account_id')
    .execute();
}

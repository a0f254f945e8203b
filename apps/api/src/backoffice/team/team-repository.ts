// The club's team: who holds which back-office role, the invitations still open, and the record
// of every change (who granted, removed or invited what, and when).
import { BACKOFFICE_ROLES, type BackofficeRole, type TeamPage } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RoleChangeAction } from '../../db/schema-identity';
import { fail } from '../../errors/domain-error';

/** The people holding back-office roles in the club, and the invitations still open. */
export async function listTeam(db: Kysely<Database>, accountId: number): Promise<TeamPage> {
  const grants = await db
    .selectFrom('user_roles as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'r.id as grant_id',
      'r.role',
      'r.created_at',
    ])
    .where('r.account_id', '=', accountId)
    .where('r.role', 'in', [...BACKOFFICE_ROLES])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  const people = new Map<number, TeamPage['people'][number]>();
  for (const grant of grants) {
    const person = people.get(grant.id) ?? {
      user_id: grant.id,
      email: grant.email,
      name: `${grant.first_name} ${grant.last_name}`.trim(),
      roles: [],
    };
    person.roles.push({
      grant_id: grant.grant_id,
      role: grant.role as BackofficeRole,
      granted_at: grant.created_at.toISOString(),
    });
    people.set(grant.id, person);
  }
  for (const person of people.values()) {
    person.roles.sort(
      (a, b) => BACKOFFICE_ROLES.indexOf(a.role) - BACKOFFICE_ROLES.indexOf(b.role),
    );
  }
  const invitations = await db
    .selectFrom('team_invitations as i')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select(['i.id', 'i.email', 'i.role', 'i.created_at', 'i.expires_at', 'u.email as inviter'])
    .where('i.account_id', '=', accountId)
    .where('i.accepted_at', 'is', null)
    .where('i.cancelled_at', 'is', null)
    .where('i.expires_at', '>', sql<Date>`now()`)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  return {
    people: [...people.values()],
    invitations: invitations.map((invitation) => ({
      invitation_id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      invited_by: invitation.inviter,
      created_at: invitation.created_at.toISOString(),
      expires_at: invitation.expires_at.toISOString(),
    })),
  };
}

/** Whether the account of `email` holds `role` in the club already. */
export async function holdsRole(
  db: Kysely<Database>,
  accountId: number,
  email: string,
  role: BackofficeRole,
): Promise<boolean> {
  const held = await db
    .selectFrom('user_roles as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select('r.id')
    .where('u.email', '=', email)
    .where('r.account_id', '=', accountId)
    .where('r.role', '=', role)
    .executeTakeFirst();
  return held !== undefined;
}

export interface RoleChange {
  readonly accountId: number;
  readonly action: RoleChangeAction;
  readonly role: string;
  readonly userId: number | null;
  readonly email: string;
  readonly byUserId: number | null;
}

/** Records a change of the club's roles. */
export async function recordRoleChange(db: Kysely<Database>, change: RoleChange): Promise<void> {
  await db
    .insertInto('role_changes')
    .values({
      account_id: change.accountId,
      action: change.action,
      role: change.role,
      user_id: change.userId,
      email: change.email,
      by_user_id: change.byUserId,
    })
    .execute();
}

/**
 * Takes a back-office role (one grant) from a person of the club, recorded. Refuses (404) a
 * grant that is not a back-office role of the club and (409) the club's last Owner.
 */
export async function removeTeamRole(
  db: Kysely<Database>,
  removal: { accountId: number; grantId: number; byUserId: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The club's Owners, locked: two Owners removing each other at once leave one.
    const owners = await trx
      .selectFrom('user_roles')
      .select('user_id')
      .where('account_id', '=', removal.accountId)
      .where('role', '=', 'Owner')
      .forUpdate()
      .execute();
    const removed = await trx
      .deleteFrom('user_roles')
      .where('id', '=', removal.grantId)
      .where('account_id', '=', removal.accountId)
      .where('role', 'in', [...BACKOFFICE_ROLES])
      .returning(['user_id', 'role'])
      .executeTakeFirst();
    if (!removed) throw fail('team_role_not_found');
    // Thrown inside the transaction: the removal is rolled back.
    if (removed.role === 'Owner' && owners.length <= 1) throw fail('last_owner');
    const user = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', removed.user_id)
      .executeTakeFirstOrThrow();
    await recordRoleChange(trx, {
      accountId: removal.accountId,
      action: 'removed',
      role: removed.role,
      userId: removed.user_id,
      email: user.email,
      byUserId: removal.byUserId,
    });
  });
}

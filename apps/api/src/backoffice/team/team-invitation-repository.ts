// Invitations to a back-office role: a single-use link mailed to an email, the code stored
// hashed, working until it expires, is accepted, cancelled or replaced by a newer one.
import { TEAM_INVITATION_TTL_DAYS, type BackofficeRole } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import { secondsFromNow } from '../../db/database-clock';
import { hashSecret, newSecret } from '../../identity/tokens';
import { createUser, findUserByEmail, grantRole } from '../../identity/user-repository';
import { recordRoleChange } from './team-repository';

export interface IssuedInvitation {
  readonly invitationId: number;
  readonly code: string;
  readonly expiresAt: Date;
}

/** Issues an invitation (the same email's earlier ones to the role stop working), recorded. */
export async function issueTeamInvitation(
  db: Kysely<Database>,
  invitation: { accountId: number; email: string; role: BackofficeRole; byUserId: number },
): Promise<IssuedInvitation> {
  const email = invitation.email.trim().toLowerCase();
  const code = newSecret(24);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('team_invitations')
      .set({ cancelled_at: sql<Date>`now()`, cancelled_by: invitation.byUserId })
      .where('account_id', '=', invitation.accountId)
      .where('email', '=', email)
      .where('role', '=', invitation.role)
      .where('accepted_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute();
    const row = await trx
      .insertInto('team_invitations')
      .values({
        account_id: invitation.accountId,
        email,
        role: invitation.role,
        code_hash: hashSecret(code),
        invited_by: invitation.byUserId,
        expires_at: secondsFromNow(TEAM_INVITATION_TTL_DAYS * 86_400),
      })
      .returning(['id', 'expires_at'])
      .executeTakeFirstOrThrow();
    await recordRoleChange(trx, {
      accountId: invitation.accountId,
      action: 'invited',
      role: invitation.role,
      userId: null,
      email,
      byUserId: invitation.byUserId,
    });
    return { invitationId: row.id, code, expiresAt: row.expires_at };
  });
}

/** Cancels an open invitation of the club, recorded; 404 for one not open. */
export async function cancelTeamInvitation(
  db: Kysely<Database>,
  cancel: { accountId: number; invitationId: number; byUserId: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('team_invitations')
      .set({ cancelled_at: sql<Date>`now()`, cancelled_by: cancel.byUserId })
      .where('id', '=', cancel.invitationId)
      .where('account_id', '=', cancel.accountId)
      .where('accepted_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['email', 'role'])
      .executeTakeFirst();
    if (!row) throw fail('team_invitation_not_found');
    await recordRoleChange(trx, {
      accountId: cancel.accountId,
      action: 'invitation_cancelled',
      role: row.role,
      userId: null,
      email: row.email,
      byUserId: cancel.byUserId,
    });
  });
}

export interface AcceptedInvitation {
  readonly email: string;
  readonly role: BackofficeRole;
  readonly clubName: string;
  /** Whether the account has a password already (else the person sets one to sign in). */
  readonly passwordSet: boolean;
}

/**
 * Uses an invitation's code up, in one transaction: the role is granted to the account of the
 * invited email (a new account, its email verified by the link, when there is none), recorded
 * as granted by the Owner who invited. Refuses (404) a code unknown, used, cancelled or expired.
 */
export async function acceptTeamInvitation(
  db: Kysely<Database>,
  code: string,
): Promise<AcceptedInvitation> {
  return db.transaction().execute(async (trx) => {
    const invitation = await trx
      .updateTable('team_invitations')
      .set({ accepted_at: sql<Date>`now()` })
      .where('code_hash', '=', hashSecret(code))
      .where('accepted_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['id', 'account_id', 'email', 'role', 'invited_by'])
      .executeTakeFirst();
    if (!invitation) throw fail('team_invitation_invalid');
    const club = await trx
      .selectFrom('clubs')
      .select(['name', 'sso_mode'])
      .where('account_id', '=', invitation.account_id)
      .executeTakeFirstOrThrow();
    let user = await findUserByEmail(trx, invitation.email);
    if (!user) {
      await createUser(trx, {
        email: invitation.email,
        firstName: '',
        lastName: '',
        password: null,
        emailVerified: true,
        // A club whose sign-in is single sign-on only sets no passwords.
        pwdSetAllowed: club.sso_mode !== 'mandatory',
      });
      user = await findUserByEmail(trx, invitation.email);
      if (!user) throw fail('team_invitation_invalid');
    }
    await grantRole(trx, user.id, invitation.role, { accountId: invitation.account_id });
    await trx
      .updateTable('team_invitations')
      .set({ accepted_by: user.id })
      .where('id', '=', invitation.id)
      .execute();
    await recordRoleChange(trx, {
      accountId: invitation.account_id,
      action: 'granted',
      role: invitation.role,
      userId: user.id,
      email: invitation.email,
      byUserId: invitation.invited_by,
    });
    return {
      email: invitation.email,
      role: invitation.role,
      clubName: club.name,
      passwordSet: user.password_hash !== null,
    };
  });
}

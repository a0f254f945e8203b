// An adult someone linked to their household (by buying a membership for them) takes the member
// record as their own: a single-use link mailed to the email given for them proves the address.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fail } from '../errors/domain-error';
import { secondsFromNow } from '../db/database-clock';
import { hashSecret, newSecret } from './tokens';
import { createUser, findUserByEmail, grantRole } from './user-repository';

/** How long a claim link works: two weeks. */
export const MEMBER_CLAIM_TTL_SECONDS = 14 * 24 * 3600;

/**
 * Issues the claim link's code for a member (stored hashed), the earlier links stopping; answers
 * the code for the mail.
 */
export async function issueMemberClaim(
  db: Kysely<Database>,
  memberId: number,
  email: string,
): Promise<string> {
  const code = newSecret(24);
  // A new link replaces the ones sent before: only the latest works.
  await db
    .updateTable('member_claims')
    .set({ used_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('member_claims')
    .values({
      member_id: memberId,
      email: email.trim().toLowerCase(),
      code_hash: hashSecret(code),
      expires_at: secondsFromNow(MEMBER_CLAIM_TTL_SECONDS),
    })
    .execute();
  return code;
}

export interface ClaimedMember {
  readonly email: string;
  /** Whether the account has a password already (else the member sets one to sign in). */
  readonly passwordSet: boolean;
}

/**
 * Uses a claim code up, in one transaction: the member record becomes the sign-in's of its
 * email (a new account, its email verified by the link, when there is none), with the Member
 * role in the club. Refuses (404) a code unknown, used or expired, and (409) an account that
 * already has a member record in the club; both leave everything as it was.
 */
export async function claimMember(db: Kysely<Database>, code: string): Promise<ClaimedMember> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .updateTable('member_claims')
      .set({ used_at: sql<Date>`now()` })
      .where('code_hash', '=', hashSecret(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['member_id', 'email'])
      .executeTakeFirst();
    if (!claim) throw fail('member_claim_invalid');
    const member = await trx
      .selectFrom('members')
      .select(['id', 'account_id', 'user_id', 'first_name', 'last_name'])
      .where('id', '=', claim.member_id)
      .forUpdate()
      .executeTakeFirst();
    if (!member || member.user_id !== null) throw fail('member_claim_invalid');
    let user = await findUserByEmail(trx, claim.email);
    if (!user) {
      const userId = await createUser(trx, {
        email: claim.email,
        firstName: member.first_name,
        lastName: member.last_name,
        password: null,
        emailVerified: true,
        // A club whose sign-in is single sign-on only sets no passwords.
        pwdSetAllowed: await passwordAllowedIn(trx, member.account_id),
      });
      if (userId === null) throw fail('member_claim_invalid');
      user = await findUserByEmail(trx, claim.email);
      if (!user) throw fail('member_claim_invalid');
    }
    const own = await trx
      .selectFrom('members')
      .select('id')
      .where('user_id', '=', user.id)
      .where('account_id', '=', member.account_id)
      .executeTakeFirst();
    if (own) throw fail('already_member');
    await trx
      .updateTable('members')
      .set({ user_id: user.id, updated_at: sql<Date>`now()` })
      .where('id', '=', member.id)
      .execute();
    await grantRole(trx, user.id, 'Member', { accountId: member.account_id });
    return { email: claim.email, passwordSet: user.password_hash !== null };
  });
}

async function passwordAllowedIn(db: Kysely<Database>, accountId: number): Promise<boolean> {
  const club = await db
    .selectFrom('clubs')
    .select('sso_mode')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return club?.sso_mode !== 'mandatory';
}

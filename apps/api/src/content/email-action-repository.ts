import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whether the club has this distribution list (an automated mail). */
export async function clubHasDistributionList(
  db: Kysely<Database>,
  accountId: number,
  listId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('email_distribution_lists')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', listId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the member belongs to the club. */
export async function clubHasMember(
  db: Kysely<Database>,
  accountId: number,
  memberId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A member's answer to a list's mail, from the mail's own link or from the back office: one per
 * club, list and member, saving again replaces it.
 */
export async function saveEmailOptOut(
  db: Kysely<Database>,
  answer: {
    accountId: number;
    listId: number;
    memberId: number;
    optOut: boolean;
    paymentAck: boolean;
  },
): Promise<void> {
  await db
    .insertInto('email_opt_outs')
    .values({
      account_id: answer.accountId,
      email_distribution_list_id: answer.listId,
      member_id: answer.memberId,
      opt_out: answer.optOut,
      payment_ack: answer.paymentAck,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['account_id', 'email_distribution_list_id', 'member_id'])
        .doUpdateSet((eb) => ({
          opt_out: eb.ref('excluded.opt_out'),
          payment_ack: eb.ref('excluded.payment_ack'),
          updated_at: sql<Date>`now()`,
        })),
    )
    .execute();
}

/**
 * Stops (or, with `optOut` false, resumes) lotto emails to one of the club's lotto friends; the
 * first unsubscribe time is kept when the link is followed again. False for an unknown friend.
 */
export async function setLottoFriendOptOut(
  db: Kysely<Database>,
  accountId: number,
  friendId: number,
  optOut: boolean,
): Promise<boolean> {
  const updated = await db
    .updateTable('lotto_friends')
    .set({
      receives_emails: !optOut,
      unsubscribed_at: optOut ? sql<Date>`coalesce(unsubscribed_at, now())` : null,
    })
    .where('account_id', '=', accountId)
    .where('id', '=', friendId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

import type { CartItemInput } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserAuth } from '../../identity/authenticate';
import { toStoredMember, type StoredMember } from './cart-item-rules';

/**
 * Who a plan is for: an existing membership of the signed-in user (their own, a juvenile in
 * their care or a related adult), a new person named in the item, or else the user themselves.
 * Null when `member_id` names someone outside the user's family.
 */
export async function planMember(
  db: Kysely<Database>,
  auth: UserAuth,
  accountId: number,
  metadata: CartItemInput['metadata'],
): Promise<StoredMember | null> {
  const own = await db
    .selectFrom('members')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('user_id', '=', auth.userId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const memberId = metadata?.member_id;
  if (memberId !== undefined) {
    if (own?.id === memberId) {
      return {
        member_id: own.id,
        first_name: own.first_name,
        last_name: own.last_name,
        email: own.email,
      };
    }
    if (!own) return null;
    const related = await db
      .selectFrom('member_relations as r')
      .innerJoin('members as m', 'm.id', 'r.related_member_id')
      .select(['m.id', 'm.first_name', 'm.last_name', 'm.email'])
      .where('r.member_id', '=', own.id)
      .where('r.related_member_id', '=', memberId)
      .where('m.account_id', '=', accountId)
      .executeTakeFirst();
    if (!related) return null;
    return {
      member_id: related.id,
      first_name: related.first_name,
      last_name: related.last_name,
      email: related.email,
    };
  }
  if (metadata?.club_member) return toStoredMember(metadata.club_member, null);
  if (own) {
    return {
      member_id: own.id,
      first_name: own.first_name,
      last_name: own.last_name,
      email: own.email,
    };
  }
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  return {
    member_id: null,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
  };
}

/**
 * Keeps a member's latest answers to a plan's form, offered again as the form's initial answers
 * (catalogue `registration_answers`).
 */
export async function rememberAnswers(
  db: Kysely<Database>,
  memberId: number,
  productId: number,
  formType: 'member' | 'guardian',
  answers: Record<string, unknown>,
): Promise<void> {
  const form = await db
    .selectFrom('plan_registration_forms')
    .select('registration_form_id')
    .where('product_id', '=', productId)
    .where('form_type', '=', formType)
    .executeTakeFirst();
  if (!form) return;
  await db
    .insertInto('registration_answers')
    .values({
      member_id: memberId,
      registration_form_id: form.registration_form_id,
      answers: JSON.stringify(answers),
    })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'registration_form_id']).doUpdateSet({
        answers: JSON.stringify(answers),
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

// The people a cart's plans are for (cart-members.ts decides who): the signed-in user's member
// record, the people related to it, the user's own name, and the form a plan asks them to fill
// (their answers are stored by catalogue/registration-form-repository.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The user's own member record in the club, if they have one. */
export function findOwnMember(db: Kysely<Database>, userId: number, accountId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('user_id', '=', userId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** A member of the club related to `ownMemberId` (in their care or a related adult), if so. */
export function findRelatedMember(
  db: Kysely<Database>,
  ownMemberId: number,
  relatedMemberId: number,
  accountId: number,
) {
  return db
    .selectFrom('member_relations as r')
    .innerJoin('members as m', 'm.id', 'r.related_member_id')
    .select(['m.id', 'm.first_name', 'm.last_name', 'm.email'])
    .where('r.member_id', '=', ownMemberId)
    .where('r.related_member_id', '=', relatedMemberId)
    .where('m.account_id', '=', accountId)
    .executeTakeFirst();
}

/** The user's name and email; throws Kysely's NoResultError for a user that does not exist. */
export function findUserPerson(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The registration form of this kind that a plan asks for, if any. */
export async function findPlanRegistrationFormId(
  db: Kysely<Database>,
  productId: number,
  formType: 'member' | 'guardian',
): Promise<number | undefined> {
  const form = await db
    .selectFrom('plan_registration_forms')
    .select('registration_form_id')
    .where('product_id', '=', productId)
    .where('form_type', '=', formType)
    .executeTakeFirst();
  return form?.registration_form_id;
}

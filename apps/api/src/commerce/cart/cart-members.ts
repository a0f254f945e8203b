import type { CartItemInput } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { upsertRegistrationAnswers } from '../../catalogue/registration-form-repository';
import type { UserAuth } from '../../identity/authenticate';
import {
  findOwnMember,
  findPlanRegistrationFormId,
  findRelatedMember,
  findUserPerson,
} from './cart-member-repository';
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
  const own = await findOwnMember(db, auth.userId, accountId);
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
    const related = await findRelatedMember(db, own.id, memberId, accountId);
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
  const user = await findUserPerson(db, auth.userId);
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
  const formId = await findPlanRegistrationFormId(db, productId, formType);
  if (formId === undefined) return;
  await upsertRegistrationAnswers(db, memberId, formId, answers);
}

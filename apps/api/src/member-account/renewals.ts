import type { CartItemInput, Renewal, RenewalQuestion } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import { findPlanForms } from '../catalogue/registration-forms';
import { findHeldPlanLines } from '../commerce/cart/membership-holding-repository';
import type { Database } from '../db/schema';
import { carriedAnswers } from './renewal-answers';
import {
  findLastAnswers,
  findNextSeasonPlan,
  findRenewableLines,
  type RenewableLine,
} from './renewal-repository';

/** A listed renewal with what renewing it puts in the cart. */
export interface RenewalDraft {
  readonly renewal: Renewal;
  readonly accountId: number;
  /** The cart item of the matching plan with last season's answers; null: no matching plan. */
  readonly item: CartItemInput | null;
}

const memberIdOf = (line: RenewableLine) =>
  line.member_id === null || !/^\d+$/.test(line.member_id) ? null : Number(line.member_id);

async function draftOf(
  db: Kysely<Database>,
  userId: number,
  line: RenewableLine,
  now: Date,
): Promise<RenewalDraft> {
  const memberId = memberIdOf(line);
  const person = `${line.member_first_name ?? ''} ${line.member_last_name ?? ''}`.trim();
  const base = {
    order_item_id: line.order_item_id,
    club: line.slug,
    club_name: line.club_name,
    plan_name: line.plan_name,
    person,
    member_id: memberId,
    ends_on: line.valid_to,
    ended: line.valid_to < now.toISOString().slice(0, 10),
  };
  const next = await findNextSeasonPlan(db, line.account_id, line.plan_name, line.valid_from);
  if (!next) {
    return {
      renewal: { ...base, renewed: false, next_plan: null },
      accountId: line.account_id,
      item: null,
    };
  }
  const held = await findHeldPlanLines(db, {
    accountId: line.account_id,
    productIds: [next.product_id],
    memberIds: memberId === null ? [] : [memberId],
    userId,
    names: [person.toLowerCase()],
    now,
    cartId: null,
  });
  const [lastForms, nextForms] = await Promise.all([
    findPlanForms(db, line.account_id, line.product_id ?? 0),
    findPlanForms(db, line.account_id, next.product_id),
  ]);
  let answers: Record<string, unknown> = {};
  let toAnswer: RenewalQuestion[] = [];
  if (nextForms?.member) {
    const lastForm = lastForms?.member ?? null;
    const last =
      memberId !== null && lastForm
        ? await findLastAnswers(db, memberId, lastForm.registration_form_id)
        : null;
    ({ answers, toAnswer } = carriedAnswers(lastForm, last, nextForms.member));
  }
  const item: CartItemInput = {
    product_id: next.product_id,
    quantity: 1,
    metadata: {
      ...(memberId !== null
        ? { member_id: memberId }
        : {
            club_member: {
              first_name: line.member_first_name ?? '',
              last_name: line.member_last_name ?? '',
            },
          }),
      ...(nextForms?.member ? { registration_form: answers } : {}),
    },
  };
  return {
    renewal: {
      ...base,
      renewed: held.length > 0,
      next_plan: {
        product_id: next.product_id,
        name: next.name,
        valid_from: next.valid_from,
        valid_to: next.valid_to,
        price: next.price,
        questions_to_answer: toAnswer,
      },
    },
    accountId: line.account_id,
    item,
  };
}

/**
 * The household's memberships (plans the user bought, for themselves or their family) that ended
 * in the last year or end within 60 days, each with the next season's matching plan or none.
 */
export async function listRenewals(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<RenewalDraft[]> {
  const lines = await findRenewableLines(db, userId, now);
  const drafts: RenewalDraft[] = [];
  for (const line of lines) drafts.push(await draftOf(db, userId, line, now));
  return drafts;
}

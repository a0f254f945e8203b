import type { CartItemInput, RenewalQuestion } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import { findPlanForms } from '../catalogue/registration-forms';
import { findHeldPlanLines } from '../commerce/cart/membership-holding-repository';
import type { Database } from '../db/schema';
import { findBundlePeople, findRenewableBundleLines } from './bundle-renewal-repository';
import { bundleDraftOf } from './bundle-renewals';
import {
  carryAnswers,
  carryGuardianAnswers,
  memberIdOf,
  personOf,
  type RenewalDraft,
} from './renewal-draft';
import { findNextSeasonPlan, findRenewableLines, type RenewableLine } from './renewal-repository';

export { isRenewable, type RenewalDraft } from './renewal-draft';

async function draftOf(
  db: Kysely<Database>,
  userId: number,
  line: RenewableLine,
  now: Date,
): Promise<RenewalDraft> {
  const memberId = memberIdOf(line.member_id);
  const person = personOf(line);
  const base = {
    order_item_id: line.order_item_id,
    kind: 'plan' as const,
    club: line.slug,
    club_name: line.club_name,
    plan_name: line.plan_name,
    person,
    member_id: memberId,
    people: [],
    ends_on: line.valid_to,
    ended: line.valid_to < now.toISOString().slice(0, 10),
    next_bundle: null,
    membership_held: null,
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
    ({ answers, toAnswer } = await carryAnswers(
      db,
      memberId,
      lastForms?.member ?? null,
      nextForms.member,
    ));
  }
  // A juvenile plan asks for the parent or guardian: the buyer, as the bundle renewal carries it.
  const { guardian, toAnswer: guardianToAnswer } = await carryGuardianAnswers(
    db,
    line.buyer_member_id,
    [lastForms],
    [nextForms],
  );
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
      ...(guardian ? { guardian } : {}),
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
        guardian_questions_to_answer: guardianToAnswer,
      },
    },
    accountId: line.account_id,
    item,
  };
}

/**
 * The household's memberships (plans the user bought, for themselves or their family, and
 * bundles bought for several of them) that ended in the last year or end within 60 days, each
 * with the next season's matching plan or bundle, or none.
 */
export async function listRenewals(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<RenewalDraft[]> {
  const [lines, bundles] = await Promise.all([
    findRenewableLines(db, userId, now),
    findRenewableBundleLines(db, userId, now),
  ]);
  const drafts: RenewalDraft[] = [];
  for (const line of lines) drafts.push(await draftOf(db, userId, line, now));
  const people = await findBundlePeople(
    db,
    bundles.map((bundle) => bundle.order_item_id),
  );
  for (const bundle of bundles) {
    const its = people.filter((person) => person.bundle_order_item_id === bundle.order_item_id);
    drafts.push(await bundleDraftOf(db, userId, bundle, its, now));
  }
  return drafts;
}

/** A plan line's given answers: those to its parent or guardian questions, and the member's. */
function splitAnswers(
  answers: Readonly<Record<string, unknown>>,
  guardianQuestions: readonly RenewalQuestion[],
) {
  const ids = new Set(guardianQuestions.map((question) => String(question.question_id)));
  const entries = Object.entries(answers);
  return {
    member: Object.fromEntries(entries.filter(([id]) => !ids.has(id))),
    guardian: Object.fromEntries(entries.filter(([id]) => ids.has(id))),
  };
}

/**
 * A draft's cart item with the answers the member gave on the Renewals page (`given`: by order
 * item id, then question id): a plan's under its line (the parent or guardian's too), a
 * bundle's person's under their line in it and the parent or guardian's under the bundle's line.
 */
export function withGivenAnswers(
  draft: RenewalDraft & { item: CartItemInput },
  given: Readonly<Record<string, Record<string, unknown>>>,
): CartItemInput {
  const metadata = draft.item.metadata ?? {};
  const own = given[String(draft.renewal.order_item_id)] ?? {};
  const plan = draft.renewal.next_plan;
  const split = plan
    ? splitAnswers(own, plan.guardian_questions_to_answer)
    : { member: own, guardian: own };
  const plans = draft.renewal.next_bundle?.plans ?? [];
  return {
    ...draft.item,
    metadata: {
      ...metadata,
      ...(metadata.registration_form
        ? { registration_form: { ...metadata.registration_form, ...split.member } }
        : {}),
      ...(metadata.guardian ? { guardian: { ...metadata.guardian, ...split.guardian } } : {}),
      ...(metadata.products
        ? {
            products: metadata.products.map((entry, position) => {
              const line = plans[position]?.order_item_id;
              const theirs = line === undefined ? {} : (given[String(line)] ?? {});
              const form = entry.metadata?.registration_form;
              return form
                ? {
                    ...entry,
                    metadata: { ...entry.metadata, registration_form: { ...form, ...theirs } },
                  }
                : entry;
            }),
          }
        : {}),
    },
  };
}

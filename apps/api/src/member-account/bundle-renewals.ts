import type { BundleItemInput, RenewalBundlePlan, RenewalPerson } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import { findPlanForms } from '../catalogue/registration-forms';
import {
  heldClaims,
  membershipHeldMessage,
  type PlanClaim,
} from '../commerce/cart/double-membership';
import type { Database } from '../db/schema';
import { bundlePrice } from '../pricing/pricing';
import {
  findBundleOffer,
  type BundleOfferedPlan,
  type BundlePersonLine,
  type RenewableBundleLine,
} from './bundle-renewal-repository';
import {
  carryAnswers,
  carryGuardianAnswers,
  memberIdOf,
  personOf,
  type RenewalDraft,
} from './renewal-draft';
import { findNextSeason } from './renewal-repository';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** `Siobhan Byrne, Cian Byrne and Nora Byrne`. */
export function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The plan a person gets in next season's bundle: the offered plan of the same name as theirs,
 * else the only one of their age group (adult or juvenile); null when neither is there.
 */
export function successorPlan(
  person: Pick<BundlePersonLine, 'plan_name' | 'is_juvenile'>,
  offered: readonly BundleOfferedPlan[],
): BundleOfferedPlan | null {
  const named = offered.find((plan) => sameName(plan.name, person.plan_name));
  if (named) return named;
  const sameGroup = offered.filter((plan) => plan.is_juvenile === person.is_juvenile);
  return sameGroup.length === 1 ? sameGroup[0]! : null;
}

/**
 * A bundle bought last season as one renewal: next season's bundle of the same name for the
 * same people, each with the plan of theirs in it and their answers carried over (the guardian's
 * from the buyer's record); renewed when every one of them holds their plan already, and the
 * cart's `membership_held` text when some do.
 */
export async function bundleDraftOf(
  db: Kysely<Database>,
  userId: number,
  line: RenewableBundleLine,
  people: readonly BundlePersonLine[],
  now: Date,
): Promise<RenewalDraft> {
  const persons: RenewalPerson[] = people.map((person) => ({
    order_item_id: person.order_item_id,
    person: personOf(person),
    member_id: memberIdOf(person.member_id),
    plan_name: person.plan_name,
  }));
  const base = {
    order_item_id: line.order_item_id,
    kind: 'bundle' as const,
    club: line.slug,
    club_name: line.club_name,
    plan_name: line.bundle_name,
    person: namesText(persons.map((person) => person.person)),
    member_id: null,
    people: persons,
    ends_on: line.valid_to,
    ended: line.valid_to < now.toISOString().slice(0, 10),
    next_plan: null,
  };
  const none: RenewalDraft = {
    renewal: { ...base, renewed: false, next_bundle: null, membership_held: null },
    accountId: line.account_id,
    item: null,
  };
  const next = await findNextSeason(
    db,
    line.account_id,
    'Bundle',
    line.bundle_name,
    line.valid_from,
  );
  if (!next || people.length === 0) return none;
  const offered = await findBundleOffer(db, next.product_id);
  const successors = people.map((person) => successorPlan(person, offered));
  if (successors.some((plan) => plan === null)) return none;
  const plansOf = successors as BundleOfferedPlan[];

  const claims: PlanClaim[] = people.map((person, position) => ({
    productId: plansOf[position]!.product_id,
    person: {
      memberId: memberIdOf(person.member_id),
      firstName: person.member_first_name ?? '',
      lastName: person.member_last_name ?? '',
    },
  }));
  const held = await heldClaims(db, {
    accountId: line.account_id,
    userId,
    cartId: null,
    now,
    added: claims,
  });
  const renewed = held.length === claims.length;
  const membershipHeld =
    !renewed && held[0] ? await membershipHeldMessage(db, held[0], false) : null;

  const lastForms = await Promise.all(
    people.map((person) => findPlanForms(db, line.account_id, person.product_id ?? 0)),
  );
  const nextForms = await Promise.all(
    plansOf.map((plan) => findPlanForms(db, line.account_id, plan.product_id)),
  );
  const items: BundleItemInput[] = [];
  const plans: RenewalBundlePlan[] = [];
  for (const [position, person] of people.entries()) {
    const plan = plansOf[position]!;
    const memberId = memberIdOf(person.member_id);
    const form = nextForms[position]?.member ?? null;
    const carried = form
      ? await carryAnswers(db, memberId, lastForms[position]?.member ?? null, form)
      : null;
    items.push({
      product_id: plan.product_id,
      metadata: {
        ...(memberId !== null
          ? { member_id: memberId }
          : {
              club_member: {
                first_name: person.member_first_name ?? '',
                last_name: person.member_last_name ?? '',
              },
            }),
        ...(carried ? { registration_form: carried.answers } : {}),
      },
    });
    plans.push({
      order_item_id: person.order_item_id,
      product_id: plan.product_id,
      name: plan.name,
      questions_to_answer: carried?.toAnswer ?? [],
    });
  }
  const { guardian, toAnswer: guardianToAnswer } = await carryGuardianAnswers(
    db,
    line.buyer_member_id,
    lastForms,
    nextForms,
  );

  const counts = new Map<number, number>();
  for (const plan of plansOf) counts.set(plan.product_id, (counts.get(plan.product_id) ?? 0) + 1);
  const price = bundlePrice(
    offered.map((plan) => ({
      priceInBundle: plan.price_in_bundle,
      count: counts.get(plan.product_id) ?? 0,
    })),
    {
      isDynamicPricing: next.metadata.is_dynamic_pricing === true,
      priceCap: next.metadata.price_cap ?? null,
      flatPrice: next.metadata.flat_price ?? next.price,
    },
  );
  return {
    renewal: {
      ...base,
      renewed,
      membership_held: membershipHeld,
      next_bundle: {
        product_id: next.product_id,
        name: next.name,
        valid_from: next.valid_from,
        valid_to: next.valid_to,
        price,
        plans,
        guardian_questions_to_answer: guardianToAnswer,
      },
    },
    accountId: line.account_id,
    item: {
      product_id: next.product_id,
      quantity: 1,
      metadata: { products: items, ...(guardian ? { guardian } : {}) },
    },
  };
}

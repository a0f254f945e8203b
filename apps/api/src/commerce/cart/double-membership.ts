// One person never holds the same membership plan twice: a plan (alone or in a bundle) is refused
// for a person who already holds it (a paid order, or an unpaid one still holding its places) or
// who has it in the cart already. Checked when items are added to the cart, and again when the
// order is placed, under a lock per plan and person, so two carts racing cannot both get it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import { MEMBERSHIP_HELD } from '../commerce-messages';
import type { StoredItemMetadata } from './cart-item-rules';
import {
  findHeldPlanLines,
  findPlanTerms,
  lockPlanHolders,
  type HeldPlanLine,
} from './membership-holding-repository';

/** A person as a cart line or an order line names them. */
export interface ClaimPerson {
  readonly memberId: number | null;
  readonly firstName: string;
  readonly lastName: string;
}

/** One plan for one person, as a cart line (or a plan of a bundle line) asks for it. */
export interface PlanClaim {
  readonly productId: number;
  readonly person: ClaimPerson;
}

/** `first last`, trimmed and lower case: how people without a member record are compared. */
export const nameKey = (first: string | null, last: string | null): string =>
  `${(first ?? '').trim()} ${(last ?? '').trim()}`.toLowerCase();

/** The plans a cart line asks for, each with its person (a line naming nobody asks for none). */
export function planClaims(productId: number, metadata: StoredItemMetadata): PlanClaim[] {
  const claim = (id: number, member: StoredItemMetadata['club_member'] | undefined): PlanClaim[] =>
    member
      ? [
          {
            productId: id,
            person: {
              memberId: member.member_id,
              firstName: member.first_name,
              lastName: member.last_name,
            },
          },
        ]
      : [];
  if (metadata.bundle_items) {
    return metadata.bundle_items.flatMap((item) => claim(item.product_id, item.club_member));
  }
  return claim(productId, metadata.club_member);
}

/**
 * Whether two people of one buyer are the same: by member record when both have one (two
 * namesakes with records of their own are two people), else by name.
 */
export function samePerson(a: ClaimPerson, b: ClaimPerson): boolean {
  if (a.memberId !== null && b.memberId !== null) return a.memberId === b.memberId;
  return nameKey(a.firstName, a.lastName) === nameKey(b.firstName, b.lastName);
}

/** Whether a held line is the plan of the claim for its person (bought by `userId` or anyone). */
export function holdsClaim(line: HeldPlanLine, claim: PlanClaim, userId: number): boolean {
  if (line.productId !== claim.productId) return false;
  const person = claim.person;
  if (line.memberId !== null && person.memberId !== null) return line.memberId === person.memberId;
  // One of the two is named only: the same person when the same buyer named them alike.
  return (
    line.userId === userId &&
    nameKey(line.firstName, line.lastName) === nameKey(person.firstName, person.lastName)
  );
}

/** The first of `added` that repeats a claim before it (in `earlier` or `added`), or null. */
export function repeatedClaim(
  earlier: readonly PlanClaim[],
  added: readonly PlanClaim[],
): PlanClaim | null {
  const seen = [...earlier];
  for (const claim of added) {
    const twice = seen.some(
      (other) => other.productId === claim.productId && samePerson(other.person, claim.person),
    );
    if (twice) return claim;
    seen.push(claim);
  }
  return null;
}

/** `YYYY-MM-DD` as the cart writes dates, `dd/MM/yyyy`. */
export function cartDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** A 32-bit FNV-1a hash of a text, as a signed integer (an advisory lock's second key). */
export function lockHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * The locks a checkout of these claims takes: per plan, one for each person's member record and
 * one for the name the buyer gave them (so a person named in one cart and picked from the family
 * in another still meet), sorted and without repeats.
 */
export function holderLockKeys(
  claims: readonly PlanClaim[],
  userId: number,
): (readonly [number, number])[] {
  const keys = new Map<string, readonly [number, number]>();
  const add = (productId: number, text: string) => {
    const key = [productId, lockHash(text)] as const;
    keys.set(`${key[0]}:${key[1]}`, key);
  };
  for (const { productId, person } of claims) {
    if (person.memberId !== null) add(productId, `member:${person.memberId}`);
    add(productId, `user:${userId}:${nameKey(person.firstName, person.lastName)}`);
  }
  return [...keys.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

export interface DoubleMembershipCheck {
  readonly accountId: number;
  /** The buyer (memberships are sold to signed-in members only). */
  readonly userId: number;
  /** The cart the claims are in: its own unpaid orders are not counted. */
  readonly cartId: string | null;
  readonly now: Date;
  /** Claims already in the cart (not checked again, but new ones must not repeat them). */
  readonly earlier: readonly PlanClaim[];
  /** The claims being added, or ordered. */
  readonly added: readonly PlanClaim[];
}

/** The cart's text for a claim refused: the person, the plan and its last day. */
export async function membershipHeldMessage(
  db: Kysely<Database>,
  claim: PlanClaim,
  inCart: boolean,
): Promise<string> {
  const terms = (await findPlanTerms(db, [claim.productId])).get(claim.productId);
  const person = `${claim.person.firstName} ${claim.person.lastName}`.trim();
  const until = terms?.validTo ? cartDate(terms.validTo) : null;
  return MEMBERSHIP_HELD(person, terms?.name ?? 'this plan', until, inCart);
}

async function refusal(db: Kysely<Database>, claim: PlanClaim, inCart: boolean): Promise<Error> {
  return fail('membership_held', { message: await membershipHeldMessage(db, claim, inCart) });
}

/** The claims of `check.added` whose person already holds the plan (paid, or being paid). */
export async function heldClaims(
  db: Kysely<Database>,
  check: Omit<DoubleMembershipCheck, 'earlier'>,
): Promise<PlanClaim[]> {
  if (check.added.length === 0) return [];
  const memberIds = new Set<number>();
  const names = new Set<string>();
  for (const { person } of check.added) {
    if (person.memberId !== null) memberIds.add(person.memberId);
    names.add(nameKey(person.firstName, person.lastName));
  }
  const held = await findHeldPlanLines(db, {
    accountId: check.accountId,
    productIds: [...new Set(check.added.map((claim) => claim.productId))],
    memberIds: [...memberIds],
    userId: check.userId,
    names: [...names],
    now: check.now,
    cartId: check.cartId,
  });
  return check.added.filter((claim) => held.some((line) => holdsClaim(line, claim, check.userId)));
}

/**
 * Refuses (409 `membership_held`, naming the person, the plan and its last day) a claim that
 * repeats another in the cart, or whose person already holds the plan.
 */
export async function refuseDoubleMemberships(
  db: Kysely<Database>,
  check: DoubleMembershipCheck,
): Promise<void> {
  if (check.added.length === 0) return;
  const repeated = repeatedClaim(check.earlier, check.added);
  if (repeated) throw await refusal(db, repeated, true);
  const [taken] = await heldClaims(db, check);
  if (taken) throw await refusal(db, taken, false);
}

/**
 * At checkout, in the order's transaction: takes the locks of these claims (a racing checkout of
 * the same plan for the same person waits for this one's commit), then refuses as above.
 */
export async function lockAndRefuseDoubleMemberships(
  trx: Kysely<Database>,
  check: DoubleMembershipCheck,
): Promise<void> {
  const all = [...check.earlier, ...check.added];
  if (all.length === 0) return;
  await lockPlanHolders(trx, holderLockKeys(all, check.userId));
  await refuseDoubleMemberships(trx, check);
}

import type {
  CartItemInput,
  PlanForms,
  RegistrationForm,
  Renewal,
  RenewalQuestion,
} from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { carriedAnswers } from './renewal-answers';
import { findLastAnswers } from './renewal-repository';

/** A listed renewal with what renewing it puts in the cart. */
export interface RenewalDraft {
  readonly renewal: Renewal;
  readonly accountId: number;
  /**
   * The cart item of the matching plan or bundle with last season's answers; null: nothing to
   * renew into.
   */
  readonly item: CartItemInput | null;
}

/** Whether a listed renewal can be renewed now (its Renew is offered, its reminder mailed). */
export const isRenewable = (renewal: Renewal): boolean =>
  (renewal.next_plan !== null || renewal.next_bundle !== null) &&
  !renewal.renewed &&
  renewal.membership_held === null;

/** The member record an order line names (`metadata.member_id`), or null. */
export const memberIdOf = (memberId: string | null): number | null =>
  memberId === null || !/^\d+$/.test(memberId) ? null : Number(memberId);

/** `Siobhan Byrne`: the first and last name of a line's person. */
export const personOf = (line: {
  readonly member_first_name: string | null;
  readonly member_last_name: string | null;
}): string => `${line.member_first_name ?? ''} ${line.member_last_name ?? ''}`.trim();

/**
 * A person's last answers to last season's form carried into next season's, and the questions
 * left to ask (all of them when no answers were kept).
 */
export async function carryAnswers(
  db: Kysely<Database>,
  memberId: number | null,
  lastForm: RegistrationForm | null,
  nextForm: RegistrationForm,
): Promise<{ answers: Record<string, unknown>; toAnswer: RenewalQuestion[] }> {
  const last =
    memberId !== null && lastForm
      ? await findLastAnswers(db, memberId, lastForm.registration_form_id)
      : null;
  return carriedAnswers(lastForm, last, nextForm);
}

/** The guardian form of chosen plans: the first of their forms' (as the cart takes it). */
const guardianFormOf = (forms: readonly (PlanForms | null)[]): RegistrationForm | null =>
  forms.find((one) => one?.guardian)?.guardian ?? null;

/**
 * The parent or guardian's answers for next season's plans (`nextForms`, one plan's or a
 * bundle's): the buyer's last answers to last season's guardian form carried over, and the
 * questions left to ask. No guardian form next season: nothing to carry or ask.
 */
export async function carryGuardianAnswers(
  db: Kysely<Database>,
  buyerMemberId: number | null,
  lastForms: readonly (PlanForms | null)[],
  nextForms: readonly (PlanForms | null)[],
): Promise<{ guardian: Record<string, unknown> | null; toAnswer: RenewalQuestion[] }> {
  const form = guardianFormOf(nextForms);
  if (!form) return { guardian: null, toAnswer: [] };
  const { answers, toAnswer } = await carryAnswers(
    db,
    buyerMemberId,
    guardianFormOf(lastForms),
    form,
  );
  return { guardian: answers, toAnswer };
}

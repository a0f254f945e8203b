// What the cart refuses of a membership plan or bundle beyond stock and price: the registration
// forms and their answers (the same rules as the site's form engine), a guardian for juvenile
// plans, plans that suit the member's age group, each person once per bundle with their own
// email, and plans of programmes that have ended.
import type { CartItemInput, PlanForms, Product } from '@touchline/contracts';
import {
  answerByDefaultId,
  answerProblems,
  keptAnswers,
  type AnswerMap,
  type RuleForm,
} from '@touchline/validators';
import type { Kysely } from 'kysely';
import { todayUtc } from '../../pricing/pricing';
import { findPlanForms } from '../../catalogue/registration-forms';
import type { Database } from '../../db/schema';
import type { UserAuth } from '../../identity/authenticate';
import { ERRORS, type ErrorCode } from '../../errors/catalogue';
import { fail } from '../../errors/domain-error';
import { OVERSOLD, UNIQUE_ADULT_EMAIL } from '../commerce-messages';
import { planMember } from './cart-members';
import { findMemberKind, findProgrammeStates } from './membership-rule-repository';
import type { StoredMember } from './cart-item-rules';

type Answers = Record<string, unknown>;

/**
 * Answers as the site sends them, by question id: either `{ [question_id]: answer }` or the
 * form's own shape, `{ sections: [{ questions: [{ question_id, answer }] }] }`.
 */
export function answerMap(raw: Answers | undefined): AnswerMap {
  if (!raw) return {};
  const sections = raw['sections'];
  if (!Array.isArray(sections)) return raw as AnswerMap;
  const map: Record<string, AnswerMap[string]> = {};
  for (const section of sections as { questions?: unknown }[]) {
    if (!Array.isArray(section?.questions)) continue;
    for (const question of section.questions as { question_id?: unknown; answer?: unknown }[]) {
      if (typeof question?.question_id !== 'number') continue;
      map[String(question.question_id)] = question.answer as AnswerMap[string];
    }
  }
  return map;
}

/** Checked answers to a form, or a 422 naming every question that is wrong. */
export function checkedAnswers(
  form: RuleForm,
  raw: Answers | undefined,
  field: string,
  missing: ErrorCode = 'registration_form_invalid',
): Record<string, unknown> {
  if (!raw) throw fail(missing, { errors: { [field]: [ERRORS[missing].message] } });
  const answers = answerMap(raw);
  const problems = answerProblems(form, answers);
  const wrong = Object.entries(problems);
  if (wrong.length > 0) {
    throw fail('registration_form_invalid', {
      errors: Object.fromEntries(wrong.map(([id, messages]) => [`${field}.${id}`, messages])),
    });
  }
  return keptAnswers(form, answers);
}

/** A person of a bundle, for the once-per-bundle and own-email rules. */
export interface BundlePerson {
  readonly memberId: number | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly isJuvenilePlan: boolean;
}

/** The first problem with the people of one bundle, or null. */
export function bundlePeopleProblem(people: readonly BundlePerson[]): string | null {
  const members = new Set<number>();
  const emails = new Map<string, string>();
  for (const person of people) {
    if (person.memberId !== null) {
      if (members.has(person.memberId)) return ERRORS.bundle_member_twice.message;
      members.add(person.memberId);
    }
    if (person.isJuvenilePlan || !person.email) continue;
    const email = person.email.trim().toLowerCase();
    const name = `${person.firstName} ${person.lastName}`.trim().toLowerCase();
    const owner = emails.get(email);
    if (owner !== undefined && (owner !== name || person.memberId === null)) {
      return UNIQUE_ADULT_EMAIL(person.firstName, person.lastName);
    }
    emails.set(email, name);
  }
  return null;
}

/** Whether a programme can still sell: not marked finished and not past its end date. */
export function programmeOpen(
  programme: { status: string; ends_on: string | null } | null,
  today = todayUtc(),
): boolean {
  if (!programme) return true;
  return (
    programme.status !== 'finished' && (programme.ends_on === null || programme.ends_on >= today)
  );
}

/** What the cart keeps of a checked plan or bundle item. */
export interface CheckedMembership {
  readonly registrationForm?: Record<string, unknown>;
  readonly guardian?: Record<string, unknown>;
  readonly bundleMembers?: (StoredMember | null)[];
  readonly bundleForms?: (Record<string, unknown> | undefined)[];
}

function personFromAnswers(form: RuleForm, answers: AnswerMap): StoredMember | null {
  const text = (id: string) => {
    const value = answerByDefaultId(form, answers, id);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const first = text('first_name');
  const last = text('last_name');
  if (!first || !last) return null;
  return {
    member_id: null,
    first_name: first,
    last_name: last,
    email: text('email')?.toLowerCase() ?? null,
  };
}

/**
 * Checks a plan or bundle against its forms, its programme and the people it is for; throws the
 * refusal (4xx) or answers what the cart keeps.
 */
export async function checkMembershipItem(
  db: Kysely<Database>,
  accountId: number,
  auth: UserAuth,
  product: Product,
  input: CartItemInput,
  member: StoredMember | null,
  index: number,
): Promise<CheckedMembership> {
  const field = `body.items.${index}.metadata`;
  const metadata = input.metadata ?? {};
  if (product.metadata.sold_out || product.metadata.available_count === 0) {
    throw fail('cart_item_refused', { message: OVERSOLD });
  }
  await checkProgrammes(db, accountId, [product.program_id]);
  const formsCache = new Map<number, PlanForms>();
  const formsOf = async (planId: number): Promise<PlanForms> => {
    let forms = formsCache.get(planId);
    if (!forms) {
      forms = (await findPlanForms(db, accountId, planId)) ?? { member: null, guardian: null };
      formsCache.set(planId, forms);
    }
    return forms;
  };

  if (product.type === 'Plan') {
    const juvenile = product.metadata.is_juvenile === true;
    const kind = member?.member_id ? await findMemberKind(db, member.member_id) : null;
    // A plan for the user themselves (no member named) is for an adult.
    const isSelf = metadata.member_id === undefined && metadata.club_member === undefined;
    if (juvenile && (kind === 'adult' || isSelf)) throw fail('juvenile_plan_for_adult');
    if (!juvenile && kind === 'juvenile') throw fail('adult_plan_for_juvenile');
    const forms = await formsOf(product.product_id);
    const checked: { registrationForm?: Answers; guardian?: Answers } = {};
    if (forms.member) {
      checked.registrationForm = checkedAnswers(
        forms.member,
        metadata.registration_form,
        `${field}.registration_form`,
      );
    }
    if (forms.guardian) {
      checked.guardian = checkedAnswers(
        forms.guardian,
        metadata.guardian,
        `${field}.guardian`,
        'guardian_required',
      );
    }
    return checked;
  }

  if (product.type !== 'Bundle') return {};
  const chosen = metadata.products ?? [];
  const offered = new Map(
    (product.metadata.products ?? []).map((item) => [item.product_id, item] as const),
  );
  const people: BundlePerson[] = [];
  const bundleMembers: (StoredMember | null)[] = [];
  const bundleForms: (Record<string, unknown> | undefined)[] = [];
  let needsGuardian: RuleForm | null = null;
  for (const [position, item] of chosen.entries()) {
    const itemField = `${field}.products.${position}`;
    const juvenile = offered.get(item.product_id)?.metadata.is_juvenile === true;
    const forms = await formsOf(item.product_id);
    let person: StoredMember | null = null;
    if (item.metadata?.member_id !== undefined) {
      person = await planMember(db, auth, accountId, { member_id: item.metadata.member_id });
      if (!person) throw fail('not_your_member');
      const kind = await findMemberKind(db, item.metadata.member_id);
      if (juvenile && kind === 'adult') throw fail('juvenile_plan_for_adult');
      if (!juvenile && kind === 'juvenile') throw fail('adult_plan_for_juvenile');
    } else if (item.metadata?.club_member) {
      const named = item.metadata.club_member;
      person = {
        member_id: null,
        first_name: named.first_name.trim(),
        last_name: named.last_name.trim(),
        email: named.email?.trim().toLowerCase() ?? null,
      };
    }
    let answers: Record<string, unknown> | undefined;
    if (forms.member) {
      answers = checkedAnswers(
        forms.member,
        item.metadata?.registration_form,
        `${itemField}.registration_form`,
      );
      person ??= personFromAnswers(forms.member, answerMap(answers));
    }
    if (forms.guardian) needsGuardian ??= forms.guardian;
    bundleMembers.push(person);
    bundleForms.push(answers);
    if (person) {
      people.push({
        memberId: person.member_id,
        firstName: person.first_name,
        lastName: person.last_name,
        email: person.email,
        isJuvenilePlan: juvenile,
      });
    }
  }
  const problem = bundlePeopleProblem(people);
  if (problem) throw fail('cart_item_refused', { message: problem });
  const guardian = needsGuardian
    ? checkedAnswers(needsGuardian, metadata.guardian, `${field}.guardian`, 'guardian_required')
    : undefined;
  return { bundleMembers, bundleForms, ...(guardian ? { guardian } : {}) };
}

async function checkProgrammes(
  db: Kysely<Database>,
  accountId: number,
  ids: readonly (number | null)[],
): Promise<void> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return;
  const rows = await findProgrammeStates(db, accountId, wanted);
  for (const row of rows) {
    if (!programmeOpen(row)) {
      throw fail('programme_ended');
    }
  }
}

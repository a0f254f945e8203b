// Step 2's Add To Cart: which registrations are missing, the one-email-per-adult rule, and the
// items the cart is sent.
import type { CartItemInput, PlanForms, RegistrationForm } from '@touchline/contracts';
import { answerByDefaultId, answerProblems } from '@touchline/validators';
import type { MembershipT } from '../../messages/membership-messages';
import {
  personSlots,
  type Answers,
  type PersonSlot,
  type Registration,
  type SelectedItem,
} from '../selection/selection';

export type FormsByPlan = ReadonlyMap<number, PlanForms>;

const validAgainst = (form: RegistrationForm | null | undefined, answers: Answers | null) =>
  !form || (answers !== null && Object.keys(answerProblems(form, answers)).length === 0);

/** Whether a person's member form (and guardian form, for juvenile plans) is complete. */
export function memberComplete(slot: PersonSlot, forms: FormsByPlan): boolean {
  const planForms = forms.get(slot.planId);
  if (!planForms || !slot.registration) return false;
  return validAgainst(planForms.member, slot.registration.member);
}

export function guardianComplete(slot: PersonSlot, forms: FormsByPlan): boolean {
  const planForms = forms.get(slot.planId);
  if (!planForms) return false;
  if (!planForms.guardian) return true;
  return validAgainst(planForms.guardian, slot.registration?.guardian ?? null);
}

export const slotComplete = (slot: PersonSlot, forms: FormsByPlan) =>
  memberComplete(slot, forms) && guardianComplete(slot, forms);

function text(form: RegistrationForm | null | undefined, answers: Answers | null, id: string) {
  if (!form || !answers) return null;
  const value = answerByDefaultId(form, answers, id);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The person named by a registration's answers (first and last name, email). */
export function personOf(form: RegistrationForm | null | undefined, answers: Answers | null) {
  return {
    first: text(form, answers, 'first_name'),
    last: text(form, answers, 'last_name'),
    email: text(form, answers, 'email')?.toLowerCase() ?? null,
  };
}

/** The first adult (new person) whose email another adult of the selection already uses. */
export function sharedEmailProblem(
  selecteds: readonly SelectedItem[],
  forms: FormsByPlan,
  t: MembershipT,
): string | null {
  const owners = new Map<string, string>();
  for (const slot of personSlots(selecteds)) {
    if (slot.isJuvenile || !slot.registration) continue;
    const person = personOf(forms.get(slot.planId)?.member, slot.registration.member);
    if (!person.email || !person.first || !person.last) continue;
    const name = `${person.first} ${person.last}`.toLowerCase();
    const owner = owners.get(person.email);
    if (owner !== undefined && owner !== name) {
      return t('details.uniqueEmail', { first: person.first, last: person.last });
    }
    owners.set(person.email, name);
  }
  return null;
}

function personMetadata(registration: Registration, form: RegistrationForm | null | undefined) {
  if (registration.memberId !== null) return { member_id: registration.memberId };
  const person = personOf(form, registration.member);
  if (!person.first || !person.last) return {};
  return {
    club_member: {
      first_name: person.first,
      last_name: person.last,
      ...(person.email ? { email: person.email } : {}),
    },
  };
}

/** The cart items of a complete selection. */
export function cartItems(selecteds: readonly SelectedItem[], forms: FormsByPlan): CartItemInput[] {
  return selecteds.map((item): CartItemInput => {
    if (!item.bundleItems) {
      const registration = item.registration!;
      const planForms = forms.get(item.product.product_id);
      return {
        product_id: item.product.product_id,
        metadata: {
          plan_id: item.product.product_id,
          ...personMetadata(registration, planForms?.member),
          ...(registration.member ? { registration_form: registration.member } : {}),
          ...(registration.guardian ? { guardian: registration.guardian } : {}),
        },
      };
    }
    const guardian = item.bundleItems.find((entry) => entry.registration?.guardian)?.registration
      ?.guardian;
    return {
      product_id: item.product.product_id,
      metadata: {
        products: item.bundleItems.map((entry) => ({
          product_id: entry.product_id,
          metadata: {
            ...personMetadata(entry.registration!, forms.get(entry.product_id)?.member),
            ...(entry.registration?.member ? { registration_form: entry.registration.member } : {}),
          },
        })),
        ...(guardian ? { guardian } : {}),
      },
    };
  });
}

import type { FormAnswer, FormType, PlanForms, RegistrationForm } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  findActivePlanId,
  findRegistrationAnswers,
  listPlanFormRows,
  upsertRegistrationAnswers,
} from './registration-form-repository';

/**
 * The registration forms of a plan of the club: its member form and, for juvenile plans, its
 * guardian form (each null when the plan asks for none). Null when the club has no such plan.
 */
export async function findPlanForms(
  db: Kysely<Database>,
  accountId: number,
  planId: number,
): Promise<PlanForms | null> {
  const activePlanId = await findActivePlanId(db, accountId, planId);
  if (activePlanId === null) return null;
  const rows = await listPlanFormRows(db, accountId, activePlanId);
  const formOf = (type: FormType): RegistrationForm | null => {
    const row = rows.find((candidate) => candidate.form_type === type);
    if (!row) return null;
    const sections = (row.definition.sections ?? []) as RegistrationForm['sections'];
    return {
      registration_form_id: row.registration_form_id,
      form_type: row.form_type,
      name: row.name,
      sections: [...sections].sort((a, b) => a.sequence - b.sequence),
    };
  };
  return { member: formOf('member'), guardian: formOf('guardian') };
}

/** The answers a member last gave a form (by question id), or null. */
export async function findStoredAnswers(
  db: Kysely<Database>,
  memberId: number,
  registrationFormId: number,
): Promise<Record<string, unknown> | null> {
  return findRegistrationAnswers(db, memberId, registrationFormId);
}

/**
 * Keeps a member's answers to a form, offered again as its initial answers next time (for the
 * cart to call when a plan with its registration form goes in).
 */
export async function saveRegistrationAnswers(
  db: Kysely<Database>,
  memberId: number,
  registrationFormId: number,
  answers: Readonly<Record<string, FormAnswer>>,
): Promise<void> {
  await upsertRegistrationAnswers(db, memberId, registrationFormId, answers);
}

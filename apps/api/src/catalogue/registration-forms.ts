import type { FormAnswer, FormType, PlanForms, RegistrationForm } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The registration forms of a plan of the club: its member form and, for juvenile plans, its
 * guardian form (each null when the plan asks for none). Null when the club has no such plan.
 */
export async function findPlanForms(
  db: Kysely<Database>,
  accountId: number,
  planId: number,
): Promise<PlanForms | null> {
  const plan = await db
    .selectFrom('products')
    .select('product_id')
    .where('account_id', '=', accountId)
    .where('product_id', '=', planId)
    .where('type', '=', 'Plan')
    .where('active', '=', true)
    .executeTakeFirst();
  if (!plan) return null;
  const rows = await db
    .selectFrom('plan_registration_forms as l')
    .innerJoin('registration_forms as f', 'f.registration_form_id', 'l.registration_form_id')
    .select(['f.registration_form_id', 'f.form_type', 'f.name', 'f.definition'])
    .where('l.product_id', '=', plan.product_id)
    .where('f.account_id', '=', accountId)
    .execute();
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
  const row = await db
    .selectFrom('registration_answers')
    .select('answers')
    .where('member_id', '=', memberId)
    .where('registration_form_id', '=', registrationFormId)
    .executeTakeFirst();
  return row?.answers ?? null;
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
  const json = JSON.stringify(answers);
  await db
    .insertInto('registration_answers')
    .values({ member_id: memberId, registration_form_id: registrationFormId, answers: json })
    .onConflict((conflict) =>
      conflict
        .columns(['member_id', 'registration_form_id'])
        .doUpdateSet({ answers: json, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

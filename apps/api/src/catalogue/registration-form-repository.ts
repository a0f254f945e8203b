import type { FormType } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A registration form a plan links to, its definition as stored (sections in any order). */
export interface PlanFormRow {
  readonly registration_form_id: number;
  readonly form_type: FormType;
  readonly name: string;
  readonly definition: { sections: unknown[] };
}

/** The id of the club's plan still sold with this id; null for another product or club. */
export async function findActivePlanId(
  db: Kysely<Database>,
  accountId: number,
  planId: number,
): Promise<number | null> {
  const plan = await db
    .selectFrom('products')
    .select('product_id')
    .where('account_id', '=', accountId)
    .where('product_id', '=', planId)
    .where('type', '=', 'Plan')
    .where('active', '=', true)
    .executeTakeFirst();
  return plan?.product_id ?? null;
}

/** The club's registration forms a plan links to, one per form type it asks for. */
export function listPlanFormRows(
  db: Kysely<Database>,
  accountId: number,
  planId: number,
): Promise<PlanFormRow[]> {
  return db
    .selectFrom('plan_registration_forms as l')
    .innerJoin('registration_forms as f', 'f.registration_form_id', 'l.registration_form_id')
    .select(['f.registration_form_id', 'f.form_type', 'f.name', 'f.definition'])
    .where('l.product_id', '=', planId)
    .where('f.account_id', '=', accountId)
    .execute();
}

/** The answers a member last gave a form, by question id; null when none are kept. */
export async function findRegistrationAnswers(
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

/** Writes a member's answers to a form, replacing the ones kept before (one row per form). */
export async function upsertRegistrationAnswers(
  db: Kysely<Database>,
  memberId: number,
  registrationFormId: number,
  answers: Readonly<Record<string, unknown>>,
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

import type {
  RegistrationForm,
  RegistrationFormDefinition,
  RegistrationFormSummary,
} from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const definitionOf = (stored: { sections: unknown[] }): RegistrationFormDefinition => ({
  sections: [...(stored.sections as RegistrationFormDefinition['sections'])].sort(
    (a, b) => a.sequence - b.sequence,
  ),
});

/** The club's registration forms with the plans that ask for them, by name then type. */
export async function listRegistrationForms(
  db: Kysely<Database>,
  accountId: number,
): Promise<RegistrationFormSummary[]> {
  const [forms, links] = await Promise.all([
    db
      .selectFrom('registration_forms')
      .select(['registration_form_id', 'name', 'form_type', 'definition'])
      .where('account_id', '=', accountId)
      .orderBy('name')
      .orderBy('form_type')
      .orderBy('registration_form_id')
      .execute(),
    db
      .selectFrom('plan_registration_forms as l')
      .innerJoin('products as p', 'p.product_id', 'l.product_id')
      .select(['l.registration_form_id', 'p.name'])
      .where('p.account_id', '=', accountId)
      .where('p.active', '=', true)
      .orderBy('p.position')
      .orderBy('p.name')
      .execute(),
  ]);
  return forms.map((form) => ({
    registration_form_id: form.registration_form_id,
    name: form.name,
    form_type: form.form_type,
    plans: links
      .filter((link) => link.registration_form_id === form.registration_form_id)
      .map((link) => link.name),
    question_count: definitionOf(form.definition).sections.reduce(
      (count, section) => count + section.questions.length,
      0,
    ),
  }));
}

/** One of the club's forms, sections in order; null when the club has no such form. */
export async function findRegistrationForm(
  db: Kysely<Database>,
  accountId: number,
  formId: number,
  options: { forUpdate?: boolean } = {},
): Promise<RegistrationForm | null> {
  let query = db
    .selectFrom('registration_forms')
    .select(['registration_form_id', 'name', 'form_type', 'definition'])
    .where('account_id', '=', accountId)
    .where('registration_form_id', '=', formId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    registration_form_id: row.registration_form_id,
    name: row.name,
    form_type: row.form_type,
    sections: definitionOf(row.definition).sections,
  };
}

/** Replaces a form's definition (what the membership screens render from then on). */
export async function saveRegistrationFormDefinition(
  db: Kysely<Database>,
  accountId: number,
  formId: number,
  definition: RegistrationFormDefinition,
): Promise<void> {
  await db
    .updateTable('registration_forms')
    .set({ definition: JSON.stringify(definition) })
    .where('account_id', '=', accountId)
    .where('registration_form_id', '=', formId)
    .execute();
}

import type { RegistrationForm, RegistrationFormUpdateBody } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../db/in-transaction';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import { applyFormEdit } from './registration-form-edit';
import {
  findRegistrationForm,
  saveRegistrationFormDefinition,
} from './registration-form-repository';

/**
 * Saves an admin's edit of one of the club's forms, under a row lock so two admins saving at
 * once each apply their edit to the latest form. Refuses an edit the form's rules forbid (422
 * with the field messages); answers the form as saved.
 */
export async function editRegistrationForm(
  db: Kysely<Database>,
  accountId: number,
  formId: number,
  edit: RegistrationFormUpdateBody,
): Promise<RegistrationForm> {
  return inTransaction(db, async (trx) => {
    const form = await findRegistrationForm(trx, accountId, formId, { forUpdate: true });
    if (!form) throw fail('form_not_found');
    const definition = applyFormEdit({ sections: form.sections }, edit);
    await saveRegistrationFormDefinition(trx, accountId, formId, definition);
    return { ...form, sections: definition.sections };
  });
}

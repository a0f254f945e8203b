import {
  ErrorBody,
  RegistrationForm,
  RegistrationFormList,
  RegistrationFormParams,
  RegistrationFormUpdateBody,
} from '@touchline/contracts';
import type { ApiInstance } from '../../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import { managedClubOf, requireBackofficeTool } from '../club-admin-access';
import { findRegistrationForm, listRegistrationForms } from './registration-form-repository';
import { editRegistrationForm } from './registration-form-service';
import { backofficeSchema } from '../backoffice-schema';

const BASE = '/v2/backoffice/registration-forms';

/**
 * The registration form editor's calls: the club's forms, one form, and an admin's edit of it
 * (what the membership screens render from then on). Admin or Owner only.
 */
export async function registrationFormRoutes(
  app: ApiInstance,
  options: { db: Kysely<Database> },
): Promise<void> {
  const { db } = options;
  const guard = requireBackofficeTool('forms');

  app.get(
    BASE,
    {
      preHandler: guard,
      schema: backofficeSchema({
        response: { 200: RegistrationFormList },
      }),
    },
    async (request) => ({
      data: await listRegistrationForms(db, managedClubOf(request).accountId),
    }),
  );

  app.get(
    `${BASE}/:id`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: RegistrationFormParams,
        response: { 200: RegistrationForm },
      }),
    },
    async (request) => {
      const form = await findRegistrationForm(
        db,
        managedClubOf(request).accountId,
        request.params.id,
      );
      if (!form) throw fail('form_not_found');
      return form;
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: RegistrationFormParams,
        body: RegistrationFormUpdateBody,
        response: { 200: RegistrationForm, 422: ErrorBody },
      }),
    },
    async (request) =>
      editRegistrationForm(db, managedClubOf(request).accountId, request.params.id, request.body),
  );
}

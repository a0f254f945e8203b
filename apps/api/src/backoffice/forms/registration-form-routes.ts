import {
  BackofficeQuery,
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

const BASE = '/v2/backoffice/registration-forms';
const tags = ['back-office'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

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
      schema: {
        tags,
        security,
        querystring: BackofficeQuery,
        response: { 200: RegistrationFormList, ...errors },
      },
    },
    async (request) => ({
      data: await listRegistrationForms(db, managedClubOf(request).accountId),
    }),
  );

  app.get(
    `${BASE}/:id`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params: RegistrationFormParams,
        querystring: BackofficeQuery,
        response: { 200: RegistrationForm, ...errors },
      },
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
      schema: {
        tags,
        security,
        params: RegistrationFormParams,
        querystring: BackofficeQuery,
        body: RegistrationFormUpdateBody,
        response: { 200: RegistrationForm, ...errors, 422: ErrorBody },
      },
    },
    async (request) =>
      editRegistrationForm(db, managedClubOf(request).accountId, request.params.id, request.body),
  );
}

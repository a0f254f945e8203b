import {
  ErrorBody,
  FamilyList,
  FamilyMember,
  FamilyMemberParams,
  JuvenilePatchBody,
} from '@touchline/contracts';
import { firstName, juvenileDateOfBirth, lastName } from '@touchline/validators';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import { collectErrors, hasErrors } from '../identity/account-rules';
import { requireUser } from '../identity/authenticate';
import { listFamily, updateJuvenile } from './family-repository';

export const FAMILY_MEMBER_NOT_FOUND = ERRORS.family_member_not_found.message;
export const ONLY_JUVENILES = ERRORS.only_juveniles_editable.message;

const userIdOf = (request: FastifyRequest) =>
  request.auth?.kind === 'user' ? request.auth.userId : 0;

/** The member's family in every club, and changing a juvenile's details. */
export async function familyRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  app.get(
    '/v2/member/family',
    { preHandler: requireUser, schema: { response: { 200: FamilyList, ...errors } } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ items: await listFamily(db, userIdOf(request)) }),
  );

  app.patch<{ Params: FamilyMemberParams; Body: JuvenilePatchBody }>(
    '/v2/member/family/:id',
    {
      preHandler: requireUser,
      schema: {
        params: FamilyMemberParams,
        body: JuvenilePatchBody,
        response: { 200: FamilyMember, ...errors, 422: ErrorBody },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const member = (await listFamily(db, userId)).find(
        (row) => row.member_id === request.params.id,
      );
      if (!member) throw fail('family_member_not_found');
      if (member.relation !== 'Juvenile') throw fail('only_juveniles_editable');
      const body = request.body;
      const problems = collectErrors([
        ['first_name', firstName, body.first_name],
        ['last_name', lastName, body.last_name],
        ['date_of_birth', juvenileDateOfBirth(), body.date_of_birth],
      ]);
      if (hasErrors(problems)) throw fail('invalid_data', { errors: problems });
      await updateJuvenile(db, member.member_id, body);
      const updated = (await listFamily(db, userId)).find(
        (row) => row.member_id === member.member_id,
      );
      if (!updated) throw fail('family_member_not_found');
      return updated;
    },
  );
}

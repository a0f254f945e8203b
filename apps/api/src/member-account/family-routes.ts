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
import { collectErrors, hasErrors, INVALID_DATA } from '../identity/account-rules';
import { requireUser } from '../identity/authenticate';
import { listFamily, updateJuvenile } from './family-repository';

export const FAMILY_MEMBER_NOT_FOUND = 'Family member not found';
export const ONLY_JUVENILES = 'Only a juvenile’s details can be changed here.';

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
    async (request, reply) => {
      const userId = userIdOf(request);
      const member = (await listFamily(db, userId)).find(
        (row) => row.member_id === request.params.id,
      );
      if (!member) return reply.code(404).send({ message: FAMILY_MEMBER_NOT_FOUND });
      if (member.relation !== 'Juvenile') return reply.code(403).send({ message: ONLY_JUVENILES });
      const body = request.body;
      const problems = collectErrors([
        ['first_name', firstName, body.first_name],
        ['last_name', lastName, body.last_name],
        ['date_of_birth', juvenileDateOfBirth(), body.date_of_birth],
      ]);
      if (hasErrors(problems)) {
        return reply.code(422).send({ message: INVALID_DATA, errors: problems });
      }
      await updateJuvenile(db, member.member_id, body);
      const updated = (await listFamily(db, userId)).find(
        (row) => row.member_id === member.member_id,
      );
      return updated ?? reply.code(404).send({ message: FAMILY_MEMBER_NOT_FOUND });
    },
  );
}

import {
  ErrorBody,
  FamilyList,
  FamilyMember,
  FamilyMemberParams,
  JuvenilePatchBody,
} from '@touchline/contracts';
import { firstName, juvenileDateOfBirth, lastName } from '@touchline/validators';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../http/api-instance';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/schema';
import type { RateLimiter } from '../http/rate-limit';
import type { MailPort } from '../mail/mail-port';
import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import { collectErrors, hasErrors } from '../identity/account-rules';
import { requireUser } from '../identity/authenticate';
import { listFamily, updateJuvenile } from './family-repository';
import { sendClaimLink } from './household-claims';
import { findClaimableAdult } from './household-repository';

/** Claim links a member may send again in an hour. */
export const CLAIM_LINK_LIMIT = { max: 5, windowSeconds: 3600 } as const;

export const FAMILY_MEMBER_NOT_FOUND = ERRORS.family_member_not_found.message;
export const ONLY_JUVENILES = ERRORS.only_juveniles_editable.message;

const userIdOf = (request: FastifyRequest) =>
  request.auth?.kind === 'user' ? request.auth.userId : 0;

export interface FamilyRouteOptions {
  readonly db: Kysely<Database>;
  readonly mail: MailPort;
  readonly config: ApiConfig;
  readonly limiter: RateLimiter;
}

/**
 * The member's family in every club, changing a juvenile's details, and sending an adult of the
 * family their claim link again.
 */
export async function familyRoutes(app: ApiInstance, options: FamilyRouteOptions): Promise<void> {
  const { db } = options;
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  app.get(
    '/v2/member/family',
    { preHandler: requireUser, schema: { response: { 200: FamilyList, ...errors } } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ items: await listFamily(db, userIdOf(request)) }),
  );

  app.patch(
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

  app.post(
    '/v2/member/family/:id/claim-link',
    {
      preHandler: [requireUser, options.limiter.limit({ name: 'claim-link', ...CLAIM_LINK_LIMIT })],
      schema: {
        params: FamilyMemberParams,
        response: { 200: FamilyMember, ...errors, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const member = (await listFamily(db, userId)).find(
        (row) => row.member_id === request.params.id,
      );
      if (!member) throw fail('family_member_not_found');
      if (member.relation !== 'Adult') throw fail('only_adults_claim');
      if (member.account_state === 'own') throw fail('claim_link_not_needed');
      const adult = await findClaimableAdult(db, member.member_id, userId);
      if (!adult) throw fail('claim_link_no_email');
      await sendClaimLink(options, adult);
      const updated = (await listFamily(db, userId)).find(
        (row) => row.member_id === member.member_id,
      );
      if (!updated) throw fail('family_member_not_found');
      return updated;
    },
  );
}

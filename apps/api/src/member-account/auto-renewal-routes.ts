import { AutoRenewal, AutoRenewalList, AutoRenewalParams, ErrorBody } from '@touchline/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import { requireUser } from '../identity/authenticate';
import { listAutoRenewals, stopAutoRenewal } from './auto-renewal-repository';

export const AUTO_RENEWAL_NOT_FOUND = ERRORS.auto_renewal_not_found.message;

const userIdOf = (request: FastifyRequest) =>
  request.auth?.kind === 'user' ? request.auth.userId : 0;

/** The member's lotto and draw entries that renew automatically, and stopping one. */
export async function autoRenewalRoutes(
  app: ApiInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  app.get(
    '/v2/member/auto-renewals',
    { preHandler: requireUser, schema: { response: { 200: AutoRenewalList, ...errors } } },
    async (request, reply) => {
      const items = await listAutoRenewals(db, userIdOf(request));
      return reply.header('cache-control', 'no-store').send({ items, total: items.length });
    },
  );

  app.post(
    '/v2/member/auto-renewals/:id/stop',
    {
      preHandler: requireUser,
      schema: { params: AutoRenewalParams, response: { 200: AutoRenewal, ...errors } },
    },
    async (request) => {
      const stopped = await stopAutoRenewal(db, userIdOf(request), request.params.id);
      if (!stopped) throw fail('auto_renewal_not_found');
      return stopped;
    },
  );
}

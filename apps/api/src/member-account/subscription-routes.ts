import {
  ErrorBody,
  MemberSubscription,
  MemberSubscriptionList,
  MemberSubscriptionParams,
} from '@touchline/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fail } from '../errors/domain-error';
import { requireUser } from '../identity/authenticate';
import { listSubscriptions, stopMemberSubscription } from './subscription-repository';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

const userIdOf = (request: FastifyRequest) =>
  request.auth?.kind === 'user' ? request.auth.userId : 0;

/** The member's subscriptions, and stopping one. */
export async function subscriptionRoutes(
  app: ApiInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  app.get(
    '/v2/member/subscriptions',
    { preHandler: requireUser, schema: { response: { 200: MemberSubscriptionList, ...errors } } },
    async (request, reply) => {
      const items = await listSubscriptions(db, userIdOf(request));
      return reply.header('cache-control', 'no-store').send({ items, total: items.length });
    },
  );

  app.post(
    '/v2/member/subscriptions/:id/stop',
    {
      preHandler: requireUser,
      schema: {
        params: MemberSubscriptionParams,
        response: { 200: MemberSubscription, ...errors },
      },
    },
    async (request) => {
      const stopped = await stopMemberSubscription(db, userIdOf(request), request.params.id);
      if (!stopped) throw fail('not_found', { message: SUBSCRIPTION_NOT_FOUND });
      return stopped;
    },
  );
}

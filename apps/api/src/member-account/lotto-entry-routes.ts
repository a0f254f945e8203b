import { ErrorBody, LottoEntryList } from '@touchline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock/clock';
import type { Database } from '../db/schema';
import { requireUser } from '../identity/authenticate';
import { listLottoEntries } from './lotto-entries';

const userIdOf = (request: FastifyRequest) =>
  request.auth?.kind === 'user' ? request.auth.userId : 0;

/** The member's lotto and draw entries: numbers, draws left, next draw and renewal. */
export async function lottoEntryRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Kysely<Database>; clock: Clock },
): Promise<void> {
  app.get(
    '/v2/member/lotto-entries',
    {
      preHandler: requireUser,
      schema: {
        response: { 200: LottoEntryList, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const items = await listLottoEntries(db, userIdOf(request), await clock.now());
      return reply.header('cache-control', 'no-store').send({ items, total: items.length });
    },
  );
}

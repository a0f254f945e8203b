import { ErrorBody, MemberOrderList, MemberOrderListQuery } from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { requireUser } from '../identity/authenticate';
import { memberOrderPage } from './member-order-repository';
import { pageAnswer } from '../http/page-answer';

/** `GET /member/orders`: the signed-in member's orders in every club, newest first, paged. */
export async function memberOrderRoutes(
  app: ApiInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  app.get(
    '/v2/member/orders',
    {
      preHandler: requireUser,
      schema: {
        querystring: MemberOrderListQuery,
        response: { 200: MemberOrderList, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const userId = request.auth?.kind === 'user' ? request.auth.userId : 0;
      const { page = 1, per_page: perPage = 10 } = request.query;
      const { items, total } = await memberOrderPage(db, userId, page, perPage);
      return reply
        .header('cache-control', 'no-store')
        .send(pageAnswer(items, total, { page, perPage }));
    },
  );
}

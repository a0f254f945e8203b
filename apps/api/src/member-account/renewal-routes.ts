import { ErrorBody, RenewalList, RenewalsBody, RenewalsResult } from '@touchline/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../http/api-instance';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock/clock';
import { findClubRecord } from '../clubs/club-repository';
import type { CommerceContext } from '../commerce/commerce-context';
import { createCartService } from '../commerce/cart/cart-service';
import type { Database } from '../db/schema';
import { fail } from '../errors/domain-error';
import { requireUser } from '../identity/authenticate';
import { listRenewals, withGivenAnswers } from './renewals';

const userIdOf = (request: FastifyRequest) =>
  request.auth?.kind === 'user' ? request.auth.userId : 0;

/**
 * Renew last season: the household's memberships (plans and bundles) that ended or end within 60
 * days with the next season's matching plan or bundle, and renewing the chosen ones into the
 * member's cart of their club (the cart's rules apply: one person never holds a plan twice,
 * prices are the server's).
 */
export async function renewalRoutes(
  app: ApiInstance,
  { db, clock, commerce }: { db: Kysely<Database>; clock: Clock; commerce: CommerceContext },
): Promise<void> {
  const carts = createCartService(commerce);
  const errors = { 401: ErrorBody, 403: ErrorBody };

  app.get(
    '/v2/member/renewals',
    { preHandler: requireUser, schema: { response: { 200: RenewalList, ...errors } } },
    async (request, reply) => {
      const drafts = await listRenewals(db, userIdOf(request), await clock.now());
      const items = drafts.map((draft) => draft.renewal);
      return reply.header('cache-control', 'no-store').send({ items, total: items.length });
    },
  );

  app.post(
    '/v2/member/renewals',
    {
      preHandler: requireUser,
      schema: {
        body: RenewalsBody,
        response: {
          200: RenewalsResult,
          ...errors,
          400: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { club: slug, order_item_ids: chosen, cart_id: cartId, answers } = request.body;
      const record = await findClubRecord(db, slug);
      if (!record) throw fail('club_not_found');
      const drafts = await listRenewals(db, userIdOf(request), await clock.now());
      const items = chosen.map((orderItemId) => {
        const draft = drafts.find(
          (one) => one.renewal.order_item_id === orderItemId && one.renewal.club === slug,
        );
        if (!draft) throw fail('not_found');
        if (!draft.item) throw fail('no_renewal');
        // Someone in the bundle holds next season's plan: the cart's refusal, before its forms.
        const held = draft.renewal.membership_held;
        if (held) throw fail('membership_held', { message: held });
        return withGivenAnswers({ ...draft, item: draft.item }, answers ?? {});
      });
      const cart = cartId
        ? await carts.addItems(record.club, cartId, items, request.auth)
        : await carts.create(record.club, items, request.auth);
      return reply.header('cache-control', 'no-store').send({
        club: slug,
        shopping_cart_id: cart.shopping_cart_id,
        renewed: chosen,
      });
    },
  );
}

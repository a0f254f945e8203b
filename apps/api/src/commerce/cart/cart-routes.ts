import {
  CartItemOptionBody,
  CartItemParams,
  CartItemsBody,
  CartParams,
  ClubParams,
  DiscountCodeBody,
  DiscountCodeResult,
  ErrorBody,
  ShoppingCart,
} from '@touchline/contracts';
import type { FastifyReply } from 'fastify';
import type { ApiInstance } from '../../http/api-instance';
import { fail } from '../../errors/domain-error';
import { requireUser } from '../../identity/authenticate';
import type { CommerceContext } from '../commerce-context';
import { createCartService } from './cart-service';

/** Code attempts per client address in a minute: codes are short enough to guess. */
export const CODE_LIMIT = { max: 20, windowSeconds: 60 } as const;

/** A cart is the caller's own and changes with every call: never cached. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The shopping cart calls. */
export async function cartRoutes(app: ApiInstance, context: CommerceContext): Promise<void> {
  const carts = createCartService(context);
  const codeLimit = context.limiter.limit({ name: 'discount-code', ...CODE_LIMIT });
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  app.post(
    '/v2/store/:club/shopping-cart',
    {
      schema: {
        params: ClubParams,
        body: CartItemsBody,
        response: { 201: ShoppingCart, ...errors, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const cart = await carts.create(request.club, request.body.items, request.auth);
      return noStore(reply).code(201).send(cart);
    },
  );

  app.get(
    '/v2/store/:club/shopping-cart/:cartId',
    { schema: { params: CartParams, response: { 200: ShoppingCart, ...errors } } },
    async (request, reply) =>
      noStore(reply).send(await carts.view(request.club, request.params.cartId, request.auth)),
  );

  app.post(
    '/v2/store/:club/shopping-cart/:cartId',
    {
      schema: {
        params: CartParams,
        body: CartItemsBody,
        response: { 200: ShoppingCart, ...errors, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const { club, auth } = request;
      const cart = await carts.addItems(club, request.params.cartId, request.body.items, auth);
      return noStore(reply).send(cart);
    },
  );

  app.patch(
    '/v2/store/:club/shopping-cart/:cartId',
    {
      schema: { params: CartParams, response: { 200: ShoppingCart, ...errors } },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const auth = request.auth;
      if (auth?.kind !== 'user') throw fail('unauthenticated');
      return noStore(reply).send(await carts.claim(request.club, request.params.cartId, auth));
    },
  );

  app.delete(
    '/v2/store/:club/shopping-cart/:cartId/item/:itemId',
    { schema: { params: CartItemParams, response: { 200: ShoppingCart, ...errors } } },
    async (request, reply) => {
      const { cartId, itemId } = request.params;
      const cart = await carts.removeItem(request.club, cartId, itemId, request.auth);
      return noStore(reply).send(cart);
    },
  );

  app.patch(
    '/v2/store/:club/shopping-cart/:cartId/item/:itemId',
    {
      schema: {
        params: CartItemParams,
        body: CartItemOptionBody,
        response: { 200: ShoppingCart, ...errors, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const { cartId, itemId } = request.params;
      const cart = await carts.choosePaymentOption(
        request.club,
        cartId,
        itemId,
        request.body.payment_option_id,
        request.auth,
      );
      return noStore(reply).send(cart);
    },
  );

  app.post(
    '/v2/store/:club/shopping-cart/:cartId/discounts/codes/apply',
    {
      schema: {
        params: CartParams,
        body: DiscountCodeBody,
        response: { 200: DiscountCodeResult, ...errors, 429: ErrorBody },
      },
      preHandler: codeLimit,
    },
    async (request, reply) => {
      const { club, auth } = request;
      const result = await carts.applyCode(club, request.params.cartId, request.body.code, auth);
      return noStore(reply).send(result);
    },
  );

  app.post(
    '/v2/store/:club/shopping-cart/:cartId/discounts/codes/reset',
    { schema: { params: CartParams, response: { 200: ShoppingCart, ...errors } } },
    async (request, reply) =>
      noStore(reply).send(await carts.resetCode(request.club, request.params.cartId, request.auth)),
  );
}

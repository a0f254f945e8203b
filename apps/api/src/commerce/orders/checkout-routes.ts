import {
  CheckoutBody,
  CheckoutConflict,
  CheckoutResult,
  ClubParams,
  CreatePaymentIntentBody,
  ErrorBody,
  FreeCheckoutBody,
  FreeCheckoutResult,
  PaymentIntentResult,
  PaymentRefusal,
} from '@touchline/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/api-instance';
import { requireUserOrGuest, type Auth } from '../../identity/authenticate';
import type { CommerceClub, CommerceContext } from '../commerce-context';
import { fail } from '../../errors/domain-error';

import { sendHouseholdClaims } from '../../member-account/household-claims';
import { payOrder, sendReceipt } from './order-payments';
import { placeOrder } from './order-placement';
import { cancelReplacedPayments } from './order-service';

/** Checkouts a client address may start in a minute. */
export const CHECKOUT_LIMIT = { max: 30, windowSeconds: 60 } as const;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

function idempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw fail('idempotency_key_invalid');
  }
  return key;
}

/** Checkout calls: paid, free, and the payment intent of a cart. */
export async function checkoutRoutes(app: ApiInstance, context: CommerceContext): Promise<void> {
  const limit = context.limiter.limit({ name: 'checkout', ...CHECKOUT_LIMIT });
  const errors = {
    400: ErrorBody,
    401: ErrorBody,
    402: PaymentRefusal,
    403: ErrorBody,
    404: ErrorBody,
    409: CheckoutConflict,
    422: PaymentRefusal,
    429: ErrorBody,
  };

  function checkoutClub(club: CommerceClub): CommerceClub {
    if (!club.features.checkout) throw fail('checkout_disabled');
    return club;
  }

  async function startPaid(
    request: FastifyRequest,
    body: {
      shopping_cart_id: string;
      save_payment_method?: boolean | undefined;
      guest_first_name?: string | undefined;
      guest_last_name?: string | undefined;
      confirmation_token?: string | undefined;
      payment_method_id?: number | undefined;
      return_url?: string | undefined;
      shown_total?: number | undefined;
    },
  ) {
    const club = checkoutClub(request.club);
    const auth = request.auth as Auth;
    if (body.return_url && !context.isAllowedReturnUrl(body.return_url)) {
      throw fail('return_url_refused');
    }
    if (body.payment_method_id !== undefined && auth.kind !== 'user') {
      throw fail('guest_no_saved_cards');
    }
    const placed = await placeOrder(context, {
      club,
      cartId: body.shopping_cart_id,
      auth,
      idempotencyKey: idempotencyKey(request),
      guestNames: { firstName: body.guest_first_name, lastName: body.guest_last_name },
      // Guests keep no cards; members may choose (the site forces it for instalments).
      savePaymentMethod: auth.kind === 'user' && body.save_payment_method === true,
      shownTotal: body.shown_total,
      clientAddress: request.ip,
      mode: 'paid',
    });
    await cancelReplacedPayments(context, placed.cancelled);
    return {
      club,
      placed,
      result: await payOrder(context, club, placed.order, {
        confirmationToken: body.confirmation_token,
        savedCardId: body.payment_method_id,
        returnUrl: body.return_url,
      }),
    };
  }

  app.post(
    '/v2/store/:club/checkouts',
    {
      schema: {
        params: ClubParams,
        body: CheckoutBody,
        response: { 200: CheckoutResult, 201: CheckoutResult, ...errors },
      },
      preHandler: [requireUserOrGuest, limit],
    },
    async (request, reply) => {
      const { placed, result } = await startPaid(request, request.body);
      return reply.code(placed.created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/v2/store/:club/create-payment-intent',
    {
      schema: {
        params: ClubParams,
        body: CreatePaymentIntentBody,
        response: { 200: PaymentIntentResult, ...errors },
      },
      preHandler: [requireUserOrGuest, limit],
    },
    async (request) => {
      // The amount and currency the browser sends are ignored: the cart decides.
      const { result } = await startPaid(request, {
        shopping_cart_id: request.body.shopping_cart_id,
        save_payment_method: request.body.save_payment_method,
      });
      return {
        client_secret: result.payment_token,
        payment_intent_id: result.payment_intent_id,
        order_id: result.order_id,
        amount: result.amount,
        currency: result.currency,
        status: result.status,
      };
    },
  );

  app.post(
    '/v2/store/:club/free_checkout',
    {
      schema: {
        params: ClubParams,
        body: FreeCheckoutBody,
        response: { 200: FreeCheckoutResult, 201: FreeCheckoutResult, ...errors },
      },
      preHandler: [requireUserOrGuest, limit],
    },
    async (request, reply) => {
      const club = checkoutClub(request.club);
      const placed = await placeOrder(context, {
        club,
        cartId: request.body.shopping_cart_id,
        auth: request.auth as Auth,
        idempotencyKey: idempotencyKey(request),
        guestNames: {
          firstName: request.body.guest_first_name,
          lastName: request.body.guest_last_name,
        },
        savePaymentMethod: false,
        clientAddress: request.ip,
        mode: 'free',
      });
      await cancelReplacedPayments(context, placed.cancelled);
      await sendReceipt(context, placed.order.order_id);
      await sendHouseholdClaims(context, placed.order.order_id);
      return reply
        .code(placed.created ? 201 : 200)
        .send({ order_id: placed.order.order_id, order_seq: placed.order.order_seq });
    },
  );
}

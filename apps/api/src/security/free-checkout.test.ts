import type { CheckoutResult } from '@touchline/contracts';
import {
  bearer,
  checkout,
  createCart,
  demoProducts,
  guestHeaders,
  jsonError,
  memberToken,
  resetRateLimits,
  startCommerceApp,
  type IdentityTestApp,
} from '../commerce/testing/commerce-test-kit';

// A free checkout completes an order without payment: a cart that costs anything is always
// refused with 422, whatever was asked before for the same cart.

// Starting a seeded API on a busy machine can take a while.
jest.setTimeout(120_000);

let t: IdentityTestApp;
let ids: Map<string, number>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await startCommerceApp();
  ids = await demoProducts(t.database.db);
  member = bearer(await memberToken(t.app));
});
afterAll(async () => t?.close());
beforeEach(async () => resetRateLimits(t.database));

const NOT_FREE = 'This order is not free: please pay for it';

function freeCheckout(headers: Record<string, string>, cartId: string, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/store/demo/free_checkout',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: { shopping_cart_id: cartId },
  });
}

const scarves = (headers: Record<string, string>) =>
  createCart(t.app, [{ product_id: ids.get('club-scarf')!, quantity: 1 }], headers);

async function orderStatus(orderId: string) {
  const row = await t.database.db
    .selectFrom('orders')
    .select('status')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe('free checkout of a paid cart', () => {
  it('is a 422 for a fresh paid cart', async () => {
    const cart = await scarves(member);
    const response = await freeCheckout(member, cart.shopping_cart_id);
    expect(jsonError(response, 422)).toMatchObject({ message: NOT_FREE, code: 'order_not_free' });
  });

  it('is a 422 after a paid checkout made the order of the same cart, which stays unpaid', async () => {
    const cart = await scarves(member);
    const paid = await checkout(t.app, member, { shopping_cart_id: cart.shopping_cart_id });
    expect(paid.statusCode).toBe(201);
    const response = await freeCheckout(member, cart.shopping_cart_id);
    expect(jsonError(response, 422).message).toBe(NOT_FREE);
    expect(await orderStatus(paid.json<CheckoutResult>().order_id)).toBe('New');
  });

  it('is a 422 when the paid checkout used the same Idempotency-Key', async () => {
    const cart = await scarves(member);
    const paid = await checkout(
      t.app,
      { ...member, 'idempotency-key': 'paid-cart-key-01' },
      { shopping_cart_id: cart.shopping_cart_id },
    );
    expect(paid.statusCode).toBe(201);
    const response = await freeCheckout(member, cart.shopping_cart_id, 'paid-cart-key-01');
    expect(jsonError(response, 422).message).toBe(NOT_FREE);
  });

  it('is a 422 for a guest too', async () => {
    const guest = await guestHeaders(t.app, 'free.checkout.guest@example.ie');
    const cart = await scarves(guest);
    await checkout(t.app, guest, { shopping_cart_id: cart.shopping_cart_id });
    const response = await freeCheckout(guest, cart.shopping_cart_id);
    expect(jsonError(response, 422).message).toBe(NOT_FREE);
  });
});

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

// An Idempotency-Key belongs to one buyer and one cart: repeating it on that cart answers the
// same order; on any other cart, or from anyone else, it is a 409 and never someone's order.

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

const scarves = (headers: Record<string, string>, quantity = 1) =>
  createCart(t.app, [{ product_id: ids.get('club-scarf')!, quantity }], headers);

const withKey = (headers: Record<string, string>, key: string) => ({
  ...headers,
  'idempotency-key': key,
});

const REUSED = 'This Idempotency-Key was used for another checkout. Please try again.';

describe('Idempotency-Key scope', () => {
  it('answers the same order when the key is repeated on the same cart', async () => {
    const cart = await scarves(member);
    const first = await checkout(t.app, withKey(member, 'same-cart-key-1'), {
      shopping_cart_id: cart.shopping_cart_id,
    });
    expect(first.statusCode).toBe(201);
    const again = await checkout(t.app, withKey(member, 'same-cart-key-1'), {
      shopping_cart_id: cart.shopping_cart_id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<CheckoutResult>().order_id).toBe(first.json<CheckoutResult>().order_id);
  });

  it("refuses the same key on another cart of the same buyer with 409, not the first cart's order", async () => {
    const first = await scarves(member, 1);
    const second = await scarves(member, 2);
    const placed = await checkout(t.app, withKey(member, 'one-key-two-carts'), {
      shopping_cart_id: first.shopping_cart_id,
    });
    expect(placed.statusCode).toBe(201);
    const reused = await checkout(t.app, withKey(member, 'one-key-two-carts'), {
      shopping_cart_id: second.shopping_cart_id,
    });
    expect(jsonError(reused, 409)).toMatchObject({
      message: REUSED,
      code: 'idempotency_key_reused',
    });
    expect(reused.body).not.toContain(placed.json<CheckoutResult>().order_id);
  });

  it("refuses another buyer's key with 409 and shows nothing of their order", async () => {
    const mine = await scarves(member);
    const placed = await checkout(t.app, withKey(member, 'somebody-elses-key'), {
      shopping_cart_id: mine.shopping_cart_id,
    });
    expect(placed.statusCode).toBe(201);
    const guest = await guestHeaders(t.app, 'idempotency.thief@example.ie');
    const theirs = await scarves(guest);
    const stolen = await checkout(t.app, withKey(guest, 'somebody-elses-key'), {
      shopping_cart_id: theirs.shopping_cart_id,
    });
    expect(jsonError(stolen, 409).message).toBe(REUSED);
    expect(stolen.body).not.toContain(placed.json<CheckoutResult>().order_id);
  });

  it('refuses a key of a paid checkout on a free checkout of another cart', async () => {
    const cart = await scarves(member);
    await checkout(t.app, withKey(member, 'paid-then-free-key'), {
      shopping_cart_id: cart.shopping_cart_id,
    });
    const other = await scarves(member, 3);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/free_checkout',
      headers: withKey(member, 'paid-then-free-key'),
      payload: { shopping_cart_id: other.shopping_cart_id },
    });
    expect(jsonError(response, 409).message).toBe(REUSED);
  });
});

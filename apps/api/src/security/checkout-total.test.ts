import type { CheckoutResult, ShoppingCart } from '@touchline/contracts';
import {
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
  jsonError,
  memberToken,
  resetRateLimits,
  startCommerceApp,
  type IdentityTestApp,
} from '../commerce/testing/commerce-test-kit';

// The buyer is charged the total they were shown, or told it changed: a checkout whose total
// (computed on the server) differs from the one the browser showed is refused with 409.

// Starting a seeded API on a busy machine can take a while.
jest.setTimeout(120_000);

let t: IdentityTestApp;
let ids: Map<string, number>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await startCommerceApp();
  ids = await demoProducts(t.database.db);
  member = bearer(await memberToken(t.app));
  const club = await t.database.db
    .selectFrom('clubs')
    .select('account_id')
    .where('slug', '=', 'demo')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('discount_codes')
    .values({
      account_id: club.account_id,
      code: 'ONCEEACH',
      name: 'Once each €5 off',
      type: 'amount',
      amount: 500,
      product_types: JSON.stringify([]),
      max_uses_per_member: 1,
    })
    .execute();
});
afterAll(async () => t?.close());
beforeEach(async () => resetRateLimits(t.database));

async function scarfCartWithCode(): Promise<ShoppingCart> {
  const cart = await createCart(
    t.app,
    [{ product_id: ids.get('club-scarf')!, quantity: 1 }],
    member,
  );
  const applied = await t.app.inject({
    method: 'POST',
    url: `/v2/store/demo/shopping-cart/${cart.shopping_cart_id}/discounts/codes/apply`,
    headers: member,
    payload: { code: 'onceeach' },
  });
  const answer = applied.json<{ is_valid: boolean; shopping_cart: ShoppingCart }>();
  expect(answer.is_valid).toBe(true);
  return answer.shopping_cart;
}

async function ordersOf(cartId: string) {
  return t.database.db
    .selectFrom('orders')
    .select(['status', 'total'])
    .where('shopping_cart_id', '=', cartId)
    .execute();
}

describe('the total shown is the total charged', () => {
  it('refuses with 409 and the new total when a once-per-member code was used on another cart', async () => {
    const first = await scarfCartWithCode();
    const second = await scarfCartWithCode();
    // Both carts showed the code taken off.
    expect(first.pay_today.total).toBe(second.pay_today.total);
    const shown = second.pay_today.total;

    const paid = await checkout(t.app, member, {
      shopping_cart_id: first.shopping_cart_id,
      shown_total: first.pay_today.total,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(paid.json<CheckoutResult>()).toMatchObject({ status: 'succeeded', amount: shown });

    const refused = await checkout(t.app, member, {
      shopping_cart_id: second.shopping_cart_id,
      shown_total: shown,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    const body = jsonError(refused, 409);
    const newTotal = shown + 500;
    expect(body).toMatchObject({
      code: 'total_changed',
      total: newTotal,
      message: `The total of your cart has changed to €${(newTotal / 100).toFixed(2)}. Please check your cart and pay again.`,
    });
    // Nothing was ordered or charged for the refused checkout.
    expect(await ordersOf(second.shopping_cart_id)).toEqual([]);

    // Paying the new total, as the cart now shows it, goes through.
    const again = await checkout(t.app, member, {
      shopping_cart_id: second.shopping_cart_id,
      shown_total: newTotal,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(again.json<CheckoutResult>()).toMatchObject({ status: 'succeeded', amount: newTotal });
  });

  it('refuses a shown total lower than the cart costs, whatever the browser claims', async () => {
    const cart = await createCart(
      t.app,
      [{ product_id: ids.get('club-scarf')!, quantity: 2 }],
      member,
    );
    const refused = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      shown_total: 1,
    });
    expect(jsonError(refused, 409)).toMatchObject({
      code: 'total_changed',
      total: cart.pay_today.total,
    });
  });

  it('takes the payment when the shown total is the cart total', async () => {
    const cart = await createCart(
      t.app,
      [{ product_id: ids.get('club-scarf')!, quantity: 1 }],
      member,
    );
    const response = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      shown_total: cart.pay_today.total,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<CheckoutResult>().amount).toBe(cart.pay_today.total);
  });
});

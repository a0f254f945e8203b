import type { CheckoutResult, MemberOrderList } from '@touchline/contracts';
import {
  adminToken,
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

let t: IdentityTestApp;
let member: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startCommerceApp();
  member = bearer(await memberToken(t.app));
  admin = bearer(await adminToken(t.app));
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetRateLimits(t.database);
});

const orders = async (headers: Record<string, string>, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/v2/member/orders${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<MemberOrderList>();
};

describe('the member’s orders', () => {
  it('needs a signed-in user and checks the page', async () => {
    jsonError(await t.app.inject({ method: 'GET', url: '/v2/member/orders' }), 401);
    jsonError(
      await t.app.inject({ method: 'GET', url: '/v2/member/orders?page=0', headers: member }),
      400,
    );
  });

  it('shows the seeded order with its instalment schedule: paid, failed and due', async () => {
    const page = await orders(member);
    expect(page).toMatchObject({ total: 2, current_page: 1, per_page: 10, from: 1, to: 2 });
    // Newest first: the weekly lotto, then the membership paid in three instalments.
    expect(page.items.map((order) => order.items[0]!.product_type)).toEqual(['Lotto', 'Plan']);
    const order = page.items[1];
    expect(order).toMatchObject({
      status: 'Completed',
      club: { slug: 'demo' },
      currency: 'EUR',
    });
    const [item] = order!.items;
    expect(item).toMatchObject({
      product_type: 'Plan',
      person: { first_name: 'Siobhan', last_name: 'Murphy' },
      number_of_payments: 3,
    });
    expect(item!.payments.map((payment) => [payment.sequence, payment.status])).toEqual([
      [1, 'paid'],
      [2, 'failed'],
      [3, 'due'],
    ]);
    expect(item!.payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(item!.subtotal);
    expect(order!.total).toBe(item!.subtotal);
    expect(order!.paid_at_checkout).toBe(item!.payments[0]!.amount);
  });

  it('lists only the user’s own orders, newest first, a page at a time', async () => {
    const ids = await demoProducts(t.database.db);
    const placed: string[] = [];
    for (let n = 0; n < 2; n += 1) {
      const cart = await createCart(t.app, [{ product_id: ids.get('club-scarf')! }], admin);
      const response = await checkout(t.app, admin, {
        shopping_cart_id: cart.shopping_cart_id,
        confirmation_token: await cardToken(t.app, CARDS.visaCredit),
      });
      placed.push(response.json<CheckoutResult>().order_id);
    }
    const first = await orders(admin, '?per_page=1');
    expect(first).toMatchObject({ total: 2, from: 1, to: 1 });
    expect(first.items[0]!.order_id).toBe(placed[1]);
    expect(first.items[0]!.items[0]).toMatchObject({ name: expect.any(String), person: null });
    expect(first.items[0]!.items[0]!.payments).toEqual([
      expect.objectContaining({ sequence: 1, status: 'paid' }),
    ]);
    const second = await orders(admin, '?per_page=1&page=2');
    expect(second.items[0]!.order_id).toBe(placed[0]);
    expect((await orders(member)).items.map((order) => order.order_id)).not.toContain(placed[0]);
  });
});

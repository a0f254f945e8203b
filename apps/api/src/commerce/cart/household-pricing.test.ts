import type { CartItemInput, CheckoutResult, ShoppingCart } from '@touchline/contracts';
import { sql } from 'kysely';
import {
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
  endSeededMemberships,
  jsonError,
  memberToken,
  planItem,
  resetRateLimits,
  startCommerceApp,
  type IdentityTestApp,
} from '../testing/commerce-test-kit';
import { householdLockKeys, HOUSEHOLD_LOCK_SPACE } from './household-membership-repository';

// The demo club's plan discounts: "Multi-member discount" (10% off two plans, 15% off three or
// more, of all their subtotal) and "Siblings discount" (€10 off two juvenile plans). A Juvenile
// Membership costs €80.00: two children bought together pay €160.00 - €16.00 - €10.00.

let t: IdentityTestApp;
let ids: Map<string, number>;
let member: Record<string, string>;
const id = (slug: string) => {
  const value = ids.get(slug);
  if (value === undefined) throw new Error(`no product ${slug}`);
  return value;
};

beforeAll(async () => {
  t = await startCommerceApp();
  ids = await demoProducts(t.database.db);
  member = bearer(await memberToken(t.app));
  // Her own seeded membership would count in the family too: these tests count children only.
  await endSeededMemberships(t.database.db);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetRateLimits(t.database);
});

const child = (first: string, slug = 'juvenile-membership') =>
  planItem(t.app, id(slug), { first, last: 'Byrne' });

async function pay(cartId: string, shownTotal?: number) {
  return checkout(t.app, member, {
    shopping_cart_id: cartId,
    confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    ...(shownTotal === undefined ? {} : { shown_total: shownTotal }),
  });
}

async function read(cartId: string): Promise<ShoppingCart> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v2/store/demo/shopping-cart/${cartId}`,
    headers: member,
  });
  expect(response.statusCode).toBe(200);
  return response.json<ShoppingCart>();
}

async function orderTotal(orderId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('orders')
    .select('total')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.total;
}

/** Ends (as a full refund does) the membership of a child bought for. */
async function refund(first: string): Promise<void> {
  await t.database.db
    .updateTable('order_items')
    .set({ ended_at: new Date() })
    .where('member_first_name', '=', first)
    .where('member_last_name', '=', 'Byrne')
    .execute();
}

/** Buys plans for children in one paid order. */
async function buy(items: CartItemInput[]): Promise<CheckoutResult> {
  const cart = await createCart(t.app, items, member);
  const paid = await pay(cart.shopping_cart_id, cart.pay_today.total);
  expect(paid.statusCode).toBe(201);
  return paid.json<CheckoutResult>();
}

describe('household pricing: the family memberships of the season count', () => {
  it("prices the third child joining later as the family's third, in the cart and at checkout", async () => {
    const first = await createCart(t.app, [await child('Aoife'), await child('Bran')], member);
    expect(first.pay_today).toEqual({ subtotal: 16000, discount: 2600, total: 13400 });
    // Bought together, nothing counts besides the cart: no reason is given.
    expect(first.items[0]!.metadata.multiproduct[0]).not.toHaveProperty('reason');
    const paid = await pay(first.shopping_cart_id, 13400);
    expect(paid.statusCode).toBe(201);

    // March: the third child in a new cart. Three bought together take 15% of €240.00 (€36.00)
    // and €10.00 off; the first two had €16.00 and €10.00: the third takes €20.00.
    const third = await createCart(t.app, [await child('Cara')], member);
    const [line] = third.items;
    expect(line!.metadata.multiproduct).toEqual([
      {
        name: 'Multi-member discount',
        amount: 2000,
        iteration: 2000,
        reason: 'Third child in your family this season',
      },
    ]);
    expect(third.pay_today).toEqual({ subtotal: 8000, discount: 2000, total: 6000 });
    expect(third.multiproduct_discounts).toEqual([
      {
        name: 'Multi-member discount',
        amount: 2000,
        total_amount: 2000,
        reason: 'Counts 2 memberships your family has this season',
      },
    ]);

    // Checkout prices it again on the server: the order costs what the cart showed.
    const order = await pay(third.shopping_cart_id, 6000);
    expect(order.statusCode).toBe(201);
    const result = order.json<CheckoutResult>();
    expect(result.amount).toBe(6000);
    expect(await orderTotal(result.order_id)).toBe(6000);
    const view = await t.app.inject({
      method: 'GET',
      url: `/v2/store/demo/orders/${result.order_id}`,
      headers: member,
    });
    expect(view.json<{ multiproduct_discounts: unknown[] }>().multiproduct_discounts).toEqual([
      expect.objectContaining({ name: 'Multi-member discount', amount: 2000 }),
    ]);
  });

  it('counts nothing of another season: the same child next season pays the full price', async () => {
    // Next season's juvenile plan, counted by the same discounts.
    const next = await sql<{ product_id: number }>`
      insert into products (account_id, program_id, type, slug, name, description, price,
        valid_from, valid_to, metadata, position)
      select account_id, program_id, type, 'juvenile-membership-next', 'Juvenile Membership Next',
        description, price, valid_from + interval '1 year', valid_to + interval '1 year',
        metadata, position + 100
      from products where product_id = ${id('juvenile-membership')}
      returning product_id`.execute(t.database.db);
    const nextId = next.rows[0]!.product_id;
    ids.set('juvenile-membership-next', nextId);
    await sql`insert into payment_options (product_id, type) values (${nextId}, 'full')`.execute(
      t.database.db,
    );
    await sql`insert into plan_registration_forms (product_id, form_type, registration_form_id)
      select ${nextId}, form_type, registration_form_id from plan_registration_forms
      where product_id = ${id('juvenile-membership')}`.execute(t.database.db);
    await sql`update plan_discounts set plans = plans || to_jsonb(${nextId}::int)
      where plans @> to_jsonb(${id('juvenile-membership')}::int)`.execute(t.database.db);

    const cart = await createCart(t.app, [await child('Cara', 'juvenile-membership-next')], member);
    expect(cart.pay_today).toEqual({ subtotal: 8000, discount: 0, total: 8000 });
    expect(cart.multiproduct_discounts).toEqual([]);
  });

  it('does not count refunded memberships, and re-prices a cart shown before the refund', async () => {
    const cart = await createCart(t.app, [await child('Dara', 'nursery-membership')], member);
    // Three children this season (Aoife, Bran, Cara): the nursery plan is the fourth. Four take
    // 15% of €280.00 (€42.00), the three €36.00: €6.00.
    expect(cart.items[0]!.metadata.multiproduct[0]?.reason).toBe(
      'Fourth child in your family this season',
    );
    expect(cart.pay_today.total).toBe(3400);

    await refund('Bran');
    await refund('Cara');
    // Aoife alone counts now: Dara is the second child (10% of €120.00 and €10.00 off).
    const now = await read(cart.shopping_cart_id);
    expect(now.pay_today).toEqual({ subtotal: 4000, discount: 2200, total: 1800 });
    expect(now.items[0]!.metadata.multiproduct.map((discount) => discount.reason)).toEqual([
      'Second child in your family this season',
      'Second child in your family this season',
    ]);

    // The total the buyer saw before is never trusted: refused, nothing ordered.
    const stale = await pay(cart.shopping_cart_id, 3400);
    expect(jsonError(stale, 409)).toMatchObject({
      code: 'total_changed',
      message:
        'The total of your cart has changed to €18.00. Please check your cart and pay again.',
    });
    const paid = await pay(cart.shopping_cart_id, 1800);
    expect(paid.statusCode).toBe(201);
    expect(await orderTotal(paid.json<CheckoutResult>().order_id)).toBe(1800);
  });

  it('does not count a cancelled order', async () => {
    // A card needing the bank's step: the order waits, unpaid, holding its place.
    const waiting = await createCart(t.app, [await child('Eve')], member);
    const pending = await checkout(t.app, member, {
      shopping_cart_id: waiting.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.threeDSecure),
      return_url: 'http://demo.localhost:4200/checkout',
    });
    expect(pending.json<CheckoutResult>().status).toBe('requires_action');
    const orderId = pending.json<CheckoutResult>().order_id;

    // Aoife, Dara, and Eve while her order holds its place: Fionn is the fourth.
    const cart = await createCart(t.app, [await child('Fionn')], member);
    expect(cart.items[0]!.metadata.multiproduct[0]?.reason).toBe(
      'Fourth child in your family this season',
    );
    await t.database.db
      .updateTable('orders')
      .set({ status: 'Cancelled' })
      .where('order_id', '=', orderId)
      .execute();
    expect((await read(cart.shopping_cart_id)).items[0]!.metadata.multiproduct[0]?.reason).toBe(
      'Third child in your family this season',
    );
  });
});

describe('household pricing under two checkouts at once', () => {
  it('never gives two carts the same place in the family', async () => {
    await refund('Aoife');
    await refund('Dara');
    await buy([await child('Gearoid'), await child('Hannah')]);
    const carts = [
      await createCart(t.app, [await child('Ita')], member),
      await createCart(t.app, [await child('Jack')], member),
    ];
    // Both show the third child's price (Fionn's cart was never paid).
    expect(carts.map((cart) => cart.pay_today.total)).toEqual([6000, 6000]);
    const answers = await Promise.all(
      carts.map(async (cart) => pay(cart.shopping_cart_id, cart.pay_today.total)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const late = carts[answers.findIndex((answer) => answer.statusCode === 409)]!;
    // Four children take 15% of €320.00 (€48.00), three €36.00: the fourth takes €12.00.
    expect(
      jsonError(
        answers.find((answer) => answer.statusCode === 409)!,
        409,
      ).code,
    ).toBe('total_changed');
    const repriced = await read(late.shopping_cart_id);
    expect(repriced.pay_today.total).toBe(6800);
    expect(repriced.items[0]!.metadata.multiproduct[0]?.reason).toBe(
      'Fourth child in your family this season',
    );
    const paid = await pay(late.shopping_cart_id, 6800);
    expect(paid.statusCode).toBe(201);
  });

  it('locks the buyer and every member of the household, in one order', () => {
    const keys = householdLockKeys(42, [7, 8, 7]);
    expect(keys).toHaveLength(3);
    expect(keys.every(([space]) => space === HOUSEHOLD_LOCK_SPACE)).toBe(true);
    expect([...keys].sort((a, b) => a[1] - b[1])).toEqual(keys);
  });
});

import type { DiscountCodeResult, ShoppingCart } from '@touchline/contracts';
import {
  bearer,
  createCart,
  demoProducts,
  guestHeaders,
  jsonError,
  memberToken,
  resetRateLimits,
  startCommerceApp,
  type IdentityTestApp,
} from '../testing/commerce-test-kit';

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
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetRateLimits(t.database);
});

const url = (cartId: string, rest = '') => `/v2/store/demo/shopping-cart/${cartId}${rest}`;

async function optionOf(productId: number, type: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('payment_options')
    .select('payment_option_id')
    .where('product_id', '=', productId)
    .where('type', '=', type as 'full')
    .executeTakeFirstOrThrow();
  return row.payment_option_id;
}

describe('shopping cart: contents and totals from the catalogue', () => {
  it('creates a cart and prices it from the catalogue, ignoring amounts sent by the browser', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      payload: {
        items: [
          { product_id: id('club-scarf'), quantity: 2, price: 1, total: 1, discount: 9999 },
          { product_id: id('bobble-hat') },
        ],
        pay_today: { total: 1 },
      },
    });
    expect(response.statusCode).toBe(201);
    const cart = response.json<ShoppingCart>();
    expect(cart.shopping_cart_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.currency).toBe('EUR');
    expect(cart.items.map((item) => [item.product.name, item.quantity, item.price])).toEqual([
      ['Club Scarf', 2, 3000],
      ['Bobble Hat', 1, 1200],
    ]);
    expect(cart.pay_today).toEqual({ subtotal: 4200, discount: 0, total: 4200 });
    expect(cart.has_membership_items).toBe(false);

    const read = await t.app.inject({ method: 'GET', url: url(cart.shopping_cart_id) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json<ShoppingCart>().pay_today.total).toBe(4200);
  });

  it('adds items to a cart, removes them, and answers 404 for a cart it does not know', async () => {
    const cart = await createCart(t.app, [{ product_id: id('club-scarf') }]);
    const added = await t.app.inject({
      method: 'POST',
      url: url(cart.shopping_cart_id),
      payload: { items: [{ product_id: id('bobble-hat'), quantity: 3 }] },
    });
    expect(added.statusCode).toBe(200);
    const updated = added.json<ShoppingCart>();
    expect(updated.pay_today.total).toBe(1500 + 3 * 1200);
    const hat = updated.items.find((item) => item.product.name === 'Bobble Hat')!;

    const removed = await t.app.inject({
      method: 'DELETE',
      url: url(cart.shopping_cart_id, `/item/${hat.shopping_cart_item}`),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ShoppingCart>().items.map((item) => item.product.name)).toEqual([
      'Club Scarf',
    ]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: url(cart.shopping_cart_id, `/item/${hat.shopping_cart_item}`),
    });
    expect(jsonError(again, 404).message).toBe('This item is not in your cart');

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(jsonError(await t.app.inject({ method: 'GET', url: url(unknown) }), 404).message).toBe(
      'Shopping cart not found',
    );
    const otherClub = await t.app.inject({
      method: 'GET',
      url: `/v2/store/quiet/shopping-cart/${cart.shopping_cart_id}`,
    });
    expect(jsonError(otherClub, 404).message).toBe('Shopping cart not found');
    const update404 = await t.app.inject({
      method: 'POST',
      url: url(unknown),
      payload: { items: [{ product_id: id('club-scarf') }] },
    });
    jsonError(update404, 404);
  });

  it('answers bad input with 4xx JSON', async () => {
    const bad = async (payload: unknown, status = 400) =>
      jsonError(
        await t.app.inject({
          method: 'POST',
          url: '/v2/store/demo/shopping-cart',
          payload: payload as object,
        }),
        status,
      );
    await bad({ items: [{ product_id: id('club-scarf'), quantity: -1 }] });
    await bad({ items: [{ product_id: id('club-scarf'), quantity: 0 }] });
    await bad({ items: [{ product_id: id('club-scarf'), quantity: 101 }] });
    await bad({ items: [{ product_id: id('club-scarf'), quantity: 1e12 }] });
    await bad({ items: [{ product_id: id('club-scarf'), quantity: '2' }] });
    await bad({ items: [{ product_id: "1' or '1'='1" }] });
    await bad({ items: [] });
    await bad({ items: 'all' });
    const body = await bad({ items: [{ product_id: 999999 }] }, 422);
    expect(body.message).toBe('This product is not available');
    const size = await bad(
      { items: [{ product_id: id('home-jersey'), metadata: { size: "<b>M</b>' OR 1=1--" } }] },
      422,
    );
    await bad({
      items: [{ product_id: id('home-jersey'), metadata: { size: '<script>alert(1)</script>' } }],
    });
    expect(size.message).toBe('Please choose a size');
    jsonError(await t.app.inject({ method: 'GET', url: url("1' or 1=1--") }), 400);
    const nul = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      headers: member,
      payload: {
        items: [
          {
            product_id: id('adult-social-membership'),
            metadata: { club_member: { first_name: 'A\u0000B', last_name: 'C' } },
          },
        ],
      },
    });
    expect(jsonError(nul, 400).message).toBe('Text may not contain NUL characters');
    const quietProduct = await t.database.db
      .selectFrom('products')
      .select('product_id')
      .where('slug', '=', 'rowing-membership')
      .executeTakeFirstOrThrow();
    expect((await bad({ items: [{ product_id: quietProduct.product_id }] }, 422)).message).toBe(
      'This product is not available',
    );
  });

  it('refuses more than the stock left', async () => {
    const flag = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      payload: { items: [{ product_id: id('club-flag') }] },
    });
    expect(jsonError(flag, 422).message).toBe('There are not enough of Club Flag left');
    const bags = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      payload: { items: [{ product_id: id('gear-bag'), quantity: 6, metadata: { size: 'M' } }] },
    });
    expect(jsonError(bags, 422).message).toBe('There are not enough of Gear Bag left');
  });
});

describe('shopping cart: membership plans, bundles and discounts', () => {
  it('needs a signed-in member for plans: 401 anonymous, 403 guest', async () => {
    const payload = { items: [{ product_id: id('adult-social-membership') }] };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      payload,
    });
    expect(jsonError(anonymous, 401).message).toBe(
      'Please sign in to add membership plans to your cart',
    );
    const guest = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      headers: await guestHeaders(t.app, 'plans.guest@example.ie'),
      payload,
    });
    expect(jsonError(guest, 403).message).toBe('Guests cannot buy membership items');
  });

  it('keeps who a plan is for and belongs to the member who made it', async () => {
    const cart = await createCart(t.app, [{ product_id: id('adult-social-membership') }], member);
    expect(cart.associated).toBe(true);
    expect(cart.items[0]!.metadata.club_member).toMatchObject({
      first_name: 'Siobhan',
      last_name: 'Murphy',
    });
    expect(cart.has_membership_items).toBe(true);
    const anonymous = await t.app.inject({ method: 'GET', url: url(cart.shopping_cart_id) });
    jsonError(anonymous, 404);
    const own = await t.app.inject({
      method: 'GET',
      url: url(cart.shopping_cart_id),
      headers: member,
    });
    expect(own.statusCode).toBe(200);
  });

  it('associates an anonymous cart with the signed-in account', async () => {
    const cart = await createCart(t.app, [{ product_id: id('club-scarf') }]);
    const unauthenticated = await t.app.inject({
      method: 'PATCH',
      url: url(cart.shopping_cart_id),
    });
    jsonError(unauthenticated, 401);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: url(cart.shopping_cart_id),
      headers: member,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<ShoppingCart>().associated).toBe(true);
    jsonError(await t.app.inject({ method: 'GET', url: url(cart.shopping_cart_id) }), 404);
  });

  it('charges the first instalment today and switches payment option', async () => {
    const plan = id('adult-playing-membership');
    const cart = await createCart(
      t.app,
      [{ product_id: plan, payment_option_id: await optionOf(plan, 'instalment') }],
      member,
    );
    const item = cart.items[0]!;
    expect(item.payment_type).toBe('instalment');
    expect(item.instalments.map((payment) => payment.total)).toEqual([5000, 5000, 5000]);
    expect(cart.pay_today.total).toBe(5000);
    expect(cart.totals.total).toBe(15000);
    expect(cart.requires_saved_card).toBe(true);

    const full = await t.app.inject({
      method: 'PATCH',
      url: url(cart.shopping_cart_id, `/item/${item.shopping_cart_item}`),
      headers: member,
      payload: { payment_option_id: await optionOf(plan, 'full') },
    });
    expect(full.statusCode).toBe(200);
    expect(full.json<ShoppingCart>().pay_today.total).toBe(15000);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: url(cart.shopping_cart_id, `/item/${item.shopping_cart_item}`),
      headers: member,
      payload: { payment_option_id: await optionOf(id('juvenile-membership'), 'full') },
    });
    expect(jsonError(foreign, 422).message).toBe(
      'This payment option is not offered for this product',
    );
  });

  it('gives the multi-member discount on two plans', async () => {
    const cart = await createCart(
      t.app,
      [
        { product_id: id('adult-playing-membership') },
        {
          product_id: id('juvenile-membership'),
          metadata: { club_member: { first_name: 'Oisin', last_name: 'Murphy' } },
        },
      ],
      member,
    );
    expect(cart.multiproduct_discounts).toEqual([
      { name: 'Multi-member discount', amount: 2300, total_amount: 2300 },
    ]);
    expect(cart.pay_today).toEqual({ subtotal: 23000, discount: 2300, total: 20700 });
  });

  it('prices bundles from the chosen plans, capped, and checks their limits', async () => {
    const person = (first: string) => ({ club_member: { first_name: first, last_name: 'Murphy' } });
    const family = await createCart(
      t.app,
      [
        {
          product_id: id('family-bundle'),
          metadata: {
            products: [
              { product_id: id('adult-playing-membership'), metadata: person('Siobhan') },
              { product_id: id('adult-playing-membership'), metadata: person('Liam') },
              { product_id: id('juvenile-membership'), metadata: person('Oisin') },
              { product_id: id('juvenile-membership'), metadata: person('Aoife') },
            ],
          },
        },
      ],
      member,
    );
    const bundle = family.items[0]!;
    const cap = (bundle.product.metadata as { price_cap: number | null }).price_cap;
    expect(cap).not.toBeNull();
    expect(bundle.price).toBe(Math.min(2 * 12000 + 2 * 6000, cap!));
    expect(
      bundle.metadata.bundle_items.map((entry) => entry.metadata.club_member?.first_name),
    ).toEqual(['Siobhan', 'Liam', 'Oisin', 'Aoife']);

    const empty = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      headers: member,
      payload: { items: [{ product_id: id('family-bundle'), metadata: { products: [] } }] },
    });
    expect(jsonError(empty, 422).message).toBe('Select plans in a bundle');
    const juveniles = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      headers: member,
      payload: {
        items: [
          {
            product_id: id('family-bundle'),
            metadata: { products: [{ product_id: id('juvenile-membership') }] },
          },
        ],
      },
    });
    expect(jsonError(juveniles, 422).message).toBe('Add at least 1 adult plan(s)');
  });

  it('refuses plans beyond the places left', async () => {
    const masters = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      headers: member,
      payload: { items: [{ product_id: id('masters-membership') }] },
    });
    expect(jsonError(masters, 422).message).toBe(
      'Maximum number of subscriptions has been reached for this plan.',
    );
    const students = Array.from({ length: 4 }, (_, index) => ({
      product_id: id('student-membership'),
      metadata: { club_member: { first_name: `Student${index}`, last_name: 'Byrne' } },
    }));
    const four = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      headers: member,
      payload: { items: students },
    });
    expect(jsonError(four, 422).message).toBe(
      'Maximum number of subscriptions has been reached for this plan.',
    );
  });

  it('asks for one email per adult', async () => {
    const adult = (first: string) => ({
      product_id: id('adult-social-membership'),
      metadata: {
        club_member: { first_name: first, last_name: 'Kelly', email: 'same@example.ie' },
      },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      headers: member,
      payload: { items: [adult('Sean'), adult('Mary')] },
    });
    expect(jsonError(response, 422).message).toContain('Please update the email for Mary Kelly');
  });

  it('checks lotto lines against the open draw', async () => {
    const lotto = id('club-lotto');
    const cart = await createCart(t.app, [
      {
        product_id: lotto,
        metadata: {
          configurable_price: { title: '3 lines, 1 draw' },
          pick: [
            [1, 2, 3, 4],
            [5, 6, 7, 8],
            [28, 27, 26, 25],
          ],
          auto_renewal: true,
        },
      },
    ]);
    const item = cart.items[0]!;
    expect(item.price).toBe(500);
    expect(item.metadata.configurable_price).toEqual({
      title: '3 lines, 1 draw',
      price: 500,
      lines: 3,
      entries: 3,
      draws: 1,
    });
    expect(item.metadata.pick?.[2]).toEqual([25, 26, 27, 28]);
    expect(cart.requires_saved_card).toBe(true);
    const refused = async (metadata: object, message: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v2/store/demo/shopping-cart',
        payload: { items: [{ product_id: lotto, metadata }] },
      });
      expect(jsonError(response, 422).message).toBe(message);
    };
    await refused({ pick: [[1, 2, 3, 29]] }, 'Each line needs 4 different numbers from 1 to 28');
    await refused({ pick: [[1, 1, 2, 3]] }, 'Each line needs 4 different numbers from 1 to 28');
    await refused({ pick: [] }, 'Please pick 1 line(s)');
    await refused(
      { configurable_price: { title: '100 lines' }, pick: [[1, 2, 3, 4]] },
      'Please choose one of the prices offered',
    );
  });
});

describe('discount codes', () => {
  async function apply(cartId: string, code: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: url(cartId, '/discounts/codes/apply'),
      headers,
      payload: { code },
    });
    expect(response.statusCode).toBe(200);
    return response.json<DiscountCodeResult>();
  }

  it('applies a code, splits it per instalment with the remainder on the first, and resets it', async () => {
    await t.database.db
      .insertInto('discount_codes')
      .values({
        account_id: (
          await t.database.db
            .selectFrom('clubs')
            .select('account_id')
            .where('slug', '=', 'demo')
            .executeTakeFirstOrThrow()
        ).account_id,
        code: 'TENNER',
        name: 'Ten euro off',
        type: 'amount',
        amount: 1000,
      })
      .execute();
    const plan = id('adult-playing-membership');
    const cart = await createCart(
      t.app,
      [{ product_id: plan, payment_option_id: await optionOf(plan, 'instalment') }],
      member,
    );
    const result = await apply(cart.shopping_cart_id, 'tenner', member);
    expect(result).toMatchObject({ is_valid: true, message: 'Discount code applied' });
    const item = result.shopping_cart.items[0]!;
    expect(item.instalments.map((payment) => payment.discount)).toEqual([334, 333, 333]);
    expect(item.metadata.discounts['TENNER']).toEqual({
      name: 'Ten euro off',
      amount: 1000,
      iteration: 333,
    });
    expect(result.shopping_cart.pay_today).toEqual({ subtotal: 5000, discount: 334, total: 4666 });
    expect(result.shopping_cart.discount_codes).toEqual([
      {
        code: 'TENNER',
        type: 'amount',
        value: 1000,
        name: 'Ten euro off',
        amount: 334,
        total_amount: 1000,
      },
    ]);

    const reset = await t.app.inject({
      method: 'POST',
      url: url(cart.shopping_cart_id, '/discounts/codes/reset'),
      headers: member,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json<ShoppingCart>().pay_today).toEqual({
      subtotal: 5000,
      discount: 0,
      total: 5000,
    });
    expect(reset.json<ShoppingCart>().discount_codes).toEqual([]);
  });

  it('says why a code does not apply, and leaves the cart as it was', async () => {
    const cart = await createCart(t.app, [{ product_id: id('club-scarf') }]);
    expect(await apply(cart.shopping_cart_id, 'NOPE-NOPE')).toMatchObject({
      is_valid: false,
      message: 'This discount code is not valid',
    });
    expect(await apply(cart.shopping_cart_id, 'SPRING')).toMatchObject({
      is_valid: false,
      message: 'This discount code has expired',
    });
    expect(await apply(cart.shopping_cart_id, 'SUMMER5')).toMatchObject({
      is_valid: false,
      message: 'This discount code does not apply to the items in your cart',
    });
    const kit = await apply(cart.shopping_cart_id, "' OR 1=1; --");
    expect(kit.is_valid).toBe(false);
    expect(kit.shopping_cart.pay_today.discount).toBe(0);
    const welcome = await apply(cart.shopping_cart_id, 'welcome10');
    expect(welcome.is_valid).toBe(true);
    expect(welcome.shopping_cart.pay_today).toEqual({ subtotal: 1500, discount: 150, total: 1350 });
    jsonError(
      await t.app.inject({
        method: 'POST',
        url: url(cart.shopping_cart_id, '/discounts/codes/apply'),
        payload: { code: '' },
      }),
      400,
    );
  });

  it('refuses codes on a membership cart with a subscription that recurs until cancelled', async () => {
    const cart = await createCart(t.app, [{ product_id: id('supporters-subscription') }], member);
    expect(cart.items[0]!.recurs_until_cancelled).toBe(true);
    expect(await apply(cart.shopping_cart_id, 'WELCOME10', member)).toMatchObject({
      is_valid: false,
      message: 'Discount codes cannot be used with a subscription that recurs until cancelled',
    });
  });
});

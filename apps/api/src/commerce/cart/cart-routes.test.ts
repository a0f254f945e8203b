import type { CartItemInput, DiscountCodeResult, ShoppingCart } from '@touchline/contracts';
import {
  bearer,
  createCart,
  demoProducts,
  endSeededMemberships,
  guestHeaders,
  jsonError,
  memberToken,
  planForms,
  planItem,
  resetRateLimits,
  startCommerceApp,
  validAnswers,
  type FormPerson,
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
  // These tests buy her seeded plan again.
  await endSeededMemberships(t.database.db);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetRateLimits(t.database);
});

/** A plan with valid forms for a new person named on it. */
const planFor = (slug: string, first: string, last = 'Murphy', email?: string) =>
  planItem(t.app, id(slug), { first, last, ...(email ? { email } : {}) });
/** A plan with valid forms for the signed-in member (Siobhan Murphy). */
const ownPlan = (slug: string, extra: Partial<CartItemInput> = {}) =>
  planItem(t.app, id(slug), { first: 'Siobhan', last: 'Murphy', named: false }, extra);

/** A bundle item with valid answers for a new person. */
async function bundleItem(slug: string, person: FormPerson) {
  const forms = await planForms(t.app, id(slug));
  return {
    product_id: id(slug),
    metadata: {
      club_member: {
        first_name: person.first,
        last_name: person.last,
        ...(person.email ? { email: person.email } : {}),
      },
      registration_form: validAnswers(forms.member!, person),
    },
  };
}

/** The guardian answers of the demo club's juvenile plans. */
async function guardianAnswers() {
  const forms = await planForms(t.app, id('juvenile-membership'));
  return validAnswers(forms.guardian!, { first: 'Siobhan', last: 'Murphy' });
}

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

describe('shopping cart: draw ticket options', () => {
  const setStock = (count: number | null) =>
    t.database.db
      .updateTable('products')
      .set({ available_count: count })
      .where('product_id', '=', id('summer-draw'))
      .execute();

  it('prices a book of tickets by its option and counts its tickets against the stock', async () => {
    const books = await createCart(t.app, [
      {
        product_id: id('summer-draw'),
        quantity: 2,
        metadata: { configurable_price: { title: 'Book of 3 tickets' } },
      },
    ]);
    expect(books.items[0]).toMatchObject({
      quantity: 2,
      price: 24000,
      metadata: { configurable_price: { title: 'Book of 3 tickets', lines: 3 } },
    });
    await setStock(5);
    try {
      const tooMany = await t.app.inject({
        method: 'POST',
        url: '/v2/store/demo/shopping-cart',
        payload: {
          items: [
            {
              product_id: id('summer-draw'),
              quantity: 2,
              metadata: { configurable_price: { title: 'Book of 3 tickets' } },
            },
          ],
        },
      });
      expect(jsonError(tooMany, 422).message).toMatch(/^There are not enough of Summer Draw/);
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/v2/store/demo/shopping-cart',
        payload: {
          items: [
            { product_id: id('summer-draw'), metadata: { configurable_price: { title: 'Ten' } } },
          ],
        },
      });
      expect(jsonError(unknown, 422).message).toBe('Please choose one of the prices offered');
    } finally {
      await setStock(2000);
    }
  });
});

describe('shopping cart: adding to and removing from a cart', () => {
  const add = (cartId: string, items: object[], headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: url(cartId), headers, payload: { items } });
  const remove = (cartId: string, itemId: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'DELETE', url: url(cartId, `/item/${itemId}`), headers });
  const read = async (cartId: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url: url(cartId), headers });
    expect(response.statusCode).toBe(200);
    return response.json<ShoppingCart>();
  };
  const stored = (cartId: string) =>
    t.database.db
      .selectFrom('shopping_carts')
      .select(['revision', 'status', 'updated_at'])
      .where('shopping_cart_id', '=', cartId)
      .executeTakeFirstOrThrow();
  const bagsLeft = async () =>
    (
      await t.database.db
        .selectFrom('products')
        .select('available_count')
        .where('product_id', '=', id('gear-bag'))
        .executeTakeFirstOrThrow()
    ).available_count!;
  const bags = (quantity: number, size = 'M') => ({
    product_id: id('gear-bag'),
    quantity,
    metadata: { size },
  });

  it('answers an add and a removal with the cart as read afterwards, one revision each', async () => {
    const cart = await createCart(t.app, [{ product_id: id('club-scarf') }, bags(1)]);
    expect((await stored(cart.shopping_cart_id)).revision).toBe(1);
    const added = await add(cart.shopping_cart_id, [
      { product_id: id('home-jersey'), quantity: 2, metadata: { size: 'L' } },
      { product_id: id('bobble-hat'), quantity: 2 },
    ]);
    expect(added.statusCode).toBe(200);
    expect(added.headers['cache-control']).toBe('no-store');
    const afterAdd = added.json<ShoppingCart>();
    // A kit item in the cart and two added: the kit deal (10% from 3) counts them all.
    expect(afterAdd.shop_item_discounts).toEqual([
      { name: 'Kit deal', amount: 1400, total_amount: 1400 },
    ]);
    expect(afterAdd).toEqual(await read(cart.shopping_cart_id));
    expect((await stored(cart.shopping_cart_id)).revision).toBe(2);

    const jersey = afterAdd.items.find((item) => item.product.slug === 'home-jersey')!;
    const removed = await remove(cart.shopping_cart_id, jersey.shopping_cart_item);
    expect(removed.statusCode).toBe(200);
    const afterRemove = removed.json<ShoppingCart>();
    expect(afterRemove.items.map((item) => item.product.slug)).toEqual([
      'club-scarf',
      'gear-bag',
      'bobble-hat',
    ]);
    expect(afterRemove.shop_item_discounts).toEqual([]);
    expect(afterRemove).toEqual(await read(cart.shopping_cart_id));
    expect((await stored(cart.shopping_cart_id)).revision).toBe(3);

    const before = await stored(cart.shopping_cart_id);
    jsonError(await remove(cart.shopping_cart_id, jersey.shopping_cart_item), 404);
    jsonError(await add(cart.shopping_cart_id, [{ product_id: id('club-flag') }]), 422);
    expect(await stored(cart.shopping_cart_id)).toEqual(before);
    expect(await read(cart.shopping_cart_id)).toEqual(afterRemove);
  });

  it('answers each add and removal with the discounts and products as they are at that moment', async () => {
    const cart = await createCart(t.app, [bags(1), { product_id: id('bobble-hat') }]);
    const kitDeal = () =>
      t.database.db.updateTable('shop_item_discounts').where('name', '=', 'Kit deal');
    const hat = () =>
      t.database.db.updateTable('products').where('product_id', '=', id('bobble-hat'));
    try {
      // An admin makes the kit deal count from one item and raises the hat's price.
      await kitDeal().set({ min_quantity: 1 }).execute();
      await hat().set({ price: 1500 }).execute();
      const added = await add(cart.shopping_cart_id, [{ product_id: id('club-scarf') }]);
      const afterAdd = added.json<ShoppingCart>();
      expect(afterAdd.shop_item_discounts.map((line) => line.name)).toEqual(['Kit deal']);
      expect(afterAdd.items.find((item) => item.product.slug === 'bobble-hat')!.price).toBe(1500);

      // Then switches the deal off: the next answer, a removal, prices without it.
      await kitDeal().set({ active: false }).execute();
      const scarf = afterAdd.items.find((item) => item.product.slug === 'club-scarf')!;
      const removed = await remove(cart.shopping_cart_id, scarf.shopping_cart_item);
      const afterRemove = removed.json<ShoppingCart>();
      expect(afterRemove.shop_item_discounts).toEqual([]);
      expect(afterRemove).toEqual(await read(cart.shopping_cart_id));
    } finally {
      await kitDeal().set({ min_quantity: 3, active: true }).execute();
      await hat().set({ price: 1200 }).execute();
    }
  });

  it('answers adds with the code applied to the cart and the plans of a member', async () => {
    const cart = await createCart(t.app, [await ownPlan('adult-playing-membership')], member);
    const code = await t.app.inject({
      method: 'POST',
      url: url(cart.shopping_cart_id, '/discounts/codes/apply'),
      headers: member,
      payload: { code: 'WELCOME10' },
    });
    expect(code.json<DiscountCodeResult>().is_valid).toBe(true);
    const added = await add(
      cart.shopping_cart_id,
      [await planFor('juvenile-membership', 'Oisin')],
      member,
    );
    expect(added.statusCode).toBe(200);
    const cartNow = added.json<ShoppingCart>();
    expect(cartNow.multiproduct_discounts).toHaveLength(1);
    expect(cartNow.discount_codes.map((line) => line.code)).toEqual(['WELCOME10']);
    expect(cartNow).toEqual(await read(cart.shopping_cart_id, member));
    const removed = await remove(
      cart.shopping_cart_id,
      cartNow.items[1]!.shopping_cart_item,
      member,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ShoppingCart>()).toEqual(await read(cart.shopping_cart_id, member));
  });

  it('checks an add against what the cart holds already: stock, size of the cart, emails', async () => {
    const left = await bagsLeft();
    const cart = await createCart(t.app, [bags(left - 2)]);
    const over = await add(cart.shopping_cart_id, [bags(3, 'L')]);
    expect(jsonError(over, 422).message).toBe('There are not enough of Gear Bag left');
    expect((await stored(cart.shopping_cart_id)).revision).toBe(1);
    expect((await add(cart.shopping_cart_id, [bags(1, 'L')])).statusCode).toBe(200);
    expect((await add(cart.shopping_cart_id, [bags(1, 'S')])).statusCode).toBe(200);
    // The stock ran out between two adds: the third is refused.
    const third = await add(cart.shopping_cart_id, [bags(1, 'S')]);
    expect(jsonError(third, 422).message).toBe('There are not enough of Gear Bag left');
    expect((await read(cart.shopping_cart_id)).items.map((item) => item.quantity)).toEqual([
      left - 2,
      1,
      1,
    ]);

    const scarves = await createCart(
      t.app,
      Array.from({ length: 30 }, () => ({ product_id: id('club-scarf') })),
    );
    const hats = (count: number) =>
      Array.from({ length: count }, () => ({ product_id: id('bobble-hat') }));
    const full = await add(scarves.shopping_cart_id, hats(21));
    expect(jsonError(full, 422).message).toBe('Your cart cannot hold more than 50 items');
    expect((await add(scarves.shopping_cart_id, hats(20))).json<ShoppingCart>().items).toHaveLength(
      50,
    );
    jsonError(await add(scarves.shopping_cart_id, hats(1)), 422);

    const adult = (first: string) =>
      planFor('adult-social-membership', first, 'Walsh', 'walsh@example.ie');
    const plans = await createCart(t.app, [await adult('Nora')], member);
    const other = await add(plans.shopping_cart_id, [await adult('Tom')], member);
    expect(jsonError(other, 422).message).toContain('Please update the email for Tom Walsh');
    // The same adult may have another plan under her email (the same plan twice is refused).
    const playing = await planFor('adult-playing-membership', 'nora', 'Walsh', 'walsh@example.ie');
    expect((await add(plans.shopping_cart_id, [playing], member)).statusCode).toBe(200);
    expect(
      jsonError(await add(plans.shopping_cart_id, [await adult('nora')], member), 409).message,
    ).toMatch(
      /^nora Walsh already has Adult Social Membership until 31\/12\/\d{4} in your cart\.$/,
    );
  });

  it('answers 404 for a cart it may not change before looking at the items, and changes nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const nothing = await add(unknown, [{ product_id: 999999 }]);
    expect(jsonError(nothing, 404).message).toBe('Shopping cart not found');

    const ordered = await createCart(t.app, [{ product_id: id('club-scarf') }]);
    await t.database.db
      .updateTable('shopping_carts')
      .set({ status: 'ordered' })
      .where('shopping_cart_id', '=', ordered.shopping_cart_id)
      .execute();
    const before = await stored(ordered.shopping_cart_id);
    jsonError(await add(ordered.shopping_cart_id, [{ product_id: 999999 }]), 404);
    jsonError(await add(ordered.shopping_cart_id, [{ product_id: id('club-scarf') }]), 404);
    jsonError(await remove(ordered.shopping_cart_id, ordered.items[0]!.shopping_cart_item), 404);
    expect(await stored(ordered.shopping_cart_id)).toEqual(before);

    const theirs = await createCart(t.app, [{ product_id: id('club-scarf') }], member);
    const mine = await stored(theirs.shopping_cart_id);
    jsonError(await add(theirs.shopping_cart_id, [{ product_id: id('club-scarf') }]), 404);
    jsonError(await remove(theirs.shopping_cart_id, theirs.items[0]!.shopping_cart_item), 404);
    const quiet = await t.app.inject({
      method: 'POST',
      url: `/v2/store/quiet/shopping-cart/${theirs.shopping_cart_id}`,
      headers: member,
      payload: { items: [{ product_id: id('club-scarf') }] },
    });
    jsonError(quiet, 404);
    expect(await stored(theirs.shopping_cart_id)).toEqual(mine);
  });

  it('takes adds to one cart one at a time: together they never hold more than the stock', async () => {
    const left = await bagsLeft();
    const cart = await createCart(t.app, [{ product_id: id('club-scarf') }]);
    const answers = await Promise.all(
      Array.from({ length: left + 3 }, () => add(cart.shopping_cart_id, [bags(1)])),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(left);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(jsonError(refused, 422).message).toBe('There are not enough of Gear Bag left');
    }
    const final = await read(cart.shopping_cart_id);
    expect(final.items).toHaveLength(1 + left);
    expect((await stored(cart.shopping_cart_id)).revision).toBe(1 + left);
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
    const cart = await createCart(t.app, [await ownPlan('adult-social-membership')], member);
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
      [
        await ownPlan('adult-playing-membership', {
          payment_option_id: await optionOf(plan, 'instalment'),
        }),
      ],
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
      [await ownPlan('adult-playing-membership'), await planFor('juvenile-membership', 'Oisin')],
      member,
    );
    expect(cart.multiproduct_discounts).toEqual([
      { name: 'Multi-member discount', amount: 2300, total_amount: 2300 },
    ]);
    expect(cart.pay_today).toEqual({ subtotal: 23000, discount: 2300, total: 20700 });
  });

  it('prices bundles from the chosen plans, capped, and checks their limits', async () => {
    const person = (first: string) => ({ first, last: 'Murphy' });
    const family = await createCart(
      t.app,
      [
        {
          product_id: id('family-bundle'),
          metadata: {
            products: [
              await bundleItem('adult-playing-membership', person('Siobhan')),
              await bundleItem('adult-playing-membership', person('Liam')),
              await bundleItem('juvenile-membership', person('Oisin')),
              await bundleItem('juvenile-membership', person('Aoife')),
            ],
            guardian: await guardianAnswers(),
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
    const students = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        planFor('student-membership', `Student${index}`, 'Byrne'),
      ),
    );
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
    const adult = (first: string) =>
      planFor('adult-social-membership', first, 'Kelly', 'same@example.ie');
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      headers: member,
      payload: { items: [await adult('Sean'), await adult('Mary')] },
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
      [
        await ownPlan('adult-playing-membership', {
          payment_option_id: await optionOf(plan, 'instalment'),
        }),
      ],
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
    const cart = await createCart(t.app, [await ownPlan('supporters-subscription')], member);
    expect(cart.items[0]!.recurs_until_cancelled).toBe(true);
    expect(await apply(cart.shopping_cart_id, 'WELCOME10', member)).toMatchObject({
      is_valid: false,
      message: 'Discount codes cannot be used with a subscription that recurs until cancelled',
    });
  });
});

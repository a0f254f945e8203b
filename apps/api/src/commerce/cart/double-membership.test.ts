import type { CheckoutResult, ShoppingCart } from '@touchline/contracts';
import { sql } from 'kysely';
import {
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
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
import {
  cartDate,
  holderLockKeys,
  planClaims,
  repeatedClaim,
  samePerson,
  type PlanClaim,
} from './double-membership';

describe('the rules of one plan per person', () => {
  const person = (memberId: number | null, firstName: string, lastName = 'Murphy') => ({
    memberId,
    firstName,
    lastName,
  });

  it('reads the plans a line asks for: a plan for its person, each plan of a bundle', () => {
    expect(
      planClaims(7, {
        club_member: { member_id: 3, first_name: 'Oisin', last_name: 'Murphy', email: null },
      }),
    ).toEqual([{ productId: 7, person: person(3, 'Oisin') }]);
    expect(
      planClaims(20, {
        bundle_items: [
          {
            product_id: 7,
            club_member: { member_id: null, first_name: 'Aoife', last_name: 'Murphy', email: null },
          },
          { product_id: 8, club_member: null },
        ],
      }),
    ).toEqual([{ productId: 7, person: person(null, 'Aoife') }]);
    expect(planClaims(30, { pick: [[1, 2, 3, 4]] })).toEqual([]);
  });

  it('knows a person by member record, else by name whatever the case and spaces', () => {
    expect(samePerson(person(3, 'Oisin'), person(3, 'Osheen'))).toBe(true);
    expect(samePerson(person(3, 'John'), person(4, 'John'))).toBe(false);
    expect(samePerson(person(null, ' aoife ', 'MURPHY'), person(5, 'Aoife'))).toBe(true);
    expect(samePerson(person(null, 'Aoife'), person(null, 'Cara'))).toBe(false);
  });

  it('finds the first added plan that repeats one before it', () => {
    const aoife: PlanClaim = { productId: 7, person: person(null, 'Aoife') };
    const cara: PlanClaim = { productId: 7, person: person(null, 'Cara') };
    const aoifeOther: PlanClaim = { productId: 8, person: person(null, 'Aoife') };
    expect(repeatedClaim([aoife], [cara, aoifeOther])).toBeNull();
    expect(repeatedClaim([aoife], [cara, { ...aoife }])).toEqual(aoife);
    expect(repeatedClaim([], [cara, aoifeOther, cara])).toEqual(cara);
  });

  it('locks by plan and person in one order, without repeats', () => {
    const claims: PlanClaim[] = [
      { productId: 9, person: person(3, 'Oisin') },
      { productId: 7, person: person(null, 'Aoife') },
      { productId: 7, person: person(null, 'aoife') },
    ];
    const keys = holderLockKeys(claims, 42);
    expect(keys).toHaveLength(3);
    expect(keys.map(([productId]) => productId)).toEqual([7, 9, 9]);
    expect([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1])).toEqual(keys);
    // The same person named in another cart of the same buyer takes the same lock.
    expect(keys).toContainEqual(
      holderLockKeys([{ productId: 9, person: person(null, 'Oisin') }], 42)[0],
    );
  });

  it('writes the last day as the cart does', () => {
    expect(cartDate('2027-12-31')).toBe('31/12/2027');
  });
});

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

const cartUrl = (cartId: string) => `/v2/store/demo/shopping-cart/${cartId}`;

/** The last day of a plan as the refusal writes it. */
async function until(slug: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('products')
    .select(sql<string | null>`to_char(valid_to, 'YYYY-MM-DD')`.as('valid_to'))
    .where('product_id', '=', id(slug))
    .executeTakeFirstOrThrow();
  if (row.valid_to === null) throw new Error(`${slug} has no end`);
  return cartDate(row.valid_to);
}

/** A bundle entry with valid answers for a new person. */
async function bundleEntry(slug: string, person: FormPerson) {
  const forms = await planForms(t.app, id(slug));
  return {
    product_id: id(slug),
    metadata: {
      club_member: { first_name: person.first, last_name: person.last },
      registration_form: validAnswers(forms.member!, person),
    },
  };
}

/** A family bundle: one adult social plan and one juvenile plan, for new people. */
async function familyBundle(adult: string, child: string) {
  const forms = await planForms(t.app, id('juvenile-membership'));
  return {
    product_id: id('family-bundle'),
    metadata: {
      products: [
        await bundleEntry('adult-social-membership', { first: adult, last: 'Murphy' }),
        await bundleEntry('juvenile-membership', { first: child, last: 'Murphy' }),
      ],
      guardian: validAnswers(forms.guardian!, { first: 'Siobhan', last: 'Murphy' }),
    },
  };
}

async function pay(cartId: string) {
  return checkout(t.app, member, {
    shopping_cart_id: cartId,
    confirmation_token: await cardToken(t.app, CARDS.visaDebit),
  });
}

/** The orders (not cancelled) holding a plan for a person named so. */
async function ordersFor(slug: string, firstName: string) {
  return t.database.db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.order_id', 'i.order_id')
    .select(['o.order_id', 'o.status', 'o.shopping_cart_id'])
    .where('i.product_id', '=', id(slug))
    .where('i.member_first_name', '=', firstName)
    .where('o.status', '!=', 'Cancelled')
    .execute();
}

describe('no double memberships in the cart', () => {
  it('refuses a plan the person holds from an earlier paid order, naming them and until when', async () => {
    const message = `Siobhan Murphy already has Adult Playing Membership until ${await until('adult-playing-membership')}.`;
    const own = await planItem(t.app, id('adult-playing-membership'), {
      first: 'Siobhan',
      last: 'Murphy',
      named: false,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      headers: member,
      payload: { items: [own] },
    });
    expect(jsonError(created, 409)).toMatchObject({ message, code: 'membership_held' });

    // Added to a cart that holds something else: refused, the cart as it was.
    const cart = await createCart(t.app, [{ product_id: id('club-scarf') }], member);
    const added = await t.app.inject({
      method: 'POST',
      url: cartUrl(cart.shopping_cart_id),
      headers: member,
      payload: { items: [own] },
    });
    expect(jsonError(added, 409).message).toBe(message);
    const read = await t.app.inject({
      method: 'GET',
      url: cartUrl(cart.shopping_cart_id),
      headers: member,
    });
    expect(read.json<ShoppingCart>().items.map((item) => item.product.slug)).toEqual([
      'club-scarf',
    ]);

    // Another plan for her is fine.
    const social = await planItem(t.app, id('adult-social-membership'), {
      first: 'Siobhan',
      last: 'Murphy',
      named: false,
    });
    expect((await createCart(t.app, [social], member)).items).toHaveLength(1);
  });

  it('refuses the same person twice in one cart, in one add or two', async () => {
    const aoife = await planItem(t.app, id('juvenile-membership'), {
      first: 'Aoife',
      last: 'Murphy',
    });
    const message = `Aoife Murphy already has Juvenile Membership until ${await until('juvenile-membership')} in your cart.`;
    const both = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      headers: member,
      payload: { items: [aoife, aoife] },
    });
    expect(jsonError(both, 409).message).toBe(message);

    const cart = await createCart(t.app, [aoife], member);
    const again = await t.app.inject({
      method: 'POST',
      url: cartUrl(cart.shopping_cart_id),
      headers: member,
      // The same name in other letters is the same child.
      payload: {
        items: [
          await planItem(t.app, id('juvenile-membership'), { first: 'aoife', last: 'MURPHY' }),
        ],
      },
    });
    expect(jsonError(again, 409).message).toBe(
      `aoife MURPHY already has Juvenile Membership until ${await until('juvenile-membership')} in your cart.`,
    );
    // Her sister is welcome.
    const sister = await t.app.inject({
      method: 'POST',
      url: cartUrl(cart.shopping_cart_id),
      headers: member,
      payload: {
        items: [
          await planItem(t.app, id('juvenile-membership'), { first: 'Cliodhna', last: 'Murphy' }),
        ],
      },
    });
    expect(sister.statusCode).toBe(200);
    expect(sister.json<ShoppingCart>().items).toHaveLength(2);
  });

  it('refuses two identical bundles for the same people, in the cart and once one is paid', async () => {
    const bundle = await familyBundle('Ronan', 'Niamh');
    const cart = await createCart(t.app, [bundle], member);
    const twice = await t.app.inject({
      method: 'POST',
      url: cartUrl(cart.shopping_cart_id),
      headers: member,
      payload: { items: [bundle] },
    });
    expect(jsonError(twice, 409).message).toBe(
      `Ronan Murphy already has Adult Social Membership until ${await until('adult-social-membership')} in your cart.`,
    );

    const paid = await pay(cart.shopping_cart_id);
    expect(paid.statusCode).toBe(201);
    expect(paid.json<CheckoutResult>().order_status).toBe('Completed');

    const next = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      headers: member,
      payload: { items: [bundle] },
    });
    expect(jsonError(next, 409).message).toBe(
      `Ronan Murphy already has Adult Social Membership until ${await until('adult-social-membership')}.`,
    );
    // The child alone, bought as a plan of her own: she has it through the bundle.
    const child = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      headers: member,
      payload: {
        items: [
          await planItem(t.app, id('juvenile-membership'), { first: 'Niamh', last: 'Murphy' }),
        ],
      },
    });
    expect(jsonError(child, 409).message).toBe(
      `Niamh Murphy already has Juvenile Membership until ${await until('juvenile-membership')}.`,
    );
  });

  it('lets a person have the plan again once the club refunded it in full (the membership ended)', async () => {
    const item = await planItem(t.app, id('adult-social-membership'), {
      first: 'Eimear',
      last: 'Murphy',
    });
    const first = await createCart(t.app, [item], member);
    expect((await pay(first.shopping_cart_id)).statusCode).toBe(201);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      headers: member,
      payload: { items: [item] },
    });
    jsonError(refused, 409);
    const [held] = await ordersFor('adult-social-membership', 'Eimear');
    await t.database.db
      .updateTable('order_items')
      .set({ ended_at: new Date() })
      .where('order_id', '=', held!.order_id)
      .execute();
    expect((await createCart(t.app, [item], member)).items).toHaveLength(1);
  });

  it('lets a person take out a subscription again once it was stopped', async () => {
    const item = await planItem(t.app, id('supporters-subscription'), {
      first: 'Iseult',
      last: 'Murphy',
    });
    const first = await createCart(t.app, [item], member);
    expect((await pay(first.shopping_cart_id)).statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/shopping-cart',
      headers: member,
      payload: { items: [item] },
    });
    // A plan with no last day: the refusal names no date.
    expect(jsonError(again, 409).message).toBe(
      'Iseult Murphy already has Supporters Club Subscription.',
    );
    const [held] = await ordersFor('supporters-subscription', 'Iseult');
    const line = await t.database.db
      .selectFrom('order_items')
      .select('order_item_id')
      .where('order_id', '=', held!.order_id)
      .executeTakeFirstOrThrow();
    const stopped = await t.app.inject({
      method: 'POST',
      url: `/v2/member/subscriptions/${line.order_item_id}/stop`,
      headers: member,
    });
    expect(stopped.statusCode).toBe(200);
    expect((await createCart(t.app, [item], member)).items).toHaveLength(1);
  });
});

describe('no double memberships at checkout', () => {
  it('refuses at checkout a plan paid for meanwhile from another cart: nothing is charged', async () => {
    const item = await planItem(t.app, id('juvenile-membership'), {
      first: 'Fionn',
      last: 'Murphy',
    });
    const first = await createCart(t.app, [item], member);
    const second = await createCart(t.app, [item], member);
    expect((await pay(first.shopping_cart_id)).statusCode).toBe(201);

    const late = await pay(second.shopping_cart_id);
    expect(jsonError(late, 409)).toMatchObject({
      code: 'membership_held',
      message: `Fionn Murphy already has Juvenile Membership until ${await until('juvenile-membership')}.`,
    });
    const orders = await ordersFor('juvenile-membership', 'Fionn');
    expect(orders.map((order) => order.shopping_cart_id)).toEqual([first.shopping_cart_id]);
    const charged = await t.database.db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.order_id', 'p.order_id')
      .select('p.payment_id')
      .where('o.shopping_cart_id', '=', second.shopping_cart_id)
      .execute();
    expect(charged).toEqual([]);
    // The cart keeps its line: the buyer removes it.
    const read = await t.app.inject({
      method: 'GET',
      url: cartUrl(second.shopping_cart_id),
      headers: member,
    });
    expect(read.json<ShoppingCart>().items).toHaveLength(1);
  });

  it('sells a plan for one person once when two carts check out at the same time', async () => {
    const item = await planItem(t.app, id('adult-social-membership'), {
      first: 'Grainne',
      last: 'Murphy',
    });
    const carts = [
      await createCart(t.app, [item], member),
      await createCart(t.app, [item], member),
      await createCart(t.app, [item], member),
    ];
    const tokens = await Promise.all(carts.map(() => cardToken(t.app, CARDS.visaDebit)));
    const answers = await Promise.all(
      carts.map((cart, index) =>
        checkout(t.app, member, {
          shopping_cart_id: cart.shopping_cart_id,
          confirmation_token: tokens[index],
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const message = `Grainne Murphy already has Adult Social Membership until ${await until('adult-social-membership')}.`;
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json<{ message: string }>().message).toBe(message);
    }
    const winner = answers.findIndex((answer) => answer.statusCode === 201);
    const orders = await ordersFor('adult-social-membership', 'Grainne');
    expect(orders).toEqual([
      expect.objectContaining({
        status: 'Completed',
        shopping_cart_id: carts[winner]!.shopping_cart_id,
      }),
    ]);
    const charged = await t.database.db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.order_id', 'p.order_id')
      .select('o.shopping_cart_id')
      .where(
        'o.shopping_cart_id',
        'in',
        carts.map((cart) => cart.shopping_cart_id),
      )
      .execute();
    expect(charged.map((row) => row.shopping_cart_id)).toEqual([carts[winner]!.shopping_cart_id]);
  });

  it('counts an unpaid order while it holds its places, not after its hold expired', async () => {
    const item = await planItem(t.app, id('adult-social-membership'), {
      first: 'Hugh',
      last: 'Murphy',
    });
    const first = await createCart(t.app, [item], member);
    // A card that needs the bank's step: the order waits for it, unpaid, holding its places.
    const waiting = await checkout(t.app, member, {
      shopping_cart_id: first.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.threeDSecure),
      return_url: 'http://demo.localhost:4200/checkout',
    });
    expect(waiting.json<CheckoutResult>().status).toBe('requires_action');
    const [held] = await ordersFor('adult-social-membership', 'Hugh');
    expect(held?.status).toBe('New');
    jsonError(
      await t.app.inject({
        method: 'POST',
        url: '/v2/store/demo/shopping-cart',
        headers: member,
        payload: { items: [item] },
      }),
      409,
    );
    await t.database.db
      .updateTable('orders')
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', held!.order_id)
      .execute();
    expect((await createCart(t.app, [item], member)).items).toHaveLength(1);
  });
});

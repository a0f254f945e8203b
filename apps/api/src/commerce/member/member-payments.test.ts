import type {
  ArrearsOrderList,
  ArrearsPayResult,
  CheckoutResult,
  FailedPaymentsResult,
  PaymentMethod,
  PaymentMethodList,
  SetupIntentResult,
} from '@touchline/contracts';
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
} from '../testing/commerce-test-kit';

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

const list = async (headers = member) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v2/member/payment-methods',
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<PaymentMethodList>();
};

describe('saved cards', () => {
  it('lists the member’s cards, the default first, and needs a signed-in member', async () => {
    jsonError(await t.app.inject({ method: 'GET', url: '/v2/member/payment-methods' }), 401);
    const cards = await list();
    expect(cards).toMatchObject({ total: 2, current_page: 1, per_page: 10, from: 1, to: 2 });
    expect(cards.items.map((card) => [card.last_four_digits, card.is_default])).toEqual([
      ['5556', true],
      ['0341', false],
    ]);
    const paged = await t.app.inject({
      method: 'GET',
      url: '/v2/member/payment-methods?per_page=1&page=2',
      headers: member,
    });
    expect(paged.json<PaymentMethodList>()).toMatchObject({ total: 2, from: 2, to: 2 });
    jsonError(
      await t.app.inject({
        method: 'GET',
        url: '/v2/member/payment-methods?per_page=0',
        headers: member,
      }),
      400,
    );
    expect((await list(admin)).total).toBe(0);
  });

  it('saves a card through a setup intent, makes it the default and removes it', async () => {
    const setup = await t.app.inject({
      method: 'GET',
      url: '/v2/member/create-payment-intent',
      headers: member,
    });
    expect(setup.statusCode).toBe(200);
    const { client_secret: secret, provider } = setup.json<SetupIntentResult>();
    expect(provider).toBe('test');
    expect(secret).toMatch(/^seti_test_/);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/v2/payments/test/setup-intents/confirm',
      payload: {
        client_secret: secret,
        confirmation_token: await cardToken(t.app, '5200828282828210'),
      },
    });
    expect(confirmed.statusCode).toBe(200);
    const paymentMethod = confirmed.json<{ payment_method: string }>().payment_method;

    const created = await t.app.inject({
      method: 'POST',
      url: '/v2/member/payment-methods/create',
      headers: member,
      payload: { payment_method: paymentMethod, is_default: true },
    });
    expect(created.statusCode).toBe(201);
    const card = created.json<PaymentMethod>();
    expect(card).toMatchObject({ brand: 'mastercard', last_four_digits: '8210', is_default: true });
    expect((await list()).items[0]!.id).toBe(card.id);

    const other = (await list()).items.find((item) => item.last_four_digits === '5556')!;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v2/member/payment-methods/${other.id}`,
      headers: member,
      payload: { is_default: true },
    });
    expect(patched.json<PaymentMethod>().is_default).toBe(true);
    expect((await list()).items.filter((item) => item.is_default).map((item) => item.id)).toEqual([
      other.id,
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v2/member/payment-methods/${card.id}`,
      headers: member,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list()).total).toBe(2);
    jsonError(
      await t.app.inject({
        method: 'DELETE',
        url: `/v2/member/payment-methods/${card.id}`,
        headers: member,
      }),
      404,
    );
    jsonError(
      await t.app.inject({
        method: 'PATCH',
        url: `/v2/member/payment-methods/${other.id}`,
        headers: admin,
        payload: { is_default: true },
      }),
      404,
    );
    jsonError(
      await t.app.inject({
        method: 'POST',
        url: '/v2/member/payment-methods/create',
        headers: member,
        payload: { payment_method: 'pm_test_unknown' },
      }),
      422,
    );
  });

  it('keeps the card used at checkout when the member asks to', async () => {
    const ids = await demoProducts(t.database.db);
    const cart = await createCart(t.app, [{ product_id: ids.get('club-scarf')! }], admin);
    const response = await checkout(t.app, admin, {
      shopping_cart_id: cart.shopping_cart_id,
      save_payment_method: true,
      confirmation_token: await cardToken(t.app, CARDS.visaCredit),
    });
    expect(response.json<CheckoutResult>().status).toBe('succeeded');
    const cards = await list(admin);
    expect(cards.items.map((card) => [card.last_four_digits, card.is_default])).toEqual([
      ['4242', true],
    ]);

    const paidWithSaved = await createCart(t.app, [{ product_id: ids.get('club-scarf')! }], admin);
    const again = await checkout(t.app, admin, {
      shopping_cart_id: paidWithSaved.shopping_cart_id,
      payment_method_id: cards.items[0]!.id,
    });
    expect(again.json<CheckoutResult>().status).toBe('succeeded');
    const stolen = await createCart(t.app, [{ product_id: ids.get('club-scarf')! }], member);
    const refused = await checkout(t.app, member, {
      shopping_cart_id: stolen.shopping_cart_id,
      payment_method_id: cards.items[0]!.id,
    });
    expect(jsonError(refused, 404).message).toBe('Payment method not found');
  });
});

describe('payments in arrears', () => {
  it('reports failed payments, refuses a card that is declined, and takes a good one', async () => {
    const flag = await t.app.inject({
      method: 'GET',
      url: '/v2/member/has-failed-payments',
      headers: member,
    });
    expect(flag.json<FailedPaymentsResult>()).toEqual({ has_failed_payments: true, count: 1 });
    const none = await t.app.inject({
      method: 'GET',
      url: '/v2/member/has-failed-payments',
      headers: admin,
    });
    expect(none.json<FailedPaymentsResult>()).toEqual({ has_failed_payments: false, count: 0 });

    const arrears = await t.app.inject({
      method: 'GET',
      url: '/v2/member/arrears/orders',
      headers: member,
    });
    const orders = arrears.json<ArrearsOrderList>();
    expect(orders.total).toBe(1);
    const order = orders.items[0]!;
    expect(order).toMatchObject({
      club: { slug: 'demo', name: 'Glenarden Gaels GAA Club' },
      currency: 'EUR',
      amount_due: 5000,
      instalments: [{ product_name: 'Adult Playing Membership', sequence: 2, amount: 5000 }],
    });

    const cards = (await list()).items;
    const failing = cards.find((card) => card.last_four_digits === '0341')!;
    const good = cards.find((card) => card.last_four_digits === '5556')!;
    const declined = await t.app.inject({
      method: 'POST',
      url: '/v2/member/arrears/pay',
      headers: member,
      payload: { order_ids: [order.order_id], payment_method_id: failing.id },
    });
    expect(jsonError(declined, 402).message).toBe(
      'There appears to be a problem with your card, please check details and re enter or contact your bank if problem persists',
    );
    const paid = await t.app.inject({
      method: 'POST',
      url: '/v2/member/arrears/pay',
      headers: member,
      payload: { order_ids: [order.order_id], payment_method_id: good.id, amount: 1 },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<ArrearsPayResult>()).toEqual({
      paid: [{ order_id: order.order_id, amount: 5000, currency: 'EUR' }],
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/v2/member/has-failed-payments',
      headers: member,
    });
    expect(after.json<FailedPaymentsResult>()).toEqual({ has_failed_payments: false, count: 0 });
    const nothing = await t.app.inject({
      method: 'POST',
      url: '/v2/member/arrears/pay',
      headers: member,
      payload: { order_ids: [order.order_id], payment_method_id: good.id },
    });
    expect(jsonError(nothing, 422).message).toBe('There is nothing to pay on these orders');
  });

  it('lets the member confirm with the bank when the card asks for it, then the arrears are paid', async () => {
    // The seeded order's last instalment failed too: the bank asked for authentication.
    const due = await t.database.db
      .selectFrom('order_instalments as i')
      .innerJoin('orders as o', 'o.order_id', 'i.order_id')
      .select(['i.order_instalment_id', 'i.order_id', 'i.amount'])
      .where('o.buyer_email', '=', 'member@demo.touchline.test')
      .where('o.status', '=', 'Completed')
      .where('i.status', '=', 'scheduled')
      .orderBy('i.sequence')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('order_instalments')
      .set({ status: 'failed', failed_at: new Date() })
      .where('order_instalment_id', '=', due.order_instalment_id)
      .execute();
    // A card that asks for 3-D Secure, saved by the member.
    const setup = await t.app.inject({
      method: 'GET',
      url: '/v2/member/create-payment-intent',
      headers: member,
    });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/v2/payments/test/setup-intents/confirm',
      payload: {
        client_secret: setup.json<SetupIntentResult>().client_secret,
        confirmation_token: await cardToken(t.app, CARDS.threeDSecure),
      },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/v2/member/payment-methods/create',
      headers: member,
      payload: { payment_method: confirmed.json<{ payment_method: string }>().payment_method },
    });
    const card = created.json<PaymentMethod>();
    const pay = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/member/arrears/pay',
        headers: member,
        payload: { order_ids: [due.order_id], payment_method_id: card.id, ...payload },
      });

    // Without a page to come back to, the payment is refused as the bank asks.
    expect(jsonError(await pay({}), 402)).toMatchObject({ code: 'authentication_required' });
    jsonError(await pay({ return_url: 'https://elsewhere.example/arrears' }), 400);

    const returnUrl = 'http://myaccount.localhost:4200/arrears';
    const asked = await pay({ return_url: returnUrl });
    expect(asked.statusCode).toBe(200);
    const answer = asked.json<ArrearsPayResult>();
    expect(answer.paid).toEqual([]);
    expect(answer.requires_action).toMatchObject({ order_id: due.order_id });
    const redirect = new URL(answer.requires_action!.redirect_url);
    expect(redirect.pathname).toBe(
      `/v2/payments/test/authenticate/${answer.requires_action!.payment_intent_id}`,
    );
    // Still owed until the member confirms.
    const before = await t.app.inject({
      method: 'GET',
      url: '/v2/member/arrears/orders',
      headers: member,
    });
    expect(before.json<ArrearsOrderList>().items.map((order) => order.order_id)).toEqual([
      due.order_id,
    ]);

    // The bank's page (the simulator's): the member approves and comes back to the account.
    const page = await t.app.inject({
      method: 'GET',
      url: `${redirect.pathname}${redirect.search}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    const approved = await t.app.inject({
      method: 'POST',
      url: redirect.pathname,
      payload: {
        client_secret: redirect.searchParams.get('client_secret'),
        outcome: 'approve',
      },
    });
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(returnUrl);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(back.searchParams.get('payment_intent')).toBe(answer.requires_action!.payment_intent_id);

    const after = await t.app.inject({
      method: 'GET',
      url: '/v2/member/arrears/orders',
      headers: member,
    });
    expect(after.json<ArrearsOrderList>().total).toBe(0);
    const instalment = await t.database.db
      .selectFrom('order_instalments')
      .select('status')
      .where('order_instalment_id', '=', due.order_instalment_id)
      .executeTakeFirstOrThrow();
    expect(instalment.status).toBe('paid');
  });

  it('answers bad input with 4xx JSON', async () => {
    const pay = (payload: unknown, headers = member) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/member/arrears/pay',
        headers,
        payload: payload as object,
      });
    jsonError(await pay({ order_ids: ["' or 1=1--"], payment_method_id: 1 }), 400);
    jsonError(await pay({ order_ids: [], payment_method_id: 1 }), 400);
    jsonError(
      await pay({ order_ids: ['00000000-0000-4000-8000-000000000000'], payment_method_id: -3 }),
      400,
    );
    jsonError(
      await pay({ order_ids: ['00000000-0000-4000-8000-000000000000'], payment_method_id: 999999 }),
      404,
    );
    jsonError(
      await pay({ order_ids: ['00000000-0000-4000-8000-000000000000'], payment_method_id: 1 }, {}),
      401,
    );
  });
});

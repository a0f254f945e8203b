import type {
  CheckoutResult,
  FreeCheckoutResult,
  Order,
  PaymentIntentResult,
  ShoppingCart,
  TestIntent,
} from '@touchline/contracts';
import { pdfText } from '../testing/pdf-text';
import {
  adminToken,
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
  guestHeaders,
  jsonError,
  memberToken,
  planItem,
  resetRateLimits,
  SITE,
  startCommerceApp,
  type IdentityTestApp,
} from '../testing/commerce-test-kit';

let t: IdentityTestApp;
let ids: Map<string, number>;
let member: Record<string, string>;
let accountId: number;
const id = (slug: string) => ids.get(slug)!;

beforeAll(async () => {
  t = await startCommerceApp();
  ids = await demoProducts(t.database.db);
  member = bearer(await memberToken(t.app));
  accountId = (
    await t.database.db
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).account_id;
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetRateLimits(t.database);
});

const scarfCart = (headers: Record<string, string> = member) =>
  createCart(t.app, [{ product_id: id('club-scarf'), quantity: 2 }], headers);

async function readOrder(orderId: string, headers: Record<string, string> = member) {
  return t.app.inject({ method: 'GET', url: `/v2/store/demo/orders/${orderId}`, headers });
}

async function receiptsTo(email: string) {
  return t.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'data'])
    .where('kind', '=', 'order_receipt')
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
}

describe('paid checkout with the card simulator', () => {
  it('takes the payment, completes the order, closes the cart and mails a receipt', async () => {
    const cart = await scarfCart();
    const response = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
      amount: 1,
      total: 1,
    });
    expect(response.statusCode).toBe(201);
    const result = response.json<CheckoutResult>();
    expect(result).toMatchObject({
      status: 'succeeded',
      order_status: 'Completed',
      amount: 3000,
      currency: 'eur',
      error: null,
    });
    expect(result.payment_token).toMatch(/^pi_test_.+_secret_/);

    const order = (await readOrder(result.order_id)).json<Order>();
    expect(order).toMatchObject({
      status: 'Completed',
      order_seq: result.order_seq,
      is_guest_checkout: false,
      pay_today: { subtotal: 3000, discount: 0, total: 3000 },
      buyer: { first_name: 'Siobhan', last_name: 'Murphy', email: 'member@demo.touchline.test' },
    });
    expect(order.items).toMatchObject([
      {
        product: { name: 'Club Scarf', type: 'ShopItem' },
        quantity: 2,
        price: 3000,
        subtotal: 3000,
      },
    ]);
    expect(order.transactions[0]).toMatchObject({
      status: 'succeeded',
      amount: 3000,
      settlement: { brand: 'visa', last_four_digits: '5556', expiration_month: 12 },
    });

    const closed = await t.app.inject({
      method: 'GET',
      url: `/v2/store/demo/shopping-cart/${cart.shopping_cart_id}`,
      headers: member,
    });
    jsonError(closed, 404);

    const receipts = await receiptsTo('member@demo.touchline.test');
    const receipt = receipts.find((mail) => mail.data['order_id'] === result.order_id);
    expect(receipt?.subject).toBe(`Glenarden Gaels GAA Club: order ${result.order_seq} confirmed`);
    expect(receipt?.text_body).toContain('Club Scarf × 2: €30.00');
    expect(receipt?.text_body).toContain('Total: €30.00');
  });

  it('returns the same order for a repeated request (cart revision or Idempotency-Key)', async () => {
    const cart = await scarfCart();
    const token = await cardToken(t.app, CARDS.visaDebit);
    const first = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      confirmation_token: token,
    });
    expect(first.statusCode).toBe(201);
    const again = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      confirmation_token: token,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<CheckoutResult>().order_id).toBe(first.json<CheckoutResult>().order_id);

    const keyed = await scarfCart();
    const headers = { ...member, 'idempotency-key': `checkout-${keyed.shopping_cart_id}` };
    const one = await checkout(t.app, headers, { shopping_cart_id: keyed.shopping_cart_id });
    const two = await checkout(t.app, headers, { shopping_cart_id: keyed.shopping_cart_id });
    expect([one.statusCode, two.statusCode]).toEqual([201, 200]);
    expect(two.json<CheckoutResult>().order_id).toBe(one.json<CheckoutResult>().order_id);
    expect(two.json<CheckoutResult>().payment_token).toBe(one.json<CheckoutResult>().payment_token);
    const orders = await t.database.db
      .selectFrom('orders')
      .select('order_id')
      .where('shopping_cart_id', '=', keyed.shopping_cart_id)
      .execute();
    expect(orders).toHaveLength(1);
    jsonError(
      await checkout(
        t.app,
        { ...member, 'idempotency-key': 'x' },
        { shopping_cart_id: keyed.shopping_cart_id },
      ),
      400,
    );
  });

  it('answers a declined card with 402 and the message to show; another card can pay after', async () => {
    const cart = await scarfCart();
    const declined = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.declined),
    });
    const body = jsonError(declined, 402);
    expect(body).toMatchObject({
      message:
        'There appears to be a problem with your card, please check details and re enter or contact your bank if problem persists',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    const orderId = body['order_id'] as string;
    expect((await readOrder(orderId)).json<Order>().status).toBe('New');

    const funds = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.insufficientFunds),
    });
    expect(jsonError(funds, 402).message).toBe('Your card has insufficient funds.');

    const paid = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<CheckoutResult>()).toMatchObject({ order_id: orderId, status: 'succeeded' });
    const order = (await readOrder(orderId)).json<Order>();
    expect(order.status).toBe('Completed');
    expect(order.transactions[0]!.status).toBe('succeeded');
  });

  it('lets the browser confirm with the payment token (simulator), as the provider library would', async () => {
    const cart = await scarfCart();
    const started = await checkout(t.app, member, { shopping_cart_id: cart.shopping_cart_id });
    expect(started.statusCode).toBe(201);
    const { payment_token: secret, order_id: orderId, status } = started.json<CheckoutResult>();
    expect(status).toBe('requires_payment_method');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/v2/payments/test/payment-intents/confirm',
      payload: {
        client_secret: secret,
        confirmation_token: await cardToken(t.app, CARDS.visaCredit),
      },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<TestIntent>().status).toBe('succeeded');
    expect((await readOrder(orderId)).json<Order>().status).toBe('Completed');
    const read = await t.app.inject({
      method: 'GET',
      url: `/v2/payments/test/payment-intents?client_secret=${encodeURIComponent(secret)}`,
    });
    expect(read.json<TestIntent>()).toMatchObject({ status: 'succeeded', amount: 3000 });
  });

  it('goes through the 3-D Secure page and back to the site with the status', async () => {
    const returnUrl = `${SITE}/checkout`;
    const run = async (outcome: 'approve' | 'fail') => {
      const cart = await scarfCart();
      const response = await checkout(t.app, member, {
        shopping_cart_id: cart.shopping_cart_id,
        confirmation_token: await cardToken(t.app, CARDS.threeDSecure),
        return_url: returnUrl,
      });
      expect(response.statusCode).toBe(201);
      const result = response.json<CheckoutResult>();
      expect(result.status).toBe('requires_action');
      const redirect = result.next_action?.redirect_url ?? '';
      expect(redirect).toMatch(
        /^http:\/\/localhost:3333\/v2\/payments\/test\/authenticate\/pi_test_/,
      );
      const path = redirect.replace('http://localhost:3333', '');
      const page = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('Confirm your payment');
      expect(page.body).toContain('€30.00');
      expect(page.body).toContain('Complete authentication');
      expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${SITE}`);
      const secret = new URL(redirect).searchParams.get('client_secret')!;
      const answer = await t.app.inject({
        method: 'POST',
        url: path.split('?')[0]!,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ client_secret: secret, outcome }).toString(),
      });
      expect(answer.statusCode).toBe(303);
      const back = new URL(answer.headers.location as string);
      expect(`${back.origin}${back.pathname}`).toBe(returnUrl);
      return { result, back };
    };
    const approved = await run('approve');
    expect(approved.back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(approved.back.searchParams.get('payment_intent')).toBe(
      approved.result.payment_intent_id,
    );
    expect((await readOrder(approved.result.order_id)).json<Order>().status).toBe('Completed');

    const failed = await run('fail');
    expect(failed.back.searchParams.get('redirect_status')).toBe('failed');
    expect((await readOrder(failed.result.order_id)).json<Order>().status).toBe('New');

    const finished = await t.app.inject({
      method: 'GET',
      url: `/v2/payments/test/authenticate/${approved.result.payment_intent_id}?client_secret=${encodeURIComponent(approved.result.payment_token)}`,
    });
    jsonError(finished, 404);
  });

  it('refuses a return address outside the club sites', async () => {
    const cart = await scarfCart();
    const response = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      return_url: 'https://evil.example/steal',
    });
    expect(jsonError(response, 400).message).toBe('The return_url must be a page of the club site');
  });

  it('refuses credit cards for lotto in the restricted countries, debit cards pass', async () => {
    await t.database.db
      .updateTable('clubs')
      .set({ address_country: 'Northern Ireland' })
      .where('account_id', '=', accountId)
      .execute();
    try {
      const lotto = () =>
        createCart(
          t.app,
          [{ product_id: id('club-lotto'), metadata: { pick: [[1, 2, 3, 4]] } }],
          member,
        );
      const cart = await lotto();
      const refused = await checkout(t.app, member, {
        shopping_cart_id: cart.shopping_cart_id,
        confirmation_token: await cardToken(t.app, CARDS.visaCredit),
      });
      expect(jsonError(refused, 422)).toMatchObject({
        message: 'Credit cards are not accepted for Lotto products. Please use a debit card.',
        code: 'credit_card_not_accepted',
      });
      const secret = jsonError(refused, 422)['payment_token'] as string;
      const browser = await t.app.inject({
        method: 'POST',
        url: '/v2/payments/test/payment-intents/confirm',
        payload: {
          client_secret: secret,
          confirmation_token: await cardToken(t.app, CARDS.visaCredit),
        },
      });
      expect(jsonError(browser, 422).message).toBe(
        'Credit cards are not accepted for Lotto products. Please use a debit card.',
      );
      const debit = await checkout(t.app, member, {
        shopping_cart_id: cart.shopping_cart_id,
        confirmation_token: await cardToken(t.app, CARDS.visaDebit),
      });
      expect(debit.json<CheckoutResult>().status).toBe('succeeded');

      // Outside the restricted countries a credit card is fine.
      await t.database.db
        .updateTable('clubs')
        .set({ address_country: 'Ireland' })
        .where('account_id', '=', accountId)
        .execute();
      const irish = await lotto();
      const credit = await checkout(t.app, member, {
        shopping_cart_id: irish.shopping_cart_id,
        confirmation_token: await cardToken(t.app, CARDS.visaCredit),
      });
      expect(credit.json<CheckoutResult>().status).toBe('succeeded');
    } finally {
      await t.database.db
        .updateTable('clubs')
        .set({ address_country: 'Ireland' })
        .where('account_id', '=', accountId)
        .execute();
    }
  });

  it('creates the payment intent from the cart total, whatever amount the browser sends', async () => {
    const cart = await scarfCart();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/create-payment-intent',
      headers: member,
      payload: { shopping_cart_id: cart.shopping_cart_id, amount: 1, currency: 'usd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PaymentIntentResult>()).toMatchObject({
      amount: 3000,
      currency: 'eur',
      status: 'requires_payment_method',
    });
    const negative = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/create-payment-intent',
      headers: member,
      payload: { shopping_cart_id: cart.shopping_cart_id, amount: 'lots' },
    });
    jsonError(negative, 400);
  });

  it('keeps in the cart what was added after the checkout started, once the payment completes the order', async () => {
    const cart = await scarfCart();
    const started = (
      await checkout(t.app, member, { shopping_cart_id: cart.shopping_cart_id })
    ).json<CheckoutResult>();
    expect(started.status).toBe('requires_payment_method');
    // Another tab adds two bags while the first one is paying for the scarves.
    const added = await t.app.inject({
      method: 'POST',
      url: `/v2/store/demo/shopping-cart/${cart.shopping_cart_id}`,
      headers: member,
      payload: { items: [{ product_id: id('gear-bag'), quantity: 2, metadata: { size: 'L' } }] },
    });
    expect(added.statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/v2/payments/test/payment-intents/confirm',
      payload: {
        client_secret: started.payment_token,
        confirmation_token: await cardToken(t.app, CARDS.visaDebit),
      },
    });
    expect(confirmed.json<TestIntent>().status).toBe('succeeded');
    const order = (await readOrder(started.order_id)).json<Order>();
    expect(order.status).toBe('Completed');
    expect(order.items.map((item) => [item.product.name, item.quantity])).toEqual([
      ['Club Scarf', 2],
    ]);

    // The bags are still in the cart, and nothing else: they can be bought next.
    const left = await t.app.inject({
      method: 'GET',
      url: `/v2/store/demo/shopping-cart/${cart.shopping_cart_id}`,
      headers: member,
    });
    expect(left.statusCode).toBe(200);
    const kept = left.json<ShoppingCart>();
    expect(kept.items.map((item) => [item.product_id, item.quantity])).toEqual([
      [id('gear-bag'), 2],
    ]);
    expect(kept.pay_today.total).toBe(2 * 3000);
    const next = (
      await checkout(t.app, member, {
        shopping_cart_id: cart.shopping_cart_id,
        confirmation_token: await cardToken(t.app, CARDS.visaDebit),
      })
    ).json<CheckoutResult>();
    expect(next).toMatchObject({ order_status: 'Completed', amount: 2 * 3000 });
    expect(next.order_id).not.toBe(started.order_id);
    expect((await readOrder(started.order_id)).json<Order>().status).toBe('Completed');
    const closed = await t.app.inject({
      method: 'GET',
      url: `/v2/store/demo/shopping-cart/${cart.shopping_cart_id}`,
      headers: member,
    });
    jsonError(closed, 404);
  });

  it('cancels the order of an older cart revision and gives its stock back', async () => {
    const bags = () =>
      t.database.db
        .selectFrom('products')
        .select('available_count')
        .where('product_id', '=', id('gear-bag'))
        .executeTakeFirstOrThrow();
    const before = (await bags()).available_count!;
    const cart = await createCart(
      t.app,
      [{ product_id: id('gear-bag'), metadata: { size: 'M' } }],
      member,
    );
    const first = (
      await checkout(t.app, member, { shopping_cart_id: cart.shopping_cart_id })
    ).json<CheckoutResult>();
    expect((await bags()).available_count).toBe(before - 1);
    await t.app.inject({
      method: 'POST',
      url: `/v2/store/demo/shopping-cart/${cart.shopping_cart_id}`,
      headers: member,
      payload: { items: [{ product_id: id('club-scarf') }] },
    });
    const second = (
      await checkout(t.app, member, { shopping_cart_id: cart.shopping_cart_id })
    ).json<CheckoutResult>();
    expect(second.order_id).not.toBe(first.order_id);
    expect(second.amount).toBe(3000 + 1500);
    expect((await readOrder(first.order_id)).json<Order>().status).toBe('Cancelled');
    expect((await bags()).available_count).toBe(before - 1);
    const old = await t.app.inject({
      method: 'POST',
      url: '/v2/payments/test/payment-intents/confirm',
      payload: {
        client_secret: first.payment_token,
        confirmation_token: await cardToken(t.app, CARDS.visaDebit),
      },
    });
    jsonError(old, 400);
  });
});

describe('books of draw tickets', () => {
  it('take their tickets from the stock and give them back when the order is replaced', async () => {
    const tickets = async () =>
      (
        await t.database.db
          .selectFrom('products')
          .select('available_count')
          .where('product_id', '=', id('summer-draw'))
          .executeTakeFirstOrThrow()
      ).available_count!;
    const before = await tickets();
    const cart = await createCart(
      t.app,
      [
        {
          product_id: id('summer-draw'),
          quantity: 2,
          metadata: { configurable_price: { title: 'Book of 3 tickets' } },
        },
      ],
      member,
    );
    const first = await checkout(t.app, member, { shopping_cart_id: cart.shopping_cart_id });
    expect(first.json<CheckoutResult>().amount).toBe(24000);
    expect(await tickets()).toBe(before - 6);
    await t.app.inject({
      method: 'POST',
      url: `/v2/store/demo/shopping-cart/${cart.shopping_cart_id}`,
      headers: member,
      payload: { items: [{ product_id: id('club-scarf') }] },
    });
    await checkout(t.app, member, { shopping_cart_id: cart.shopping_cart_id });
    // The first order gave its 6 tickets back; the second took 6 again.
    expect(await tickets()).toBe(before - 6);
  });
});

describe('free checkout, guests and refusals', () => {
  beforeAll(async () => {
    await t.database.db
      .insertInto('discount_codes')
      .values({
        account_id: accountId,
        code: 'ALLFREE',
        name: 'On the house',
        type: 'percentage',
        amount: 100,
      })
      .execute();
  });

  it('completes a free order at once and mails a receipt; paid and free calls are not mixed up', async () => {
    const cart = await scarfCart();
    const paidCall = async () =>
      checkout(t.app, member, { shopping_cart_id: cart.shopping_cart_id });
    const notFree = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/free_checkout',
      headers: member,
      payload: { shopping_cart_id: cart.shopping_cart_id },
    });
    expect(jsonError(notFree, 422).message).toBe('This order is not free: please pay for it');
    const applied = await t.app.inject({
      method: 'POST',
      url: `/v2/store/demo/shopping-cart/${cart.shopping_cart_id}/discounts/codes/apply`,
      headers: member,
      payload: { code: 'ALLFREE' },
    });
    expect(applied.json<{ shopping_cart: ShoppingCart }>().shopping_cart.pay_today.total).toBe(0);
    expect(jsonError(await paidCall(), 422).message).toBe(
      'This order is free: complete it without payment',
    );
    const free = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/free_checkout',
      headers: member,
      payload: { shopping_cart_id: cart.shopping_cart_id },
    });
    expect(free.statusCode).toBe(201);
    const { order_id: orderId } = free.json<FreeCheckoutResult>();
    const order = (await readOrder(orderId)).json<Order>();
    expect(order).toMatchObject({
      status: 'Completed',
      pay_today: { subtotal: 3000, discount: 3000, total: 0 },
      discount_codes: [{ code: 'ALLFREE', amount: 3000 }],
      transactions: [],
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/v2/store/demo/free_checkout',
      headers: member,
      payload: { shopping_cart_id: cart.shopping_cart_id },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<FreeCheckoutResult>().order_id).toBe(orderId);
    const receipts = await receiptsTo('member@demo.touchline.test');
    expect(receipts.filter((mail) => mail.data['order_id'] === orderId)).toHaveLength(1);
  });

  it('lets a guest buy tickets with the guest header and read the order, no one else', async () => {
    const guest = await guestHeaders(t.app, 'guest.buyer@example.ie');
    const cart = await createCart(t.app, [{ product_id: id('summer-draw'), quantity: 2 }], guest);
    const response = await checkout(t.app, guest, {
      shopping_cart_id: cart.shopping_cart_id,
      guest_first_name: 'Gerard',
      guest_last_name: 'Byrne',
      save_payment_method: true,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(response.statusCode).toBe(201);
    const result = response.json<CheckoutResult>();
    const order = await readOrder(result.order_id, guest);
    expect(order.json<Order>()).toMatchObject({
      status: 'Completed',
      is_guest_checkout: true,
      buyer: { first_name: 'Gerard', last_name: 'Byrne', email: 'guest.buyer@example.ie' },
      pay_today: { total: 10000 },
    });
    const withoutHeader = await readOrder(result.order_id, {
      authorization: guest['authorization']!,
    });
    jsonError(withoutHeader, 401);
    jsonError(await readOrder(result.order_id, member), 404);
    const admin = await readOrder(result.order_id, bearer(await adminToken(t.app)));
    expect(admin.statusCode).toBe(200);
    expect((await receiptsTo('guest.buyer@example.ie')).length).toBe(1);
  });

  it('keeps the card of an auto-renewing lotto entry and refuses it to a guest', async () => {
    const renewing = [
      { product_id: id('club-lotto'), metadata: { pick: [[2, 4, 6, 8]], auto_renewal: true } },
    ];
    const guest = await guestHeaders(t.app, 'renewing.guest@example.ie');
    const guestCart = await createCart(t.app, renewing, guest);
    expect(guestCart.requires_saved_card).toBe(true);
    const refused = await checkout(t.app, guest, {
      shopping_cart_id: guestCart.shopping_cart_id,
      guest_first_name: 'Rita',
      guest_last_name: 'Nolan',
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(jsonError(refused, 403).message).toBe(
      'Please sign in to buy an entry that renews automatically or is paid in instalments: your card is saved for the later payments.',
    );

    // A member's card is kept even when the browser did not ask for it.
    const cart = await createCart(t.app, renewing, member);
    const paid = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      save_payment_method: false,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(paid.statusCode).toBe(201);
    const order = await t.database.db
      .selectFrom('orders')
      .select('save_payment_method')
      .where('order_id', '=', paid.json<CheckoutResult>().order_id)
      .executeTakeFirstOrThrow();
    expect(order.save_payment_method).toBe(true);
  });

  it('refuses checkout without sign-in, for an empty cart, or where the club takes no orders', async () => {
    const cart = await scarfCart();
    jsonError(await checkout(t.app, {}, { shopping_cart_id: cart.shopping_cart_id }), 401);
    await t.app.inject({
      method: 'DELETE',
      url: `/v2/store/demo/shopping-cart/${cart.shopping_cart_id}/item/${cart.items[0]!.shopping_cart_item}`,
      headers: member,
    });
    const empty = await checkout(t.app, member, { shopping_cart_id: cart.shopping_cart_id });
    expect(jsonError(empty, 422).message).toBe('Your cart must contain items to continue.');
    const quiet = await t.app.inject({
      method: 'POST',
      url: '/v2/store/quiet/checkouts',
      headers: member,
      payload: { shopping_cart_id: cart.shopping_cart_id },
    });
    expect(jsonError(quiet, 403).message).toBe(
      'Unfortunately you cannot make purchases at this time. Please try again later',
    );
    const wrongTypes = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      save_payment_method: 'yes',
    });
    jsonError(wrongTypes, 400);
    jsonError(await checkout(t.app, member, { shopping_cart_id: "'; drop table orders;--" }), 400);
  });
});

describe('limited stock under concurrent checkouts', () => {
  it('sells the last places once: no oversell, no double order', async () => {
    const student = id('student-membership');
    const left = async () =>
      (
        await t.database.db
          .selectFrom('products')
          .select('available_count')
          .where('product_id', '=', student)
          .executeTakeFirstOrThrow()
      ).available_count;
    expect(await left()).toBe(3);
    const carts = await Promise.all(
      Array.from({ length: 8 }, async (_, index) =>
        createCart(
          t.app,
          [await planItem(t.app, student, { first: `Student${index}`, last: 'Ryan' })],
          member,
        ),
      ),
    );
    const tokens = await Promise.all(carts.map(() => cardToken(t.app, CARDS.visaDebit)));
    const answers = await Promise.all(
      carts.map((cart, index) =>
        checkout(t.app, member, {
          shopping_cart_id: cart.shopping_cart_id,
          confirmation_token: tokens[index],
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json<{ message: string }>().message).toBe(
        'Maximum number of subscriptions has been reached for this plan.',
      );
    }
    expect(await left()).toBe(0);
    const sold = await t.database.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.order_id', 'i.order_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('i.product_id', '=', student)
      .where('o.status', '<>', 'Cancelled')
      .executeTakeFirstOrThrow();
    expect(Number(sold.count)).toBe(3);

    const cart = await scarfCart();
    const token = await cardToken(t.app, CARDS.visaDebit);
    const same = await Promise.all(
      Array.from({ length: 6 }, () =>
        checkout(t.app, member, {
          shopping_cart_id: cart.shopping_cart_id,
          confirmation_token: token,
        }),
      ),
    );
    expect(new Set(same.map((answer) => answer.json<CheckoutResult>().order_id)).size).toBe(1);
    expect(same.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const orders = await t.database.db
      .selectFrom('orders')
      .select('order_id')
      .where('shopping_cart_id', '=', cart.shopping_cart_id)
      .execute();
    expect(orders).toHaveLength(1);
  });
});

describe('order receipt PDF', () => {
  it('answers application/pdf with the order number, in the time zone asked for', async () => {
    const cart = await scarfCart();
    const result = (
      await checkout(t.app, member, {
        shopping_cart_id: cart.shopping_cart_id,
        confirmation_token: await cardToken(t.app, CARDS.visaDebit),
      })
    ).json<CheckoutResult>();
    const response = await t.app.inject({
      method: 'GET',
      url: `/v2/store/demo/orders/${result.order_id}/download?timezone=Europe/Dublin`,
      headers: member,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="order-${result.order_seq}.pdf"`,
    );
    const { pages } = await pdfText(response.rawPayload);
    const text = pages.join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(`ID ${result.order_seq}`);
    expect(text).toContain('Club Scarf × 2');
    expect(text).toContain('Total €30.00');

    const zone = await t.app.inject({
      method: 'GET',
      url: `/v2/store/demo/orders/${result.order_id}/download?timezone=Mars%2FOlympus`,
      headers: member,
    });
    jsonError(zone, 400);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/v2/store/demo/orders/${result.order_id}/download`,
      headers: await guestHeaders(t.app, 'stranger@example.ie'),
    });
    jsonError(stranger, 404);
  });
});

describe('payment provider calls', () => {
  it('tells the browser which provider to use and has no webhook for the simulator', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/v2/payments/config' });
    expect(config.json()).toEqual({ provider: 'test', publishable_key: null });
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/v2/payments/stripe/webhook',
      payload: { type: 'payment_intent.succeeded' },
    });
    jsonError(webhook, 404);
  });

  it('refuses bad card numbers like the provider', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/payments/test/confirmation-tokens',
      payload: { number: '4242424242424241', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    expect(jsonError(response, 402)).toMatchObject({
      message: 'Your card number is incorrect.',
      code: 'incorrect_number',
    });
    jsonError(
      await t.app.inject({
        method: 'POST',
        url: '/v2/payments/test/confirmation-tokens',
        payload: { number: '<script>', exp_month: 13, exp_year: 2040, cvc: '1' },
      }),
      400,
    );
  });
});

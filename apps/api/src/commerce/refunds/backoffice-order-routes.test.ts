import { FormatRegistry } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  BackofficeOrder,
  BackofficeOrderPage,
  RefundResult,
  type CancelInstalmentsResult,
  type CheckoutResult,
} from '@touchline/contracts';
import { signInBySso } from '../../identity/identity-test-kit';
import { DomainError } from '../../errors/domain-error';
import { createSimulatedCardProvider } from '../../payments/simulated-card-provider';
import { testConfig } from '../../testing/test-database';
import { createCommerceContext } from '../commerce-context';
import { createOrderRefundService } from './order-refund-service';
import { OUTSIDE_REFUND_REASON, recordProviderRefund } from './provider-refund-events';
import { resumePendingRefunds } from './refund-resumption';
import type { PaymentPort, RefundState } from '../../payments/payment-port';
import { createClock } from '../../clock/clock';
import { runBackgroundJobs } from '../../jobs/background-jobs';
import { QUEUES, startJobQueue, type JobQueue } from '../../jobs/job-queue';
import { waitFor } from '../../testing/wait-for';
import { dueInstalments } from '../collection/collection-repository';
import {
  adminToken,
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
  SEEDED,
  startCommerceApp,
  type IdentityTestApp,
} from '../testing/commerce-test-kit';

// Refunds and cancellations from the back office, through the API as a club admin calls it.

jest.setTimeout(120_000);

const BASE = '/v2/backoffice/orders';
const MEMBER = 'member@demo.touchline.test';
if (!FormatRegistry.Has('uuid')) {
  FormatRegistry.Set('uuid', (value) => /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(value));
}
const checkPage = TypeCompiler.Compile(BackofficeOrderPage);
const checkOrder = TypeCompiler.Compile(BackofficeOrder);
const checkRefund = TypeCompiler.Compile(RefundResult);

let t: IdentityTestApp;
let ids: Map<string, number>;
let admin: Record<string, string>;
let member: Record<string, string>;
let keys = 0;
const id = (slug: string) => ids.get(slug)!;
const key = () => `refund-test-${(keys += 1).toString().padStart(4, '0')}`;

beforeAll(async () => {
  t = await startCommerceApp();
  ids = await demoProducts(t.database.db);
  admin = bearer(await adminToken(t.app));
  member = bearer(await memberToken(t.app));
  // These tests buy her seeded plan again.
  await endSeededMemberships(t.database.db);
  // Enough gear bags (a product whose stock is counted) for every order of this file.
  await t.database.db
    .updateTable('products')
    .set({ available_count: 100 })
    .where('product_id', '=', id('gear-bag'))
    .execute();
});
afterAll(async () => t?.close());
beforeEach(async () => resetRateLimits(t.database));

/** A paid order of the demo member: a gear bag (stock kept) and two club scarves. */
async function shopOrder(): Promise<CheckoutResult> {
  const cart = await createCart(
    t.app,
    [
      { product_id: id('gear-bag'), quantity: 1, metadata: { size: 'M' } },
      { product_id: id('club-scarf'), quantity: 2 },
    ],
    member,
  );
  const paid = await checkout(t.app, member, {
    shopping_cart_id: cart.shopping_cart_id,
    confirmation_token: await cardToken(t.app, CARDS.visaDebit),
  });
  expect(paid.statusCode).toBe(201);
  return paid.json<CheckoutResult>();
}

/** A paid first payment of the adult membership in three instalments, for a new person. */
async function instalmentOrder(first: string, named = true): Promise<CheckoutResult> {
  const plan = id('adult-playing-membership');
  const option = await t.database.db
    .selectFrom('payment_options')
    .select('payment_option_id')
    .where('product_id', '=', plan)
    .where('type', '=', 'instalment')
    .executeTakeFirstOrThrow();
  const item = await planItem(
    t.app,
    plan,
    { first, last: 'Refundson', email: `${first.toLowerCase()}.refundson@example.ie`, named },
    { payment_option_id: option.payment_option_id },
  );
  const cart = await createCart(t.app, [item], member);
  const paid = await checkout(t.app, member, {
    shopping_cart_id: cart.shopping_cart_id,
    confirmation_token: await cardToken(t.app, CARDS.visaDebit),
  });
  expect(paid.statusCode).toBe(201);
  return paid.json<CheckoutResult>();
}

/** A paid order of the demo member: `quantity` gear bags (stock kept). */
async function bagsOrder(quantity: number): Promise<CheckoutResult> {
  const cart = await createCart(
    t.app,
    [{ product_id: id('gear-bag'), quantity, metadata: { size: 'M' } }],
    member,
  );
  const paid = await checkout(t.app, member, {
    shopping_cart_id: cart.shopping_cart_id,
    confirmation_token: await cardToken(t.app, CARDS.visaDebit),
  });
  expect(paid.statusCode).toBe(201);
  return paid.json<CheckoutResult>();
}

async function readOrder(orderId: string, headers = admin): Promise<BackofficeOrder> {
  const response = await t.app.inject({ method: 'GET', url: `${BASE}/${orderId}`, headers });
  expect(response.statusCode).toBe(200);
  const order = response.json<BackofficeOrder>();
  expect(checkOrder.Check(order)).toBe(true);
  return order;
}

const refund = (orderId: string, payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: `${BASE}/${orderId}/refunds`, headers, payload });

const lineOf = (order: BackofficeOrder, name: string) =>
  order.lines.find((line) => line.name.startsWith(name))!;

const stockOf = async (slug: string) =>
  (
    await t.database.db
      .selectFrom('products')
      .select('available_count')
      .where('product_id', '=', id(slug))
      .executeTakeFirstOrThrow()
  ).available_count;

const refundMails = (orderId: string) =>
  t.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'to_address', 'data'])
    .where('kind', '=', 'order_refunded')
    .where(({ ref }) => ref('data', '->>').key('order_id' as never), '=', orderId)
    .orderBy('id')
    .execute();

const simulatorRefunds = (intentId: string) =>
  t.database.db
    .selectFrom('payment_sim_refunds')
    .select(['amount', 'idempotency_key'])
    .where('intent_id', '=', intentId)
    .execute();

describe('the club’s orders in the back office', () => {
  it('lists them newest first, paged, found by order number or buyer email', async () => {
    const older = await shopOrder();
    const newer = await shopOrder();
    const page = await t.app.inject({ method: 'GET', url: `${BASE}?per_page=2`, headers: admin });
    expect(page.statusCode).toBe(200);
    const body = page.json<BackofficeOrderPage>();
    expect(checkPage.Check(body)).toBe(true);
    expect(body.items.map((order) => order.order_seq)).toEqual([newer.order_seq, older.order_seq]);
    expect(body).toMatchObject({ current_page: 1, per_page: 2, from: 1, to: 2 });
    expect(body.items[0]).toMatchObject({
      status: 'Completed',
      buyer_name: 'Siobhan Murphy',
      buyer_email: MEMBER,
      total: 6000,
      paid: 6000,
      refunded: 0,
      refund_state: 'not_refunded',
    });

    const bySeq = await t.app.inject({
      method: 'GET',
      url: `${BASE}?search=%23${older.order_seq}`,
      headers: admin,
    });
    expect(bySeq.json<BackofficeOrderPage>().items.map((order) => order.order_id)).toEqual([
      older.order_id,
    ]);
    const byEmail = await t.app.inject({
      method: 'GET',
      url: `${BASE}?search=MEMBER%40demo&per_page=100`,
      headers: admin,
    });
    const found = byEmail.json<BackofficeOrderPage>();
    expect(found.items.map((order) => order.order_id)).toEqual(
      expect.arrayContaining([older.order_id, newer.order_id]),
    );
    expect(found.items.every((order) => order.buyer_email === MEMBER)).toBe(true);
    const none = await t.app.inject({
      method: 'GET',
      url: `${BASE}?search=nobody%40nowhere.ie`,
      headers: admin,
    });
    expect(none.json<BackofficeOrderPage>()).toMatchObject({ items: [], total: 0, from: null });
  });

  it('shows an order’s lines, amounts and payments', async () => {
    const placed = await shopOrder();
    const order = await readOrder(placed.order_id);
    expect(order).toMatchObject({
      order_seq: placed.order_seq,
      total: 6000,
      paid: 6000,
      refundable: 6000,
      refund_state: 'not_refunded',
      refunds: [],
    });
    expect(order.lines.map((line) => [line.name, line.quantity, line.paid])).toEqual([
      ['Gear Bag', 1, 3000],
      ['Club Scarf', 2, 3000],
    ]);
    expect(order.payments).toEqual([
      expect.objectContaining({
        purpose: 'checkout',
        amount: 6000,
        status: 'succeeded',
        card: 'visa •••• 5556',
        refunded: 0,
      }),
    ]);
  });
});

describe('refunds', () => {
  it('refunds part of a line once however often it is asked, and mails the member a receipt', async () => {
    const placed = await shopOrder();
    const scarf = lineOf(await readOrder(placed.order_id), 'Club Scarf');
    const payload = {
      order_item_id: scarf.order_item_id,
      amount: 1000,
      reason: 'One scarf arrived damaged',
      idempotency_key: key(),
    };
    const first = await refund(placed.order_id, payload);
    expect(first.statusCode).toBe(201);
    const result = first.json<RefundResult>();
    expect(checkRefund.Check(result)).toBe(true);
    expect(result.refunded).toBe(1000);
    expect(result.order).toMatchObject({
      paid: 6000,
      refunded: 1000,
      refundable: 5000,
      refund_state: 'partly_refunded',
    });
    expect(lineOf(result.order, 'Club Scarf')).toMatchObject({
      refunded: 1000,
      refundable: 2000,
      refund_state: 'partly_refunded',
      ended_at: null,
    });
    expect(result.order.refunds).toEqual([
      expect.objectContaining({
        item_name: 'Club Scarf',
        amount: 1000,
        reason: 'One scarf arrived damaged',
        status: 'succeeded',
        refunded_by: `${SEEDED.demoAdmin.firstName} ${SEEDED.demoAdmin.lastName}`,
        provider_refund_id: expect.stringMatching(/^re_test_/),
      }),
    ]);

    // A double click or a retry: the same answer, no second refund, no second mail.
    const again = await refund(placed.order_id, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json<RefundResult>()).toMatchObject({
      refunded: 1000,
      order: { refunded: 1000, refund_state: 'partly_refunded' },
    });
    const twice = await Promise.all([
      refund(placed.order_id, payload),
      refund(placed.order_id, payload),
    ]);
    expect(twice.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await simulatorRefunds(placed.payment_intent_id)).toHaveLength(1);

    const mails = await refundMails(placed.order_id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: MEMBER,
      subject: `Glenarden Gaels GAA Club: refund of €10.00 for order ${placed.order_seq}`,
    });
    expect(mails[0]!.text_body).toContain(
      `We refunded €10.00 to the card you paid with for order ${placed.order_seq}:`,
    );
    expect(mails[0]!.text_body).toContain('Club Scarf: €10.00');
    expect(mails[0]!.text_body).toContain('Reason: One scarf arrived damaged');

    // The same key for another refund is refused.
    jsonError(await refund(placed.order_id, { ...payload, amount: 500 }), 409);
  });

  it('refuses more than was paid and not yet refunded with a 4xx JSON error', async () => {
    const placed = await shopOrder();
    const scarf = lineOf(await readOrder(placed.order_id), 'Club Scarf');
    const over = await refund(placed.order_id, {
      order_item_id: scarf.order_item_id,
      amount: 3001,
      reason: 'Too much',
      idempotency_key: key(),
    });
    expect(jsonError(over, 422)).toMatchObject({
      code: 'refund_too_large',
      message: 'This is more than can be refunded: at most €30.00 can be refunded.',
    });
    expect(
      jsonError(
        await refund(placed.order_id, { amount: 100, reason: 'No line', idempotency_key: key() }),
        422,
      ).code,
    ).toBe('refund_amount_needs_line');
    expect(
      jsonError(await refund(placed.order_id, { reason: '   ', idempotency_key: key() }), 422)
        .errors,
    ).toEqual({ 'body.reason': ['Please give a reason for the refund'] });
    jsonError(
      await refund(placed.order_id, {
        order_item_id: 2_000_000_000,
        reason: 'x',
        idempotency_key: key(),
      }),
      404,
    );
    jsonError(await refund(placed.order_id, { reason: 'x', idempotency_key: 'short' }), 400);
    expect((await readOrder(placed.order_id)).refunded).toBe(0);
    expect(await simulatorRefunds(placed.payment_intent_id)).toEqual([]);
  });

  it('gives a shop line’s stock back when it is refunded in full, then refunds the rest of the order', async () => {
    const placed = await shopOrder();
    const bags = await stockOf('gear-bag');
    const order = await readOrder(placed.order_id);
    const bag = lineOf(order, 'Gear Bag');
    const partly = await refund(placed.order_id, {
      order_item_id: bag.order_item_id,
      amount: 1000,
      reason: 'Scuffed',
      idempotency_key: key(),
    });
    expect(partly.statusCode).toBe(201);
    expect(await stockOf('gear-bag')).toBe(bags);
    const rest = await refund(placed.order_id, {
      order_item_id: bag.order_item_id,
      reason: 'Returned',
      idempotency_key: key(),
    });
    expect(rest.json<RefundResult>().refunded).toBe(2000);
    expect(await stockOf('gear-bag')).toBe(bags! + 1);
    expect(lineOf(rest.json<RefundResult>().order, 'Gear Bag')).toMatchObject({
      refund_state: 'refunded',
      refundable: 0,
      ended_at: expect.any(String),
    });

    const scarves = await stockOf('club-scarf');
    const whole = await refund(placed.order_id, {
      reason: 'Order cancelled by the buyer',
      idempotency_key: key(),
    });
    expect(whole.statusCode).toBe(201);
    expect(whole.json<RefundResult>()).toMatchObject({
      refunded: 3000,
      order: { refunded: 6000, refundable: 0, refund_state: 'refunded' },
    });
    // Scarves are not counted: the stock of a product without a count is not kept.
    expect(await stockOf('club-scarf')).toBe(scarves);
    expect(await stockOf('gear-bag')).toBe(bags! + 1);
    expect(
      jsonError(await refund(placed.order_id, { reason: 'Again', idempotency_key: key() }), 422)
        .code,
    ).toBe('nothing_to_refund');
    const refunds = await simulatorRefunds(placed.payment_intent_id);
    expect(refunds.reduce((sum, row) => sum + row.amount, 0)).toBe(6000);
    expect(await refundMails(placed.order_id)).toHaveLength(3);
  });
});

describe('items a refund gives back to the stock', () => {
  it('returns the refunded quantity once, however the request is repeated or raced', async () => {
    const placed = await bagsOrder(3);
    const bags = await stockOf('gear-bag');
    const line = lineOf(await readOrder(placed.order_id), 'Gear Bag');
    // Three bags: a multi-buy price of €27.00 each.
    expect(line).toMatchObject({ paid: 8100, returned_quantity: 0, returnable_quantity: 3 });

    const one = {
      order_item_id: line.order_item_id,
      quantity: 1,
      reason: 'One bag sent back',
      idempotency_key: key(),
    };
    const raced = await Promise.all([refund(placed.order_id, one), refund(placed.order_id, one)]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    // Without an amount: the bag's share of what the line paid.
    expect(raced.map((response) => response.json<RefundResult>().refunded)).toEqual([2700, 2700]);
    expect((await refund(placed.order_id, one)).statusCode).toBe(200);
    expect(await stockOf('gear-bag')).toBe(bags! + 1);
    expect(lineOf(await readOrder(placed.order_id), 'Gear Bag')).toMatchObject({
      refunded: 2700,
      returned_quantity: 1,
      returnable_quantity: 2,
      ended_at: null,
    });

    // Two admins give back the last two bags at the same moment: one of them does.
    const both = await Promise.all(
      [key(), key()].map((idempotencyKey) =>
        refund(placed.order_id, {
          order_item_id: line.order_item_id,
          quantity: 2,
          reason: 'Two bags sent back',
          idempotency_key: idempotencyKey,
        }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const refused = both.find((response) => response.statusCode === 422)!;
    expect(jsonError(refused, 422)).toMatchObject({ code: 'refund_quantity_too_large' });
    expect(await stockOf('gear-bag')).toBe(bags! + 3);
    expect(lineOf(await readOrder(placed.order_id), 'Gear Bag')).toMatchObject({
      refunded: 8100,
      refund_state: 'refunded',
      returned_quantity: 3,
      returnable_quantity: 0,
      ended_at: expect.any(String),
    });
    expect(
      jsonError(
        await refund(placed.order_id, {
          order_item_id: line.order_item_id,
          quantity: 1,
          reason: 'Again',
          idempotency_key: key(),
        }),
        422,
      ).code,
    ).toBe('refund_quantity_too_large');
    expect(await stockOf('gear-bag')).toBe(bags! + 3);
  });

  it('a money-only refund returns no stock; a full refund returns every item not returned yet', async () => {
    const placed = await bagsOrder(3);
    const bags = await stockOf('gear-bag');
    const line = lineOf(await readOrder(placed.order_id), 'Gear Bag');
    const goodwill = await refund(placed.order_id, {
      order_item_id: line.order_item_id,
      amount: 1000,
      reason: 'Late delivery',
      idempotency_key: key(),
    });
    expect(goodwill.statusCode).toBe(201);
    expect(await stockOf('gear-bag')).toBe(bags);
    const returned = await refund(placed.order_id, {
      order_item_id: line.order_item_id,
      quantity: 1,
      amount: 2500,
      reason: 'One bag sent back',
      idempotency_key: key(),
    });
    expect(returned.statusCode).toBe(201);
    expect(returned.json<RefundResult>().order.refunds.at(-1)).toMatchObject({
      amount: 2500,
      quantity: 1,
      status: 'succeeded',
      failure_reason: null,
    });
    expect(await stockOf('gear-bag')).toBe(bags! + 1);
    jsonError(
      await refund(placed.order_id, { quantity: 1, reason: 'No line', idempotency_key: key() }),
      422,
    );
    const whole = await refund(placed.order_id, {
      reason: 'Order cancelled',
      idempotency_key: key(),
    });
    expect(whole.json<RefundResult>()).toMatchObject({ refunded: 4600 });
    expect(await stockOf('gear-bag')).toBe(bags! + 3);
    expect(lineOf(whole.json<RefundResult>().order, 'Gear Bag')).toMatchObject({
      returned_quantity: 3,
      returnable_quantity: 0,
    });
  });
});

/** A refund service whose provider answers as `refundPayment` says, and the command's parts. */
async function refundsThrough(refundPayment: PaymentPort['refundPayment']) {
  const simulator = createSimulatedCardProvider(t.database.db, { publicUrl: 'http://api.test' });
  const context = createCommerceContext(t.database.db, testConfig(), {
    payments: { provider: 'test', port: { ...simulator, refundPayment } },
  });
  const user = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', SEEDED.demoAdmin.email)
    .executeTakeFirstOrThrow();
  const accountOf = async (orderId: string) =>
    (
      await t.database.db
        .selectFrom('orders')
        .select('account_id')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).account_id;
  return { simulator, context, service: createOrderRefundService(context), user, accountOf };
}

describe("the workers' resume-refunds job", () => {
  it('sends an unanswered refund again with its key, once across workers, with stock and one receipt', async () => {
    const placed = await shopOrder();
    const bag = lineOf(await readOrder(placed.order_id), 'Gear Bag');
    const bags = await stockOf('gear-bag');
    let down = true;
    const { simulator, context, service, user, accountOf } = await refundsThrough(async (input) => {
      if (down) throw new Error('socket hang up');
      return simulator.refundPayment(input);
    });
    const failed = await service
      .refund({
        accountId: await accountOf(placed.order_id),
        orderId: placed.order_id,
        orderItemId: bag.order_item_id,
        amount: null,
        quantity: 1,
        reason: 'Returned',
        idempotencyKey: key(),
        userId: user.id,
      })
      .catch((error: unknown) => error);
    expect((failed as DomainError).status).toBe(502);
    const pending = await readOrder(placed.order_id);
    expect(pending.refunds).toEqual([
      expect.objectContaining({ status: 'pending', amount: 3000, quantity: 1 }),
    ]);
    expect(lineOf(pending, 'Gear Bag')).toMatchObject({ refundable: 0, returnable_quantity: 0 });
    expect(await stockOf('gear-bag')).toBe(bags);

    // Not yet: a refund begun a moment ago is left to its request.
    expect(await resumePendingRefunds(context)).toEqual({ succeeded: 0, failed: 0, unanswered: 0 });
    // Still down: tried, kept pending, put off.
    expect(await resumePendingRefunds(context, { graceSeconds: 0 })).toMatchObject({
      unanswered: 1,
    });
    expect(await resumePendingRefunds(context, { graceSeconds: 0 })).toMatchObject({
      unanswered: 0,
    });
    await t.database.db
      .updateTable('order_refunds')
      .set({ next_attempt_at: null })
      .where('order_id', '=', placed.order_id)
      .execute();

    down = false;
    const runs = await Promise.all([
      resumePendingRefunds(context, { graceSeconds: 0 }),
      resumePendingRefunds(context, { graceSeconds: 0 }),
    ]);
    expect(runs.reduce((total, run) => total + run.succeeded, 0)).toBe(1);
    const made = await simulatorRefunds(placed.payment_intent_id);
    expect(made).toEqual([
      { amount: 3000, idempotency_key: expect.stringMatching(/^refund:\d+:refund-test-/) },
    ]);
    const order = await readOrder(placed.order_id);
    expect(order.refunds).toEqual([
      expect.objectContaining({ status: 'succeeded', provider_refund_id: expect.any(String) }),
    ]);
    expect(lineOf(order, 'Gear Bag')).toMatchObject({
      refunded: 3000,
      returned_quantity: 1,
      ended_at: expect.any(String),
    });
    expect(await stockOf('gear-bag')).toBe(bags! + 1);
    expect(await refundMails(placed.order_id)).toHaveLength(1);
    expect(await resumePendingRefunds(context, { graceSeconds: 0 })).toMatchObject({
      succeeded: 0,
    });
    expect(await simulatorRefunds(placed.payment_intent_id)).toHaveLength(1);
  });

  it('marks a refund the provider refuses failed, with its reason on the order', async () => {
    const placed = await shopOrder();
    const scarf = lineOf(await readOrder(placed.order_id), 'Club Scarf');
    const scarves = await stockOf('gear-bag');
    let down = true;
    const { context, service, user, accountOf } = await refundsThrough(async (input) => {
      if (down) throw new Error('timeout');
      return {
        id: 're_test_refused',
        paymentIntentId: input.paymentIntentId,
        amount: input.amount,
        currency: 'eur',
        status: 'failed',
        failureReason: 'expired_or_canceled_card',
        metadata: input.metadata,
      };
    });
    await service
      .refund({
        accountId: await accountOf(placed.order_id),
        orderId: placed.order_id,
        orderItemId: scarf.order_item_id,
        amount: 1500,
        reason: 'Returned',
        idempotencyKey: key(),
        userId: user.id,
      })
      .catch(() => undefined);
    down = false;
    expect(await resumePendingRefunds(context, { graceSeconds: 0 })).toMatchObject({ failed: 1 });
    const order = await readOrder(placed.order_id);
    expect(order.refunds).toEqual([
      expect.objectContaining({
        status: 'failed',
        failure_reason: 'expired_or_canceled_card',
        amount: 1500,
      }),
    ]);
    expect(lineOf(order, 'Club Scarf')).toMatchObject({ refunded: 0, refundable: 3000 });
    expect(await stockOf('gear-bag')).toBe(scarves);
    expect(await refundMails(placed.order_id)).toEqual([]);
  });
});

describe('the resume-refunds queue of a worker', () => {
  it('finishes a refund left pending for five minutes', async () => {
    const placed = await shopOrder();
    const scarf = lineOf(await readOrder(placed.order_id), 'Club Scarf');
    const { service, user, accountOf } = await refundsThrough(async () => {
      throw new Error('socket hang up');
    });
    await service
      .refund({
        accountId: await accountOf(placed.order_id),
        orderId: placed.order_id,
        orderItemId: scarf.order_item_id,
        amount: 500,
        reason: 'Returned',
        idempotencyKey: key(),
        userId: user.id,
      })
      .catch(() => undefined);
    await t.database.db
      .updateTable('order_refunds')
      .set({ created_at: new Date(Date.now() - 6 * 60_000) })
      .where('order_id', '=', placed.order_id)
      .execute();
    let jobs: JobQueue | undefined;
    try {
      // A worker whose card provider answers (the simulator).
      jobs = await startJobQueue(t.database, { role: 'work', onError: () => undefined });
      await runBackgroundJobs(jobs, {
        db: t.database.db,
        commerce: createCommerceContext(t.database.db, testConfig()),
        clock: createClock(t.database.db, { movable: true }),
        log: { info: () => undefined, error: () => undefined },
      });
      await jobs.send(QUEUES.resumeRefunds, {});
      await waitFor(
        'the pending refund to be made',
        async () => (await readOrder(placed.order_id)).refunds[0]!.status === 'succeeded',
      );
    } finally {
      await jobs?.stop();
    }
    expect(await simulatorRefunds(placed.payment_intent_id)).toEqual([
      expect.objectContaining({ amount: 500 }),
    ]);
    expect(await refundMails(placed.order_id)).toHaveLength(1);
  });
});

describe("the card provider's refund events", () => {
  const providerRefund = (overrides: Partial<RefundState>): RefundState => ({
    id: 're_event',
    paymentIntentId: 'pi_none',
    amount: 0,
    currency: 'eur',
    status: 'succeeded',
    failureReason: null,
    metadata: {},
    ...overrides,
  });

  it('settles a pending refund once from its event, and marks one failed later as failed', async () => {
    const placed = await shopOrder();
    const bag = lineOf(await readOrder(placed.order_id), 'Gear Bag');
    const bags = await stockOf('gear-bag');
    const { context, service, user, accountOf } = await refundsThrough(async () => {
      throw new Error('socket hang up');
    });
    await service
      .refund({
        accountId: await accountOf(placed.order_id),
        orderId: placed.order_id,
        orderItemId: bag.order_item_id,
        amount: null,
        quantity: null,
        reason: 'Returned',
        idempotencyKey: key(),
        userId: user.id,
      })
      .catch(() => undefined);
    const row = (await readOrder(placed.order_id)).refunds[0]!;
    const made = providerRefund({
      id: 're_event_made',
      paymentIntentId: placed.payment_intent_id,
      amount: 3000,
      metadata: { order_refund_id: String(row.order_refund_id) },
    });
    const twice = await Promise.all([
      recordProviderRefund(context, made),
      recordProviderRefund(context, made),
    ]);
    expect(twice.sort()).toEqual(['settled', 'unchanged']);
    let order = await readOrder(placed.order_id);
    expect(order.refunds).toEqual([
      expect.objectContaining({ status: 'succeeded', provider_refund_id: 're_event_made' }),
    ]);
    expect(await stockOf('gear-bag')).toBe(bags! + 1);
    expect(await refundMails(placed.order_id)).toHaveLength(1);

    const bounced = {
      ...made,
      status: 'failed' as const,
      failureReason: 'expired_or_canceled_card',
    };
    expect(await recordProviderRefund(context, bounced)).toBe('failed');
    expect(await recordProviderRefund(context, bounced)).toBe('unchanged');
    order = await readOrder(placed.order_id);
    expect(order.refunds).toEqual([
      expect.objectContaining({ status: 'failed', failure_reason: 'expired_or_canceled_card' }),
    ]);
    expect(lineOf(order, 'Gear Bag')).toMatchObject({ refunded: 0, refundable: 3000 });
    // The bag came back: its stock stays.
    expect(await stockOf('gear-bag')).toBe(bags! + 1);
  });

  it('records a refund made in the provider’s dashboard once, over the lines it paid for', async () => {
    const placed = await shopOrder();
    const bags = await stockOf('gear-bag');
    const { context } = await refundsThrough(async () => {
      throw new Error('not used');
    });
    const dashboard = providerRefund({
      id: 're_dashboard_1',
      paymentIntentId: placed.payment_intent_id,
      amount: 6000,
    });
    const twice = await Promise.all([
      recordProviderRefund(context, dashboard),
      recordProviderRefund(context, dashboard),
    ]);
    expect(twice.sort()).toEqual(['recorded', 'unchanged']);
    const order = await readOrder(placed.order_id);
    expect(order).toMatchObject({ refunded: 6000, refundable: 0, refund_state: 'refunded' });
    expect(order.refunds.map((row) => [row.item_name, row.amount, row.reason])).toEqual([
      ['Gear Bag', 3000, OUTSIDE_REFUND_REASON],
      ['Club Scarf', 3000, OUTSIDE_REFUND_REASON],
    ]);
    expect(order.refunds.every((row) => row.refunded_by === null)).toBe(true);
    expect(await stockOf('gear-bag')).toBe(bags! + 1);
    expect(await refundMails(placed.order_id)).toHaveLength(1);
    expect(
      await recordProviderRefund(
        context,
        providerRefund({ id: 're_elsewhere', paymentIntentId: 'pi_not_ours', amount: 100 }),
      ),
    ).toBe('unknown');
  });
});

describe('a provider that does not answer', () => {
  it('leaves the refund pending (counted), answers 502, and the same request refunds once later', async () => {
    const placed = await shopOrder();
    const scarf = lineOf(await readOrder(placed.order_id), 'Club Scarf');
    const simulator = createSimulatedCardProvider(t.database.db, { publicUrl: 'http://api.test' });
    let down = true;
    const context = createCommerceContext(t.database.db, testConfig(), {
      payments: {
        provider: 'test',
        port: {
          ...simulator,
          async refundPayment(input) {
            if (down) throw new Error('socket hang up');
            return simulator.refundPayment(input);
          },
        },
      },
    });
    const service = createOrderRefundService(context);
    const admin = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', SEEDED.demoAdmin.email)
      .executeTakeFirstOrThrow();
    const command = {
      accountId: (
        await t.database.db
          .selectFrom('orders')
          .select('account_id')
          .where('order_id', '=', placed.order_id)
          .executeTakeFirstOrThrow()
      ).account_id,
      orderId: placed.order_id,
      orderItemId: scarf.order_item_id,
      amount: 1500,
      reason: 'Returned',
      idempotencyKey: key(),
      userId: admin.id,
    };
    const failed = await service.refund(command).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DomainError);
    expect((failed as DomainError).status).toBe(502);
    // Pending: not refunded yet, but no longer refundable by another request.
    expect(lineOf(await readOrder(placed.order_id), 'Club Scarf')).toMatchObject({
      refunded: 0,
      refundable: 1500,
    });
    expect(await simulatorRefunds(placed.payment_intent_id)).toEqual([]);
    expect(await refundMails(placed.order_id)).toEqual([]);

    down = false;
    const later = await service.refund(command);
    expect(later).toMatchObject({ created: false, refunded: 1500 });
    expect(lineOf(later.order, 'Club Scarf')).toMatchObject({ refunded: 1500, refundable: 1500 });
    expect(await simulatorRefunds(placed.payment_intent_id)).toHaveLength(1);
    expect(await refundMails(placed.order_id)).toHaveLength(1);
  });

  it('refunds once when the same new request arrives twice at the same moment', async () => {
    const placed = await shopOrder();
    const scarf = lineOf(await readOrder(placed.order_id), 'Club Scarf');
    const payload = {
      order_item_id: scarf.order_item_id,
      amount: 700,
      reason: 'Double click',
      idempotency_key: key(),
    };
    const both = await Promise.all([
      refund(placed.order_id, payload),
      refund(placed.order_id, payload),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(await simulatorRefunds(placed.payment_intent_id)).toHaveLength(1);
    expect((await readOrder(placed.order_id)).refunded).toBe(700);
  });
});

describe('instalments and memberships', () => {
  it('cancels a line’s future instalments, which the collection job never charges', async () => {
    const placed = await instalmentOrder('Cian');
    const order = await readOrder(placed.order_id);
    const plan = order.lines[0]!;
    expect(plan).toMatchObject({ paid: 5000, unpaid_instalments: 2 });
    expect(plan.instalments.map((row) => row.status)).toEqual(['scheduled', 'scheduled']);

    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `${BASE}/${placed.order_id}/lines/${plan.order_item_id}/cancel-instalments`,
        headers: admin,
      });
    const first = await cancel();
    expect(first.statusCode).toBe(200);
    const result = first.json<CancelInstalmentsResult>();
    expect(result.cancelled).toBe(2);
    expect(result.order.lines[0]).toMatchObject({ unpaid_instalments: 0 });
    expect(result.order.lines[0]!.instalments.map((row) => row.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect((await cancel()).json<CancelInstalmentsResult>().cancelled).toBe(0);

    const farAhead = new Date(Date.now() + 400 * 86_400_000);
    const due = await dueInstalments(t.database.db, farAhead, 10_000);
    const cancelledIds = plan.instalments.map((row) => row.order_instalment_id);
    expect(due.filter((row) => cancelledIds.includes(row.order_instalment_id))).toEqual([]);

    // The member's account shows them cancelled.
    const account = await t.app.inject({
      method: 'GET',
      url: '/v2/member/orders?per_page=100',
      headers: member,
    });
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('"cancelled"');
  });

  it('a refund of a line in instalments cancels its unpaid ones; refunded in full, the membership ends', async () => {
    // The plan's places are limited.
    await t.database.db
      .updateTable('products')
      .set({ available_count: 50 })
      .where('product_id', '=', id('adult-playing-membership'))
      .execute();
    // The family's memberships bought earlier in this file would count in the plan's price
    // (household pricing): ended, so the line costs the plan's own price.
    await t.database.db
      .updateTable('order_items')
      .set({ ended_at: new Date() })
      .where('product_type', '=', 'Plan')
      .where('ended_at', 'is', null)
      .execute();
    // For the member themself: their family page shows their memberships.
    const placed = await instalmentOrder('Siobhan', false);
    const plan = (await readOrder(placed.order_id)).lines[0]!;
    const family = () => t.app.inject({ method: 'GET', url: '/v2/member/family', headers: member });
    // The member's family page lists the membership while it lasts.
    expect((await family()).body).toContain(placed.order_id);
    const partly = await refund(placed.order_id, {
      order_item_id: plan.order_item_id,
      amount: 2000,
      reason: 'Moved away mid-season',
      idempotency_key: key(),
    });
    expect(partly.statusCode).toBe(201);
    const line = lineOf(partly.json<RefundResult>().order, plan.name);
    expect(line).toMatchObject({
      paid: 5000,
      refunded: 2000,
      refundable: 3000,
      unpaid_instalments: 0,
      ended_at: null,
    });
    expect(line.instalments.every((row) => row.status === 'cancelled')).toBe(true);
    const mail = (await refundMails(placed.order_id))[0]!;
    expect(mail.text_body).toContain(
      'The 2 remaining payments of this order are cancelled: they will not be charged.',
    );

    const places = await stockOf('adult-playing-membership');
    const rest = await refund(placed.order_id, {
      order_item_id: plan.order_item_id,
      reason: 'Moved away mid-season',
      idempotency_key: key(),
    });
    // A plan with limited places gets its place back.
    expect(await stockOf('adult-playing-membership')).toBe(places! + 1);
    expect(lineOf(rest.json<RefundResult>().order, plan.name)).toMatchObject({
      refund_state: 'refunded',
      ended_at: expect.any(String),
    });
    const after = await family();
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(placed.order_id);
  });
});

describe('who may see and refund orders', () => {
  it('refuses the anonymous (401), members (403) and another club’s admin (404)', async () => {
    const placed = await shopOrder();
    const payload = { reason: 'Not mine to refund', idempotency_key: key() };
    jsonError(await t.app.inject({ method: 'GET', url: BASE }), 401);
    jsonError(await t.app.inject({ method: 'GET', url: BASE, headers: member }), 403);
    jsonError(await refund(placed.order_id, payload, {}), 401);
    jsonError(await refund(placed.order_id, payload, member), 403);
    jsonError(
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/${placed.order_id}/lines/1/cancel-instalments`,
        headers: member,
      }),
      403,
    );

    const other = bearer((await signInBySso(t, SEEDED.quietAdmin)).access_token);
    const list = await t.app.inject({ method: 'GET', url: `${BASE}?per_page=100`, headers: other });
    expect(list.statusCode).toBe(200);
    expect(
      list.json<BackofficeOrderPage>().items.some((order) => order.order_id === placed.order_id),
    ).toBe(false);
    jsonError(
      await t.app.inject({ method: 'GET', url: `${BASE}/${placed.order_id}`, headers: other }),
      404,
    );
    jsonError(await refund(placed.order_id, payload, other), 404);
    const line = (await readOrder(placed.order_id)).lines[0]!;
    jsonError(
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/${placed.order_id}/lines/${line.order_item_id}/cancel-instalments`,
        headers: other,
      }),
      404,
    );
    expect((await readOrder(placed.order_id)).refunded).toBe(0);
    jsonError(
      await t.app.inject({ method: 'GET', url: `${BASE}/not-a-uuid`, headers: admin }),
      400,
    );
  });
});

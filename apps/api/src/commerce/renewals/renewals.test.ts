import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createClock, type Clock } from '../../clock/clock';
import type { DatabaseHandle } from '../../db/open-database';
import { runBackgroundJobs } from '../../jobs/background-jobs';
import { QUEUES, startJobQueue, type JobQueue } from '../../jobs/job-queue';
import { createTestDatabase, testConfig } from '../../testing/test-database';
import { waitFor } from '../../testing/wait-for';
import { claimCharge, dateOf } from '../collection/collection-repository';
import {
  CLAIM_SECONDS,
  createCollectionService,
  type CollectionService,
} from '../collection/collection-service';
import { createCommerceContext, type CommerceContext } from '../commerce-context';
import { bearer, memberToken } from '../testing/commerce-test-kit';
import {
  createPaymentNoticeService,
  expiresBefore,
  type PaymentNoticeService,
} from './payment-notice-service';
import { listSubscriptions } from '../../member-account/subscription-repository';
import { createRenewalService, type RenewalService } from './renewal-service';

// Lotto and draw entries bought with automatic renewal renew when their draws have been held,
// at the club's price then, charged once; refused (with a mail) when the product ended or sold
// out. Subscriptions go on period after period until stopped. Reminders and card-expiry notices
// go once each.

jest.setTimeout(120_000);

const DAY = 86_400_000;
const MEMBER = 'member@demo.touchline.test';

let database: DatabaseHandle;
let context: CommerceContext;
let clock: Clock;
let renewals: RenewalService;
let collection: CollectionService;
let notices: PaymentNoticeService;
let userId: number;
let accountId: number;
let clubName: string;
let nextId = 1;

beforeAll(async () => {
  database = await createTestDatabase();
  context = createCommerceContext(database.db, testConfig());
  clock = createClock(database.db, { movable: true });
  renewals = createRenewalService(context, clock);
  collection = createCollectionService(context, clock);
  notices = createPaymentNoticeService(context, clock, renewals);
  const user = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', MEMBER)
    .executeTakeFirstOrThrow();
  userId = user.id;
  const club = await database.db
    .selectFrom('orders as o')
    .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
    .select(['c.account_id', 'c.name'])
    .where('o.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  accountId = club.account_id;
  clubName = club.name;
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await clock.reset();
  await useCard('5556');
});

/** Makes the member's saved card ending `lastFour` the default one (the card charged). */
async function useCard(lastFour: string) {
  await database.db
    .updateTable('payment_methods')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .execute();
  await database.db
    .updateTable('payment_methods')
    .set({ is_default: true })
    .where('user_id', '=', userId)
    .where('last_four_digits', '=', lastFour)
    .execute();
}

const at = async (days: number) => new Date((await clock.now()).getTime() + days * DAY);

/** A lotto of its own (so one test's price changes touch no other), with draws in `days`. */
async function lotto(
  options: { price?: number; draws?: number[]; availableCount?: number | null } = {},
) {
  const id = nextId++;
  const product = await database.db
    .insertInto('products')
    .values({
      account_id: accountId,
      program_id: null,
      shop_item_type_id: null,
      type: 'Lotto',
      slug: `renewal-lotto-${id}`,
      name: `Renewal Lotto ${id}`,
      price: options.price ?? 200,
      available_count: options.availableCount ?? null,
      valid_from: null,
      valid_to: null,
      metadata: JSON.stringify({
        configurable_price: [
          { title: '1 line, 1 draw', price: options.price ?? 200, lines: 1, draws: 1 },
        ],
      }),
    })
    .returning(['product_id', 'name'])
    .executeTakeFirstOrThrow();
  const draws = [];
  for (const days of options.draws ?? [1, 8]) {
    draws.push(
      await database.db
        .insertInto('lottery_draws')
        .values({
          account_id: accountId,
          product_id: product.product_id,
          draw_at: await at(days),
          numbers_count: 4,
          min_number: 1,
          max_number: 28,
          jackpot: null,
        })
        .returning(['draw_id', 'draw_at'])
        .executeTakeFirstOrThrow(),
    );
  }
  return { productId: product.product_id, name: product.name, draws };
}

/** The club changes the price of the lotto's one option. */
async function setPrice(productId: number, price: number) {
  await database.db
    .updateTable('products')
    .set({
      metadata: JSON.stringify({
        configurable_price: [{ title: '1 line, 1 draw', price, lines: 1, draws: 1 }],
      }),
    })
    .where('product_id', '=', productId)
    .execute();
}

/** A completed order of the member holding one item; answers the order and the item. */
async function order(item: {
  productId: number;
  type: string;
  name: string;
  price: number;
  paymentType?: string;
  numberOfPayments?: number;
  frequency?: string | null;
  metadata?: Record<string, unknown>;
}) {
  const seq = 9000 + nextId++;
  const placed = await database.db
    .insertInto('orders')
    .values({
      account_id: accountId,
      order_seq: seq,
      shopping_cart_id: null,
      cart_revision: 1,
      idempotency_key: null,
      user_id: userId,
      member_id: null,
      buyer_first_name: 'Member',
      buyer_last_name: 'Demo',
      buyer_email: MEMBER,
      status: 'Completed',
      currency: 'EUR',
      subtotal: item.price,
      discount: 0,
      total: item.price,
      summary: JSON.stringify({}),
      discount_code_id: null,
      receipt_sent_at: null,
      completed_at: await clock.now(),
    })
    .returning(['order_id', 'order_seq'])
    .executeTakeFirstOrThrow();
  const line = await database.db
    .insertInto('order_items')
    .values({
      order_id: placed.order_id,
      bundle_order_item_id: null,
      product_id: item.productId,
      product_type: item.type,
      name: item.name,
      quantity: 1,
      price: item.price,
      discount: 0,
      subtotal: item.price,
      initial_payment: item.price,
      remaining_payment: 0,
      number_of_payments: item.numberOfPayments ?? 1,
      payment_type: item.paymentType ?? 'full',
      frequency: item.frequency ?? null,
      member_first_name: null,
      member_last_name: null,
      metadata: JSON.stringify(item.metadata ?? {}),
    })
    .returning('order_item_id')
    .executeTakeFirstOrThrow();
  return { orderId: placed.order_id, orderSeq: placed.order_seq, itemId: line.order_item_id };
}

/** An entry of the lotto's first draw bought with automatic renewal. */
async function entry(game: Awaited<ReturnType<typeof lotto>>) {
  const first = game.draws[0]!;
  return order({
    productId: game.productId,
    type: 'Lotto',
    name: game.name,
    price: 200,
    metadata: {
      auto_renewal: true,
      configurable_price_title: '1 line, 1 draw',
      pick: [[2, 4, 6, 8]],
      draw_id: first.draw_id,
      draw_at: new Date(first.draw_at).toISOString(),
      draws: 1,
    },
  });
}

const renewalsOf = (itemId: number) =>
  database.db
    .selectFrom('entry_renewals')
    .select(['renewal', 'status', 'draw_id', 'amount', 'reason', 'order_instalment_id'])
    .where('order_item_id', '=', itemId)
    .orderBy('renewal')
    .execute();

/** The simulator's payment intents made for an instalment (each one a charge of the card). */
const intentsFor = (id: number) =>
  database.db
    .selectFrom('payment_sim_intents')
    .select(['status', 'idempotency_key', 'amount'])
    .where('idempotency_key', 'like', `instalment:${id}:%`)
    .execute();

const mails = async (kind: string, orderId: string) =>
  (
    await database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'text_body', 'data', 'to_address'])
      .where('kind', '=', kind)
      .orderBy('id')
      .execute()
  ).filter((mail) => (mail.data as { order_id?: string }).order_id === orderId);

describe('renewing a lotto entry', () => {
  it('after its draw, at the price the club asks then, charged once to the saved card', async () => {
    const game = await lotto({ price: 200 });
    const bought = await entry(game);

    // Before the draw: nothing to renew.
    expect((await renewals.renewEntries()).instalmentIds).toEqual([]);
    expect(await renewalsOf(bought.itemId)).toEqual([]);

    await setPrice(game.productId, 250);
    await clock.advance(2 * DAY);
    const run = await renewals.renewEntries();
    const [renewed] = await renewalsOf(bought.itemId);
    expect(renewed).toMatchObject({
      renewal: 1,
      status: 'renewed',
      draw_id: game.draws[1]!.draw_id,
      amount: 250,
    });
    const paymentId = renewed!.order_instalment_id!;
    expect(run.instalmentIds).toContain(paymentId);

    expect(await collection.charge(paymentId)).toBe('succeeded');
    expect(await intentsFor(paymentId)).toEqual([
      { status: 'succeeded', idempotency_key: `instalment:${paymentId}:1`, amount: 250 },
    ]);
    const [paid] = await mails('instalment_paid', bought.orderId);
    expect(paid!.subject).toBe(`${clubName}: payment of €2.50 received`);
    expect(paid!.text_body).toContain(
      `We charged €2.50 to your saved card: the renewal of your ${game.name} entry (1 line, 1 draw) (order ${bought.orderSeq}).`,
    );

    // The renewed entry's draw has not been held yet: a second run renews nothing.
    expect((await renewals.renewEntries()).instalmentIds).not.toContain(paymentId);
    expect(await renewalsOf(bought.itemId)).toHaveLength(1);
    expect(await collection.charge(paymentId)).toBe('not_due');
    expect(await intentsFor(paymentId)).toHaveLength(1);
  });

  it('is made once by two runs at once, and charged once across a crash between charge and record', async () => {
    const game = await lotto();
    const bought = await entry(game);
    await clock.advance(2 * DAY);
    const other = createRenewalService(createCommerceContext(database.db, testConfig()), clock);
    await Promise.all([renewals.renewEntries(), other.renewEntries()]);
    const made = await renewalsOf(bought.itemId);
    expect(made).toHaveLength(1);
    const paymentId = made[0]!.order_instalment_id!;
    const payments = await database.db
      .selectFrom('order_instalments')
      .select('amount')
      .where('order_item_id', '=', bought.itemId)
      .execute();
    expect(payments).toEqual([{ amount: 200 }]);

    // A worker claims the charge, charges the card and dies before recording it.
    const claim = await claimCharge(database.db, paymentId, await clock.now(), CLAIM_SECONDS);
    if (!claim || claim === 'held') throw new Error('The first worker could not claim it');
    const card = await database.db
      .selectFrom('payment_methods')
      .select('provider_payment_method_id')
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
    await context.payments.port.chargeSavedCard({
      amount: claim.amount,
      currency: 'eur',
      paymentMethodId: card.provider_payment_method_id,
      idempotencyKey: claim.idempotencyKey,
      description: 'the worker that died',
      metadata: {},
    });
    expect(await collection.charge(paymentId)).toBe('held');
    await database.db
      .updateTable('instalment_charges')
      .set({ claimed_until: new Date(Date.now() - 1000) })
      .where('instalment_charge_id', '=', claim.chargeId)
      .execute();
    expect(await collection.charge(paymentId)).toBe('succeeded');
    expect(await intentsFor(paymentId)).toEqual([
      { status: 'succeeded', idempotency_key: `instalment:${paymentId}:1`, amount: 200 },
    ]);
    // Another run after all that: still one renewal.
    await renewals.renewEntries();
    expect(await renewalsOf(bought.itemId)).toHaveLength(1);
  });

  it('declined: the renewal payment follows the instalments’ retries, with their mail', async () => {
    await useCard('0341');
    const game = await lotto();
    const bought = await entry(game);
    await clock.advance(2 * DAY);
    await renewals.renewEntries();
    const [made] = await renewalsOf(bought.itemId);
    expect(await collection.charge(made!.order_instalment_id!)).toBe('failed');
    const [failed] = await mails('instalment_failed', bought.orderId);
    expect(failed!.subject).toBe(`${clubName}: your payment of €2.00 did not go through`);
    expect(failed!.text_body).toContain(`the renewal of your ${game.name} entry (1 line, 1 draw)`);
    expect(failed!.text_body).toContain('We will try again on');
  });

  it('refused when the product has ended: nothing charged, the entry stops, the member is told why', async () => {
    const game = await lotto();
    const bought = await entry(game);
    await database.db
      .updateTable('products')
      .set({ active: false })
      .where('product_id', '=', game.productId)
      .execute();
    await clock.advance(2 * DAY);
    expect((await renewals.renewEntries()).instalmentIds).toEqual([]);
    expect(await renewalsOf(bought.itemId)).toEqual([
      expect.objectContaining({ status: 'refused', reason: 'ended', order_instalment_id: null }),
    ]);
    const [stopped] = await mails('renewal_stopped', bought.orderId);
    expect(stopped!.to_address).toBe(MEMBER);
    expect(stopped!.subject).toBe(`${clubName}: your ${game.name} entry was not renewed`);
    expect(stopped!.text_body).toContain(
      `We could not renew your ${game.name} entry (1 line, 1 draw) (order ${bought.orderSeq}).\n${game.name} has ended: the club has no more draws on sale.`,
    );
    expect(stopped!.text_body).toContain(
      'Nothing was charged, and this entry will not renew again.',
    );

    // Never again, and the account shows it stopped.
    await clock.advance(8 * DAY);
    await renewals.renewEntries();
    expect(await renewalsOf(bought.itemId)).toHaveLength(1);
    expect(await mails('renewal_stopped', bought.orderId)).toHaveLength(1);
    const app: FastifyInstance = await buildApp({ db: database.db, config: testConfig() });
    try {
      const listed = await app.inject({
        method: 'GET',
        url: '/v2/member/auto-renewals',
        headers: bearer(await memberToken(app)),
      });
      const mine = (
        listed.json() as { items: { order_item_id: number; stopped_at: string | null }[] }
      ).items.find((item) => item.order_item_id === bought.itemId);
      expect(mine?.stopped_at).not.toBeNull();
    } finally {
      await app.close();
    }
  });

  it('refused when sold out, with the mail saying so', async () => {
    const game = await lotto({ availableCount: 0 });
    const bought = await entry(game);
    await clock.advance(2 * DAY);
    await renewals.renewEntries();
    expect(await renewalsOf(bought.itemId)).toEqual([
      expect.objectContaining({ status: 'refused', reason: 'sold_out' }),
    ]);
    const [stopped] = await mails('renewal_stopped', bought.orderId);
    expect(stopped!.text_body).toContain(`${game.name} is sold out.`);
  });

  it('refused when its last renewal is in arrears, with the link to pay it', async () => {
    const game = await lotto({ draws: [1, 8, 15] });
    const bought = await entry(game);
    await useCard('0341');
    await clock.advance(2 * DAY);
    await renewals.renewEntries();
    const [first] = await renewalsOf(bought.itemId);
    expect(await collection.charge(first!.order_instalment_id!)).toBe('failed');
    // Its retries all failed: in arrears.
    await database.db
      .updateTable('order_instalments')
      .set({ next_attempt_at: null, in_arrears_at: await clock.now() })
      .where('order_instalment_id', '=', first!.order_instalment_id!)
      .execute();
    await clock.advance(7 * DAY);
    await renewals.renewEntries();
    expect(await renewalsOf(bought.itemId)).toEqual([
      expect.objectContaining({ renewal: 1, status: 'renewed' }),
      expect.objectContaining({ renewal: 2, status: 'refused', reason: 'unpaid' }),
    ]);
    const [stopped] = await mails('renewal_stopped', bought.orderId);
    expect(stopped!.text_body).toContain(
      'The payment of its last renewal is in arrears.\nYou can pay it in your account:\nhttp://myaccount.localhost:4200/arrears',
    );
  });

  it('takes its stock when the product is limited', async () => {
    const game = await lotto({ availableCount: 5 });
    await entry(game);
    await clock.advance(2 * DAY);
    await renewals.renewEntries();
    const product = await database.db
      .selectFrom('products')
      .select('available_count')
      .where('product_id', '=', game.productId)
      .executeTakeFirstOrThrow();
    expect(product.available_count).toBe(4);
  });

  it('waits for the next draw to be listed, then is refused as ended a week on', async () => {
    const game = await lotto({ draws: [1] });
    const bought = await entry(game);
    await clock.advance(2 * DAY);
    await renewals.renewEntries();
    expect(await renewalsOf(bought.itemId)).toEqual([]);
    await clock.advance(7 * DAY);
    await renewals.renewEntries();
    expect(await renewalsOf(bought.itemId)).toEqual([
      expect.objectContaining({ status: 'refused', reason: 'ended' }),
    ]);
  });

  it('a line the club refunded or whose payments it cancelled: never renewed', async () => {
    const game = await lotto();
    const refunded = await entry(game);
    const cancelled = await entry(game);
    await database.db
      .updateTable('order_items')
      .set({ ended_at: new Date() })
      .where('order_item_id', '=', refunded.itemId)
      .execute();
    await database.db
      .insertInto('order_instalments')
      .values({
        order_id: cancelled.orderId,
        order_item_id: cancelled.itemId,
        sequence: 2,
        due_on: dateOf(await clock.now()),
        amount: 200,
        status: 'cancelled',
        cancelled_at: new Date(),
      })
      .execute();
    await clock.advance(2 * DAY);
    await renewals.renewEntries();
    expect(await renewalsOf(refunded.itemId)).toEqual([]);
    expect(await renewalsOf(cancelled.itemId)).toEqual([]);
  });

  it('stopped by the member: never renewed', async () => {
    const game = await lotto();
    const bought = await entry(game);
    const app: FastifyInstance = await buildApp({ db: database.db, config: testConfig() });
    try {
      const stopped = await app.inject({
        method: 'POST',
        url: `/v2/member/auto-renewals/${bought.itemId}/stop`,
        headers: bearer(await memberToken(app)),
      });
      expect(stopped.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    await clock.advance(2 * DAY);
    await renewals.renewEntries();
    expect(await renewalsOf(bought.itemId)).toEqual([]);
  });
});

describe('subscriptions', () => {
  /** A monthly subscription plan (open-ended unless `endsOn`), and the member's order of it. */
  async function subscription(price: number, endsOn: string | null = null) {
    const id = nextId++;
    const plan = await database.db
      .insertInto('products')
      .values({
        account_id: accountId,
        program_id: null,
        shop_item_type_id: null,
        type: 'Plan',
        slug: `renewal-plan-${id}`,
        name: `Supporter ${id}`,
        price,
        available_count: null,
        valid_from: null,
        valid_to: null,
        metadata: JSON.stringify({}),
      })
      .returning(['product_id', 'name'])
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('payment_options')
      .values({
        product_id: plan.product_id,
        type: 'subscription',
        frequency: 'Monthly',
        occurrence: 1,
        starts_on: null,
        ends_on: endsOn,
      })
      .execute();
    const bought = await order({
      productId: plan.product_id,
      type: 'Plan',
      name: plan.name,
      price,
      paymentType: 'subscription',
      frequency: 'Monthly',
    });
    // The one period listed at checkout, due today.
    await database.db
      .insertInto('order_instalments')
      .values({
        order_id: bought.orderId,
        order_item_id: bought.itemId,
        sequence: 2,
        due_on: dateOf(await clock.now()),
        amount: price,
      })
      .execute();
    return { ...bought, productId: plan.product_id, name: plan.name };
  }

  const periods = (itemId: number) =>
    database.db
      .selectFrom('order_instalments')
      .select(['sequence', 'amount', 'status', 'order_instalment_id'])
      .select((eb) => eb.fn<string>('to_char', [eb.ref('due_on'), eb.val('YYYY-MM-DD')]).as('due'))
      .where('order_item_id', '=', itemId)
      .orderBy('sequence')
      .execute();

  it('renews each period at the plan’s price until the member stops it', async () => {
    const sub = await subscription(1000);
    const today = dateOf(await clock.now());
    // A period is still scheduled: nothing added.
    expect(await renewals.extendSubscriptions()).toEqual([]);
    const [first] = await periods(sub.itemId);
    expect(await collection.charge(first!.order_instalment_id)).toBe('succeeded');
    const [paid] = await mails('instalment_paid', sub.orderId);
    expect(paid!.text_body).toContain(
      `We charged €10.00 to your saved card: payment 2 of your subscription to ${sub.name} (order ${sub.orderSeq}).`,
    );

    await database.db
      .updateTable('products')
      .set({ price: 1200 })
      .where('product_id', '=', sub.productId)
      .execute();
    const added = await renewals.extendSubscriptions();
    expect(added).toHaveLength(1);
    expect(await renewals.extendSubscriptions()).toEqual([]);
    const listed = await periods(sub.itemId);
    expect(listed[1]).toMatchObject({ sequence: 3, amount: 1200, status: 'scheduled' });
    const nextMonth = new Date(`${today}T00:00:00Z`);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    expect(listed[1]!.due <= dateOf(nextMonth)).toBe(true);
    expect(listed[1]!.due > today).toBe(true);

    const app: FastifyInstance = await buildApp({ db: database.db, config: testConfig() });
    try {
      const member = bearer(await memberToken(app));
      const before = await app.inject({
        method: 'GET',
        url: '/v2/member/subscriptions',
        headers: member,
      });
      expect(before.statusCode).toBe(200);
      const mine = (
        before.json() as { items: { order_item_id: number; next_payment: unknown }[] }
      ).items.find((item) => item.order_item_id === sub.itemId);
      expect(mine?.next_payment).toEqual({ due_on: listed[1]!.due, amount: 1200 });
      expect(mine).toMatchObject({
        period_amount: 1200,
        frequency: 'Monthly',
        occurrence: 1,
        ends_on: null,
        stopped_at: null,
      });

      const stopped = await app.inject({
        method: 'POST',
        url: `/v2/member/subscriptions/${sub.itemId}/stop`,
        headers: member,
      });
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json()).toMatchObject({
        order_item_id: sub.itemId,
        next_payment: null,
        period_amount: 1200,
        stopped_by: 'member',
      });
      const someoneElses = await app.inject({
        method: 'POST',
        url: '/v2/member/subscriptions/999999/stop',
        headers: member,
      });
      expect(someoneElses.statusCode).toBe(404);
      expect(someoneElses.json()).toMatchObject({ message: 'Subscription not found' });
    } finally {
      await app.close();
    }
    expect((await periods(sub.itemId))[1]).toMatchObject({ sequence: 3, status: 'cancelled' });
    await clock.advance(40 * DAY);
    expect(await renewals.extendSubscriptions()).toEqual([]);
    expect((await collection.dueCharges()).map((due) => due.instalmentId)).not.toContain(
      listed[1]!.order_instalment_id,
    );
  });

  it('stopped by the club when it cancelled what was left to pay: no period added', async () => {
    const sub = await subscription(700);
    await database.db
      .updateTable('order_instalments')
      .set({ status: 'cancelled', cancelled_at: new Date() })
      .where('order_item_id', '=', sub.itemId)
      .execute();
    expect(await renewals.extendSubscriptions()).toEqual([]);
    const item = await database.db
      .selectFrom('order_items')
      .select('subscription_stopped_by')
      .where('order_item_id', '=', sub.itemId)
      .executeTakeFirstOrThrow();
    expect(item.subscription_stopped_by).toBe('club');
    expect(await periods(sub.itemId)).toEqual([expect.objectContaining({ status: 'cancelled' })]);
  });

  it('ends at the club’s end date: later periods are cancelled, none added', async () => {
    const sub = await subscription(500);
    const [first] = await periods(sub.itemId);
    expect(await collection.charge(first!.order_instalment_id)).toBe('succeeded');
    expect(await renewals.extendSubscriptions()).toHaveLength(1);
    // The club ends the subscription in five days, before the period just added.
    await database.db
      .updateTable('payment_options')
      .set({ ends_on: dateOf(await at(5)) })
      .where('product_id', '=', sub.productId)
      .execute();
    expect(await renewals.extendSubscriptions()).toEqual([]);
    expect((await periods(sub.itemId)).map((period) => period.status)).toEqual([
      'paid',
      'cancelled',
    ]);
    // The member's account shows the end, and the price of the last period listed.
    const listed = (await listSubscriptions(database.db, userId)).find(
      (item) => item.order_item_id === sub.itemId,
    );
    expect(listed).toMatchObject({
      ends_on: dateOf(await at(5)),
      next_payment: null,
      period_amount: 500,
    });
    await clock.advance(40 * DAY);
    expect(await renewals.extendSubscriptions()).toEqual([]);
    expect(await periods(sub.itemId)).toHaveLength(2);
  });
});

describe('reminders and card-expiry notices', () => {
  it('a card is good to the end of its expiry month', () => {
    const card = { expiration_month: 2, expiration_year: 2027 };
    expect(expiresBefore(card, '2027-02-28')).toBe(false);
    expect(expiresBefore(card, '2027-03-01')).toBe(true);
    expect(expiresBefore({ expiration_month: 12, expiration_year: 2026 }, '2027-01-01')).toBe(true);
    expect(expiresBefore({ expiration_month: 12, expiration_year: 2026 }, '2026-12-31')).toBe(
      false,
    );
  });

  it('a reminder a few days before an instalment, once', async () => {
    const game = await lotto();
    const bought = await order({
      productId: game.productId,
      type: 'Lotto',
      name: 'Raffle plan',
      price: 900,
      paymentType: 'instalment',
      numberOfPayments: 2,
    });
    await database.db
      .insertInto('order_instalments')
      .values({
        order_id: bought.orderId,
        order_item_id: bought.itemId,
        sequence: 2,
        due_on: dateOf(await at(2)),
        amount: 450,
      })
      .execute();
    await notices.sendNotices();
    await notices.sendNotices();
    const sent = await mails('payment_reminder', bought.orderId);
    expect(sent).toHaveLength(1);
    const due = dateOf(await at(2));
    expect(sent[0]!.subject).toBe(`${clubName}: a payment of €4.50 is due on ${due}`);
    expect(sent[0]!.text_body).toContain(
      `On ${due} we will charge €4.50 to your saved card (Visa ending 5556) for payment 2 of 2 for Raffle plan (order ${bought.orderSeq}).`,
    );
    expect(sent[0]!.data).toMatchObject({
      link: 'http://myaccount.localhost:4200/payment-methods',
    });
  });

  it('a reminder before a renewal, at the price then, once', async () => {
    const game = await lotto({ price: 300, draws: [2, 9] });
    const bought = await entry(game);
    await notices.sendNotices();
    await notices.sendNotices();
    const sent = await mails('payment_reminder', bought.orderId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text_body).toContain(
      `we will charge €3.00 to your saved card (Visa ending 5556) for the renewal of your ${game.name} entry (1 line, 1 draw)`,
    );
  });

  it('a card that expires before the next charge: one notice per card and charge', async () => {
    const game = await lotto({ draws: [25, 32] });
    const bought = await entry(game);
    const expired = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 0, 1));
    const original = await database.db
      .selectFrom('payment_methods')
      .select(['expiration_month', 'expiration_year'])
      .where('user_id', '=', userId)
      .where('last_four_digits', '=', '5556')
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('payment_methods')
      .set({ expiration_month: 12, expiration_year: expired.getUTCFullYear() })
      .where('user_id', '=', userId)
      .where('last_four_digits', '=', '5556')
      .execute();
    try {
      await notices.sendNotices();
      await notices.sendNotices();
      const sent = await mails('card_expiring', bought.orderId);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.subject).toBe(
        `${clubName}: your saved card expires before your next payment`,
      );
      expect(sent[0]!.text_body).toContain(
        `Your saved card (Visa ending 5556) expires at the end of 12/${expired.getUTCFullYear()}, before we charge €2.00 on`,
      );
      expect(sent[0]!.text_body).toContain('http://myaccount.localhost:4200/payment-methods');
      // Not yet a reminder: the renewal is weeks away.
      expect(await mails('payment_reminder', bought.orderId)).toEqual([]);
    } finally {
      await database.db
        .updateTable('payment_methods')
        .set(original)
        .where('user_id', '=', userId)
        .where('last_four_digits', '=', '5556')
        .execute();
    }
  });
});

describe('the renewal jobs', () => {
  let jobs: JobQueue;
  let app: FastifyInstance;

  beforeAll(async () => {
    jobs = await startJobQueue(database, { role: 'work', onError: () => undefined });
    await runBackgroundJobs(jobs, {
      db: database.db,
      commerce: context,
      clock,
      log: { info: () => undefined, error: () => undefined },
    });
    app = await buildApp({ db: database.db, config: testConfig(), jobs });
  });
  afterAll(async () => {
    await app?.close();
    await jobs?.stop();
  });

  it('moving the clock past the draw renews the entry and charges it, once', async () => {
    const game = await lotto({ price: 400 });
    const bought = await entry(game);
    const moved = await app.inject({ method: 'POST', url: '/dev/clock', payload: { days: 2 } });
    expect(moved.statusCode).toBe(200);
    await waitFor('the renewal to be paid', async () => {
      const [made] = await renewalsOf(bought.itemId);
      if (!made?.order_instalment_id) return false;
      const payment = await database.db
        .selectFrom('order_instalments')
        .select('status')
        .where('order_instalment_id', '=', made.order_instalment_id)
        .executeTakeFirstOrThrow();
      return payment.status === 'paid';
    });
    // Another run of each job renews and charges nothing more.
    await jobs.send(QUEUES.renewEntries, {});
    await jobs.send(QUEUES.collectDuePayments, {});
    await waitFor('the second renewal run to complete', async () =>
      (await jobs.counts()).some(
        (row) => row.queue === QUEUES.renewEntries && row.state === 'completed' && row.count >= 2,
      ),
    );
    const made = await renewalsOf(bought.itemId);
    expect(made).toHaveLength(1);
    expect(await intentsFor(made[0]!.order_instalment_id!)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: 400 }),
    ]);
    expect(await mails('instalment_paid', bought.orderId)).toHaveLength(1);
  });
});

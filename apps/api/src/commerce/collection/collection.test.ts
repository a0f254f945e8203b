import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../app';
import { createClock, type Clock } from '../../clock/clock';
import type { DatabaseHandle } from '../../db/open-database';
import { runBackgroundJobs } from '../../jobs/background-jobs';
import { QUEUES, startJobQueue, type JobQueue } from '../../jobs/job-queue';
import { createTestDatabase, testConfig } from '../../testing/test-database';
import { waitFor } from '../../testing/wait-for';
import { createCommerceContext, type CommerceContext } from '../commerce-context';
import { bearer, memberToken } from '../testing/commerce-test-kit';
import { claimCharge, dateOf } from './collection-repository';
import {
  CLAIM_SECONDS,
  createCollectionService,
  type CollectionService,
} from './collection-service';

// Collecting instalments when due: charged off-session to the member's saved card once, retried
// 1, 3 and 7 days after a failure with a mail each time, then in arrears.

jest.setTimeout(120_000);

const DAY = 86_400_000;
const MEMBER = 'member@demo.touchline.test';

let database: DatabaseHandle;
let context: CommerceContext;
let clock: Clock;
let collection: CollectionService;
let userId: number;
let order: { order_id: string; order_item_id: number };
let nextSequence = 10;
let clubName: string;

beforeAll(async () => {
  database = await createTestDatabase();
  context = createCommerceContext(database.db, testConfig());
  clock = createClock(database.db, { movable: true });
  collection = createCollectionService(context, clock);
  const user = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', MEMBER)
    .executeTakeFirstOrThrow();
  userId = user.id;
  order = await database.db
    .selectFrom('order_instalments as i')
    .innerJoin('orders as o', 'o.order_id', 'i.order_id')
    .select(['o.order_id', 'i.order_item_id'])
    .where('o.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const club = await database.db
    .selectFrom('orders as o')
    .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
    .select('c.name')
    .where('o.order_id', '=', order.order_id)
    .executeTakeFirstOrThrow();
  clubName = club.name;
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await clock.reset();
  await useCard('5556');
});

/** An instalment of the member's seeded order, due on the clock's day plus `days`. */
async function instalment(days = 0, amount = 1500): Promise<number> {
  const due = new Date((await clock.now()).getTime() + days * DAY);
  const row = await database.db
    .insertInto('order_instalments')
    .values({
      order_id: order.order_id,
      order_item_id: order.order_item_id,
      sequence: nextSequence++,
      due_on: dateOf(due),
      amount,
    })
    .returning('order_instalment_id')
    .executeTakeFirstOrThrow();
  return row.order_instalment_id;
}

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

/** The member's saved card (ending 3185) whose bank asks for every payment to be confirmed. */
async function authenticatingCard(): Promise<{ payment_method_id: number }> {
  const token = 'pm_test_authenticates_arrears';
  const saved = await database.db
    .selectFrom('payment_methods')
    .select('payment_method_id')
    .where('provider_payment_method_id', '=', token)
    .executeTakeFirst();
  if (saved) return saved;
  const card = {
    brand: 'visa',
    last_four_digits: '3185',
    expiration_month: 12,
    expiration_year: new Date().getUTCFullYear() + 2,
    funding: 'credit',
  } as const;
  await database.db
    .insertInto('payment_sim_cards')
    .values({
      ...card,
      token,
      behaviour: 'authenticates',
      error_code: null,
      decline_code: null,
      customer_id: null,
    })
    .execute();
  return database.db
    .insertInto('payment_methods')
    .values({
      ...card,
      user_id: userId,
      provider: 'test',
      provider_payment_method_id: token,
      is_default: false,
    })
    .returning('payment_method_id')
    .executeTakeFirstOrThrow();
}

const state = (id: number) =>
  database.db
    .selectFrom('order_instalments')
    .select(['status', 'attempts', 'next_attempt_at', 'in_arrears_at', 'paid_at'])
    .where('order_instalment_id', '=', id)
    .executeTakeFirstOrThrow();

/** The simulator's payment intents made for an instalment (each one a charge of the card). */
const intentsFor = (id: number) =>
  database.db
    .selectFrom('payment_sim_intents')
    .select(['status', 'idempotency_key', 'amount'])
    .where('idempotency_key', 'like', `instalment:${id}:%`)
    .orderBy('idempotency_key')
    .execute();

const mailsAbout = async (sequence: number) =>
  (
    await database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'text_body', 'data', 'to_address'])
      .where('to_address', '=', MEMBER)
      .where('kind', 'in', ['instalment_paid', 'instalment_failed'])
      .orderBy('id')
      .execute()
  ).filter((mail) => (mail.data as { sequence?: number }).sequence === sequence);

const sequenceOf = async (id: number) =>
  (
    await database.db
      .selectFrom('order_instalments')
      .select('sequence')
      .where('order_instalment_id', '=', id)
      .executeTakeFirstOrThrow()
  ).sequence;

describe('collecting an instalment', () => {
  it('charges it once when due to the default saved card, and mails a receipt', async () => {
    const id = await instalment(0, 2750);
    expect(await collection.charge(id)).toBe('succeeded');
    expect(await state(id)).toMatchObject({ status: 'paid', attempts: 1, next_attempt_at: null });
    expect(await intentsFor(id)).toEqual([
      { status: 'succeeded', idempotency_key: `instalment:${id}:1`, amount: 2750 },
    ]);
    const payment = await database.db
      .selectFrom('payments')
      .select(['purpose', 'status', 'amount', 'instalment_ids'])
      .where(sql<boolean>`instalment_ids @> ${JSON.stringify([id])}::jsonb`)
      .execute();
    expect(payment).toEqual([
      { purpose: 'instalment', status: 'succeeded', amount: 2750, instalment_ids: [id] },
    ]);
    // Done: a second run charges nothing.
    expect(await collection.charge(id)).toBe('not_due');
    expect(await intentsFor(id)).toHaveLength(1);
    const mails = await mailsAbout(await sequenceOf(id));
    expect(mails.map((mail) => mail.kind)).toEqual(['instalment_paid']);
    expect(mails[0]!.subject).toBe(`${clubName}: payment of €27.50 received`);
  });

  it('waits for its due date by the clock, which can be moved forward', async () => {
    const id = await instalment(3);
    expect(await collection.charge(id)).toBe('not_due');
    expect(await intentsFor(id)).toEqual([]);
    expect((await collection.dueCharges()).map((due) => due.instalmentId)).not.toContain(id);
    await clock.advance(3 * DAY);
    expect((await collection.dueCharges()).map((due) => due.instalmentId)).toContain(id);
    expect(await collection.charge(id)).toBe('succeeded');
    expect((await state(id)).status).toBe('paid');
  });

  it('when declined: failed, retried 1, 3 and 7 days after, a mail each time, then in arrears', async () => {
    await useCard('0341');
    const id = await instalment();
    const sequence = await sequenceOf(id);
    const start = (await clock.now()).getTime();

    expect(await collection.charge(id)).toBe('failed');
    let now = await state(id);
    expect(now).toMatchObject({ status: 'failed', attempts: 1, in_arrears_at: null });
    expect(Math.round((now.next_attempt_at!.getTime() - start) / DAY)).toBe(1);
    // Not before the next attempt is due.
    expect(await collection.charge(id)).toBe('not_due');

    for (const [advance, attempt, nextDay] of [
      [1, 2, 3],
      [2, 3, 7],
    ] as const) {
      await clock.advance(advance * DAY);
      expect(await collection.charge(id)).toBe('failed');
      now = await state(id);
      expect(now.attempts).toBe(attempt);
      expect(Math.round((now.next_attempt_at!.getTime() - start) / DAY)).toBe(nextDay);
    }
    await clock.advance(4 * DAY);
    expect(await collection.charge(id)).toBe('failed');
    now = await state(id);
    expect(now).toMatchObject({ status: 'failed', attempts: 4, next_attempt_at: null });
    expect(now.in_arrears_at).not.toBeNull();
    await clock.advance(30 * DAY);
    expect(await collection.charge(id)).toBe('not_due');

    expect((await intentsFor(id)).map((intent) => intent.idempotency_key)).toEqual([
      `instalment:${id}:1`,
      `instalment:${id}:2`,
      `instalment:${id}:3`,
      `instalment:${id}:4`,
    ]);
    const mails = await mailsAbout(sequence);
    expect(mails.map((mail) => mail.kind)).toEqual(Array(4).fill('instalment_failed'));
    expect(mails[0]!.subject).toBe(`${clubName}: your payment of €15.00 did not go through`);
    expect(mails[0]!.text_body).toContain('We will try again on');
    expect(mails[0]!.data).toMatchObject({ link: 'http://myaccount.localhost:4200/arrears' });
    expect(mails[3]!.subject).toBe(`${clubName}: your payment of €15.00 is in arrears`);
    expect(mails[3]!.text_body).toContain('We will not try again');
  });

  it('shows a failed charge in the arrears the member sees and pays', async () => {
    await useCard('0341');
    const id = await instalment(0, 1234);
    expect(await collection.charge(id)).toBe('failed');
    const app: FastifyInstance = await buildApp({ db: database.db, config: testConfig() });
    try {
      const member = bearer(await memberToken(app));
      const arrears = await app.inject({
        method: 'GET',
        url: '/v2/member/arrears/orders',
        headers: member,
      });
      const instalments = (
        arrears.json() as { items: { instalments: { instalment_id: number; amount: number }[] }[] }
      ).items.flatMap((each) => each.instalments);
      expect(instalments).toContainEqual(
        expect.objectContaining({ instalment_id: id, amount: 1234 }),
      );
      const cards = await database.db
        .selectFrom('payment_methods')
        .select('payment_method_id')
        .where('user_id', '=', userId)
        .where('last_four_digits', '=', '5556')
        .executeTakeFirstOrThrow();
      const paid = await app.inject({
        method: 'POST',
        url: '/v2/member/arrears/pay',
        headers: member,
        payload: { payment_method_id: cards.payment_method_id, order_ids: [order.order_id] },
      });
      expect(paid.statusCode).toBe(200);
      expect((await state(id)).status).toBe('paid');
      // Paid by the member: no automatic attempt follows.
      await clock.advance(2 * DAY);
      expect(await collection.charge(id)).toBe('not_due');
    } finally {
      await app.close();
    }
  });

  it("and the workers' retries never charge it while the member pays, nor the member while a worker does", async () => {
    await useCard('0341');
    const id = await instalment(0, 777);
    expect(await collection.charge(id)).toBe('failed');
    const retryAt = (await state(id)).next_attempt_at;
    const app: FastifyInstance = await buildApp({ db: database.db, config: testConfig() });
    try {
      const member = bearer(await memberToken(app));
      const cardId = async (lastFour: string) =>
        (
          await database.db
            .selectFrom('payment_methods')
            .select('payment_method_id')
            .where('user_id', '=', userId)
            .where('last_four_digits', '=', lastFour)
            .executeTakeFirstOrThrow()
        ).payment_method_id;
      const pay = async (lastFour: string) =>
        app.inject({
          method: 'POST',
          url: '/v2/member/arrears/pay',
          headers: member,
          payload: { payment_method_id: await cardId(lastFour), order_ids: [order.order_id] },
        });

      // A worker is charging the retry: the member is asked to wait.
      await clock.advance(DAY);
      const claim = await claimCharge(database.db, id, await clock.now(), CLAIM_SECONDS);
      expect(claim).toMatchObject({ attempt: 2 });
      const waiting = await pay('5556');
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json()).toMatchObject({ code: 'payment_in_progress' });
      await database.db
        .updateTable('instalment_charges')
        .set({ claimed_until: new Date(Date.now() - 1000) })
        .where('order_instalment_id', '=', id)
        .execute();
      expect(await collection.charge(id)).toBe('failed');
      const retryAfterSecond = (await state(id)).next_attempt_at;
      expect(retryAfterSecond!.getTime()).toBeGreaterThan(retryAt!.getTime());

      // The member's card is refused: the automatic retry is kept.
      expect((await pay('0341')).statusCode).toBe(402);
      expect((await state(id)).next_attempt_at).toEqual(retryAfterSecond);

      // The member pays: the instalment is paid, and no retry charges it again.
      expect((await pay('5556')).statusCode).toBe(200);
      expect((await state(id)).status).toBe('paid');
      await clock.advance(10 * DAY);
      expect(await collection.charge(id)).toBe('not_due');
      expect(await intentsFor(id)).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it("and while the member confirms a payment of arrears with the bank, the workers' retries wait: one charge", async () => {
    const card = await authenticatingCard();
    await useCard('3185');
    const id = await instalment(0, 4321);
    expect(await collection.charge(id)).toBe('failed');
    // The first automatic retry is due.
    await clock.advance(DAY);
    expect((await collection.dueCharges()).map((due) => due.instalmentId)).toContain(id);

    const app: FastifyInstance = await buildApp({ db: database.db, config: testConfig() });
    try {
      const member = bearer(await memberToken(app));
      const started = await app.inject({
        method: 'POST',
        url: '/v2/member/arrears/pay',
        headers: member,
        payload: {
          payment_method_id: card.payment_method_id,
          order_ids: [order.order_id],
          return_url: 'http://myaccount.localhost:4200/arrears',
        },
      });
      expect(started.statusCode).toBe(200);
      const answer = started.json<{
        requires_action: { payment_intent_id: string; redirect_url: string };
      }>();
      const redirect = new URL(answer.requires_action.redirect_url);

      // The worker's collection runs while the member is at the bank's page: no retry of it.
      expect((await collection.dueCharges()).map((due) => due.instalmentId)).not.toContain(id);
      expect(await collection.charge(id)).toBe('not_due');
      expect(await intentsFor(id)).toHaveLength(1);

      // The member approves at the bank: the instalment is paid, by that one payment.
      const approved = await app.inject({
        method: 'POST',
        url: redirect.pathname,
        payload: { client_secret: redirect.searchParams.get('client_secret'), outcome: 'approve' },
      });
      expect(approved.statusCode).toBe(303);
      expect((await state(id)).status).toBe('paid');
      await clock.advance(10 * DAY);
      expect(await collection.charge(id)).toBe('not_due');
      expect(await intentsFor(id)).toHaveLength(1);
      const memberPayments = await database.db
        .selectFrom('payments')
        .select(['intent_id', 'status'])
        .where('purpose', '=', 'arrears')
        .where('intent_id', '=', answer.requires_action.payment_intent_id)
        .execute();
      expect(memberPayments).toEqual([
        { intent_id: answer.requires_action.payment_intent_id, status: 'succeeded' },
      ]);
    } finally {
      await app.close();
    }
  });

  it("and when the member's confirmation with the bank fails or lapses, the retries come back", async () => {
    const card = await authenticatingCard();
    await useCard('3185');
    const id = await instalment(0, 4322);
    expect(await collection.charge(id)).toBe('failed');
    await clock.advance(DAY);
    const app: FastifyInstance = await buildApp({ db: database.db, config: testConfig() });
    try {
      const member = bearer(await memberToken(app));
      const start = async () => {
        const started = await app.inject({
          method: 'POST',
          url: '/v2/member/arrears/pay',
          headers: member,
          payload: {
            payment_method_id: card.payment_method_id,
            order_ids: [order.order_id],
            return_url: 'http://myaccount.localhost:4200/arrears',
          },
        });
        expect(started.statusCode).toBe(200);
        return new URL(
          started.json<{ requires_action: { redirect_url: string } }>().requires_action
            .redirect_url,
        );
      };
      const dueIds = async () => (await collection.dueCharges()).map((due) => due.instalmentId);

      // Refused at the bank: the hold is released.
      const redirect = await start();
      expect(await dueIds()).not.toContain(id);
      const refused = await app.inject({
        method: 'POST',
        url: redirect.pathname,
        payload: { client_secret: redirect.searchParams.get('client_secret'), outcome: 'fail' },
      });
      expect(refused.statusCode).toBe(303);
      expect(await dueIds()).toContain(id);

      // Left at the bank's page and started again: the first confirmation is cancelled, so the
      // member cannot confirm two payments of it.
      const left = await start();
      await start();
      const approve = (redirect: URL) =>
        app.inject({
          method: 'POST',
          url: redirect.pathname,
          payload: {
            client_secret: redirect.searchParams.get('client_secret'),
            outcome: 'approve',
          },
        });
      expect((await approve(left)).statusCode).toBe(404);
      expect(await dueIds()).not.toContain(id);

      // Left at the bank's page: the hold lapses after 30 minutes.
      expect(await dueIds()).not.toContain(id);
      await database.db
        .updateTable('order_instalments')
        .set({ member_hold_until: new Date(Date.now() - 1000) })
        .where('order_instalment_id', '=', id)
        .execute();
      expect(await dueIds()).toContain(id);
    } finally {
      await app.close();
    }
  });

  it('when the bank asks for authentication: failed, and the mail asks the member to confirm', async () => {
    await database.db
      .insertInto('payment_sim_cards')
      .values({
        token: 'pm_test_authenticates_collection',
        brand: 'visa',
        last_four_digits: '3184',
        expiration_month: 12,
        expiration_year: new Date().getUTCFullYear() + 2,
        funding: 'credit',
        behaviour: 'authenticates',
        error_code: null,
        decline_code: null,
        customer_id: null,
      })
      .execute();
    await database.db
      .insertInto('payment_methods')
      .values({
        user_id: userId,
        provider: 'test',
        provider_payment_method_id: 'pm_test_authenticates_collection',
        brand: 'visa',
        last_four_digits: '3184',
        expiration_month: 12,
        expiration_year: new Date().getUTCFullYear() + 2,
        funding: 'credit',
        is_default: false,
      })
      .execute();
    await useCard('3184');
    const id = await instalment();
    expect(await collection.charge(id)).toBe('failed');
    const charge = await database.db
      .selectFrom('instalment_charges')
      .select(['status', 'error_code'])
      .where('order_instalment_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(charge).toEqual({ status: 'failed', error_code: 'authentication_required' });
    const [mail] = await mailsAbout(await sequenceOf(id));
    expect(mail!.text_body).toContain('Your bank asks you to confirm this payment');
    expect(mail!.data).toMatchObject({ authentication_required: true });
  });

  it('a worker that died mid-charge: taken over when its claim lapses, the card charged once', async () => {
    const id = await instalment(0, 990);
    // The first worker claims the attempt and charges the card, then dies before recording it.
    const claim = await claimCharge(database.db, id, await clock.now(), CLAIM_SECONDS);
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
      description: 'the dead worker',
      metadata: {},
    });
    // While its claim lasts, no other worker takes the instalment (its job asks again later).
    expect(await collection.charge(id)).toBe('held');
    await database.db
      .updateTable('instalment_charges')
      .set({ claimed_until: new Date(Date.now() - 1000) })
      .where('instalment_charge_id', '=', claim.chargeId)
      .execute();
    expect(await collection.charge(id)).toBe('succeeded');
    expect(await intentsFor(id)).toEqual([
      { status: 'succeeded', idempotency_key: `instalment:${id}:1`, amount: 990 },
    ]);
    expect(await state(id)).toMatchObject({ status: 'paid', attempts: 1 });
  });

  it('charged by two workers at once: once', async () => {
    const id = await instalment(0, 4321);
    const other = createCollectionService(createCommerceContext(database.db, testConfig()), clock);
    const results = await Promise.all([collection.charge(id), other.charge(id)]);
    // The second found the first's claim (held) or, when the first had finished, nothing due.
    expect(results.filter((result) => result === 'succeeded')).toHaveLength(1);
    expect(results.filter((result) => result === 'held' || result === 'not_due')).toHaveLength(1);
    expect(await intentsFor(id)).toHaveLength(1);
  });

  it('without a saved card: failed with the reason, no charge attempted', async () => {
    const id = await instalment();
    const cards = await database.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    await database.db.deleteFrom('payment_methods').where('user_id', '=', userId).execute();
    try {
      expect(await collection.charge(id)).toBe('failed');
      expect(await intentsFor(id)).toEqual([]);
      const [mail] = await mailsAbout(await sequenceOf(id));
      expect(mail!.text_body).toContain('There is no saved card to charge.');
    } finally {
      await database.db.insertInto('payment_methods').values(cards).execute();
    }
  });
});

describe('the collection jobs', () => {
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

  it('moving the clock a month collects what fell due, each instalment by one job', async () => {
    const soon = await instalment(20, 1100);
    const later = await instalment(45, 1200);
    const moved = await app.inject({ method: 'POST', url: '/dev/clock', payload: { days: 31 } });
    expect(moved.statusCode).toBe(200);
    await waitFor(
      'the due instalment to be paid',
      async () => (await state(soon)).status === 'paid',
    );
    expect((await state(later)).status).toBe('scheduled');
    expect(await intentsFor(soon)).toHaveLength(1);

    // Another run of the collection queues no second job for the paid one.
    await jobs.send(QUEUES.collectDuePayments, {});
    await waitFor('the second collection run to complete', async () =>
      (await jobs.counts()).some(
        (row) =>
          row.queue === QUEUES.collectDuePayments && row.state === 'completed' && row.count >= 2,
      ),
    );
    const chargeJobs = (await jobs.counts())
      .filter((row) => row.queue === QUEUES.chargeInstalment)
      .reduce((sum, row) => sum + row.count, 0);
    expect(await intentsFor(soon)).toHaveLength(1);
    expect(chargeJobs).toBeGreaterThanOrEqual(1);
  });
});

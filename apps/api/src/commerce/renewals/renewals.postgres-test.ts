import { sql } from 'kysely';
import { createClock } from '../../clock/clock';
import { openDatabase, type DatabaseHandle } from '../../db/open-database';
import { runBackgroundJobs } from '../../jobs/background-jobs';
import { QUEUES, startJobQueue, type JobQueue } from '../../jobs/job-queue';
import { createTestDatabase, testConfig } from '../../testing/test-database';
import { waitFor } from '../../testing/wait-for';
import { createCommerceContext } from '../commerce-context';

// Two workers, each with its own connections, run the renewal jobs on one PostgreSQL database
// after the draw: every entry is renewed once and its renewal charged once. PostgreSQL only (run
// by tools/test/with-postgres.mjs, which sets TEST_DATABASE_URL).

jest.setTimeout(300_000);

const ENTRIES = 60;
const DAY = 86_400_000;

let database: DatabaseHandle;
let second: DatabaseHandle;
const workers: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  second = await openDatabase({ kind: 'postgres', url: database.connectionString! });
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await second?.close();
  await database?.close();
});

async function startWorker(handle: DatabaseHandle): Promise<JobQueue> {
  const queue = await startJobQueue(handle, {
    role: 'work',
    onError: () => undefined,
    retryDelaySeconds: 1,
  });
  workers.push(queue);
  await runBackgroundJobs(queue, {
    db: handle.db,
    commerce: createCommerceContext(handle.db, testConfig()),
    clock: createClock(handle.db, { movable: true }),
    log: { info: () => undefined, error: () => undefined },
  });
  return queue;
}

it('two workers renew each ended entry once and charge each renewal once', async () => {
  const { db } = database;
  const member = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['u.id', 'o.account_id'])
    .where('u.email', '=', 'member@demo.touchline.test')
    .executeTakeFirstOrThrow();
  const product = await db
    .insertInto('products')
    .values({
      account_id: member.account_id,
      program_id: null,
      shop_item_type_id: null,
      type: 'Lotto',
      slug: 'two-worker-lotto',
      name: 'Two Worker Lotto',
      price: 200,
      available_count: null,
      valid_from: null,
      valid_to: null,
      metadata: JSON.stringify({
        configurable_price: [{ title: '1 line, 1 draw', price: 300, lines: 1, draws: 1 }],
      }),
    })
    .returning('product_id')
    .executeTakeFirstOrThrow();
  const [first] = await db
    .insertInto('lottery_draws')
    .values(
      [1, 8].map((days) => ({
        account_id: member.account_id,
        product_id: product.product_id,
        draw_at: new Date(Date.now() + days * DAY),
        numbers_count: 4,
        min_number: 1,
        max_number: 28,
        jackpot: null,
      })),
    )
    .returning(['draw_id', 'draw_at'])
    .execute();
  const itemIds: number[] = [];
  for (let index = 0; index < ENTRIES; index += 1) {
    const order = await db
      .insertInto('orders')
      .values({
        account_id: member.account_id,
        order_seq: 20_000 + index,
        shopping_cart_id: null,
        cart_revision: 1,
        idempotency_key: null,
        user_id: member.id,
        member_id: null,
        buyer_first_name: 'Member',
        buyer_last_name: 'Demo',
        buyer_email: 'member@demo.touchline.test',
        status: 'Completed',
        currency: 'EUR',
        subtotal: 300,
        discount: 0,
        total: 300,
        summary: JSON.stringify({}),
        discount_code_id: null,
        receipt_sent_at: null,
        completed_at: new Date(),
      })
      .returning('order_id')
      .executeTakeFirstOrThrow();
    const item = await db
      .insertInto('order_items')
      .values({
        order_id: order.order_id,
        bundle_order_item_id: null,
        product_id: product.product_id,
        product_type: 'Lotto',
        name: 'Two Worker Lotto',
        quantity: 1,
        price: 300,
        discount: 0,
        subtotal: 300,
        initial_payment: 300,
        remaining_payment: 0,
        number_of_payments: 1,
        payment_type: 'full',
        frequency: null,
        member_first_name: null,
        member_last_name: null,
        metadata: JSON.stringify({
          auto_renewal: true,
          configurable_price_title: '1 line, 1 draw',
          draw_id: first!.draw_id,
          draw_at: new Date(first!.draw_at).toISOString(),
          draws: 1,
        }),
      })
      .returning('order_item_id')
      .executeTakeFirstOrThrow();
    itemIds.push(item.order_item_id);
  }
  await createClock(db, { movable: true }).advance(2 * DAY);

  const one = await startWorker(database);
  const two = await startWorker(second);
  // Both run the renewals at once (as two overlapping schedules would), twice each.
  await Promise.all([
    one.send(QUEUES.renewEntries, {}),
    two.send(QUEUES.renewEntries, {}),
    one.send(QUEUES.renewEntries, {}),
    two.send(QUEUES.renewEntries, {}),
  ]);

  await waitFor(
    'every renewal to be paid',
    async () => {
      const { rows } = await sql<{ paid: number }>`
        select count(*)::int as paid from entry_renewals r
        join order_instalments i on i.order_instalment_id = r.order_instalment_id
        where r.order_item_id = any(${itemIds}) and i.status = 'paid'
      `.execute(db);
      return rows[0]!.paid === ENTRIES;
    },
    { attempts: 2400, intervalMs: 100 },
  );

  const renewals = await db
    .selectFrom('entry_renewals')
    .select(['order_item_id', 'amount', 'order_instalment_id'])
    .where('order_item_id', 'in', itemIds)
    .execute();
  expect(renewals).toHaveLength(ENTRIES);
  expect(new Set(renewals.map((row) => row.order_item_id)).size).toBe(ENTRIES);
  expect(renewals.every((row) => row.amount === 300)).toBe(true);
  const { rows: intents } = await sql<{ key: string; count: number }>`
    select idempotency_key as key, count(*)::int as count from payment_sim_intents
    where idempotency_key = any(${renewals.map((row) => `instalment:${row.order_instalment_id}:1`)})
    group by idempotency_key
  `.execute(db);
  expect(intents).toHaveLength(ENTRIES);
  expect(intents.every((row) => row.count === 1)).toBe(true);
  const payments = await db
    .selectFrom('order_instalments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('order_item_id', 'in', itemIds)
    .executeTakeFirstOrThrow();
  expect(Number(payments.count)).toBe(ENTRIES);
});

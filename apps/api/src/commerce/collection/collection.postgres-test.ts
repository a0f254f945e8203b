import { sql } from 'kysely';
import { createClock } from '../../clock/clock';
import { openDatabase, type DatabaseHandle } from '../../db/open-database';
import { runBackgroundJobs } from '../../jobs/background-jobs';
import { QUEUES, startJobQueue, type JobQueue } from '../../jobs/job-queue';
import { createTestDatabase, testConfig } from '../../testing/test-database';
import { waitFor } from '../../testing/wait-for';
import { createCommerceContext } from '../commerce-context';
import { dateOf } from './collection-repository';

// Two workers, each with its own connections, collect the same due instalments from one
// PostgreSQL database: every instalment is charged exactly once. PostgreSQL only (run by
// tools/test/with-postgres.mjs, which sets TEST_DATABASE_URL).

jest.setTimeout(300_000);

const INSTALMENTS = 200;

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

async function startWorker(handle: DatabaseHandle, ran: number[]): Promise<JobQueue> {
  const queue = await startJobQueue(handle, {
    role: 'work',
    onError: () => undefined,
    retryDelaySeconds: 1,
  });
  workers.push(queue);
  const context = createCommerceContext(handle.db, testConfig());
  // Counts the charges each worker asks for, through the card provider both share.
  const { port } = context.payments;
  const charge = port.chargeSavedCard.bind(port);
  port.chargeSavedCard = (input) => {
    ran.push(Number(input.metadata['instalment_id']));
    return charge(input);
  };
  await runBackgroundJobs(queue, {
    db: handle.db,
    commerce: context,
    clock: createClock(handle.db, { movable: true }),
    log: { info: () => undefined, error: () => undefined },
  });
  return queue;
}

it('two workers on one database charge each due instalment exactly once', async () => {
  const target = await database.db
    .selectFrom('order_instalments as i')
    .innerJoin('orders as o', 'o.order_id', 'i.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.order_id', 'i.order_item_id'])
    .where('u.email', '=', 'member@demo.touchline.test')
    .executeTakeFirstOrThrow();
  const today = dateOf(new Date());
  const inserted = await database.db
    .insertInto('order_instalments')
    .values(
      Array.from({ length: INSTALMENTS }, (_, index) => ({
        order_id: target.order_id,
        order_item_id: target.order_item_id,
        sequence: 100 + index,
        due_on: today,
        amount: 500 + index,
      })),
    )
    .returning('order_instalment_id')
    .execute();
  const ids = inserted.map((row) => row.order_instalment_id);

  const ranByFirst: number[] = [];
  const ranBySecond: number[] = [];
  const first = await startWorker(database, ranByFirst);
  await startWorker(second, ranBySecond);
  // Both collection runs queue the same due instalments (as two overlapping minutes would).
  await Promise.all([
    first.send(QUEUES.collectDuePayments, {}),
    first.send(QUEUES.collectDuePayments, {}),
  ]);

  await waitFor(
    'every instalment to be paid',
    async () => {
      const { rows } = await sql<{ unpaid: number }>`
        select count(*)::int as unpaid from order_instalments
        where order_instalment_id = any(${ids}) and status <> 'paid'
      `.execute(database.db);
      return rows[0]!.unpaid === 0;
    },
    { attempts: 2400, intervalMs: 100 },
  );

  const intents = await sql<{ key: string; count: number }>`
    select idempotency_key as key, count(*)::int as count from payment_sim_intents
    where idempotency_key like 'instalment:%' group by idempotency_key
  `.execute(database.db);
  const charged = intents.rows.filter((row) => ids.includes(Number(row.key.split(':')[1])));
  expect(charged).toHaveLength(INSTALMENTS);
  expect(charged.every((row) => row.count === 1 && row.key.endsWith(':1'))).toBe(true);
  const attempts = await database.db
    .selectFrom('instalment_charges')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('order_instalment_id', 'in', ids)
    .executeTakeFirstOrThrow();
  expect(Number(attempts.count)).toBe(INSTALMENTS);
  // Each worker asked the provider only for charges it held the claim of: no instalment twice.
  const asked = [...ranByFirst, ...ranBySecond];
  expect(new Set(asked).size).toBe(asked.length);
  expect(asked.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
});

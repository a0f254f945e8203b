import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../db/open-database';
import { QUEUES, startJobQueue, type JobQueue } from '../jobs/job-queue';
import { createOutboxMailer, type MailPort } from '../mail/mail-port';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { waitFor } from '../testing/wait-for';
import { sendListMessage } from './distribution-message-service';
import { listMailJobId, queueListMessage, runListMailJobs } from './list-mail-jobs';

// Two workers, each with its own connections, send the copies of one message to a list of 200
// members from one PostgreSQL database, with every batch's job queued twice over: each member
// gets exactly one copy, and the mail port is asked once per copy. PostgreSQL only (run by
// tools/test/with-postgres.mjs, which sets TEST_DATABASE_URL).

jest.setTimeout(300_000);

const MEMBERS = 200;

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

async function startWorker(handle: DatabaseHandle, asked: number[]): Promise<JobQueue> {
  const queue = await startJobQueue(handle, {
    role: 'work',
    onError: () => undefined,
    retryDelaySeconds: 1,
  });
  workers.push(queue);
  const outbox = createOutboxMailer(handle.db);
  // Counts the copies each worker hands to the mail port.
  const mail: MailPort = {
    sendMail: (message) => {
      asked.push(Number((message.data as { member_id: number }).member_id));
      return outbox.sendMail(message);
    },
  };
  await runListMailJobs(queue, {
    db: handle.db,
    config: testConfig(),
    mail,
    log: { info: () => undefined, error: () => undefined },
    pollingIntervalSeconds: 0.5,
    concurrency: 3,
  });
  return queue;
}

it('two workers on one database send each member of a list exactly one copy', async () => {
  const list = await database.db
    .selectFrom('email_distribution_lists as l')
    .innerJoin('clubs as c', 'c.account_id', 'l.account_id')
    .select(['l.id', 'l.account_id'])
    .where('c.slug', '=', 'demo')
    .where('l.audience', '=', 'all_members')
    .where('l.email_status', '=', 'active')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('members')
    .values(
      Array.from({ length: MEMBERS }, (_, index) => ({
        account_id: list.account_id,
        email: `list-reader-${index}@example.com`,
        first_name: `Reader${index}`,
        last_name: 'Byrne',
      })),
    )
    .execute();

  const askedByFirst: number[] = [];
  const askedBySecond: number[] = [];
  const first = await startWorker(database, askedByFirst);
  await startWorker(second, askedBySecond);
  const { message } = await sendListMessage(
    {
      db: database.db,
      log: { error: () => undefined } as unknown as FastifyBaseLogger,
      queueMessage: (id) => queueListMessage(first, id),
    },
    { accountId: list.account_id, userId: null },
    list.id,
    {
      subject: 'Club dinner',
      content: '<p>Hi {{first_name}}, tickets are on sale.</p>',
      idempotency_key: 'postgres-two-workers',
    },
  );
  expect(message.recipients).toBeGreaterThanOrEqual(MEMBERS);
  expect(message.pending).toBe(message.recipients);
  // Every batch queued twice more under other ids (as a sweep and a follow-up might).
  const { rows: batches } = await sql<{ batch: number }>`
    select distinct batch from distribution_deliveries where distribution_message_id = ${message.id}
  `.execute(database.db);
  expect(batches.length).toBe(Math.ceil(message.recipients / 25));
  for (const { batch } of batches) {
    for (const copy of ['a', 'b']) {
      await first.send(
        QUEUES.sendListMail,
        { message_id: message.id, batch },
        { id: listMailJobId(`test:${message.id}:${batch}:${copy}`) },
      );
    }
  }

  await waitFor(
    'every copy to be sent',
    async () => {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from distribution_deliveries
        where distribution_message_id = ${message.id} and status <> 'sent'
      `.execute(database.db);
      return rows[0]!.waiting === 0;
    },
    { attempts: 2400, intervalMs: 100 },
  );

  const { rows: copies } = await sql<{ to_address: string; count: number }>`
    select to_address, count(*)::int as count from mail_outbox
    where kind = 'distribution_message' and data->>'message_id' = ${String(message.id)}
    group by to_address
  `.execute(database.db);
  expect(copies).toHaveLength(message.recipients);
  expect(copies.every((row) => row.count === 1)).toBe(true);
  // Each worker asked the mail port only for copies it held the claim of: nobody twice.
  const asked = [...askedByFirst, ...askedBySecond];
  expect(asked).toHaveLength(message.recipients);
  expect(new Set(asked).size).toBe(asked.length);
  const { rows: attempts } = await sql<{ max: number }>`
    select max(attempts)::int as max from distribution_deliveries
    where distribution_message_id = ${message.id}
  `.execute(database.db);
  expect(attempts[0]!.max).toBe(1);
});

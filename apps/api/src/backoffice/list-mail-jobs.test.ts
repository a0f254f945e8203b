import type { DistributionListPage, DistributionMessage } from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { bearer, signIn, SEEDED } from '../identity/identity-test-kit';
import { QUEUES, startJobQueue, type JobQueue } from '../jobs/job-queue';
import { createOutboxMailer, type MailMessage, type MailPort } from '../mail/mail-port';
import { testConfig } from '../testing/test-database';
import { waitFor } from '../testing/wait-for';
import { startBackofficeApp, type BackofficeTestApp } from './backoffice-test-kit';
import {
  deliveryMailKey,
  dispatchListMail,
  runListMailJobs,
  sendListMailBatch,
  type ListMailOptions,
  type SendListMailJob,
} from './list-mail-jobs';
import { claimNextDelivery } from './list-mail-repository';

// A message to a distribution list is recorded with a delivery per recipient and answered at
// once; the list-mail jobs send each copy once through the mail port, retry a refused one and
// count it failed after the last attempt; a second run, or a run after a worker died mid-send,
// sends nobody a second copy.

jest.setTimeout(120_000);

let kit: BackofficeTestApp;
let admin: Record<string, string>;
let listId: number;
let keyCount = 0;
const newKey = () => `jobs-key-${++keyCount}-${Date.now()}`;
const config = testConfig({ PUBLIC_URL: 'http://api.test' });
const quiet = { info: () => undefined, error: () => undefined };
const started: JobQueue[] = [];

beforeAll(async () => {
  // No worker: a message is recorded and its copies wait for the jobs each test runs.
  kit = await startBackofficeApp({ PUBLIC_URL: 'http://api.test' });
  admin = bearer((await signIn(kit.app, SEEDED.demoAdmin)).access_token);
  const page = (
    await kit.app.inject({
      method: 'GET',
      url: '/v2/backoffice/emails/distribution-lists?per_page=100',
      headers: admin,
    })
  ).json<DistributionListPage>();
  listId = page.items.find(
    (list) => list.audience === 'all_members' && list.email_status === 'active',
  )!.email_distribution_list_id;
});
afterEach(async () => {
  for (const queue of started.splice(0)) await queue.stop();
});
afterAll(async () => kit?.close());

const send = async (app: FastifyInstance = kit.app) => {
  const response = await app.inject({
    method: 'POST',
    url: `/v2/backoffice/emails/distribution-lists/${listId}/messages`,
    headers: admin,
    payload: {
      subject: 'Training moves to Thursday',
      content: '<p>Hi {{first_name}}, training is on Thursday.</p>',
      idempotency_key: newKey(),
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<DistributionMessage>();
};

const deliveries = (messageId: number) =>
  kit.database.db
    .selectFrom('distribution_deliveries')
    .selectAll()
    .where('distribution_message_id', '=', messageId)
    .orderBy('id')
    .execute();

/** The copies of a message in the outbox, by recipient address. */
async function copiesOf(messageId: number): Promise<Map<string, number>> {
  const rows = await kit.database.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'data'])
    .where('kind', '=', 'distribution_message')
    .execute();
  const copies = new Map<string, number>();
  for (const row of rows) {
    if ((row.data as { message_id?: number }).message_id !== messageId) continue;
    copies.set(row.to_address, (copies.get(row.to_address) ?? 0) + 1);
  }
  return copies;
}

/** The message as the sent view reads it. */
const listed = async (messageId: number) => {
  const page = (
    await kit.app.inject({
      method: 'GET',
      url: `/v2/backoffice/emails/distribution-lists/${listId}/messages?per_page=100`,
      headers: admin,
    })
  ).json<{ items: DistributionMessage[] }>();
  return page.items.find((item) => item.id === messageId)!;
};

const settled = (messageId: number) =>
  waitFor('every copy of the message to be settled', async () =>
    (await deliveries(messageId)).every(
      (delivery) => delivery.status === 'sent' || delivery.status === 'failed',
    ),
  );

/** The outbox, counting each call (and refusing one address, when asked). */
function countingMail(refuse?: string): MailPort & { calls: MailMessage[] } {
  const outbox = createOutboxMailer(kit.database.db);
  const calls: MailMessage[] = [];
  return {
    calls,
    async sendMail(message) {
      calls.push(message);
      if (message.to === refuse) throw new Error('550 Mailbox unavailable');
      return outbox.sendMail(message);
    },
  };
}

const options = (mail: MailPort, more: Partial<ListMailOptions> = {}): ListMailOptions => ({
  db: kit.database.db,
  config,
  mail,
  log: quiet,
  ...more,
});

async function worker(mail: MailPort, more: Partial<ListMailOptions> = {}): Promise<JobQueue> {
  const queue = await startJobQueue(kit.database, {
    role: 'work',
    onError: () => undefined,
    retryDelaySeconds: 1,
  });
  started.push(queue);
  await runListMailJobs(queue, options(mail, { pollingIntervalSeconds: 0.5, ...more }));
  return queue;
}

describe('sending a message to a list on the job queue', () => {
  it('answers before any copy is sent, then the jobs send every recipient exactly one', async () => {
    const sender = await startJobQueue(kit.database, { role: 'send', onError: () => undefined });
    started.push(sender);
    const app = await buildApp({ db: kit.database.db, config, jobs: sender });
    try {
      const message = await send(app);
      expect(message.recipients).toBeGreaterThan(1);
      expect(message).toMatchObject({ delivered: 0, failed: 0, pending: message.recipients });
      // Recorded, queued, and nothing mailed yet: no worker runs.
      expect(await copiesOf(message.id)).toEqual(new Map());
      const recorded = await deliveries(message.id);
      expect(recorded).toHaveLength(message.recipients);
      expect(new Set(recorded.map((delivery) => delivery.status))).toEqual(new Set(['queued']));
      expect(
        (await sender.counts()).some(
          (row) => row.queue === QUEUES.dispatchListMail && row.state === 'created',
        ),
      ).toBe(true);
      expect(await listed(message.id)).toMatchObject({ delivered: 0, pending: message.recipients });

      const mail = countingMail();
      await worker(mail);
      await settled(message.id);
      const copies = await copiesOf(message.id);
      expect(copies.size).toBe(message.recipients);
      expect([...copies.values()].every((count) => count === 1)).toBe(true);
      expect(mail.calls).toHaveLength(message.recipients);
      expect(await listed(message.id)).toMatchObject({
        recipients: message.recipients,
        delivered: message.recipients,
        failed: 0,
        pending: 0,
      });
      for (const delivery of await deliveries(message.id)) {
        expect(delivery).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      }
    } finally {
      await app.close();
    }
  });

  it('tries a refused copy again later, counts it failed after the last attempt, and sends the others', async () => {
    const message = await send();
    const [refused] = await deliveries(message.id);
    const mail = countingMail(refused!.to_address);
    const queue = await worker(mail, { maxAttempts: 3, retryDelaySeconds: 0 });
    // Queued as the request queues it (the app here has no queue).
    await queue.send(QUEUES.dispatchListMail, { message_id: message.id });
    await settled(message.id);

    const tries = mail.calls.filter((call) => call.to === refused!.to_address);
    expect(tries).toHaveLength(3);
    // Each try is the same copy, under the delivery's key.
    expect(new Set(tries.map((call) => call.idempotencyKey))).toEqual(
      new Set([deliveryMailKey(refused!.id)]),
    );
    const after = await deliveries(message.id);
    expect(after[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: '550 Mailbox unavailable',
    });
    expect(after.slice(1).every((delivery) => delivery.status === 'sent')).toBe(true);
    const copies = await copiesOf(message.id);
    expect(copies.has(refused!.to_address)).toBe(false);
    expect(copies.size).toBe(message.recipients - 1);
    expect(await listed(message.id)).toMatchObject({
      delivered: message.recipients - 1,
      failed: 1,
      pending: 0,
    });
  });
});

describe('each recipient gets one copy', () => {
  const batchesOf = async (messageId: number) => [
    ...new Set((await deliveries(messageId)).map((delivery) => delivery.batch)),
  ];

  it('when two runs of the same batch overlap, or run one after the other', async () => {
    const message = await send();
    const mail = countingMail();
    const [batch] = await batchesOf(message.id);
    const job: SendListMailJob = { message_id: message.id, batch: batch! };
    const runs = await Promise.all([
      sendListMailBatch(options(mail), null, job),
      sendListMailBatch(options(mail), null, job),
    ]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(message.recipients);
    expect(await sendListMailBatch(options(mail), null, job)).toEqual({ sent: 0, refused: 0 });
    expect(mail.calls).toHaveLength(message.recipients);
    const copies = await copiesOf(message.id);
    expect(copies.size).toBe(message.recipients);
    expect([...copies.values()].every((count) => count === 1)).toBe(true);
  });

  it('when a worker died after sending a copy and before recording it', async () => {
    const message = await send();
    const mail = countingMail();
    const [batch] = await batchesOf(message.id);
    // The dead worker claimed the first delivery and sent its copy, then stopped.
    const claimed = await claimNextDelivery(kit.database.db, message.id, batch!, 0, 300);
    const first = await mail.sendMail({
      to: claimed!.email,
      subject: 'Training moves to Thursday',
      text: 'Hi, training is on Thursday.',
      kind: 'distribution_message',
      data: { message_id: message.id, member_id: claimed!.memberId },
      idempotencyKey: deliveryMailKey(claimed!.id),
    });

    // While its claim runs, another run leaves that delivery alone.
    const job: SendListMailJob = { message_id: message.id, batch: batch! };
    expect(await sendListMailBatch(options(mail), null, job)).toEqual({
      sent: message.recipients - 1,
      refused: 0,
    });
    expect(await listed(message.id)).toMatchObject({
      delivered: message.recipients - 1,
      pending: 1,
    });

    // Once the claim lapses, a run takes it over and sends it under the same key: the mail
    // service keeps the first copy, and the delivery is recorded as sent with it.
    await kit.database.db
      .updateTable('distribution_deliveries')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where('id', '=', claimed!.id)
      .execute();
    expect(await sendListMailBatch(options(mail), null, job)).toEqual({ sent: 1, refused: 0 });
    const taken = (await deliveries(message.id)).find((delivery) => delivery.id === claimed!.id);
    expect(taken).toMatchObject({ status: 'sent', attempts: 2, mail_id: first.id });
    const copies = await copiesOf(message.id);
    expect(copies.size).toBe(message.recipients);
    expect([...copies.values()].every((count) => count === 1)).toBe(true);
    expect(await listed(message.id)).toMatchObject({
      delivered: message.recipients,
      failed: 0,
      pending: 0,
    });
  });

  it('waits longer before each next try of a refused copy: 30 s, then 2 minutes', async () => {
    const message = await send();
    const [refused] = await deliveries(message.id);
    const mail = countingMail(refused!.to_address);
    const followUps: { data: object; options: { startAfter?: number } }[] = [];
    const queue = {
      send: async (_name: string, data: object, sendOptions: { startAfter?: number }) => {
        followUps.push({ data, options: sendOptions });
        return null;
      },
    } as unknown as JobQueue;
    const job: SendListMailJob = { message_id: message.id, batch: refused!.batch };
    const waitOf = async () => {
      const row = (await deliveries(message.id))[0]!;
      return (new Date(row.next_attempt_at).getTime() - Date.now()) / 1000;
    };

    expect(await sendListMailBatch(options(mail), queue, job, 'job-1')).toEqual({
      sent: message.recipients - 1,
      refused: 1,
    });
    expect((await deliveries(message.id))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await waitOf()).toBeGreaterThan(25);
    expect(await waitOf()).toBeLessThanOrEqual(30);
    // The batch's next job is queued for then.
    expect(followUps).toEqual([
      { data: job, options: expect.objectContaining({ startAfter: 30 }) },
    ]);

    // Not due yet: a run now leaves it.
    expect(await sendListMailBatch(options(mail), null, job)).toEqual({ sent: 0, refused: 0 });
    await kit.database.db
      .updateTable('distribution_deliveries')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where('id', '=', refused!.id)
      .execute();
    expect(await sendListMailBatch(options(mail), null, job)).toEqual({ sent: 0, refused: 1 });
    expect((await deliveries(message.id))[0]).toMatchObject({ status: 'queued', attempts: 2 });
    expect(await waitOf()).toBeGreaterThan(115);
    expect(await waitOf()).toBeLessThanOrEqual(120);
    expect(await listed(message.id)).toMatchObject({ failed: 0, pending: 1 });
  });

  it('counts the copy of a member removed since the message was sent as failed, at once', async () => {
    const message = await send();
    const [removed] = await deliveries(message.id);
    // What removing the member does to its delivery (`on delete set null`).
    await kit.database.db
      .updateTable('distribution_deliveries')
      .set({ member_id: null })
      .where('id', '=', removed!.id)
      .execute();
    const mail = countingMail();
    const job: SendListMailJob = { message_id: message.id, batch: removed!.batch };
    expect(await sendListMailBatch(options(mail), null, job)).toEqual({
      sent: message.recipients - 1,
      refused: 1,
    });
    expect(mail.calls.some((call) => call.to === removed!.to_address)).toBe(false);
    expect((await deliveries(message.id))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'The member no longer exists',
    });
    expect(await listed(message.id)).toMatchObject({
      delivered: message.recipients - 1,
      failed: 1,
      pending: 0,
    });
  });

  it('queues a batch left waiting (its job never queued) once the sweep finds it overdue', async () => {
    const message = await send();
    const sent: { queue: string; data: object }[] = [];
    const queue = {
      send: async (name: string, data: object) => {
        sent.push({ queue: name, data });
        return null;
      },
    } as unknown as JobQueue;
    // A dispatch queues one job per batch of the message.
    await dispatchListMail(options(countingMail()), queue, { message_id: message.id });
    expect(sent).toEqual(
      (await batchesOf(message.id)).map((batch) => ({
        queue: QUEUES.sendListMail,
        data: { message_id: message.id, batch },
      })),
    );
    sent.splice(0);

    // Not yet overdue: the sweep leaves it to its job.
    await dispatchListMail(options(countingMail()), queue, {});
    expect(sent.filter((job) => (job.data as SendListMailJob).message_id === message.id)).toEqual(
      [],
    );
    await kit.database.db
      .updateTable('distribution_deliveries')
      .set({ next_attempt_at: new Date(Date.now() - 20 * 60_000) })
      .where('distribution_message_id', '=', message.id)
      .execute();
    await dispatchListMail(options(countingMail()), queue, {});
    expect(sent.filter((job) => (job.data as SendListMailJob).message_id === message.id)).toEqual(
      (await batchesOf(message.id)).map((batch) => ({
        queue: QUEUES.sendListMail,
        data: { message_id: message.id, batch },
      })),
    );
  });
});

import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findClubBrand } from '../clubs/club-brand-repository';
import type { ApiConfig } from '../config';
import { emailActionLink } from '../content/email-link-signing';
import type { Database } from '../db/schema';
import { QUEUES, type JobQueue } from '../jobs/job-queue';
import type { MailPort } from '../mail/mail-port';
import { clubSiteUrl } from './club-site-url';
import { mailFor, type MailingClub } from './distribution-message-service';
import {
  claimNextDelivery,
  findMessageToSend,
  markDeliveryAttemptFailed,
  markDeliverySent,
  nextAttemptIn,
  overdueBatches,
  unsettledBatches,
} from './list-mail-repository';

/**
 * The jobs that send a message to a distribution list (docs/architecture.md, "Background jobs"):
 *
 * - `dispatch-list-mail` `{ message_id }`, queued by the request that recorded the message:
 *   queues one `send-list-mail` job per batch of its recipients. The same queue, every minute
 *   with `{}`, queues again the batches whose deliveries have waited too long (their job was
 *   never queued, or was given up on).
 * - `send-list-mail` `{ message_id, batch }`: claims each delivery of the batch that may be tried,
 *   sends its copy through the mail port keyed by the delivery's id, and settles it; a refused
 *   copy is tried again later (backoff), and given up on (`failed`) after the last attempt. When
 *   the batch still has deliveries to try, the job queues its own follow-up for that time.
 *
 * Each copy is sent at least once and, where the mail port keeps one mail per key (the outbox),
 * exactly once: a worker that dies between sending and recording leaves its claim, which lapses,
 * and the run that takes the delivery over sends it again under the same key.
 */

export interface DispatchListMailJob {
  readonly message_id?: number;
}

export interface SendListMailJob {
  readonly message_id: number;
  readonly batch: number;
}

export interface ListMailLog {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface ListMailOptions {
  readonly db: Kysely<Database>;
  readonly config: ApiConfig;
  readonly mail: MailPort;
  readonly log: ListMailLog;
  /** Attempts per copy before it is given up on (5). */
  readonly maxAttempts?: number;
  /** The delay after a first refused attempt, quadrupled after each next one (30 s). */
  readonly retryDelaySeconds?: number;
  /** How long a worker's claim on a delivery lasts before another may take it over (300 s). */
  readonly claimSeconds?: number;
  /** How often a handler looks for jobs (2 s; tests ask more often). */
  readonly pollingIntervalSeconds?: number;
  /** Batches sent at once by one worker (2). */
  readonly concurrency?: number;
}

export const LIST_MAIL_MAX_ATTEMPTS = 5;
export const LIST_MAIL_RETRY_DELAY_SECONDS = 30;
export const LIST_MAIL_CLAIM_SECONDS = 300;
/** A delivery claimable this long without a try is taken for forgotten by the sweep. */
const OVERDUE_SECONDS = 15 * 60;
const SWEEP_LIMIT = 200;

/** The key a copy is sent under: a copy sent again (after a crash) is the same mail. */
export const deliveryMailKey = (deliveryId: number) => `distribution-delivery:${deliveryId}`;

/** A job id made from a name: sending the same name twice queues one job. */
export function listMailJobId(name: string): string {
  const hex = createHash('sha256').update(`list-mail:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues the sending of a message just recorded (one dispatch job per message). */
export async function queueListMessage(queue: JobQueue, messageId: number): Promise<void> {
  await queue.send<DispatchListMailJob>(
    QUEUES.dispatchListMail,
    { message_id: messageId },
    { id: listMailJobId(`dispatch:${messageId}`) },
  );
}

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error ?? 'Unknown error');

/**
 * Sends the batch's copies that may be tried now, each at most once in this run (a refused one
 * waits for its backoff). Answers how many were sent and refused.
 */
export async function sendListMailBatch(
  options: ListMailOptions,
  queue: JobQueue | null,
  job: SendListMailJob,
  /** The queue's id of this job, which its follow-up's is made from. */
  jobId?: string,
): Promise<{ sent: number; refused: number }> {
  const { db, config, mail, log } = options;
  const maxAttempts = options.maxAttempts ?? LIST_MAIL_MAX_ATTEMPTS;
  const retryDelay = options.retryDelaySeconds ?? LIST_MAIL_RETRY_DELAY_SECONDS;
  const claimSeconds = options.claimSeconds ?? LIST_MAIL_CLAIM_SECONDS;
  const result = { sent: 0, refused: 0 };
  const message = await findMessageToSend(db, job.message_id);
  if (!message) return result;
  const brand = await findClubBrand(db, message.accountId, config.publicUrl);
  if (!brand) return result;
  const club: MailingClub = {
    brand,
    siteUrl: clubSiteUrl(config.identity.siteUrl, config.defaultClub, message.clubSlug),
  };

  let afterId = 0;
  for (;;) {
    const delivery = await claimNextDelivery(db, message.id, job.batch, afterId, claimSeconds);
    if (!delivery) break;
    afterId = delivery.id;
    if (delivery.memberId === null) {
      // The member was removed since the message was sent: nobody to send this copy to.
      await markDeliveryAttemptFailed(db, delivery.id, 'The member no longer exists', null);
      result.refused += 1;
      continue;
    }
    let mailId: string;
    try {
      // The opt-out link records this member's answer to this list on the club's site. It
      // carries a signed token (`t`): ids alone would let anyone change another member's choice.
      const { path } = await emailActionLink(db, {
        kind: 'opt-out',
        accountId: message.accountId,
        listId: message.listId,
        memberId: delivery.memberId,
      });
      const link = `${club.siteUrl}${path}`;
      const copy = mailFor(club, message, delivery, link);
      ({ id: mailId } = await mail.sendMail({
        to: delivery.email,
        ...copy,
        kind: 'distribution_message',
        data: {
          link,
          list_id: message.listId,
          member_id: delivery.memberId,
          message_id: message.id,
        },
        idempotencyKey: deliveryMailKey(delivery.id),
      }));
    } catch (error) {
      // One bad address must not stop the others: this copy is tried again later, or counted
      // as failed after its last attempt.
      const last = delivery.attempts >= maxAttempts;
      const retryIn = last ? null : retryDelay * 4 ** (delivery.attempts - 1);
      await markDeliveryAttemptFailed(db, delivery.id, errorText(error), retryIn);
      log.error(
        last
          ? `List mail: delivery ${delivery.id} failed after ${delivery.attempts} attempts`
          : `List mail: delivery ${delivery.id} refused (attempt ${delivery.attempts}); tried again in ${retryIn} s`,
        error,
      );
      result.refused += 1;
      continue;
    }
    await markDeliverySent(db, delivery.id, mailId);
    result.sent += 1;
  }

  // Copies left to try (a refused one's next attempt, a claim of a worker that may have died):
  // this batch's next job, at that time. Its id is made from this job's, so this job run again
  // (its worker died after this point) queues no second one.
  const next = queue ? await nextAttemptIn(db, message.id, job.batch) : null;
  if (queue && next !== null) {
    await queue.send<SendListMailJob>(
      QUEUES.sendListMail,
      { message_id: job.message_id, batch: job.batch },
      {
        ...(jobId === undefined ? {} : { id: listMailJobId(`after:${jobId}`) }),
        startAfter: Math.ceil(next),
      },
    );
  }
  return result;
}

/** Queues a send job for each batch of the message still to send (or, without one, overdue). */
export async function dispatchListMail(
  options: ListMailOptions,
  queue: JobQueue,
  job: DispatchListMailJob,
): Promise<number> {
  const { db } = options;
  if (job.message_id === undefined) {
    const overdue = await overdueBatches(db, OVERDUE_SECONDS, SWEEP_LIMIT);
    const minute = Math.floor(Date.now() / 60_000);
    for (const { messageId, batch } of overdue) {
      await queue.send<SendListMailJob>(
        QUEUES.sendListMail,
        { message_id: messageId, batch },
        { id: listMailJobId(`send:${messageId}:${batch}:sweep:${minute}`) },
      );
    }
    if (overdue.length > 0) {
      options.log.info(`List mail: ${overdue.length} waiting batches queued again`);
    }
    return overdue.length;
  }
  const batches = await unsettledBatches(db, job.message_id);
  for (const batch of batches) {
    await queue.send<SendListMailJob>(
      QUEUES.sendListMail,
      { message_id: job.message_id, batch },
      { id: listMailJobId(`send:${job.message_id}:${batch}:first`) },
    );
  }
  return batches.length;
}

/** Registers the list-mail handlers on a worker's queue, and the sweep's schedule. */
export async function runListMailJobs(queue: JobQueue, options: ListMailOptions): Promise<void> {
  const polling =
    options.pollingIntervalSeconds === undefined
      ? {}
      : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await queue.work<DispatchListMailJob>(
    QUEUES.dispatchListMail,
    async (data) => {
      await dispatchListMail(options, queue, data);
    },
    polling,
  );
  await queue.work<SendListMailJob>(
    QUEUES.sendListMail,
    async (data, job) => {
      await sendListMailBatch(options, queue, data, job.id);
    },
    { ...polling, concurrency: options.concurrency ?? 2 },
  );
  await queue.schedule(QUEUES.dispatchListMail, '* * * * *');
}

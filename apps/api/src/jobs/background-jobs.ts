import type { Kysely } from 'kysely';
import type { Clock } from '../clock/clock';
import { createCollectionService } from '../commerce/collection/collection-service';
import type { CommerceContext } from '../commerce/commerce-context';
import { sweepExpiredHolds } from '../commerce/orders/stock-holds';
import { resumePendingRefunds } from '../commerce/refunds/refund-resumption';
import { runRenewalJobs } from '../commerce/renewals/renewal-jobs';
import { runListMailJobs } from '../backoffice/list-mail-jobs';
import { sendRenewalReminders } from '../member-account/renewal-reminders';
import type { Database } from '../db/schema';
import { createRetrySender, sendRetryMails, withTimeout } from '../mail/mail-port';
import { QUEUES, type JobQueue } from './job-queue';

export interface JobLog {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface BackgroundJobDependencies {
  readonly db: Kysely<Database>;
  readonly commerce: CommerceContext;
  /** The time payments fall due by (movable in development and tests). */
  readonly clock: Clock;
  readonly log: JobLog;
  /** Charge jobs run at once by one worker (default 4). */
  readonly chargeConcurrency?: number;
}

export interface ChargeJob {
  readonly instalment_id: number;
}

export class ChargeHeldError extends Error {
  constructor(instalmentId: number) {
    super(`Instalment ${instalmentId} is being charged by another worker; asked again later`);
    this.name = 'ChargeHeldError';
  }
}

/**
 * The cron of the stock-hold sweep: every minute, or every `sweepSeconds` rounded to whole
 * minutes (the queue's schedules have a minute's resolution); null when the sweep is off.
 */
export function stockHoldCron(sweepSeconds: number): string | null {
  if (sweepSeconds === 0) return null;
  const minutes = Math.max(1, Math.round(sweepSeconds / 60));
  return minutes === 1 ? '* * * * *' : `*/${Math.min(minutes, 59)} * * * *`;
}

/**
 * A worker's jobs: the handlers of every queue, and the schedules that feed them (kept in the
 * queue's tables, so one schedule fires once however many workers run).
 */
export async function runBackgroundJobs(
  queue: JobQueue,
  dependencies: BackgroundJobDependencies,
): Promise<void> {
  const { commerce, log } = dependencies;
  const collection = createCollectionService(commerce, dependencies.clock);

  await queue.work(QUEUES.sweepStockHolds, async () => {
    const abandoned = await sweepExpiredHolds(commerce, commerce.now());
    if (abandoned > 0) log.info(`Stock holds: ${abandoned} unpaid orders abandoned`);
  });
  const cron = stockHoldCron(commerce.config.stockHolds.sweepSeconds);
  if (cron) await queue.schedule(QUEUES.sweepStockHolds, cron);
  else await queue.unschedule(QUEUES.sweepStockHolds);

  // Every minute (and at once when the development clock moves): one charge job per instalment
  // due, under a job id of its attempt and day, so a second run queues no second job.
  await queue.work(QUEUES.collectDuePayments, async () => {
    const due = await collection.dueCharges();
    for (const charge of due) {
      await queue.send<ChargeJob>(
        QUEUES.chargeInstalment,
        { instalment_id: charge.instalmentId },
        { id: charge.jobId },
      );
    }
    if (due.length > 0) log.info(`Payments: ${due.length} due charges queued`);
  });
  await queue.schedule(QUEUES.collectDuePayments, '* * * * *');

  await queue.work<ChargeJob>(
    QUEUES.chargeInstalment,
    async (data) => {
      const result = await collection.charge(data.instalment_id);
      // Another worker holds the attempt: this job is retried later, in case that worker died.
      if (result === 'held') throw new ChargeHeldError(data.instalment_id);
    },
    { concurrency: dependencies.chargeConcurrency ?? 4, batchSize: 5 },
  );

  // Renewals, subscription periods, reminders and card-expiry notices (renewal-jobs).
  await runRenewalJobs(queue, dependencies);

  // Mails the SMTP server did not take within a request (sign-up, password reset, receipts...).
  const retrySender = createRetrySender(commerce.config.mail, dependencies.db);
  const mailTimeoutMs =
    commerce.config.mail.transport === 'smtp' ? commerce.config.mail.timeoutMs : 10_000;
  await queue.work(QUEUES.retryMail, async () => {
    const result = await sendRetryMails(dependencies.db, retrySender, mailTimeoutMs);
    if (result.sent > 0) log.info(`Mail: ${result.sent} kept mails sent`);
    if (result.givenUp > 0) log.error(`Mail: ${result.givenUp} kept mails given up on`);
  });
  await queue.schedule(QUEUES.retryMail, '* * * * *');

  // Refunds the card provider never answered: sent again with their own keys (refund-resumption).
  await queue.work(QUEUES.resumeRefunds, async () => {
    const result = await resumePendingRefunds(commerce);
    if (result.succeeded + result.failed > 0) {
      log.info(`Refunds: ${result.succeeded} resumed, ${result.failed} refused by the provider`);
    }
  });
  await queue.schedule(QUEUES.resumeRefunds, '* * * * *');

  // Renewal reminders of memberships ending in 30 days, each once (member-account/renewal-reminders).
  await queue.work(QUEUES.remindMembershipRenewals, async () => {
    const sent = await sendRenewalReminders({
      db: dependencies.db,
      config: commerce.config,
      mail: commerce.mail,
      clock: dependencies.clock,
    });
    if (sent > 0) log.info(`Renewals: ${sent} membership renewal reminders`);
  });
  await queue.schedule(QUEUES.remindMembershipRenewals, '40 * * * *');

  // Messages to distribution lists: a job per batch of recipients, each copy once (list-mail-jobs).
  // Their copies keep their own retries and counts, so a refused copy is not kept for retry-mail.
  await runListMailJobs(queue, {
    db: dependencies.db,
    config: commerce.config,
    mail: withTimeout(retrySender, mailTimeoutMs),
    log,
  });
}

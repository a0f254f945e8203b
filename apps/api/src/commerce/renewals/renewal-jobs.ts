import type { Kysely } from 'kysely';
import type { Clock } from '../../clock/clock';
import type { Database } from '../../db/schema';
import { QUEUES, type JobQueue } from '../../jobs/job-queue';
import { chargeJobId } from '../collection/collection-service';
import type { CommerceContext } from '../commerce-context';
import { createPaymentNoticeService } from './payment-notice-service';
import { createRenewalService } from './renewal-service';

export interface RenewalJobDependencies {
  readonly db: Kysely<Database>;
  readonly commerce: CommerceContext;
  readonly clock: Clock;
  readonly log: { info(message: string): void };
}

/** Renewals and subscription periods: every 5 minutes (and when the development clock moves). */
export const RENEWAL_CRON = '*/5 * * * *';
/** Reminders and card-expiry notices: every hour, at minute 20. */
export const NOTICE_CRON = '20 * * * *';

const dateOf = (time: Date): string => time.toISOString().slice(0, 10);

/**
 * The jobs of renewals and of the mails ahead of charges (docs/architecture.md, "Background
 * jobs"): `renew-entries` renews lotto and draw entries whose draws were held and gives
 * subscriptions their next period, queueing the charge of each renewal at once;
 * `send-payment-notices` sends reminders and card-expiry notices, each once.
 */
export async function runRenewalJobs(
  queue: JobQueue,
  dependencies: RenewalJobDependencies,
): Promise<void> {
  const { commerce, clock, log } = dependencies;
  const renewals = createRenewalService(commerce, clock);
  const notices = createPaymentNoticeService(commerce, clock, renewals);

  await queue.work(QUEUES.renewEntries, async () => {
    const { instalmentIds, refused } = await renewals.renewEntries();
    const day = dateOf(await clock.now());
    // The same job id the collection run would give it: whichever comes first charges it.
    for (const id of instalmentIds) {
      await queue.send(
        QUEUES.chargeInstalment,
        { instalment_id: id },
        { id: chargeJobId(id, 0, day) },
      );
    }
    const periods = await renewals.extendSubscriptions();
    if (instalmentIds.length + refused + periods.length > 0) {
      log.info(
        `Renewals: ${instalmentIds.length} renewed, ${refused} refused, ${periods.length} subscription periods added`,
      );
    }
  });
  await queue.schedule(QUEUES.renewEntries, RENEWAL_CRON);

  await queue.work(QUEUES.sendPaymentNotices, async () => {
    const sent = await notices.sendNotices();
    if (sent.reminders + sent.cardExpiry > 0) {
      log.info(
        `Payment notices: ${sent.reminders} reminders, ${sent.cardExpiry} card-expiry notices`,
      );
    }
  });
  await queue.schedule(QUEUES.sendPaymentNotices, NOTICE_CRON);
}

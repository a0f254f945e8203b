import { createHash } from 'node:crypto';
import { clubSiteUrl } from '../../backoffice/club-site-url';
import type { Clock } from '../../clock/clock';
import { UnknownPaymentMethodError, type IntentState } from '../../payments/payment-port';
import type { CommerceContext } from '../commerce-context';
import { mailTranslator } from '../../mail/mail-language';
import { memberMailLanguage } from '../../mail/mail-language-repository';
import { chargeLabel } from './charge-label';
import { refusalMessage } from '../orders/order-payments';
import { instalmentFailedMail, instalmentPaidMail, type InstalmentNotice } from './collection-mail';
import {
  chargeableCard,
  claimCharge,
  claimNotices,
  dateOf,
  dueInstalments,
  instalmentForNotice,
  knownCustomer,
  releaseClaim,
  settleCharge,
  type ChargeOutcome,
  type ClaimedCharge,
} from './collection-repository';

/** After a failed charge, the automatic attempts: 1, 3 and 7 days after the first failure. */
export const RETRY_DAYS: readonly number[] = [1, 3, 7];

/**
 * How long a worker's claim on an attempt lasts (real time): a worker that dies mid-charge
 * leaves it, and the job's retry (once the dead worker's heartbeat lapsed) takes it over. A
 * live worker whose provider answers later than this still charges once: the one who takes over
 * sends the same idempotency key, and only the first answer recorded settles the attempt.
 */
export const CLAIM_SECONDS = 60;

/** How many due instalments one collection run queues (the next run takes the rest). */
export const COLLECTION_BATCH = 1000;

/** `held`: another worker holds the attempt (ask again later); `not_due`: nothing to charge. */
export type ChargeResult = 'succeeded' | 'failed' | 'processing' | 'not_due' | 'held';

const NO_CARD = 'There is no saved card to charge.';

/** A stable job id (UUID form) for one attempt of one instalment on one day. */
export function chargeJobId(instalmentId: number, attempts: number, day: string): string {
  const hex = createHash('sha256')
    .update(`instalment:${instalmentId}:${attempts}:${day}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function outcomeOf(intent: IntentState): ChargeOutcome {
  const recorded = {
    id: intent.id,
    clientSecret: intent.clientSecret,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
  };
  if (intent.status === 'succeeded') {
    return { status: 'succeeded', intent: recorded, errorCode: null, errorMessage: null };
  }
  if (intent.status === 'processing' || intent.status === 'requires_confirmation') {
    return { status: 'processing', intent: recorded, errorCode: null, errorMessage: null };
  }
  const authentication =
    intent.status === 'requires_action' ||
    intent.error?.code === 'authentication_required' ||
    intent.error?.declineCode === 'authentication_required';
  return {
    status: 'failed',
    intent: recorded,
    errorCode: authentication
      ? 'authentication_required'
      : (intent.error?.declineCode ?? intent.error?.code ?? 'card_declined'),
    errorMessage: refusalMessage(intent),
  };
}

/**
 * Collecting instalments and subscription periods when due: each attempt is claimed in the
 * database, charged off-session to the member's saved card with the attempt's idempotency key,
 * and settled once; the member is told of the outcome once.
 */
export function createCollectionService(context: CommerceContext, clock: Clock) {
  const { db } = context;
  const { port, provider } = context.payments;
  const arrearsUrl = `${clubSiteUrl(context.config.identity.siteUrl, context.config.defaultClub, 'myaccount')}/arrears`;

  async function chargeClaimed(claim: ClaimedCharge): Promise<ChargeOutcome> {
    const card =
      claim.userId === null ? undefined : await chargeableCard(db, claim.userId, provider);
    if (!card || claim.userId === null) {
      return { status: 'failed', intent: null, errorCode: 'no_saved_card', errorMessage: NO_CARD };
    }
    try {
      const intent = await port.chargeSavedCard({
        amount: claim.amount,
        currency: claim.currency.toLowerCase(),
        paymentMethodId: card.provider_payment_method_id,
        customerId: await knownCustomer(db, claim.userId, provider),
        idempotencyKey: claim.idempotencyKey,
        description: `${claim.clubName} order ${claim.orderSeq}: payment ${claim.sequence} of ${claim.numberOfPayments}`,
        metadata: {
          order_id: claim.orderId,
          instalment_id: String(claim.instalmentId),
          attempt: String(claim.attempt),
          purpose: 'instalment',
        },
      });
      return outcomeOf(intent);
    } catch (error) {
      if (error instanceof UnknownPaymentMethodError) {
        return {
          status: 'failed',
          intent: null,
          errorCode: 'unknown_payment_method',
          errorMessage: error.message,
        };
      }
      throw error;
    }
  }

  /** Tells the member of each settled attempt not told yet (a crash may have left one). */
  async function notify(instalmentId: number): Promise<void> {
    const notices = await claimNotices(db, instalmentId);
    if (notices.length === 0) return;
    const info = await instalmentForNotice(db, instalmentId);
    const to = info?.user_email ?? info?.buyer_email;
    if (!info || !to) return;
    const language = await memberMailLanguage(db, { email: to, accountId: info.account_id });
    const notice: InstalmentNotice = {
      to,
      firstName: info.first_name,
      clubName: info.club_name,
      orderSeq: info.order_seq,
      orderId: info.order_id,
      productName: info.product_name,
      sequence: info.sequence,
      numberOfPayments: info.number_of_payments,
      amount: info.amount,
      currency: info.currency,
      arrearsUrl,
      label: chargeLabel(
        {
          productName: info.product_name,
          sequence: info.sequence,
          numberOfPayments: info.number_of_payments,
          paymentType: info.payment_type,
          renewal: info.entry_renewal_id === null ? null : { title: info.price_title },
        },
        mailTranslator(language),
      ),
      language,
    };
    // The newest attempt speaks for the instalment as it is now.
    const newest = notices.reduce((a, b) => (b.attempt > a.attempt ? b : a));
    if (newest.status === 'succeeded') {
      await context.mail.sendMail(instalmentPaidMail(notice));
      return;
    }
    await context.mail.sendMail(
      instalmentFailedMail(notice, {
        // No saved card: the mail says so in the member's language.
        reason: newest.error_code === 'no_saved_card' ? null : (newest.error_message ?? null),
        authenticationRequired: newest.error_code === 'authentication_required',
        nextAttemptOn:
          info.status === 'failed' && info.next_attempt_at ? dateOf(info.next_attempt_at) : null,
      }),
    );
  }

  return {
    /** The instalments due now, each with the id of its charge job (one per attempt a day). */
    async dueCharges(): Promise<{ instalmentId: number; jobId: string }[]> {
      const now = await clock.now();
      const due = await dueInstalments(db, now, COLLECTION_BATCH);
      return due.map((row) => ({
        instalmentId: row.order_instalment_id,
        jobId: chargeJobId(row.order_instalment_id, row.attempts, dateOf(now)),
      }));
    },

    /**
     * Charges one instalment if it is due and no other worker holds it; throws (for the job's
     * retry) only when the provider could not be asked or did not answer.
     */
    async charge(instalmentId: number): Promise<ChargeResult> {
      const now = await clock.now();
      const claim = await claimCharge(db, instalmentId, now, CLAIM_SECONDS);
      if (claim === 'held') return 'held';
      if (!claim) {
        await notify(instalmentId);
        return 'not_due';
      }
      let outcome: ChargeOutcome;
      try {
        outcome = await chargeClaimed(claim);
      } catch (error) {
        await releaseClaim(db, claim.chargeId);
        throw error;
      }
      await settleCharge(db, claim, outcome, now, RETRY_DAYS, provider);
      await notify(instalmentId);
      return outcome.status;
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;

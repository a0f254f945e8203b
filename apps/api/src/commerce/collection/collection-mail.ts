import type { Language } from '@touchline/contracts/languages';
import { mailTranslator, type MailT } from '../../mail/mail-language';
import type { MailMessage } from '../../mail/mail-port';
import { greeting, plainTextHtml } from '../../mail/plain-text-mail';
import { formatMoney } from '../receipts/money-format';
import { chargeLabel } from './charge-label';

export interface InstalmentNotice {
  readonly to: string;
  readonly firstName: string | null;
  readonly clubName: string;
  readonly orderSeq: number;
  readonly orderId: string;
  readonly productName: string;
  readonly sequence: number;
  readonly numberOfPayments: number;
  readonly amount: number;
  readonly currency: string;
  /** The account's page where the member pays what failed. */
  readonly arrearsUrl: string;
  /** What the payment is for (`chargeLabel`), when not an instalment of a plan. */
  readonly label?: string;
  /** The member's language (`memberMailLanguage`). */
  readonly language?: Language;
}

const paymentOf = (notice: InstalmentNotice, t: MailT) =>
  notice.label ??
  chargeLabel(
    {
      productName: notice.productName,
      sequence: notice.sequence,
      numberOfPayments: notice.numberOfPayments,
      paymentType: 'instalment',
    },
    t,
  );

const textsOf = (notice: InstalmentNotice) => {
  const language = notice.language ?? 'en';
  return { language, t: mailTranslator(language) };
};

/** What every mail about a charge records of it, for the account's and the tests' lookups. */
const chargeData = (notice: InstalmentNotice) => ({
  order_id: notice.orderId,
  order_seq: notice.orderSeq,
  sequence: notice.sequence,
  amount: notice.amount,
  currency: notice.currency,
});

/** The receipt of an instalment charged to the saved card (kind `instalment_paid`). */
export function instalmentPaidMail(notice: InstalmentNotice): MailMessage {
  const { language, t } = textsOf(notice);
  const amount = formatMoney(notice.amount, notice.currency);
  const orderSeq = String(notice.orderSeq);
  const lines = [
    greeting(notice.firstName, t),
    '',
    t('collection.paid.text', { amount, payment: paymentOf(notice, t), orderSeq }),
    '',
    notice.clubName,
  ];
  return {
    to: notice.to,
    kind: 'instalment_paid',
    subject: t('collection.paid.subject', { club: notice.clubName, amount }),
    text: lines.join('\n'),
    html: plainTextHtml(lines, language),
    data: chargeData(notice),
  };
}

/**
 * A charge of the saved card that did not go through (kind `instalment_failed`): why, when it
 * is tried again (or that it is now in arrears), and the link to pay it now. A card that needs
 * the member to confirm the payment with their bank says so.
 */
export function instalmentFailedMail(
  notice: InstalmentNotice,
  failure: {
    /** The provider's reason; null when there was no saved card to charge. */
    readonly reason: string | null;
    readonly authenticationRequired: boolean;
    readonly nextAttemptOn: string | null;
  },
): MailMessage {
  const { language, t } = textsOf(notice);
  const amount = formatMoney(notice.amount, notice.currency);
  const orderSeq = String(notice.orderSeq);
  const action = failure.authenticationRequired
    ? t('collection.failed.confirm')
    : t('collection.failed.payNow');
  const lines = [
    greeting(notice.firstName, t),
    '',
    t('collection.failed.text', { amount, payment: paymentOf(notice, t), orderSeq }),
    failure.reason ?? t('collection.failed.noCard'),
    '',
    failure.nextAttemptOn
      ? t('collection.failed.retry', { date: failure.nextAttemptOn })
      : t('collection.failed.arrears'),
    action,
    notice.arrearsUrl,
    '',
    notice.clubName,
  ];
  return {
    to: notice.to,
    kind: 'instalment_failed',
    subject: t('collection.failed.subject', {
      arrears: failure.nextAttemptOn ? 'no' : 'yes',
      club: notice.clubName,
      amount,
    }),
    text: lines.join('\n'),
    html: plainTextHtml(lines, language),
    data: {
      ...chargeData(notice),
      link: notice.arrearsUrl,
      next_attempt_on: failure.nextAttemptOn,
      authentication_required: failure.authenticationRequired,
    },
  };
}

import type { MailMessage } from '../../mail/mail-port';
import { greeting, plainTextHtml } from '../../mail/plain-text-mail';
import { formatMoney } from '../receipts/money-format';

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
}

const paymentOf = (notice: InstalmentNotice) =>
  notice.label ??
  `payment ${notice.sequence} of ${notice.numberOfPayments} for ${notice.productName}`;

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
  const money = formatMoney(notice.amount, notice.currency);
  const lines = [
    greeting(notice.firstName),
    '',
    `We charged ${money} to your saved card: ${paymentOf(notice)} (order ${notice.orderSeq}).`,
    '',
    notice.clubName,
  ];
  return {
    to: notice.to,
    kind: 'instalment_paid',
    subject: `${notice.clubName}: payment of ${money} received`,
    text: lines.join('\n'),
    html: plainTextHtml(lines),
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
    readonly reason: string;
    readonly authenticationRequired: boolean;
    readonly nextAttemptOn: string | null;
  },
): MailMessage {
  const money = formatMoney(notice.amount, notice.currency);
  const action = failure.authenticationRequired
    ? 'Your bank asks you to confirm this payment: pay it in your account, where you can confirm it or use another card:'
    : 'You can pay it now with your saved card or another card in your account:';
  const lines = [
    greeting(notice.firstName),
    '',
    `We could not charge ${money} to your saved card for ${paymentOf(notice)} (order ${notice.orderSeq}).`,
    failure.reason,
    '',
    failure.nextAttemptOn
      ? `We will try again on ${failure.nextAttemptOn}.`
      : 'We will not try again: this payment is now in arrears.',
    action,
    notice.arrearsUrl,
    '',
    notice.clubName,
  ];
  return {
    to: notice.to,
    kind: 'instalment_failed',
    subject: failure.nextAttemptOn
      ? `${notice.clubName}: your payment of ${money} did not go through`
      : `${notice.clubName}: your payment of ${money} is in arrears`,
    text: lines.join('\n'),
    html: plainTextHtml(lines),
    data: {
      ...chargeData(notice),
      link: notice.arrearsUrl,
      next_attempt_on: failure.nextAttemptOn,
      authentication_required: failure.authenticationRequired,
    },
  };
}

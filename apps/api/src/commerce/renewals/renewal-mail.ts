import type { RenewalRefusal } from '../../db/schema-commerce';
import type { MailMessage } from '../../mail/mail-port';
import { greeting, plainTextHtml } from '../../mail/plain-text-mail';
import { formatMoney } from '../receipts/money-format';

/** Why an entry did not renew, as the mail says it. */
export function refusalReason(
  reason: RenewalRefusal,
  productName: string,
  title: string | null,
): string {
  switch (reason) {
    case 'ended':
      return `${productName} has ended: the club has no more draws on sale.`;
    case 'sold_out':
      return `${productName} is sold out.`;
    case 'price_option':
      return `The club no longer offers the option you chose${title ? ` (${title})` : ''}.`;
    case 'unpaid':
      return 'The payment of its last renewal is in arrears.';
  }
}

/** An entry bought with automatic renewal that was not renewed (kind `renewal_stopped`). */
export function renewalStoppedMail(notice: {
  readonly to: string;
  readonly firstName: string | null;
  readonly clubName: string;
  readonly productName: string;
  readonly title: string | null;
  readonly orderId: string;
  readonly orderSeq: number;
  readonly reason: RenewalRefusal;
  /** The account's page where the member pays what is in arrears. */
  readonly arrearsUrl: string;
}): MailMessage {
  const entry = `${notice.productName} entry${notice.title ? ` (${notice.title})` : ''}`;
  const lines = [
    greeting(notice.firstName),
    '',
    `We could not renew your ${entry} (order ${notice.orderSeq}).`,
    refusalReason(notice.reason, notice.productName, notice.title),
    ...(notice.reason === 'unpaid' ? ['You can pay it in your account:', notice.arrearsUrl] : []),
    '',
    'Nothing was charged, and this entry will not renew again.',
    '',
    notice.clubName,
  ];
  return {
    to: notice.to,
    kind: 'renewal_stopped',
    subject: `${notice.clubName}: your ${notice.productName} entry was not renewed`,
    text: lines.join('\n'),
    html: plainTextHtml(lines),
    data: { order_id: notice.orderId, order_seq: notice.orderSeq, reason: notice.reason },
  };
}

/** A charge ahead, as the reminder and the card-expiry notice describe it. */
export interface UpcomingChargeNotice {
  readonly to: string;
  readonly firstName: string | null;
  readonly clubName: string;
  readonly orderId: string;
  readonly orderSeq: number;
  /** What it pays for (`chargeLabel`). */
  readonly label: string;
  readonly amount: number;
  readonly currency: string;
  /** `YYYY-MM-DD`. */
  readonly dueOn: string;
  /** The account's saved cards page. */
  readonly cardsUrl: string;
}

/** A few days before a charge of the saved card (kind `payment_reminder`). */
export function paymentReminderMail(
  notice: UpcomingChargeNotice,
  card: { readonly brand: string; readonly lastFour: string } | null,
): MailMessage {
  const money = formatMoney(notice.amount, notice.currency);
  const cardText = card
    ? `your saved card (${card.brand} ending ${card.lastFour})`
    : 'your saved card';
  const lines = [
    greeting(notice.firstName),
    '',
    `On ${notice.dueOn} we will charge ${money} to ${cardText} for ${notice.label} (order ${notice.orderSeq}).`,
    '',
    'You do not need to do anything. To use another card, change your saved cards in your account:',
    notice.cardsUrl,
    '',
    notice.clubName,
  ];
  return {
    to: notice.to,
    kind: 'payment_reminder',
    subject: `${notice.clubName}: a payment of ${money} is due on ${notice.dueOn}`,
    text: lines.join('\n'),
    html: plainTextHtml(lines),
    data: {
      order_id: notice.orderId,
      order_seq: notice.orderSeq,
      amount: notice.amount,
      currency: notice.currency,
      due_on: notice.dueOn,
      link: notice.cardsUrl,
    },
  };
}

/** The saved card expires before the next charge (kind `card_expiring`). */
export function cardExpiringMail(
  notice: UpcomingChargeNotice,
  card: {
    readonly brand: string;
    readonly lastFour: string;
    readonly expirationMonth: number;
    readonly expirationYear: number;
  },
): MailMessage {
  const money = formatMoney(notice.amount, notice.currency);
  const expiry = `${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}`;
  const lines = [
    greeting(notice.firstName),
    '',
    `Your saved card (${card.brand} ending ${card.lastFour}) expires at the end of ${expiry}, before we charge ${money} on ${notice.dueOn} for ${notice.label} (order ${notice.orderSeq}).`,
    '',
    'Please add a new card in your account so that the payment goes through:',
    notice.cardsUrl,
    '',
    notice.clubName,
  ];
  return {
    to: notice.to,
    kind: 'card_expiring',
    subject: `${notice.clubName}: your saved card expires before your next payment`,
    text: lines.join('\n'),
    html: plainTextHtml(lines),
    data: {
      order_id: notice.orderId,
      order_seq: notice.orderSeq,
      amount: notice.amount,
      currency: notice.currency,
      due_on: notice.dueOn,
      card_last_four: card.lastFour,
      link: notice.cardsUrl,
    },
  };
}

import type { Language } from '@touchline/contracts/languages';
import type { RenewalRefusal } from '../../db/schema-commerce';
import { englishMail, mailTranslator, type MailT } from '../../mail/mail-language';
import type { MailMessage } from '../../mail/mail-port';
import { greeting, plainTextHtml } from '../../mail/plain-text-mail';
import { formatMoney } from '../receipts/money-format';

/** Why an entry did not renew, as the mail says it (in the member's language, `t`). */
export function refusalReason(
  reason: RenewalRefusal,
  productName: string,
  title: string | null,
  t: MailT = englishMail(),
): string {
  switch (reason) {
    case 'ended':
      return t('renewal.stopped.ended', { product: productName });
    case 'sold_out':
      return t('renewal.stopped.soldOut', { product: productName });
    case 'price_option':
      return t('renewal.stopped.priceOption', { titled: title ? 'yes' : 'no', title: title ?? '' });
    case 'unpaid':
      return t('renewal.stopped.unpaid');
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
  /** The member's language (`memberMailLanguage`). */
  readonly language?: Language;
}): MailMessage {
  const language = notice.language ?? 'en';
  const t = mailTranslator(language);
  const product = notice.productName;
  const lines = [
    greeting(notice.firstName, t),
    '',
    t('renewal.stopped.text', {
      titled: notice.title ? 'yes' : 'no',
      title: notice.title ?? '',
      product,
      orderSeq: String(notice.orderSeq),
    }),
    refusalReason(notice.reason, product, notice.title, t),
    ...(notice.reason === 'unpaid' ? [t('renewal.stopped.payIt'), notice.arrearsUrl] : []),
    '',
    t('renewal.stopped.nothingCharged'),
    '',
    notice.clubName,
  ];
  return {
    to: notice.to,
    kind: 'renewal_stopped',
    subject: t('renewal.stopped.subject', { club: notice.clubName, product }),
    text: lines.join('\n'),
    html: plainTextHtml(lines, language),
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
  /** The member's language (`memberMailLanguage`); `label` is in it too. */
  readonly language?: Language;
}

/** The texts of a notice's mail, in its member's language. */
const noticeTexts = (notice: UpcomingChargeNotice) => {
  const language = notice.language ?? 'en';
  return { language, t: mailTranslator(language) };
};

/** A few days before a charge of the saved card (kind `payment_reminder`). */
export function paymentReminderMail(
  notice: UpcomingChargeNotice,
  card: { readonly brand: string; readonly lastFour: string } | null,
): MailMessage {
  const { language, t } = noticeTexts(notice);
  const amount = formatMoney(notice.amount, notice.currency);
  const lines = [
    greeting(notice.firstName, t),
    '',
    t('notice.reminder.text', {
      card: card ? 'yes' : 'no',
      brand: card?.brand ?? '',
      lastFour: card?.lastFour ?? '',
      date: notice.dueOn,
      amount,
      payment: notice.label,
      orderSeq: String(notice.orderSeq),
    }),
    '',
    t('notice.reminder.change'),
    notice.cardsUrl,
    '',
    notice.clubName,
  ];
  return {
    to: notice.to,
    kind: 'payment_reminder',
    subject: t('notice.reminder.subject', { club: notice.clubName, amount, date: notice.dueOn }),
    text: lines.join('\n'),
    html: plainTextHtml(lines, language),
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
  const { language, t } = noticeTexts(notice);
  const amount = formatMoney(notice.amount, notice.currency);
  const expiry = `${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}`;
  const lines = [
    greeting(notice.firstName, t),
    '',
    t('notice.cardExpiring.text', {
      brand: card.brand,
      lastFour: card.lastFour,
      expiry,
      amount,
      date: notice.dueOn,
      payment: notice.label,
      orderSeq: String(notice.orderSeq),
    }),
    '',
    t('notice.cardExpiring.add'),
    notice.cardsUrl,
    '',
    notice.clubName,
  ];
  return {
    to: notice.to,
    kind: 'card_expiring',
    subject: t('notice.cardExpiring.subject', { club: notice.clubName }),
    text: lines.join('\n'),
    html: plainTextHtml(lines, language),
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

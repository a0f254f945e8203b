import { englishMail, type MailT } from '../../mail/mail-language';

/** What a later charge pays for, as the member's mails name it. */
export interface ChargeSubject {
  readonly productName: string;
  readonly sequence: number;
  readonly numberOfPayments: number;
  /** The item's payment type (`instalment`, `reducing_instalment`, `subscription`, `full`). */
  readonly paymentType: string;
  /** A lotto or draw entry's renewal: the price option renewed (null when it has none). */
  readonly renewal?: { readonly title: string | null } | null;
}

/**
 * `payment 2 of 3 for Adult Membership`, `payment 13 of your subscription to Family
 * Membership`, `the renewal of your Club Lotto entry (1 line, 4 draws)`; in the member's
 * language (`t`).
 */
export function chargeLabel(subject: ChargeSubject, t: MailT = englishMail()): string {
  const product = subject.productName;
  if (subject.renewal) {
    const title = subject.renewal.title;
    return t('charge.renewal', { titled: title ? 'yes' : 'no', title: title ?? '', product });
  }
  const sequence = String(subject.sequence);
  if (subject.paymentType === 'subscription') {
    return t('charge.subscription', { sequence, product });
  }
  return t('charge.instalment', { sequence, count: String(subject.numberOfPayments), product });
}

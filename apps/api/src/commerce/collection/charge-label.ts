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
 * Membership`, `the renewal of your Club Lotto entry (1 line, 4 draws)`.
 */
export function chargeLabel(subject: ChargeSubject): string {
  if (subject.renewal) {
    const title = subject.renewal.title ? ` (${subject.renewal.title})` : '';
    return `the renewal of your ${subject.productName} entry${title}`;
  }
  if (subject.paymentType === 'subscription') {
    return `payment ${subject.sequence} of your subscription to ${subject.productName}`;
  }
  return `payment ${subject.sequence} of ${subject.numberOfPayments} for ${subject.productName}`;
}

import type { LottoEntry, LottoRenewalRefusal } from '@touchline/contracts';

export const MY_LOTTO_TEXTS = {
  heading: 'My lotto',
  intro: 'Your lotto and draw entries: their numbers, the draws left and whether they renew.',
  none: 'You have no lotto or draw entries.',
  failed: 'Your lotto entries could not be loaded.',
  numbers: 'Your numbers',
  luckyDip: 'Lucky dip: your numbers are picked for you at each draw.',
  drawsLeft: 'Draws left',
  nextDraw: 'Next draw',
  noNextDraw: 'None listed yet',
  renewal: 'Renewal',
  renews: 'Renews automatically',
  off: 'Does not renew',
  payArrears: 'Pay your arrears',
} as const;

/** Why the club's renewal was refused, as the mail about it says. */
export function refusalText(
  reason: LottoRenewalRefusal | null,
  entry: Pick<LottoEntry, 'name' | 'title'>,
): string {
  switch (reason) {
    case 'ended':
      return `${entry.name} has ended: the club has no more draws on sale.`;
    case 'sold_out':
      return `${entry.name} is sold out.`;
    case 'price_option':
      return `The club no longer offers the option you chose${entry.title ? ` (${entry.title})` : ''}.`;
    case 'unpaid':
      return 'The payment of its last renewal is in arrears.';
    default:
      return '';
  }
}

/** A line's values as the draw names them: numbers, or letters A-Z for a letter draw. */
export function lineValues(
  line: readonly number[],
  numberType: LottoEntry['number_type'],
): string[] {
  return line.map((value) =>
    numberType === 'Letter' && value >= 1 && value <= 26
      ? String.fromCharCode(64 + value)
      : String(value),
  );
}

import type { LottoEntry, LottoRenewalRefusal } from '@touchline/contracts';
import type { Translate } from '@touchline/i18n';

type RefusalTextId =
  | 'myLotto.refusal.ended'
  | 'myLotto.refusal.soldOut'
  | 'myLotto.refusal.priceOption'
  | 'myLotto.refusal.priceOptionNamed'
  | 'myLotto.refusal.unpaid';

/** Why the club's renewal was refused, as the mail about it says. */
export function refusalText(
  t: Translate<RefusalTextId>,
  reason: LottoRenewalRefusal | null,
  entry: Pick<LottoEntry, 'name' | 'title'>,
): string {
  switch (reason) {
    case 'ended':
      return t('myLotto.refusal.ended', { name: entry.name });
    case 'sold_out':
      return t('myLotto.refusal.soldOut', { name: entry.name });
    case 'price_option':
      return entry.title
        ? t('myLotto.refusal.priceOptionNamed', { option: entry.title })
        : t('myLotto.refusal.priceOption');
    case 'unpaid':
      return t('myLotto.refusal.unpaid');
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

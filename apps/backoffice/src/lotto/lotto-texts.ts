import type { LottoDrawLine } from '@touchline/contracts';
import type { Translate } from '@touchline/i18n';
import type { BackofficeMessageId } from '../messages/backoffice-messages';

type T = Translate<BackofficeMessageId>;

export const LOTTO_PATH = '/lotto';
export const drawPath = (drawId: number) => `${LOTTO_PATH}/draws/${drawId}`;

export const orderNumber = (seq: number) => `#${seq}`;

/** A line's numbers as read aloud and shown: `3, 11, 19, 27`, one entry per line picked. */
export function numbersOf(t: T, line: LottoDrawLine): string[] {
  if (line.numbers_kind === 'lucky_dip') return [t('lotto.luckyDip')];
  if (line.numbers_kind === 'none') return [t('lotto.ticketsCount', { count: line.tickets })];
  return line.numbers.map((numbers) => numbers.join(', '));
}

import type { ConfigurablePrice, DrawSummary, Product } from '@touchline/contracts';
import { inEnglish, type MembershipT } from '../messages/membership-messages';

/** The standard prize tiers, in the order a player reads them: jackpot first, then by matches. */
export const PRIZE_TIER_ORDER = ['Jackpot', 'Match 5', 'Match 4', 'Match 3'] as const;

/** A prize tier and what it pays in cents; null when the club has set no amount. */
export interface PrizeTier {
  readonly name: string;
  readonly amount: number | null;
}

/** The product's prize tiers with their amounts, known ones first in that order. */
export function prizeTiers(product: Product): PrizeTier[] {
  const tiers = product.metadata.prize_tiers ?? [];
  const amounts = product.metadata.prize_amounts ?? {};
  const rank = (tier: string) => {
    const index = (PRIZE_TIER_ORDER as readonly string[]).indexOf(tier);
    return index === -1 ? PRIZE_TIER_ORDER.length : index;
  };
  return [...tiers]
    .sort((a, b) => rank(a) - rank(b))
    .map((name) => ({
      name,
      amount: Object.hasOwn(amounts, name) ? (amounts[name] ?? null) : null,
    }));
}

/** The price options offered: the product's own, else one line for one draw at its price. */
export function priceOptions(product: Product): ConfigurablePrice[] {
  const options = product.metadata.configurable_price ?? [];
  if (options.length > 0) return options;
  return [{ title: '1 line, 1 draw', price: product.price, lines: 1, draws: 1 }];
}

/** Whether the player picks the values of each line (Number and Letter draws). */
export const picksNumbers = (draw: DrawSummary) =>
  (draw.number_type === 'Number' || draw.number_type === 'Letter') && draw.numbers_count > 0;

/** A value as the player sees it: letters A-Z for Letter draws (1 is A), else the number. */
export function valueLabel(value: number, draw: Pick<DrawSummary, 'number_type'>): string {
  if (draw.number_type === 'Letter' && value >= 1 && value <= 26) {
    return String.fromCharCode(64 + value);
  }
  return String(value);
}

/** Every value a line can take, from the draw's minimum to its maximum. */
export function lineValues(draw: DrawSummary): number[] {
  const count = Math.max(0, draw.max_number - draw.min_number + 1);
  return Array.from({ length: count }, (_, index) => draw.min_number + index);
}

/** Adds or removes a value; a full line takes no more. Lines stay in ascending order. */
export function toggleValue(line: readonly number[], value: number, needed: number): number[] {
  if (line.includes(value)) return line.filter((other) => other !== value);
  if (line.length >= needed) return [...line];
  return [...line, value].sort((a, b) => a - b);
}

/** A complete line: the draw's count of distinct values within its range. */
export function isLineComplete(line: readonly number[], draw: DrawSummary): boolean {
  return (
    line.length === draw.numbers_count &&
    new Set(line).size === line.length &&
    line.every((value) => value >= draw.min_number && value <= draw.max_number)
  );
}

/** `count` lines, keeping what was picked in the lines that remain. */
export function resizeLines(lines: readonly number[][], count: number): number[][] {
  return Array.from({ length: count }, (_, index) => lines[index] ?? []);
}

/** What a screen reader hears about a line: "Line 1: 3, 11, 19. 1 more to pick." */
export function lineSummary(
  index: number,
  line: readonly number[],
  draw: DrawSummary,
  t: MembershipT = inEnglish,
): string {
  const number = index + 1;
  const picked =
    line.map((value) => valueLabel(value, draw)).join(', ') || t('picker.nothingPicked');
  const left = draw.numbers_count - line.length;
  return left > 0
    ? t('picker.summaryLeft', { number, picked, left })
    : t('picker.summaryComplete', { number, picked });
}

/** "Pick 4 numbers from 1 to 28", "Pick 3 letters from A to Z". */
export function pickInstruction(draw: DrawSummary, t: MembershipT = inEnglish): string {
  const values = {
    count: draw.numbers_count,
    min: valueLabel(draw.min_number, draw),
    max: valueLabel(draw.max_number, draw),
  };
  return draw.number_type === 'Letter'
    ? t('picker.pickLetters', values)
    : t('picker.pickNumbers', values);
}

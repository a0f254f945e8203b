// The statuses and the arithmetic every refund amount is worked out with: what counts as paid,
// which refund rows count against what is left, and how a payment is shared over lines.
import type { InstalmentStatus } from '../../db/schema-commerce';

export const PAID = 'succeeded';
/** Refund rows that count against what is left: made, or sent to the provider and unanswered. */
export const COUNTED: readonly ('pending' | 'succeeded')[] = ['pending', 'succeeded'];
/** Instalments still to be charged. */
export const UNPAID: readonly InstalmentStatus[] = ['scheduled', 'failed'];

export const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);

/**
 * Splits `total` over `weights` in proportion (largest remainders), so the parts add up to it:
 * a checkout payment less than its lines' first payments (a discount code) is shared fairly.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  if (total >= sum) return [...weights];
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

import { splitOverPayments } from './discounts';

/**
 * Shares `amount` (cents) out in proportion to `weights`, in whole cents that add up to the
 * amount (at most the weights' sum); the cents left by rounding go to the largest fractions,
 * the earlier share first on a tie. No share exceeds its weight.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  const target = Math.max(0, Math.min(amount, total));
  if (total === 0 || target === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (Math.max(0, weight) * target) / total);
  const shares = exact.map(Math.floor);
  let left = target - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    if ((shares[index] ?? 0) < (weights[index] ?? 0)) {
      shares[index] = (shares[index] ?? 0) + 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * Spreads a discount over an item's payments, the remainder on the first, without
 * taking any payment below zero: what a payment cannot take moves on to the next ones. `room`
 * is what each payment can still lose. Returns the shares (their sum is at most the amount).
 */
export function spreadOverPayments(amount: number, room: readonly number[]): number[] {
  if (room.length === 0) return [];
  const planned = splitOverPayments(Math.max(0, amount), room.length);
  const shares = room.map(() => 0);
  let carry = 0;
  planned.forEach((share, index) => {
    const wanted = share + carry;
    const taken = Math.min(wanted, Math.max(0, room[index] ?? 0));
    shares[index] = taken;
    carry = wanted - taken;
  });
  // What the last payments could not take goes back to earlier ones with room left.
  for (let index = 0; carry > 0 && index < room.length; index += 1) {
    const spare = Math.max(0, (room[index] ?? 0) - (shares[index] ?? 0));
    const taken = Math.min(spare, carry);
    shares[index] = (shares[index] ?? 0) + taken;
    carry -= taken;
  }
  return shares;
}

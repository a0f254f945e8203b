import type { DrawSummary } from '@touchline/contracts';

/** The tier whose amount is the next draw's jackpot (it rolls over from draw to draw). */
export const JACKPOT_TIER = 'Jackpot';

/**
 * What each of the product's prize tiers pays, in cents, by tier name: the Jackpot is the next
 * draw's jackpot when it has one, the other tiers pay their stored amount. Tiers without an
 * amount are left out; null when no tier has one.
 */
export function prizeAmounts(
  tiers: readonly string[] | undefined,
  stored: Readonly<Record<string, number>> | undefined,
  draw: Pick<DrawSummary, 'jackpot'> | null,
): Record<string, number> | null {
  const entries: [string, number][] = [];
  for (const tier of tiers ?? []) {
    const jackpot = tier === JACKPOT_TIER ? (draw?.jackpot ?? null) : null;
    const amount = jackpot ?? (stored && Object.hasOwn(stored, tier) ? stored[tier] : undefined);
    if (typeof amount === 'number') entries.push([tier, amount]);
  }
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

import type { LottoEntry, LottoRenewalRefusal, LottoRenewalState } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  findLineRenewals,
  findLottoLines,
  findProductDraws,
  type LineRenewal,
  type LottoLine,
  type ProductDraw,
} from './lotto-entry-repository';

const NUMBER_TYPES = ['Number', 'Letter', 'Lucky Dip', 'None'] as const;
type NumberType = (typeof NUMBER_TYPES)[number];

/** The value as a number type, or null when it is none of them. */
export const numberType = (value: unknown): NumberType | null =>
  NUMBER_TYPES.find((type) => type === value) ?? null;

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** The lines of numbers an order line kept (`metadata.pick`), or none. */
export function pickedLines(pick: unknown): number[][] {
  if (!Array.isArray(pick)) return [];
  return pick
    .filter((line): line is unknown[] => Array.isArray(line))
    .map((line) => line.filter((value): value is number => Number.isInteger(value)))
    .filter((line) => line.length > 0);
}

/**
 * How a line's numbers were chosen: `picked` (it holds lines of numbers), `none` (a draw's
 * tickets, or numbers of type None) or `lucky_dip` (the draw picks them).
 */
export function numbersKind(
  lines: readonly number[][],
  productType: string,
  type: NumberType | null,
): LottoEntry['numbers'] {
  if (lines.length > 0) return 'picked';
  return productType === 'Draw' || type === 'None' ? 'none' : 'lucky_dip';
}

/** The draws the price option of this title covers (its `draws`), from the product as sold now. */
function optionDraws(prices: unknown, title: string | null): number | null {
  if (!Array.isArray(prices) || title === null) return null;
  const option = (prices as { title?: unknown; draws?: unknown }[]).find(
    (price) => price?.title === title,
  );
  return typeof option?.draws === 'number' && option.draws >= 1 ? option.draws : null;
}

/**
 * One entry as the member sees it, at `now` (the payments' clock): the draws of its current
 * period (the latest renewal's, else the purchase's: its first draw and the next ones on the
 * product's calendar, as many as its price option covers), how many are still to come, and
 * whether it renews. `renewals` are the line's, newest first; `draws` the product's in date order.
 */
export function toLottoEntry(
  line: LottoLine,
  renewals: readonly LineRenewal[],
  draws: readonly ProductDraw[],
  now: Date,
): LottoEntry {
  const renewed = renewals.find((renewal) => renewal.status === 'renewed') ?? null;
  const refused = renewals.find((renewal) => renewal.status === 'refused') ?? null;
  const boughtAt = asDate(line.completed_at ?? line.created_at);
  const start = renewed?.draw_at
    ? asDate(renewed.draw_at)
    : line.draw_at
      ? new Date(line.draw_at)
      : boughtAt;
  const count = renewed?.draws ?? line.draws ?? optionDraws(line.prices, line.title) ?? 1;
  const covered = draws.filter((draw) => asDate(draw.draw_at) >= start).slice(0, count);
  const ahead = covered.filter((draw) => asDate(draw.draw_at) > now);

  let state: LottoRenewalState = 'renews';
  let stoppedAt: Date | null = null;
  let reason: LottoRenewalRefusal | null = null;
  if (line.ended_by_club) {
    state = 'ended';
    stoppedAt = line.ended_at ? asDate(line.ended_at) : null;
  } else if (!line.auto_renewal) {
    state = 'off';
  } else if (refused) {
    state = 'refused';
    stoppedAt = asDate(refused.renewed_at);
    reason = refused.reason;
  } else if (line.stopped_at) {
    state = 'stopped';
    stoppedAt = new Date(line.stopped_at);
  }

  const nextOpen =
    state === 'renews'
      ? draws.find((draw) => draw.status === 'open' && asDate(draw.draw_at) > now)
      : undefined;
  const next = ahead[0] ?? nextOpen ?? null;
  const lines = pickedLines(line.pick);
  const type =
    numberType(line.number_type) ?? numberType(covered[0]?.number_type ?? draws[0]?.number_type);
  const numbers = numbersKind(lines, line.product_type, type);
  return {
    order_item_id: line.order_item_id,
    order_id: line.order_id,
    order_seq: line.order_seq,
    club: { account_id: line.account_id, name: line.club_name, slug: line.slug },
    product_type: line.product_type === 'Draw' ? 'Draw' : 'Lotto',
    name: line.name,
    title: line.title,
    amount: line.subtotal,
    currency: line.currency,
    bought_at: boughtAt.toISOString(),
    numbers,
    number_type: type,
    lines,
    tickets: Math.max(1, line.quantity * Math.max(1, line.tickets ?? 1)),
    draws_left: ahead.length,
    next_draw_at: next ? asDate(next.draw_at).toISOString() : null,
    renewal: {
      state,
      stopped_at: stoppedAt ? stoppedAt.toISOString() : null,
      reason,
    },
  };
}

/** Still in play: draws to come, or renewing. Those first, then the newest. */
const inPlay = (entry: LottoEntry) => entry.draws_left > 0 || entry.renewal.state === 'renews';

/** The user's lotto and draw entries in every club, at `now`. */
export async function listLottoEntries(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<LottoEntry[]> {
  const lines = await findLottoLines(db, userId);
  if (lines.length === 0) return [];
  const renewals = await findLineRenewals(
    db,
    lines.map((line) => line.order_item_id),
  );
  const byLine = new Map<number, LineRenewal[]>();
  for (const renewal of renewals) {
    byLine.set(renewal.order_item_id, [...(byLine.get(renewal.order_item_id) ?? []), renewal]);
  }
  const starts = lines.map((line) => {
    const renewed = byLine.get(line.order_item_id)?.find((row) => row.status === 'renewed');
    if (renewed?.draw_at) return asDate(renewed.draw_at);
    return line.draw_at ? new Date(line.draw_at) : asDate(line.completed_at ?? line.created_at);
  });
  const from = new Date(Math.min(...starts.map((start) => start.getTime())));
  const productIds = lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id]));
  const draws = await findProductDraws(db, productIds, from);
  const byProduct = new Map<number, ProductDraw[]>();
  for (const draw of draws) {
    byProduct.set(draw.product_id, [...(byProduct.get(draw.product_id) ?? []), draw]);
  }
  const entries = lines.map((line) =>
    toLottoEntry(
      line,
      byLine.get(line.order_item_id) ?? [],
      line.product_id === null ? [] : (byProduct.get(line.product_id) ?? []),
      now,
    ),
  );
  return [...entries.filter(inPlay), ...entries.filter((entry) => !inPlay(entry))];
}

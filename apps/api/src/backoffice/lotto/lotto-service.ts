import {
  LOTTO_OVERVIEW_DRAWS,
  type LottoDrawLine,
  type LottoDrawLinesPage,
  type LottoDrawRow,
  type LottoOverview,
} from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock/clock';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import { numberType, numbersKind, pickedLines } from '../../member-account/lotto-entries';
import { entriesPerDraw } from '../dashboard/dashboard-repository';
import { toCsv } from '../payments/csv';
import type { ApiT } from '../../messages/api-messages';
import {
  drawLines,
  findDraw,
  lottoProducts,
  pastDraws,
  upcomingDraws,
  type DrawLineRow,
  type DrawRecord,
} from './lotto-repository';

/** The most lines one export holds: far more than a club's draw, and still one answer. */
export const LOTTO_EXPORT_LIMIT = 20_000;

const productType = (type: string): 'Lotto' | 'Draw' => (type === 'Draw' ? 'Draw' : 'Lotto');
const iso = (value: Date | string) => new Date(value).toISOString();

/** A draw id from the address: anything that is not one is a draw not found. */
export function parseDrawId(text: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw fail('draw_not_found');
  return Number(text);
}

function toDrawRow(draw: DrawRecord, lines: number): LottoDrawRow {
  return {
    draw_id: draw.draw_id,
    product_id: draw.product_id,
    product: draw.product,
    product_type: productType(draw.product_type),
    draw_at: iso(draw.draw_at),
    status: draw.status,
    lines,
  };
}

/** A line as the screen and the export show it: numbers picked, a lucky dip, or tickets. */
export function toDrawLine(row: DrawLineRow, draw: DrawRecord): LottoDrawLine {
  const numbers = pickedLines(row.pick);
  const kind = numbersKind(
    numbers,
    row.product_type,
    numberType(row.number_type) ?? numberType(draw.number_type),
  );
  return {
    order_item_id: row.order_item_id,
    order_seq: row.order_seq,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    numbers,
    numbers_kind: kind,
    tickets: Math.max(1, row.quantity * Math.max(1, row.tickets ?? 1)),
    renews: row.renews,
    bought_at: iso(row.bought_at),
  };
}

/** The numbers of a line in one cell: `3 11 19 27`, lines apart by ` / `. */
export function numbersInWords(line: LottoDrawLine, t: ApiT): string {
  if (line.numbers_kind === 'lucky_dip') return t('csv.lotto.luckyDip');
  if (line.numbers_kind === 'none') return '';
  return line.numbers.map((numbers) => numbers.join(' ')).join(' / ');
}

/** The Lotto screen's reads for one club, by the payments' clock. */
export function createLottoService(db: Kysely<Database>, clock: Clock) {
  async function drawOf(accountId: number, drawIdText: string): Promise<DrawRecord> {
    const draw = await findDraw(db, accountId, parseDrawId(drawIdText));
    if (!draw) throw fail('draw_not_found');
    return draw;
  }

  async function withCounts(accountId: number, draws: DrawRecord[]): Promise<LottoDrawRow[]> {
    const counts = await entriesPerDraw(
      db,
      accountId,
      draws.map((draw) => draw.draw_id),
    );
    const byDraw = new Map(counts.map((row) => [row.draw_id, row.entries]));
    return draws.map((draw) => toDrawRow(draw, byDraw.get(draw.draw_id) ?? 0));
  }

  return {
    async overview(accountId: number): Promise<LottoOverview> {
      const now = await clock.now();
      const [products, upcoming, recent] = await Promise.all([
        lottoProducts(db, accountId),
        upcomingDraws(db, accountId, now, LOTTO_OVERVIEW_DRAWS),
        pastDraws(db, accountId, now, LOTTO_OVERVIEW_DRAWS),
      ]);
      // Both lists' lines counted in one query, then split.
      const rows = await withCounts(accountId, [...upcoming, ...recent]);
      return {
        products: products.map((product) => ({
          product_id: product.product_id,
          name: product.name,
          product_type: productType(product.type),
        })),
        upcoming: rows.slice(0, upcoming.length),
        recent: rows.slice(upcoming.length),
      };
    },

    async lines(
      accountId: number,
      drawIdText: string,
      page: number,
      perPage: number,
    ): Promise<LottoDrawLinesPage> {
      const draw = await drawOf(accountId, drawIdText);
      const { rows, total } = await drawLines(db, accountId, draw.draw_id, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return {
        draw: toDrawRow(draw, total),
        items: rows.map((row) => toDrawLine(row, draw)),
        total,
        current_page: page,
        per_page: perPage,
      };
    },

    /** The draw's lines as CSV in `t`'s language, and the draw (its file is named after it). */
    async exportCsv(accountId: number, drawIdText: string, t: ApiT) {
      const draw = await drawOf(accountId, drawIdText);
      const { rows } = await drawLines(db, accountId, draw.draw_id, {
        limit: LOTTO_EXPORT_LIMIT,
        offset: 0,
      });
      const lines = rows.map((row) => toDrawLine(row, draw));
      const csv = toCsv([
        [
          t('csv.lotto.order'),
          t('csv.lotto.name'),
          t('csv.lotto.email'),
          t('csv.lotto.numbers'),
          t('csv.lotto.tickets'),
          t('csv.lotto.renews'),
          t('csv.lotto.bought'),
        ],
        ...lines.map((line) => [
          line.order_seq,
          line.name,
          line.email,
          numbersInWords(line, t),
          line.tickets,
          line.renews ? t('csv.yes') : t('csv.no'),
          line.bought_at,
        ]),
      ]);
      return { draw: toDrawRow(draw, lines.length), csv };
    },
  };
}

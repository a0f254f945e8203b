// Schemas of the back office's Lotto screen: the club's lotto and draw products with their
// upcoming and recent draws, and the lines playing in a draw (who plays which numbers).
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const DateTime = Type.String({ format: 'date-time' });

export const LottoOverviewQuery = Type.Object({ account_id: Type.Optional(Id) });
export type LottoOverviewQuery = Static<typeof LottoOverviewQuery>;

/** One draw of a lotto or draw product, with the paid lines playing in it. */
export const LottoDrawRow = Type.Object({
  draw_id: Type.Integer(),
  product_id: Type.Integer(),
  product: Type.String(),
  product_type: Type.Union([Type.Literal('Lotto'), Type.Literal('Draw')]),
  draw_at: DateTime,
  /** `open`, `closed` or `drawn`. */
  status: Type.String(),
  /** Paid order lines playing in the draw (as the dashboard counts them). */
  lines: Type.Integer({ minimum: 0 }),
});
export type LottoDrawRow = Static<typeof LottoDrawRow>;

/** How many draws of each kind the overview lists. */
export const LOTTO_OVERVIEW_DRAWS = 10;

export const LottoOverview = Type.Object({
  /** The club's lotto and draw products, by name. */
  products: Type.Array(
    Type.Object({
      product_id: Type.Integer(),
      name: Type.String(),
      product_type: Type.Union([Type.Literal('Lotto'), Type.Literal('Draw')]),
    }),
  ),
  /** The next draws, soonest first. */
  upcoming: Type.Array(LottoDrawRow),
  /** The draws made or due already, latest first. */
  recent: Type.Array(LottoDrawRow),
});
export type LottoOverview = Static<typeof LottoOverview>;

export const LottoDrawLinesQuery = Type.Object({
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  account_id: Type.Optional(Id),
});
export type LottoDrawLinesQuery = Static<typeof LottoDrawLinesQuery>;

export const LottoDrawExportQuery = Type.Object({ account_id: Type.Optional(Id) });
export type LottoDrawExportQuery = Static<typeof LottoDrawExportQuery>;

/** The draw named in the path: any text, so an id that is not one is a 404 like an absent one. */
export const LottoDrawParams = Type.Object({ draw_id: Type.String({ maxLength: 40 }) });
export type LottoDrawParams = Static<typeof LottoDrawParams>;

/** One paid order line playing in a draw. */
export const LottoDrawLine = Type.Object({
  order_item_id: Type.Integer(),
  /** The club's order number. */
  order_seq: Type.Integer(),
  /** Who bought it: their name and email. */
  name: Type.String(),
  email: Nullable(Type.String()),
  /** The lines of numbers picked; empty for a lucky dip or a draw ticket. */
  numbers: Type.Array(Type.Array(Type.Integer())),
  /** `picked` numbers, a `lucky_dip`, or `none` (a draw's tickets). */
  numbers_kind: Type.Union([
    Type.Literal('picked'),
    Type.Literal('lucky_dip'),
    Type.Literal('none'),
  ]),
  /** Tickets a draw product's line holds (1 for a lotto line). */
  tickets: Type.Integer({ minimum: 1 }),
  /** Whether it renews by itself when its draws are played (not stopped, refused or ended). */
  renews: Type.Boolean(),
  bought_at: DateTime,
});
export type LottoDrawLine = Static<typeof LottoDrawLine>;

export const LottoDrawLinesPage = Type.Object({
  draw: LottoDrawRow,
  items: Type.Array(LottoDrawLine),
  total: Type.Integer({ minimum: 0 }),
  current_page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
});
export type LottoDrawLinesPage = Static<typeof LottoDrawLinesPage>;

// Schemas of the member's lotto and draw entries (the account area's My lotto page).
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';
import { Uuid } from './commerce-values';

const Cents = Type.Integer({ minimum: 0, description: 'Cents' });
const IsoDateTime = Type.String({ description: 'ISO 8601 date and time (UTC)' });

/**
 * Whether an entry renews after its last draw: `renews` (automatically, with the saved card),
 * `stopped` (by the member), `refused` (the club's renewal was refused, `reason` says why),
 * `ended` (the club refunded the entry or cancelled its payments), `off` (bought to play once).
 */
export const LottoRenewalState = Type.Union([
  Type.Literal('renews'),
  Type.Literal('stopped'),
  Type.Literal('refused'),
  Type.Literal('ended'),
  Type.Literal('off'),
]);
export type LottoRenewalState = Static<typeof LottoRenewalState>;

/** Why a renewal was refused (as the mail `renewal_stopped` says it). */
export const LottoRenewalRefusal = Type.Union([
  Type.Literal('ended'),
  Type.Literal('sold_out'),
  Type.Literal('price_option'),
  Type.Literal('unpaid'),
]);
export type LottoRenewalRefusal = Static<typeof LottoRenewalRefusal>;

/** One lotto or draw entry of the member's, with its numbers, the draws left and its renewal. */
export const LottoEntry = Type.Object({
  order_item_id: Type.Integer(),
  order_id: Uuid,
  order_seq: Type.Integer(),
  club: Type.Object(
    { account_id: Type.Integer(), name: Type.String(), slug: Type.String() },
    { description: 'The club the entry was bought from' },
  ),
  product_type: Type.Union([Type.Literal('Lotto'), Type.Literal('Draw')]),
  name: Type.String(),
  /** The price option chosen, e.g. "1 line, 4 draws". */
  title: Nullable(Type.String()),
  /** What the entry cost when bought (cents). */
  amount: Cents,
  currency: Type.String(),
  bought_at: IsoDateTime,
  /**
   * How its numbers were chosen: `picked` (by the member or a quick pick; `lines` holds them),
   * `lucky_dip` (the draw picks them), `none` (draw tickets carry no numbers).
   */
  numbers: Type.Union([Type.Literal('picked'), Type.Literal('lucky_dip'), Type.Literal('none')]),
  /** `Letter`: the values 1-26 are the letters A-Z. */
  number_type: Nullable(
    Type.Union([
      Type.Literal('Number'),
      Type.Literal('Letter'),
      Type.Literal('Lucky Dip'),
      Type.Literal('None'),
    ]),
  ),
  lines: Type.Array(Type.Array(Type.Integer())),
  /** Draw tickets held (a book of 3 bought twice: 6); 1 for a lotto entry. */
  tickets: Type.Integer({ minimum: 1 }),
  /** Draws still to come that the entry (or its latest renewal) is in. */
  draws_left: Type.Integer({ minimum: 0 }),
  /** The next draw it is in, or will be once renewed; null when none is listed. */
  next_draw_at: Nullable(IsoDateTime),
  renewal: Type.Object({
    state: LottoRenewalState,
    /** When it stopped renewing (stopped, refused or ended). */
    stopped_at: Nullable(IsoDateTime),
    /** `refused` only. */
    reason: Nullable(LottoRenewalRefusal),
  }),
});
export type LottoEntry = Static<typeof LottoEntry>;

export const LottoEntryList = Type.Object({
  items: Type.Array(LottoEntry),
  total: Type.Integer({ minimum: 0 }),
});
export type LottoEntryList = Static<typeof LottoEntryList>;

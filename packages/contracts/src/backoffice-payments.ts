// Schemas of the back office's payments screen (the club treasurer's view): money collected, due
// and failed by calendar month, the members in arrears, and the export of payments as CSV.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The time zone the months and days of the payments screen are counted in. */
export const PAYMENTS_TIME_ZONE = 'Europe/Dublin';
/** The months before the current one a summary shows by default (with the current one: 12). */
export const PAYMENT_SUMMARY_MONTHS_BEFORE = 11;
/** The months after the current one a summary shows by default (what falls due). */
export const PAYMENT_SUMMARY_MONTHS_AFTER = 3;
/** The most months one summary covers. */
export const PAYMENT_SUMMARY_MAX_MONTHS = 36;
/** The most days one export covers. */
export const PAYMENT_EXPORT_MAX_DAYS = 366;

/** `YYYY-MM`. */
const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' });
/** `YYYY-MM-DD`. */
const Day = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' });

export const PaymentSummaryQuery = Type.Object({
  /** The first month shown; default 11 months before the current one. */
  from: Type.Optional(Month),
  /** The last month shown; default 3 months after the current one. */
  to: Type.Optional(Month),
  account_id: Type.Optional(Id),
});
export type PaymentSummaryQuery = Static<typeof PaymentSummaryQuery>;

/** Amounts in cents of one calendar month (Europe/Dublin). */
export const PaymentMonth = Type.Object({
  /** `YYYY-MM`. */
  month: Month,
  /** Money taken in the month: first payments at checkout and instalments paid. */
  collected: Type.Integer({ minimum: 0 }),
  /** Instalments falling due in the month that are not charged yet. */
  due: Type.Integer({ minimum: 0 }),
  /** Instalments whose first charge failed in the month and that are still unpaid. */
  failed: Type.Integer({ minimum: 0 }),
  /** Of `failed`, those with no automatic attempt left (in arrears). */
  in_arrears: Type.Integer({ minimum: 0 }),
  /** Money given back to members in the month (refunds the provider made). */
  refunded: Type.Integer({ minimum: 0 }),
});
export type PaymentMonth = Static<typeof PaymentMonth>;

export const PaymentTotals = Type.Object({
  collected: Type.Integer({ minimum: 0 }),
  due: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  in_arrears: Type.Integer({ minimum: 0 }),
  refunded: Type.Integer({ minimum: 0 }),
});
export type PaymentTotals = Static<typeof PaymentTotals>;

export const PaymentSummary = Type.Object({
  currency: Type.String(),
  time_zone: Type.String(),
  from: Month,
  to: Month,
  /** The current month by the payments' clock. */
  current_month: Month,
  /** Every month from `from` to `to`, oldest first (months without payments show zeros). */
  months: Type.Array(PaymentMonth),
  totals: PaymentTotals,
});
export type PaymentSummary = Static<typeof PaymentSummary>;

export const ClubArrearsQuery = Type.Object({
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  account_id: Type.Optional(Id),
});
export type ClubArrearsQuery = Static<typeof ClubArrearsQuery>;

export const ClubArrearsInstalment = Type.Object({
  instalment_id: Type.Integer(),
  product_name: Type.String(),
  sequence: Type.Integer(),
  /** `YYYY-MM-DD`. */
  due_on: Type.String(),
  amount: Type.Integer({ minimum: 0 }),
});
export type ClubArrearsInstalment = Static<typeof ClubArrearsInstalment>;

/** One order of the club with failed payments: what its member owes on it. */
export const ClubArrearsOrder = Type.Object({
  order_id: Type.String(),
  order_seq: Type.Integer(),
  member: Type.Object({
    user_id: Nullable(Type.Integer()),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Nullable(Type.String()),
  }),
  /** The plans and items whose payments failed, once each. */
  items: Type.Array(Type.String()),
  currency: Type.String(),
  /** What the member owes on the order (as the member's own arrears page shows it). */
  amount_owing: Type.Integer({ minimum: 0 }),
  /** When the first of these payments first failed. */
  failed_since: Nullable(Type.String()),
  /** When the last automatic attempt failed (null while one is still to come). */
  in_arrears_since: Nullable(Type.String()),
  /** The next automatic attempt, if one is to come. */
  next_attempt_at: Nullable(Type.String()),
  /** Attempts to charge these payments that failed: automatic ones and the member's own. */
  failed_attempts: Type.Integer({ minimum: 0 }),
  /** The reason the latest attempt failed, as the member was told. */
  last_failure_reason: Nullable(Type.String()),
  instalments: Type.Array(ClubArrearsInstalment),
});
export type ClubArrearsOrder = Static<typeof ClubArrearsOrder>;

export const ClubArrearsPage = Type.Object({
  items: Type.Array(ClubArrearsOrder),
  total: Type.Integer({ minimum: 0 }),
  current_page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
  from: Nullable(Type.Integer()),
  to: Nullable(Type.Integer()),
  /** What every member in arrears owes the club together. */
  amount_owing: Type.Integer({ minimum: 0 }),
  currency: Type.String(),
});
export type ClubArrearsPage = Static<typeof ClubArrearsPage>;

export const PaymentExportQuery = Type.Object({
  /** The first day (Europe/Dublin), `YYYY-MM-DD`; default the first of the current month. */
  from: Type.Optional(Day),
  /** The last day, included; default today. */
  to: Type.Optional(Day),
  account_id: Type.Optional(Id),
});
export type PaymentExportQuery = Static<typeof PaymentExportQuery>;

/** The kinds of payment the export names. */
export const PAYMENT_KINDS = {
  first: 'first payment',
  instalment: 'instalment',
  retry: 'retry',
  arrears: 'arrears payment',
  refund: 'refund',
} as const;

/** The export's columns, in order. */
export const PAYMENT_EXPORT_COLUMNS = [
  'Date',
  'Order number',
  'Member',
  'Item',
  'Kind',
  'Amount',
  'Currency',
  'Status',
  'Provider reference',
  'Failure reason',
] as const;

import {
  PAYMENT_EXPORT_COLUMNS,
  PAYMENT_EXPORT_MAX_DAYS,
  PAYMENT_SUMMARY_MAX_MONTHS,
  PAYMENT_SUMMARY_MONTHS_AFTER,
  PAYMENT_SUMMARY_MONTHS_BEFORE,
  PAYMENTS_TIME_ZONE,
  type ClubArrearsOrder,
  type ClubArrearsPage,
  type PaymentMonth,
  type PaymentSummary,
} from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { ApiMessageId, ApiT } from '../../messages/api-messages';
import type { Clock } from '../../clock/clock';
import {
  clubArrearsOrders,
  clubArrearsTotals,
  clubFailedByMonth,
  failedAttemptsOf,
  failedInstalments,
} from '../../commerce/member/arrears-repository';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import { csvAmount, toCsv } from './csv';
import {
  clubCurrency,
  collectedByMonth,
  dueByMonth,
  paymentLines,
  refundedByMonth,
  type DayRange,
} from './payment-report-repository';
import { pageAnswer } from '../../http/page-answer';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a time in the payments' time zone. */
export function dayIn(time: Date, timeZone = PAYMENTS_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(time);
}

/** `YYYY-MM-DD HH:mm` of a time in the payments' time zone. */
function timeIn(time: Date, timeZone = PAYMENTS_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(time);
  return `${dayIn(time, timeZone)} ${parts}`;
}

/** `YYYY-MM` `months` after (or before) a month. */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + months;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The months from `from` to `to`, both included. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** A day `days` after another (`YYYY-MM-DD`). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar day (the schema checks only its shape: `2026-02-30` is refused here). */
function realDay(day: string, field: string): string {
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw fail('invalid_request', {
      message: 'This is not a date.',
      errors: { [`querystring.${field}`]: ['is not a date'] },
    });
  }
  return day;
}

const iso = (time: Date | null) => (time ? new Date(time).toISOString() : null);

/** The export's columns (contracts' English names) as the API's catalogue words them. */
const PAYMENT_COLUMN_TEXTS: Record<(typeof PAYMENT_EXPORT_COLUMNS)[number], ApiMessageId> = {
  Date: 'csv.payments.date',
  'Order number': 'csv.payments.orderNumber',
  Member: 'csv.payments.member',
  Item: 'csv.payments.item',
  Kind: 'csv.payments.kind',
  Amount: 'csv.payments.amount',
  Currency: 'csv.payments.currency',
  Status: 'csv.payments.status',
  'Provider reference': 'csv.payments.reference',
  'Failure reason': 'csv.payments.failureReason',
};

/** The treasurer's view of a club's payments. */
export function createPaymentReportService(db: Kysely<Database>, clock: Clock) {
  return {
    /** Collected, due and failed by calendar month (default: 12 months back, 3 ahead). */
    async summary(
      accountId: number,
      query: { from?: string; to?: string },
    ): Promise<PaymentSummary> {
      const currentMonth = dayIn(await clock.now()).slice(0, 7);
      const from = query.from ?? addMonths(currentMonth, -PAYMENT_SUMMARY_MONTHS_BEFORE);
      const to = query.to ?? addMonths(currentMonth, PAYMENT_SUMMARY_MONTHS_AFTER);
      if (from > to) {
        throw fail('invalid_request', {
          message: 'The first month must not be after the last.',
          errors: { 'querystring.from': ['must not be after to'] },
        });
      }
      const months = monthsBetween(from, to);
      if (months.length > PAYMENT_SUMMARY_MAX_MONTHS) {
        throw fail('invalid_request', {
          message: `A summary covers at most ${PAYMENT_SUMMARY_MAX_MONTHS} months.`,
          errors: { 'querystring.to': [`at most ${PAYMENT_SUMMARY_MAX_MONTHS} months after from`] },
        });
      }
      const range: DayRange = {
        fromDay: `${from}-01`,
        toDay: `${addMonths(to, 1)}-01`,
        timeZone: PAYMENTS_TIME_ZONE,
      };
      const [currency, collected, due, failed, refunded] = await Promise.all([
        clubCurrency(db, accountId),
        collectedByMonth(db, accountId, range),
        dueByMonth(db, accountId, range),
        clubFailedByMonth(db, accountId, range),
        refundedByMonth(db, accountId, range),
      ]);
      const byMonth = new Map<string, PaymentMonth>(
        months.map((month) => [
          month,
          { month, collected: 0, due: 0, failed: 0, in_arrears: 0, refunded: 0 },
        ]),
      );
      for (const row of collected) {
        const month = byMonth.get(row.month);
        if (month) month.collected += row.amount;
      }
      for (const row of due) {
        const month = byMonth.get(row.month);
        if (month) month.due += row.amount;
      }
      for (const row of refunded) {
        const month = byMonth.get(row.month);
        if (month) month.refunded += row.amount;
      }
      for (const row of failed) {
        const month = byMonth.get(row.month);
        if (!month) continue;
        month.failed += row.failed;
        month.in_arrears += row.in_arrears;
      }
      const list = [...byMonth.values()];
      const sum = (key: Exclude<keyof PaymentMonth, 'month'>) =>
        list.reduce((total, month) => total + month[key], 0);
      return {
        currency,
        time_zone: PAYMENTS_TIME_ZONE,
        from,
        to,
        current_month: currentMonth,
        months: list,
        totals: {
          collected: sum('collected'),
          due: sum('due'),
          failed: sum('failed'),
          in_arrears: sum('in_arrears'),
          refunded: sum('refunded'),
        },
      };
    },

    /** The club's orders with failed payments, the oldest failure first: who owes what. */
    async arrears(accountId: number, page: number, perPage: number): Promise<ClubArrearsPage> {
      const [orders, totals, currency] = await Promise.all([
        clubArrearsOrders(db, accountId, { limit: perPage, offset: (page - 1) * perPage }),
        clubArrearsTotals(db, accountId),
        clubCurrency(db, accountId),
      ]);
      const orderIds = orders.map((order) => order.order_id);
      const [instalments, attempts] =
        orderIds.length === 0
          ? [[], []]
          : await Promise.all([
              failedInstalments(db, { accountId }, orderIds),
              failedAttemptsOf(db, orderIds),
            ]);
      const items: ClubArrearsOrder[] = orders.map((order) => {
        const own = instalments.filter((row) => row.order_id === order.order_id);
        const failures = attempts.filter((attempt) => attempt.order_id === order.order_id);
        return {
          order_id: order.order_id,
          order_seq: order.order_seq,
          member: {
            user_id: order.user_id,
            first_name: order.first_name,
            last_name: order.last_name,
            email: order.email,
          },
          items: [...new Set(own.map((row) => row.product_name))],
          currency: order.currency,
          amount_owing: order.amount_owing,
          failed_since: iso(order.failed_since),
          in_arrears_since: iso(order.in_arrears_since),
          next_attempt_at: iso(order.next_attempt_at),
          failed_attempts: failures.length,
          last_failure_reason: failures[0]?.reason ?? null,
          instalments: own.map((row) => ({
            instalment_id: row.order_instalment_id,
            product_name: row.product_name,
            sequence: row.sequence,
            due_on: row.due_on,
            amount: row.amount,
          })),
        };
      });
      return {
        ...pageAnswer(items, totals.orders, { page, perPage }),
        amount_owing: totals.amountOwing,
        currency,
      };
    },

    /** The club's payments of a range of days as CSV (default: this month to today). */
    async exportCsv(
      accountId: number,
      query: { from?: string; to?: string },
      t: ApiT,
    ): Promise<{ from: string; to: string; csv: string }> {
      const today = dayIn(await clock.now());
      const from = realDay(query.from ?? `${today.slice(0, 7)}-01`, 'from');
      const to = realDay(query.to ?? today, 'to');
      if (from > to) {
        throw fail('invalid_request', {
          message: 'The first day must not be after the last.',
          errors: { 'querystring.from': ['must not be after to'] },
        });
      }
      const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
      if (days > PAYMENT_EXPORT_MAX_DAYS) {
        throw fail('invalid_request', {
          message: `An export covers at most ${PAYMENT_EXPORT_MAX_DAYS} days.`,
          errors: { 'querystring.to': [`at most ${PAYMENT_EXPORT_MAX_DAYS} days after from`] },
        });
      }
      const lines = await paymentLines(db, accountId, {
        fromDay: from,
        toDay: addDays(to, 1),
        timeZone: PAYMENTS_TIME_ZONE,
      });
      const csv = toCsv([
        PAYMENT_EXPORT_COLUMNS.map((column) => t(PAYMENT_COLUMN_TEXTS[column])),
        ...lines.map((line) => [
          timeIn(line.at),
          line.order_seq,
          `${line.first_name} ${line.last_name}`.trim(),
          line.item,
          t(`csv.paymentKind.${line.kind}`),
          csvAmount(line.amount),
          line.currency.toUpperCase(),
          line.status,
          line.reference,
          line.reason,
        ]),
      ]);
      return { from, to, csv };
    },
  };
}

export type PaymentReportService = ReturnType<typeof createPaymentReportService>;

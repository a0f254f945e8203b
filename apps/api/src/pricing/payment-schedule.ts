import type { PaymentFrequency, PaymentOptionType, ScheduledPayment } from '@touchline/contracts';
import { splitOverPayments } from './discounts';

/** A payment option as the schedule needs it. Dates are `YYYY-MM-DD`. */
export interface ScheduleOption {
  readonly type: PaymentOptionType;
  readonly numberOfPayments: number;
  readonly occurrence: number;
  readonly frequency: PaymentFrequency;
  /** Cents paid on the day of purchase; 0 spreads the price evenly. */
  readonly initialPayment: number;
  /** The first later payment; null: one period after the purchase. */
  readonly startsOn: string | null;
  readonly endsOn: string | null;
}

/** A stored payment option (API field names) as the schedule reads it. */
export function toScheduleOption(option: {
  readonly type: PaymentOptionType;
  readonly number_of_payments: number;
  readonly occurrence: number;
  readonly frequency: PaymentFrequency;
  readonly initial_payment: number;
  readonly starts_on: string | null;
  readonly ends_on: string | null;
}): ScheduleOption {
  return {
    type: option.type,
    numberOfPayments: option.number_of_payments,
    occurrence: option.occurrence,
    frequency: option.frequency,
    initialPayment: option.initial_payment,
    startsOn: option.starts_on,
    endsOn: option.ends_on,
  };
}

/** A subscription without an end lists this many payments. */
export const OPEN_SUBSCRIPTION_PAYMENTS_LISTED = 12;
/** The longest schedule listed. */
export const MAX_SCHEDULED_PAYMENTS = 120;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(date: string): { year: number; month: number; day: number } {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function formatUtc(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * `date` moved by `count` periods of `frequency`. Months keep the day of the month, or the
 * month's last day when it is shorter (31 January + 1 month = 28 or 29 February).
 */
export function addPeriods(date: string, frequency: PaymentFrequency, count: number): string {
  const { year, month, day } = parseDate(date);
  if (frequency === 'Weekly') return formatUtc(Date.UTC(year, month - 1, day + 7 * count));
  const monthIndex = month - 1 + count;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return formatUtc(Date.UTC(year, monthIndex, Math.min(day, lastDay)));
}

/** Whole months or weeks from `from` to `to` (0 when `to` is not later), roughly. */
function periodsBetween(from: string, to: string, frequency: PaymentFrequency): number {
  const a = parseDate(from);
  const b = parseDate(to);
  if (frequency === 'Weekly') {
    const days =
      (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000;
    return Math.max(0, Math.floor(days / 7));
  }
  return Math.max(0, (b.year - a.year) * 12 + (b.month - a.month));
}

/** Today's date in UTC as `YYYY-MM-DD`. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The dates of the later payments (after the one made on `today`), at most `limit` of them and
 * none after `until` when given. They start on `startsOn` (or, if that has passed, on its first
 * repeat after today), or one period after today.
 */
function laterDates(option: ScheduleOption, today: string, limit: number, until: string | null) {
  const step = option.occurrence;
  const start = option.startsOn ?? today;
  // Jump close to today in one go, then step to the first repeat after it.
  let repeats = Math.max(0, Math.floor(periodsBetween(start, today, option.frequency) / step) - 1);
  let anchor = addPeriods(start, option.frequency, step * repeats);
  while (anchor <= today) {
    repeats += 1;
    anchor = addPeriods(start, option.frequency, step * repeats);
  }
  const dates: string[] = [];
  for (let index = 0; dates.length < limit; index += 1) {
    const date = addPeriods(anchor, option.frequency, step * index);
    if (until !== null && date > until) break;
    dates.push(date);
  }
  return dates;
}

function instalments(price: number, option: ScheduleOption, dates: readonly string[]) {
  if (dates.length === 1) return [price];
  const initial = Math.min(option.initialPayment, price);
  if (initial === 0) return splitOverPayments(price, dates.length);
  return [initial, ...splitOverPayments(price - initial, dates.length - 1)];
}

/**
 * The payments of `price` (cents) under a payment option, for a purchase on `today`:
 *
 * - full: the price today;
 * - instalment: `number_of_payments` payments, the first today (the initial payment when set,
 *   the rest split evenly with the remainder on the first later payment; without an initial
 *   payment the price split evenly, remainder first);
 * - reducing_instalment: the same, but only the later payments due by `ends_on` (fewer,
 *   larger payments the later one buys; the whole price today once none are left);
 * - subscription: the price today and every period after, until `ends_on` (at most
 *   {@link MAX_SCHEDULED_PAYMENTS}), or the first {@link OPEN_SUBSCRIPTION_PAYMENTS_LISTED}
 *   payments of one that recurs until cancelled.
 *
 * Except for subscriptions the amounts add up to the price.
 */
export function paymentSchedule(
  price: number,
  option: ScheduleOption,
  today: string,
): ScheduledPayment[] {
  parseDate(today);
  const later = (limit: number, until: string | null) =>
    limit > 0 ? laterDates(option, today, limit, until) : [];
  let dates: string[];
  switch (option.type) {
    case 'full':
      return [{ due_date: today, amount: price }];
    case 'instalment':
      dates = [
        today,
        ...later(Math.min(option.numberOfPayments, MAX_SCHEDULED_PAYMENTS) - 1, null),
      ];
      break;
    case 'reducing_instalment':
      dates = [
        today,
        ...later(
          Math.min(option.numberOfPayments, MAX_SCHEDULED_PAYMENTS) - 1,
          option.endsOn ?? today,
        ),
      ];
      break;
    case 'subscription': {
      const limit =
        option.endsOn === null ? OPEN_SUBSCRIPTION_PAYMENTS_LISTED : MAX_SCHEDULED_PAYMENTS;
      const ends = option.endsOn === null ? null : option.endsOn;
      return [today, ...later(limit - 1, ends)].map((date) => ({ due_date: date, amount: price }));
    }
  }
  const amounts = instalments(price, option, dates);
  return dates.map((date, index) => ({ due_date: date, amount: amounts[index] ?? 0 }));
}

/** The amount of each later payment (the whole price when paid at once; a subscription's price). */
export function regularPayment(schedule: readonly ScheduledPayment[]): number {
  return schedule[schedule.length - 1]?.amount ?? 0;
}

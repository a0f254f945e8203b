import type { BackofficePaymentsCalls } from '@touchline/api-client';
import {
  PAYMENT_SUMMARY_MAX_MONTHS,
  type ClubArrearsOrder,
  type ClubArrearsQuery,
  type PaymentSummary,
} from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import {
  Button,
  DATE_FORMATS,
  formatDate,
  FormField,
  formatMoney,
  ListPager,
  ListTable,
  ScrollRegion,
  SkeletonLines,
  useListParams,
  usePagedList,
  type ListColumn,
} from '@touchline/ui';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { usePaymentsCalls } from '../api/use-payments-calls';
import styles from './payments.module.css';
import {
  ARREARS_CAPTION,
  ARREARS_TITLE,
  arrearsCount,
  COLUMN_TITLES,
  EXPORT_BUTTON,
  EXPORT_DATES_ORDER,
  EXPORT_DATES_REQUIRED,
  EXPORT_FAILED,
  EXPORT_FROM,
  EXPORT_INTRO,
  EXPORT_TITLE,
  EXPORT_TO,
  failedAttempts,
  IN_ARREARS,
  LOAD_FAILED,
  MONTHS_CAPTION,
  MONTHS_FROM,
  MONTHS_ORDER,
  MONTHS_SHOW,
  MONTHS_TO,
  MONTHS_TOO_MANY,
  MONTHS_TITLE,
  NO_ARREARS,
  NO_PAYMENTS,
  PAYMENTS_INTRO,
  PAYMENTS_TITLE,
  RETRIES_LEFT,
  SCROLL_HINT,
  THIS_MONTH,
  TOTAL,
  TRY_AGAIN,
} from './payments-texts';

/** The time zone the club's months and days are counted in (as the API counts them). */
const TIME_ZONE = 'Europe/Dublin';

/** "November 2026" for `2026-11`. */
export function monthName(month: string): string {
  return new Intl.DateTimeFormat('en-IE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** Today, `YYYY-MM-DD`, in the club's time zone. */
export function todayInDublin(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The club treasurer's screen: the money collected, due and failed by month, the members in
 * arrears with what each owes, and the payments of chosen days as a CSV file.
 */
export function PaymentsPage() {
  const calls = usePaymentsCalls();
  return (
    <section className={styles.page} aria-labelledby="payments-title">
      <h1 id="payments-title">{PAYMENTS_TITLE}</h1>
      <p className={styles.intro}>{PAYMENTS_INTRO}</p>
      <MonthTable calls={calls} />
      <ArrearsList calls={calls} />
      <ExportForm calls={calls} />
    </section>
  );
}

type SummaryState =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; summary: PaymentSummary };

function MonthTable({ calls }: { calls: BackofficePaymentsCalls }) {
  const notify = useNotify();
  const [shown, setShown] = useState<SummaryState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [range, setRange] = useState<MonthRange | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    calls.getPaymentSummary(range ?? {}, { signal: controller.signal }).then(
      (summary) => setShown({ state: 'loaded', summary }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setShown({ state: 'failed' });
        notify.apiError(error);
      },
    );
    return () => controller.abort();
  }, [calls, attempt, notify, range]);

  return (
    <section className={styles.block} aria-labelledby="months-title">
      <h2 id="months-title">{MONTHS_TITLE}</h2>
      {shown.state === 'loaded' && (
        <MonthRangeForm
          summary={shown.summary}
          onChoose={(chosen) => {
            setShown({ state: 'loading' });
            setRange(chosen);
          }}
        />
      )}
      {shown.state === 'loading' && <SkeletonLines count={6} />}
      {shown.state === 'failed' && (
        <div className={styles.failed}>
          <p>{LOAD_FAILED}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setShown({ state: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {TRY_AGAIN}
          </Button>
        </div>
      )}
      {shown.state === 'loaded' && <Months summary={shown.summary} />}
    </section>
  );
}

interface MonthRange {
  from: string;
  to: string;
}

/** The months a summary may be asked for: three years back, a year ahead. */
function monthChoices(currentMonth: string): string[] {
  const months: string[] = [];
  for (let n = -(PAYMENT_SUMMARY_MAX_MONTHS - 1); n <= 12; n += 1) {
    months.push(addMonths(currentMonth, n));
  }
  return months;
}

/** `YYYY-MM` `months` after (or before) a month. */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + months;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

function MonthRangeForm({
  summary,
  onChoose,
}: {
  summary: PaymentSummary;
  onChoose: (range: MonthRange) => void;
}) {
  const [from, setFrom] = useState(summary.from);
  const [to, setTo] = useState(summary.to);
  const [error, setError] = useState<string | null>(null);
  const choices = monthChoices(summary.current_month);
  const options = choices.map((month) => (
    <option key={month} value={month}>
      {monthName(month)}
    </option>
  ));
  const show = (event: FormEvent) => {
    event.preventDefault();
    if (from > to) return setError(MONTHS_ORDER);
    if (addMonths(from, PAYMENT_SUMMARY_MAX_MONTHS - 1) < to) return setError(MONTHS_TOO_MANY);
    setError(null);
    onChoose({ from, to });
  };
  return (
    <form className={styles.exportForm} onSubmit={show} noValidate>
      <FormField label={MONTHS_FROM} error={error ?? undefined}>
        {(control) => (
          <select {...control} value={from} onChange={(event) => setFrom(event.target.value)}>
            {choices.includes(from) ? null : <option value={from}>{monthName(from)}</option>}
            {options}
          </select>
        )}
      </FormField>
      <FormField label={MONTHS_TO}>
        {(control) => (
          <select {...control} value={to} onChange={(event) => setTo(event.target.value)}>
            {choices.includes(to) ? null : <option value={to}>{monthName(to)}</option>}
            {options}
          </select>
        )}
      </FormField>
      <Button type="submit" variant="secondary">
        {MONTHS_SHOW}
      </Button>
    </form>
  );
}

const AMOUNT_COLUMNS = ['collected', 'due', 'failed', 'refunded'] as const;

function Months({ summary }: { summary: PaymentSummary }) {
  const money = (cents: number) => formatMoney(cents, summary.currency);
  const empty = AMOUNT_COLUMNS.every((column) => summary.totals[column] === 0);
  if (empty) return <p className={styles.empty}>{NO_PAYMENTS}</p>;
  return (
    <>
      <p className={styles.scrollHint}>{SCROLL_HINT}</p>
      <ScrollRegion label={MONTHS_CAPTION}>
        <table className={styles.months}>
          <caption className={styles.caption}>{MONTHS_CAPTION}</caption>
          <thead>
            <tr>
              <th scope="col">{COLUMN_TITLES.month}</th>
              {AMOUNT_COLUMNS.map((column) => (
                <th key={column} scope="col" className={styles.amount}>
                  {COLUMN_TITLES[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.months.map((month) => {
              const current = month.month === summary.current_month;
              return (
                <tr key={month.month} className={current ? styles.current : undefined}>
                  <th scope="row">
                    {monthName(month.month)}
                    {current && <span className={styles.thisMonth}> ({THIS_MONTH})</span>}
                  </th>
                  <td className={styles.amount}>{money(month.collected)}</td>
                  <td className={styles.amount}>{money(month.due)}</td>
                  <td className={styles.amount}>
                    {money(month.failed)}
                    {month.in_arrears > 0 && (
                      <span className={styles.note}>
                        {' '}
                        ({money(month.in_arrears)} {IN_ARREARS.toLowerCase()})
                      </span>
                    )}
                  </td>
                  <td className={styles.amount}>{money(month.refunded)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{TOTAL}</th>
              {AMOUNT_COLUMNS.map((column) => (
                <td key={column} className={styles.amount}>
                  {money(summary.totals[column])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </>
  );
}

function ArrearsList({ calls }: { calls: BackofficePaymentsCalls }) {
  const notify = useNotify();
  const { params, setPage } = useListParams();
  const [owing, setOwing] = useState<{ orders: number; text: string } | null>(null);
  const query = useMemo<ClubArrearsQuery>(
    () => ({ page: params.page, per_page: params.per_page }),
    [params.page, params.per_page],
  );
  const fetchPage = useCallback(
    async (page: ClubArrearsQuery, options: { signal: AbortSignal }) => {
      const answer = await calls.getClubArrears(page, options);
      setOwing({ orders: answer.total, text: formatMoney(answer.amount_owing, answer.currency) });
      return answer;
    },
    [calls],
  );
  const arrears = usePagedList(fetchPage, query, notify.apiError);

  const columns: ListColumn<ClubArrearsOrder>[] = [
    {
      key: 'member',
      header: 'Member',
      width: 3,
      cell: (row) => (
        <span className={styles.stacked}>
          <span>{`${row.member.first_name} ${row.member.last_name}`}</span>
          {row.member.email && <span className={styles.muted}>{row.member.email}</span>}
        </span>
      ),
    },
    {
      key: 'order_seq',
      header: 'Order',
      width: 3,
      cell: (row) => (
        <span className={styles.stacked}>
          <span>{`#${row.order_seq}`}</span>
          <span className={styles.muted}>{row.items.join(', ')}</span>
        </span>
      ),
    },
    {
      key: 'amount_owing',
      header: 'Owing',
      width: 1,
      cell: (row) => formatMoney(row.amount_owing, row.currency),
    },
    {
      key: 'failed_since',
      header: 'Failing since',
      width: 1,
      cell: (row) => formatDate(row.failed_since, DATE_FORMATS.day),
    },
    {
      key: 'failed_attempts',
      header: 'Failed attempts',
      width: 2,
      cell: (row) => (
        <span className={styles.stacked}>
          <span>{failedAttempts(row.failed_attempts)}</span>
          <span className={styles.muted}>
            {row.in_arrears_since ? IN_ARREARS : row.next_attempt_at ? RETRIES_LEFT : ''}
          </span>
        </span>
      ),
    },
    {
      key: 'last_failure_reason',
      header: 'Last failure',
      width: 2,
      cell: (row) => row.last_failure_reason ?? '',
    },
  ];

  return (
    <section className={styles.block} aria-labelledby="arrears-title">
      <div className={styles.titleRow}>
        <h2 id="arrears-title">{ARREARS_TITLE}</h2>
        {owing && owing.orders > 0 && (
          <p className={styles.count}>{arrearsCount(owing.orders, owing.text)}</p>
        )}
      </div>
      <ListTable
        caption={ARREARS_CAPTION}
        captionHidden
        columns={columns}
        rows={arrears.items}
        rowKey={(row) => row.order_id}
        loading={arrears.loading}
        emptyText={NO_ARREARS}
      />
      <ListPager
        list={arrears}
        page={params.page}
        perPage={params.per_page}
        onPageChange={setPage}
      />
    </section>
  );
}

function ExportForm({ calls }: { calls: BackofficePaymentsCalls }) {
  const notify = useNotify();
  const today = todayInDublin();
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const download = async (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setError(EXPORT_DATES_REQUIRED);
    if (from > to) return setError(EXPORT_DATES_ORDER);
    setError(null);
    setLoading(true);
    try {
      const csv = await calls.downloadPaymentsCsv({ from, to });
      const url = URL.createObjectURL(csv);
      const link = document.createElement('a');
      link.href = url;
      link.download = `payments-${from}-to-${to}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click ran.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      notify.danger(EXPORT_FAILED);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className={styles.block} aria-labelledby="export-title">
      <h2 id="export-title">{EXPORT_TITLE}</h2>
      <p>{EXPORT_INTRO}</p>
      <form className={styles.exportForm} onSubmit={download} noValidate>
        <FormField label={EXPORT_FROM} required error={error ?? undefined}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={from}
              max={to || undefined}
              onChange={(event) => setFrom(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={EXPORT_TO} required>
          {(control) => (
            <input
              {...control}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(event) => setTo(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" loading={loading}>
          {EXPORT_BUTTON}
        </Button>
      </form>
    </section>
  );
}

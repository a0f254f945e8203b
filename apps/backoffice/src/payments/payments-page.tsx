import type { BackofficePaymentsCalls } from '@touchline/api-client';
import {
  PAYMENT_SUMMARY_MAX_MONTHS,
  type ClubArrearsOrder,
  type PaymentSummary,
} from '@touchline/contracts';
import {
  Button,
  DATE_FORMATS,
  formatDate,
  formatMoney,
  FormField,
  type ListColumn,
  ScrollRegion,
  SkeletonLines,
  useListParams,
} from '@touchline/ui';
import type { Language } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { useState, type FormEvent } from 'react';
import { usePaymentsCalls } from '../api/use-payments-calls';
import { useCsvDownload } from '../lists/csv-export';
import { PagedTable } from '../lists/paged-table';
import { usePagedList } from '../lists/use-paged-list';
import listPage from '../lists/list-page.module.css';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './payments.module.css';
import { clubArrearsRead, paymentSummaryRead } from './payments-reads';

/** The time zone the club's months and days are counted in (as the API counts them). */
const TIME_ZONE = 'Europe/Dublin';

/** "November 2026" (or "Samhain 2026") for `2026-11`. */
export function monthName(month: string, language: Language = 'en'): string {
  return formatDate(`${month}-01`, 'MMMM yyyy', language);
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
  const t = useBackofficeT();
  return (
    <section className={listPage.page} aria-labelledby="payments-title">
      <h1 id="payments-title">{t('payments.title')}</h1>
      <p className={listPage.intro}>{t('payments.intro')}</p>
      <MonthTable />
      <ArrearsList />
      <ExportForm calls={calls} />
    </section>
  );
}

function MonthTable() {
  const t = useBackofficeT();
  const [range, setRange] = useState<MonthRange | null>(null);
  // A range not chosen yet is the API's default; another range shows as loading until read.
  const { read: shown, reload } = useServerRead(paymentSummaryRead, range ?? {}, {
    notifyFailure: true,
  });

  return (
    <section className={listPage.block} aria-labelledby="months-title">
      <h2 id="months-title">{t('payments.monthsTitle')}</h2>
      {shown.state === 'loaded' && (
        <MonthRangeForm
          summary={shown.value}
          // The same months chosen again are read again, as asking for them always did.
          onChoose={(chosen) =>
            chosen.from === range?.from && chosen.to === range.to ? reload() : setRange(chosen)
          }
        />
      )}
      {shown.state === 'loading' && <SkeletonLines count={6} label={t('payments.loading')} />}
      {shown.state === 'failed' && (
        <div className={styles.failed}>
          <p>{t('payments.loadFailed')}</p>
          <Button variant="secondary" onClick={reload}>
            {t('payments.tryAgain')}
          </Button>
        </div>
      )}
      {shown.state === 'loaded' && <Months summary={shown.value} />}
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
  const t = useBackofficeT();
  const language = usePageLanguage();
  const [from, setFrom] = useState(summary.from);
  const [to, setTo] = useState(summary.to);
  const [error, setError] = useState<string | null>(null);
  const choices = monthChoices(summary.current_month);
  const options = choices.map((month) => (
    <option key={month} value={month}>
      {monthName(month, language)}
    </option>
  ));
  const show = (event: FormEvent) => {
    event.preventDefault();
    if (from > to) return setError(t('payments.monthsOrder'));
    if (addMonths(from, PAYMENT_SUMMARY_MAX_MONTHS - 1) < to)
      return setError(t('payments.monthsTooMany'));
    setError(null);
    onChoose({ from, to });
  };
  return (
    <form className={styles.exportForm} onSubmit={show} noValidate>
      <FormField label={t('payments.monthsFrom')} error={error ?? undefined}>
        {(control) => (
          <select {...control} value={from} onChange={(event) => setFrom(event.target.value)}>
            {choices.includes(from) ? null : (
              <option value={from}>{monthName(from, language)}</option>
            )}
            {options}
          </select>
        )}
      </FormField>
      <FormField label={t('payments.monthsTo')}>
        {(control) => (
          <select {...control} value={to} onChange={(event) => setTo(event.target.value)}>
            {choices.includes(to) ? null : <option value={to}>{monthName(to, language)}</option>}
            {options}
          </select>
        )}
      </FormField>
      <Button type="submit" variant="secondary">
        {t('payments.monthsShow')}
      </Button>
    </form>
  );
}

const AMOUNT_COLUMNS = ['collected', 'due', 'failed', 'refunded'] as const;

const COLUMN_TITLE_IDS = {
  collected: 'payments.column.collected',
  due: 'payments.column.due',
  failed: 'payments.column.failed',
  refunded: 'payments.column.refunded',
} as const;

function Months({ summary }: { summary: PaymentSummary }) {
  const t = useBackofficeT();
  const language = usePageLanguage();
  const money = (cents: number) => formatMoney(cents, summary.currency);
  const empty = AMOUNT_COLUMNS.every((column) => summary.totals[column] === 0);
  if (empty) return <p className={styles.empty}>{t('payments.none')}</p>;
  return (
    <>
      <p className={styles.scrollHint}>{t('payments.scrollHint')}</p>
      <ScrollRegion label={t('payments.monthsCaption')}>
        <table className={styles.months}>
          <caption className={styles.caption}>{t('payments.monthsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('payments.column.month')}</th>
              {AMOUNT_COLUMNS.map((column) => (
                <th key={column} scope="col" className={styles.amount}>
                  {t(COLUMN_TITLE_IDS[column])}
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
                    {monthName(month.month, language)}
                    {current && (
                      <span className={styles.thisMonth}> ({t('payments.thisMonth')})</span>
                    )}
                  </th>
                  <td className={styles.amount}>{money(month.collected)}</td>
                  <td className={styles.amount}>{money(month.due)}</td>
                  <td className={styles.amount}>
                    {money(month.failed)}
                    {month.in_arrears > 0 && (
                      <span className={styles.note}>
                        {' '}
                        ({t('payments.inArrearsAmount', { amount: money(month.in_arrears) })})
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
              <th scope="row">{t('payments.total')}</th>
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

function ArrearsList() {
  const t = useBackofficeT();
  const language = usePageLanguage();
  const { params, setPage } = useListParams();
  const arrears = usePagedList(clubArrearsRead, {
    page: params.page,
    per_page: params.per_page,
  });
  // What is owed in all, as the answer on screen says it.
  const { answer } = arrears;
  const owing = answer && {
    orders: answer.total,
    text: formatMoney(answer.amount_owing, answer.currency),
  };

  const columns: ListColumn<ClubArrearsOrder>[] = [
    {
      key: 'member',
      header: t('payments.column.member'),
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
      header: t('payments.column.order'),
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
      header: t('payments.column.owing'),
      width: 1,
      cell: (row) => formatMoney(row.amount_owing, row.currency),
    },
    {
      key: 'failed_since',
      header: t('payments.column.failingSince'),
      width: 1,
      cell: (row) => formatDate(row.failed_since, DATE_FORMATS.day, language),
    },
    {
      key: 'failed_attempts',
      header: t('payments.column.failedAttempts'),
      width: 2,
      cell: (row) => (
        <span className={styles.stacked}>
          <span>{t('payments.attempts', { count: row.failed_attempts })}</span>
          <span className={styles.muted}>
            {row.in_arrears_since
              ? t('payments.inArrears')
              : row.next_attempt_at
                ? t('payments.retriesLeft')
                : ''}
          </span>
        </span>
      ),
    },
    {
      key: 'last_failure_reason',
      header: t('payments.column.lastFailure'),
      width: 2,
      cell: (row) => row.last_failure_reason ?? '',
    },
  ];

  return (
    <section className={listPage.block} aria-labelledby="arrears-title">
      <div className={listPage.titleRow}>
        <h2 id="arrears-title">{t('payments.arrearsTitle')}</h2>
        {owing && owing.orders > 0 && (
          <p className={listPage.count}>
            {t('payments.arrearsCount', { orders: owing.orders, owing: owing.text })}
          </p>
        )}
      </div>
      <PagedTable
        list={arrears}
        page={params.page}
        perPage={params.per_page}
        onPageChange={setPage}
        caption={t('payments.arrearsTitle')}
        columns={columns}
        rowKey={(row) => row.order_id}
        emptyText={t('payments.noArrears')}
      />
    </section>
  );
}

function ExportForm({ calls }: { calls: BackofficePaymentsCalls }) {
  const t = useBackofficeT();
  const today = todayInDublin();
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const { loading, download: save } = useCsvDownload(t('payments.exportFailed'));

  const download = async (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setError(t('payments.exportDatesRequired'));
    if (from > to) return setError(t('payments.exportDatesOrder'));
    setError(null);
    await save(() => calls.downloadPaymentsCsv({ from, to }), `payments-${from}-to-${to}.csv`);
  };

  return (
    <section className={listPage.block} aria-labelledby="export-title">
      <h2 id="export-title">{t('payments.exportTitle')}</h2>
      <p>{t('payments.exportIntro')}</p>
      <form className={styles.exportForm} onSubmit={download} noValidate>
        <FormField label={t('payments.exportFrom')} required error={error ?? undefined}>
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
        <FormField label={t('payments.exportTo')} required>
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
          {t('payments.exportButton')}
        </Button>
      </form>
    </section>
  );
}

import { statusOf, type BackofficeLottoCalls } from '@touchline/api-client';
import type { LottoDrawLine, LottoDrawLinesQuery, LottoDrawRow } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import {
  Button,
  DATE_FORMATS,
  formatDate,
  ListPager,
  ListTable,
  useListParams,
  usePagedList,
  type ListColumn,
} from '@touchline/ui';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLottoCalls } from '../api/use-lotto-calls';
import { DRAW_STATUS_NAMES, formatDrawTime } from '../dashboard/dashboard-texts';
import styles from './lotto.module.css';
import {
  ALL_DRAWS,
  DRAW_NOT_FOUND,
  drawTitle,
  EXPORT_BUTTON,
  EXPORT_FAILED,
  EXPORT_INTRO,
  EXPORT_TITLE,
  LINES_CAPTION,
  linesCount,
  LOTTO_PATH,
  LOTTO_TITLE,
  NO,
  NO_LINES,
  NUMBERS_HEADER,
  numbersOf,
  ORDER_HEADER,
  orderNumber,
  PLAYER_HEADER,
  RENEWS_HEADER,
  YES,
} from './lotto-texts';

/** The draw named in the address, as the API takes it (anything else is a draw not found). */
const drawIdOf = (text: string | undefined) =>
  text && /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : null;

const COLUMNS: ListColumn<LottoDrawLine>[] = [
  {
    key: 'player',
    header: PLAYER_HEADER,
    width: 3,
    cell: (line) => (
      <span className={styles.stacked}>
        <span>{line.name}</span>
        {line.email && <span className={styles.muted}>{line.email}</span>}
      </span>
    ),
  },
  {
    key: 'numbers',
    header: NUMBERS_HEADER,
    width: 2,
    cell: (line) => (
      <ul className={styles.numbers}>
        {numbersOf(line).map((numbers, index) => (
          <li key={index}>{numbers}</li>
        ))}
      </ul>
    ),
  },
  { key: 'renews', header: RENEWS_HEADER, width: 1, cell: (line) => (line.renews ? YES : NO) },
  {
    key: 'order',
    header: ORDER_HEADER,
    width: 1,
    cell: (line) => (
      <span className={styles.stacked}>
        <span>{orderNumber(line.order_seq)}</span>
        <span className={styles.muted}>{formatDate(line.bought_at, DATE_FORMATS.day)}</span>
      </span>
    ),
  },
];

/**
 * One draw: who plays which numbers in it (a page at a time, by name), whether each line renews,
 * and the export of every line as CSV.
 */
export function DrawLinesPage({ calls: given }: { calls?: BackofficeLottoCalls }) {
  const fromApp = useLottoCalls();
  const calls = given ?? fromApp;
  const notify = useNotify();
  const drawId = drawIdOf(useParams().drawId);
  const { params, setPage } = useListParams();
  const [draw, setDraw] = useState<LottoDrawRow | null>(null);
  const [missing, setMissing] = useState(drawId === null);
  const query = useMemo<LottoDrawLinesQuery>(
    () => ({ page: params.page, per_page: params.per_page }),
    [params.page, params.per_page],
  );
  const fetchPage = useCallback(
    async (page: LottoDrawLinesQuery, options: { signal: AbortSignal }) => {
      if (drawId === null) return { items: [], total: 0 };
      try {
        const answer = await calls.getDrawLines(drawId, page, options);
        setDraw(answer.draw);
        return answer;
      } catch (error) {
        if (statusOf(error) === 404) setMissing(true);
        throw error;
      }
    },
    [calls, drawId],
  );
  const onError = useCallback(
    (error: unknown) => {
      if (statusOf(error) !== 404) notify.apiError(error);
    },
    [notify],
  );
  const lines = usePagedList(fetchPage, query, onError);

  if (missing) {
    return (
      <section className={styles.page} aria-labelledby="draw-title">
        <h1 id="draw-title">{LOTTO_TITLE}</h1>
        <p role="alert">{DRAW_NOT_FOUND}</p>
        <Link to={LOTTO_PATH} className={styles.back}>
          {ALL_DRAWS}
        </Link>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="draw-title">
      <Link to={LOTTO_PATH} className={styles.back}>
        {ALL_DRAWS}
      </Link>
      <h1 id="draw-title">{draw ? drawTitle(draw.product) : LOTTO_TITLE}</h1>
      {draw && (
        <p className={styles.intro}>
          {`${formatDrawTime(draw.draw_at)} · ${DRAW_STATUS_NAMES[draw.status] ?? draw.status}`}
        </p>
      )}
      <section className={styles.block} aria-labelledby="lines-title">
        <div className={styles.titleRow}>
          <h2 id="lines-title">{LINES_CAPTION}</h2>
          {!lines.loading && <p className={styles.count}>{linesCount(lines.total)}</p>}
        </div>
        <ListTable
          caption={LINES_CAPTION}
          captionHidden
          columns={COLUMNS}
          rows={lines.items}
          rowKey={(line) => String(line.order_item_id)}
          loading={lines.loading}
          emptyText={NO_LINES}
        />
        <ListPager
          list={lines}
          page={params.page}
          perPage={params.per_page}
          onPageChange={setPage}
        />
      </section>
      {drawId !== null && <ExportBlock calls={calls} drawId={drawId} />}
    </section>
  );
}

function ExportBlock({ calls, drawId }: { calls: BackofficeLottoCalls; drawId: number }) {
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const csv = await calls.downloadDrawLinesCsv(drawId);
      const url = URL.createObjectURL(csv);
      const link = document.createElement('a');
      link.href = url;
      link.download = `lotto-draw-${drawId}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
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
      <p className={styles.intro}>{EXPORT_INTRO}</p>
      <div>
        <Button onClick={() => void download()} loading={loading}>
          {EXPORT_BUTTON}
        </Button>
      </div>
    </section>
  );
}

import type { LottoDrawLine } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import {
  Button,
  DATE_FORMATS,
  formatDate,
  type ListColumn,
  ListPager,
  ListTable,
  useListParams,
  saveFile,
} from '@touchline/ui';
import type { Language, Translate } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLottoCalls } from '../api/use-lotto-calls';
import { drawStatusName, formatDrawTime } from '../dashboard/dashboard-texts';
import { usePagedList } from '../lists/use-paged-list';
import { type BackofficeMessageId, useBackofficeT } from '../messages/backoffice-messages';
import styles from './lotto.module.css';
import { drawLinesRead } from './lotto-reads';
import { LOTTO_PATH, numbersOf, orderNumber } from './lotto-texts';

/** The draw named in the address, as the API takes it (anything else is a draw not found). */
const drawIdOf = (text: string | undefined) =>
  text && /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : null;

/** The lines' columns in the page's language. */
const columnsIn = (
  t: Translate<BackofficeMessageId>,
  language: Language,
): ListColumn<LottoDrawLine>[] => [
  {
    key: 'player',
    header: t('lotto.playerHeader'),
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
    header: t('lotto.numbersHeader'),
    width: 2,
    cell: (line) => (
      <ul className={styles.numbers}>
        {numbersOf(t, line).map((numbers, index) => (
          <li key={index}>{numbers}</li>
        ))}
      </ul>
    ),
  },
  {
    key: 'renews',
    header: t('lotto.renewsHeader'),
    width: 1,
    cell: (line) => t(line.renews ? 'lotto.yes' : 'lotto.no'),
  },
  {
    key: 'order',
    header: t('lotto.orderHeader'),
    width: 1,
    cell: (line) => (
      <span className={styles.stacked}>
        <span>{orderNumber(line.order_seq)}</span>
        <span className={styles.muted}>
          {formatDate(line.bought_at, DATE_FORMATS.day, language)}
        </span>
      </span>
    ),
  },
];

/**
 * One draw: who plays which numbers in it (a page at a time, by name), whether each line renews,
 * and the export of every line as CSV.
 */
export function DrawLinesPage() {
  const t = useBackofficeT();
  const language = usePageLanguage();
  const drawId = drawIdOf(useParams().drawId);
  const { params, setPage } = useListParams();
  const lines = usePagedList(
    drawLinesRead,
    drawId === null ? null : { draw_id: drawId, page: params.page, per_page: params.per_page },
  );
  // The lines on screen may be another draw's while this one's are read; the API answers no
  // draw of another club.
  const { answer } = lines;
  const draw = answer?.draw?.draw_id === drawId ? answer.draw : null;
  const missing = !lines.loading && answer?.draw === null;

  if (drawId === null || missing) {
    return (
      <section className={styles.page} aria-labelledby="draw-title">
        <h1 id="draw-title">{t('lotto.title')}</h1>
        <p role="alert">{t('lotto.drawNotFound')}</p>
        <Link to={LOTTO_PATH} className={styles.back}>
          {t('lotto.allDraws')}
        </Link>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="draw-title">
      <Link to={LOTTO_PATH} className={styles.back}>
        {t('lotto.allDraws')}
      </Link>
      <h1 id="draw-title">
        {draw ? t('lotto.drawTitle', { product: draw.product }) : t('lotto.title')}
      </h1>
      {draw && (
        <p className={styles.intro}>
          {`${formatDrawTime(draw.draw_at, language)} · ${drawStatusName(t, draw.status)}`}
        </p>
      )}
      <section className={styles.block} aria-labelledby="lines-title">
        <div className={styles.titleRow}>
          <h2 id="lines-title">{t('lotto.linesCaption')}</h2>
          {!lines.loading && (
            <p className={styles.count}>{t('lotto.linesCount', { count: lines.total })}</p>
          )}
        </div>
        <ListTable
          caption={t('lotto.linesCaption')}
          captionHidden
          columns={columnsIn(t, language)}
          rows={lines.items}
          rowKey={(line) => String(line.order_item_id)}
          loading={lines.loading}
          emptyText={t('lotto.noLines')}
        />
        <ListPager
          list={lines}
          page={params.page}
          perPage={params.per_page}
          onPageChange={setPage}
        />
      </section>
      <ExportBlock drawId={drawId} />
    </section>
  );
}

function ExportBlock({ drawId }: { drawId: number }) {
  const calls = useLottoCalls();
  const notify = useNotify();
  const t = useBackofficeT();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const csv = await calls.downloadDrawLinesCsv(drawId);
      saveFile(csv, `lotto-draw-${drawId}.csv`);
    } catch {
      notify.danger(t('lotto.exportFailed'));
    } finally {
      setLoading(false);
    }
  };
  return (
    <section className={styles.block} aria-labelledby="export-title">
      <h2 id="export-title">{t('lotto.exportTitle')}</h2>
      <p className={styles.intro}>{t('lotto.exportIntro')}</p>
      <div>
        <Button onClick={() => void download()} loading={loading}>
          {t('lotto.exportButton')}
        </Button>
      </div>
    </section>
  );
}

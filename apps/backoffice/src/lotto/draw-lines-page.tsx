import type { LottoDrawLine } from '@touchline/contracts';
import { DATE_FORMATS, formatDate, type ListColumn, useListParams } from '@touchline/ui';
import type { Language, Translate } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import { Link, useParams } from 'react-router';
import { useLottoCalls } from '../api/use-lotto-calls';
import { drawStatusName, formatDrawTime } from '../dashboard/dashboard-texts';
import { CsvExportBlock } from '../lists/csv-export';
import { PagedTable } from '../lists/paged-table';
import { usePagedList } from '../lists/use-paged-list';
import listPage from '../lists/list-page.module.css';
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
      <span className={listPage.stacked}>
        <span>{line.name}</span>
        {line.email && <span className={listPage.muted}>{line.email}</span>}
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
      <span className={listPage.stacked}>
        <span>{orderNumber(line.order_seq)}</span>
        <span className={listPage.muted}>
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
  const calls = useLottoCalls();
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
      <section className={listPage.page} aria-labelledby="draw-title">
        <h1 id="draw-title">{t('lotto.title')}</h1>
        <p role="alert">{t('lotto.drawNotFound')}</p>
        <Link to={LOTTO_PATH} className={styles.back}>
          {t('lotto.allDraws')}
        </Link>
      </section>
    );
  }
  return (
    <section className={listPage.page} aria-labelledby="draw-title">
      <Link to={LOTTO_PATH} className={styles.back}>
        {t('lotto.allDraws')}
      </Link>
      <h1 id="draw-title">
        {draw ? t('lotto.drawTitle', { product: draw.product }) : t('lotto.title')}
      </h1>
      {draw && (
        <p className={listPage.intro}>
          {`${formatDrawTime(draw.draw_at, language)} · ${drawStatusName(t, draw.status)}`}
        </p>
      )}
      <section className={listPage.block} aria-labelledby="lines-title">
        <div className={listPage.titleRow}>
          <h2 id="lines-title">{t('lotto.linesCaption')}</h2>
          {!lines.loading && (
            <p className={listPage.count}>{t('lotto.linesCount', { count: lines.total })}</p>
          )}
        </div>
        <PagedTable
          list={lines}
          page={params.page}
          perPage={params.per_page}
          onPageChange={setPage}
          caption={t('lotto.linesCaption')}
          columns={columnsIn(t, language)}
          rowKey={(line) => String(line.order_item_id)}
          emptyText={t('lotto.noLines')}
        />
      </section>
      <CsvExportBlock
        texts={{
          title: t('lotto.exportTitle'),
          intro: t('lotto.exportIntro'),
          button: t('lotto.exportButton'),
          failed: t('lotto.exportFailed'),
        }}
        fileName={`lotto-draw-${drawId}.csv`}
        read={() => calls.downloadDrawLinesCsv(drawId)}
      />
    </section>
  );
}

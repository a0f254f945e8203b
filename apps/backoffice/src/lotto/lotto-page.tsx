import type { LottoDrawRow } from '@touchline/contracts';
import { Button } from '@touchline/ui';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { Link } from 'react-router';
import { drawStatusName, formatCount, formatDrawTime } from '../dashboard/dashboard-texts';
import listPage from '../lists/list-page.module.css';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './lotto.module.css';
import { lottoOverviewRead, NO_ARGS } from './lotto-reads';
import { drawPath } from './lotto-texts';

/**
 * The Lotto screen: the club's upcoming and recent draws, each with the paid lines playing in it
 * and a link to who plays which numbers.
 */
export function LottoPage() {
  // A failure is said on the page, with a way to try again.
  const { read: loaded, reload } = useServerRead(lottoOverviewRead, NO_ARGS);
  const t = useBackofficeT();

  return (
    <section className={listPage.page} aria-labelledby="lotto-title">
      <h1 id="lotto-title">{t('lotto.title')}</h1>
      <p className={listPage.intro}>{t('lotto.intro')}</p>
      {loaded.state === 'loading' && <p role="status">{t('lotto.loading')}</p>}
      {loaded.state === 'failed' && (
        <div className={listPage.block}>
          <p role="alert">{t('lotto.loadFailed')}</p>
          <div>
            <Button variant="outline" onClick={reload}>
              {t('lotto.tryAgain')}
            </Button>
          </div>
        </div>
      )}
      {loaded.state === 'loaded' && (
        <>
          <DrawTable
            caption={t('lotto.upcomingCaption')}
            draws={loaded.value.upcoming}
            empty={t('lotto.noUpcoming')}
          />
          <DrawTable
            caption={t('lotto.recentCaption')}
            draws={loaded.value.recent}
            empty={t('lotto.noRecent')}
          />
        </>
      )}
    </section>
  );
}

function DrawTable({
  caption,
  draws,
  empty,
}: {
  caption: string;
  draws: readonly LottoDrawRow[];
  empty: string;
}) {
  const t = useBackofficeT();
  const language = usePageLanguage();
  if (draws.length === 0) {
    return (
      <section className={listPage.block} aria-label={caption}>
        <h2>{caption}</h2>
        <p className={listPage.muted}>{empty}</p>
      </section>
    );
  }
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lotto.drawHeader')}</th>
            <th scope="col">{t('lotto.statusHeader')}</th>
            <th scope="col" className={styles.number}>
              {t('lotto.linesHeader')}
            </th>
          </tr>
        </thead>
        <tbody>
          {draws.map((draw) => (
            <tr key={draw.draw_id}>
              <th scope="row">
                <Link to={drawPath(draw.draw_id)} className={styles.drawLink}>
                  <span>{draw.product}</span>
                  <span className={listPage.muted}>{formatDrawTime(draw.draw_at, language)}</span>
                </Link>
              </th>
              <td>{drawStatusName(t, draw.status)}</td>
              <td className={styles.number}>{formatCount(draw.lines, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

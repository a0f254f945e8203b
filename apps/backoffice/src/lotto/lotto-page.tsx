import type { BackofficeLottoCalls } from '@touchline/api-client';
import type { LottoDrawRow, LottoOverview } from '@touchline/contracts';
import { Button } from '@touchline/ui';
import { usePageLanguage } from '@touchline/store';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLottoCalls } from '../api/use-lotto-calls';
import { drawStatusName, formatCount, formatDrawTime } from '../dashboard/dashboard-texts';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './lotto.module.css';
import { drawPath } from './lotto-texts';

type Loaded =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; overview: LottoOverview };

/**
 * The Lotto screen: the club's upcoming and recent draws, each with the paid lines playing in it
 * and a link to who plays which numbers.
 */
export function LottoPage({ calls: given }: { calls?: BackofficeLottoCalls }) {
  const fromApp = useLottoCalls();
  const calls = given ?? fromApp;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const t = useBackofficeT();

  useEffect(() => {
    const controller = new AbortController();
    calls.getLottoOverview({ signal: controller.signal }).then(
      (overview) => setLoaded({ state: 'ready', overview }),
      () => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [calls, attempt]);

  return (
    <section className={styles.page} aria-labelledby="lotto-title">
      <h1 id="lotto-title">{t('lotto.title')}</h1>
      <p className={styles.intro}>{t('lotto.intro')}</p>
      {loaded.state === 'loading' && <p role="status">{t('lotto.loading')}</p>}
      {loaded.state === 'failed' && (
        <div className={styles.block}>
          <p role="alert">{t('lotto.loadFailed')}</p>
          <div>
            <Button
              variant="outline"
              onClick={() => {
                setLoaded({ state: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {t('lotto.tryAgain')}
            </Button>
          </div>
        </div>
      )}
      {loaded.state === 'ready' && (
        <>
          <DrawTable
            caption={t('lotto.upcomingCaption')}
            draws={loaded.overview.upcoming}
            empty={t('lotto.noUpcoming')}
          />
          <DrawTable
            caption={t('lotto.recentCaption')}
            draws={loaded.overview.recent}
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
      <section className={styles.block} aria-label={caption}>
        <h2>{caption}</h2>
        <p className={styles.muted}>{empty}</p>
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
                  <span className={styles.muted}>{formatDrawTime(draw.draw_at, language)}</span>
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

import type { BackofficeLottoCalls } from '@touchline/api-client';
import type { LottoDrawRow, LottoOverview } from '@touchline/contracts';
import { Button } from '@touchline/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLottoCalls } from '../api/use-lotto-calls';
import { DRAW_STATUS_NAMES, formatCount, formatDrawTime } from '../dashboard/dashboard-texts';
import styles from './lotto.module.css';
import {
  DRAW_HEADER,
  drawPath,
  LINES_HEADER,
  LOAD_FAILED,
  LOADING,
  LOTTO_INTRO,
  LOTTO_TITLE,
  NO_RECENT,
  NO_UPCOMING,
  RECENT_CAPTION,
  STATUS_HEADER,
  UPCOMING_CAPTION,
} from './lotto-texts';

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
      <h1 id="lotto-title">{LOTTO_TITLE}</h1>
      <p className={styles.intro}>{LOTTO_INTRO}</p>
      {loaded.state === 'loading' && <p role="status">{LOADING}</p>}
      {loaded.state === 'failed' && (
        <div className={styles.block}>
          <p role="alert">{LOAD_FAILED}</p>
          <div>
            <Button
              variant="outline"
              onClick={() => {
                setLoaded({ state: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          </div>
        </div>
      )}
      {loaded.state === 'ready' && (
        <>
          <DrawTable
            caption={UPCOMING_CAPTION}
            draws={loaded.overview.upcoming}
            empty={NO_UPCOMING}
          />
          <DrawTable caption={RECENT_CAPTION} draws={loaded.overview.recent} empty={NO_RECENT} />
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
            <th scope="col">{DRAW_HEADER}</th>
            <th scope="col">{STATUS_HEADER}</th>
            <th scope="col" className={styles.number}>
              {LINES_HEADER}
            </th>
          </tr>
        </thead>
        <tbody>
          {draws.map((draw) => (
            <tr key={draw.draw_id}>
              <th scope="row">
                <Link to={drawPath(draw.draw_id)} className={styles.drawLink}>
                  <span>{draw.product}</span>
                  <span className={styles.muted}>{formatDrawTime(draw.draw_at)}</span>
                </Link>
              </th>
              <td>{DRAW_STATUS_NAMES[draw.status] ?? draw.status}</td>
              <td className={styles.number}>{formatCount(draw.lines)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

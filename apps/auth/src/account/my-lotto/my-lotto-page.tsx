import type { LottoEntry } from '@touchline/contracts';
import { DATE_FORMATS, formatDate, formatMoney, ResponsiveSkeleton } from '@touchline/ui';
import { Link } from 'react-router';
import { useAccountCalls } from '../api/use-account-calls';
import { useLoaded } from '../api/use-loaded';
import styles from './my-lotto.module.css';
import { lineValues, MY_LOTTO_TEXTS, refusalText } from './my-lotto-texts';

const day = (iso: string) => formatDate(iso, DATE_FORMATS.day);

const describe = (entry: LottoEntry) =>
  entry.title ? `${entry.name} (${entry.title})` : entry.name;

/** The entry's numbers: each line picked, a lucky dip, or the tickets of a draw. */
function Numbers({ entry }: { entry: LottoEntry }) {
  if (entry.numbers === 'picked') {
    return (
      <div className={styles.numbers}>
        <p className={styles.label} id={`lotto-numbers-${entry.order_item_id}`}>
          {MY_LOTTO_TEXTS.numbers}
        </p>
        <ol className={styles.lines} aria-labelledby={`lotto-numbers-${entry.order_item_id}`}>
          {entry.lines.map((line, index) => {
            const values = lineValues(line, entry.number_type);
            return (
              <li
                key={index}
                className={styles.line}
                aria-label={`Line ${index + 1}: ${values.join(', ')}`}
              >
                {values.map((value, position) => (
                  <span key={position} className={styles.ball} aria-hidden="true">
                    {value}
                  </span>
                ))}
              </li>
            );
          })}
        </ol>
      </div>
    );
  }
  if (entry.numbers === 'lucky_dip')
    return <p className={styles.note}>{MY_LOTTO_TEXTS.luckyDip}</p>;
  return (
    <p className={styles.note}>
      {entry.tickets} {entry.tickets === 1 ? 'ticket' : 'tickets'}
    </p>
  );
}

/** Whether the entry renews, and if not since when and why. */
function Renewal({ entry }: { entry: LottoEntry }) {
  const { state, stopped_at: stoppedAt, reason } = entry.renewal;
  const since = stoppedAt ? ` on ${day(stoppedAt)}` : '';
  switch (state) {
    case 'renews':
      return <span className={styles.renews}>{MY_LOTTO_TEXTS.renews}</span>;
    case 'off':
      return <span>{MY_LOTTO_TEXTS.off}</span>;
    case 'stopped':
      return <span className={styles.stopped}>Renewal stopped{since}</span>;
    case 'ended':
      return <span className={styles.stopped}>Ended by the club{since}</span>;
    case 'refused':
      return (
        <span className={styles.stopped}>
          Not renewed{since}: {refusalText(reason, entry)}
          {reason === 'unpaid' && (
            <>
              {' '}
              <Link to="/arrears">{MY_LOTTO_TEXTS.payArrears}</Link>
            </>
          )}
        </span>
      );
  }
}

/** The member's lotto and draw entries in every club, those still in play first. */
export function MyLottoPage() {
  const api = useAccountCalls();
  const { loaded } = useLoaded((signal) => api.getLottoEntries({ signal }), 'lotto');
  return (
    <section aria-labelledby="my-lotto-heading">
      <h2 id="my-lotto-heading">{MY_LOTTO_TEXTS.heading}</h2>
      <p>{MY_LOTTO_TEXTS.intro}</p>
      {loaded.state === 'loading' && <ResponsiveSkeleton lines={4} tiles={1} />}
      {loaded.state === 'failed' && <p>{MY_LOTTO_TEXTS.failed}</p>}
      {loaded.state === 'loaded' &&
        (loaded.value.total === 0 ? (
          <p>{MY_LOTTO_TEXTS.none}</p>
        ) : (
          <ul className={styles.entries}>
            {loaded.value.items.map((entry) => (
              <li key={entry.order_item_id}>
                <article
                  className={styles.entry}
                  aria-labelledby={`lotto-entry-${entry.order_item_id}`}
                >
                  <h3 className={styles.name} id={`lotto-entry-${entry.order_item_id}`}>
                    {describe(entry)}
                  </h3>
                  <p className={styles.meta}>
                    {entry.club.name} · Order {entry.order_seq} ·{' '}
                    {formatMoney(entry.amount, entry.currency)} · bought {day(entry.bought_at)}
                  </p>
                  <Numbers entry={entry} />
                  <dl className={styles.facts}>
                    <div>
                      <dt>{MY_LOTTO_TEXTS.drawsLeft}</dt>
                      <dd>{entry.draws_left}</dd>
                    </div>
                    <div>
                      <dt>{MY_LOTTO_TEXTS.nextDraw}</dt>
                      <dd>
                        {entry.next_draw_at ? day(entry.next_draw_at) : MY_LOTTO_TEXTS.noNextDraw}
                      </dd>
                    </div>
                    <div>
                      <dt>{MY_LOTTO_TEXTS.renewal}</dt>
                      <dd>
                        <Renewal entry={entry} />
                      </dd>
                    </div>
                  </dl>
                </article>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

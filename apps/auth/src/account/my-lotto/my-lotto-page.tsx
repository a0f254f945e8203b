import type { LottoEntry } from '@touchline/contracts';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { DATE_FORMATS, formatDate, formatMoney, ResponsiveSkeleton } from '@touchline/ui';
import { Link } from 'react-router';
import { useAuthT } from '../../messages/auth-messages';
import { lottoEntriesRead, NO_ARGS } from '../api/account-reads';
import cards from '../account-cards.module.css';
import styles from './my-lotto.module.css';
import { lineValues, refusalText } from './my-lotto-texts';

/** A day in the page's language's way of writing it. */
function useDay() {
  const language = usePageLanguage();
  return (iso: string) => formatDate(iso, DATE_FORMATS.day, language);
}

const describe = (entry: LottoEntry) =>
  entry.title ? `${entry.name} (${entry.title})` : entry.name;

/** The entry's numbers: each line picked, a lucky dip, or the tickets of a draw. */
function Numbers({ entry }: { entry: LottoEntry }) {
  const t = useAuthT();
  if (entry.numbers === 'picked') {
    return (
      <div className={styles.numbers}>
        <p className={styles.label} id={`lotto-numbers-${entry.order_item_id}`}>
          {t('myLotto.numbers')}
        </p>
        <ol className={styles.lines} aria-labelledby={`lotto-numbers-${entry.order_item_id}`}>
          {entry.lines.map((line, index) => {
            const values = lineValues(line, entry.number_type);
            return (
              <li
                key={index}
                className={styles.line}
                aria-label={t('myLotto.line', {
                  number: String(index + 1),
                  values: values.join(', '),
                })}
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
  if (entry.numbers === 'lucky_dip') return <p className={styles.note}>{t('myLotto.luckyDip')}</p>;
  return <p className={styles.note}>{t('myLotto.tickets', { count: entry.tickets })}</p>;
}

/** Whether the entry renews, and if not since when and why. */
function Renewal({ entry }: { entry: LottoEntry }) {
  const t = useAuthT();
  const day = useDay();
  const { state, stopped_at: stoppedAt, reason } = entry.renewal;
  const date = stoppedAt ? day(stoppedAt) : null;
  switch (state) {
    case 'renews':
      return <span className={styles.renews}>{t('myLotto.renews')}</span>;
    case 'off':
      return <span>{t('myLotto.off')}</span>;
    case 'stopped':
      return (
        <span className={styles.stopped}>
          {date ? t('myLotto.stoppedOn', { date }) : t('myLotto.stopped')}
        </span>
      );
    case 'ended':
      return (
        <span className={styles.stopped}>
          {date ? t('myLotto.endedOn', { date }) : t('myLotto.ended')}
        </span>
      );
    case 'refused': {
      const why = refusalText(t, reason, entry);
      return (
        <span className={styles.stopped}>
          {date
            ? t('myLotto.notRenewedOn', { date, reason: why })
            : t('myLotto.notRenewed', { reason: why })}
          {reason === 'unpaid' && (
            <>
              {' '}
              <Link to="/arrears">{t('myLotto.payArrears')}</Link>
            </>
          )}
        </span>
      );
    }
  }
}

/** The member's lotto and draw entries in every club, those still in play first. */
export function MyLottoPage() {
  const t = useAuthT();
  const day = useDay();
  const { read: loaded } = useServerRead(lottoEntriesRead, NO_ARGS, { notifyFailure: true });
  return (
    <section aria-labelledby="my-lotto-heading">
      <h2 id="my-lotto-heading">{t('myLotto.heading')}</h2>
      <p>{t('myLotto.intro')}</p>
      {loaded.state === 'loading' && (
        <ResponsiveSkeleton lines={4} tiles={1} label={t('account.loading')} />
      )}
      {loaded.state === 'failed' && <p>{t('myLotto.failed')}</p>}
      {loaded.state === 'loaded' &&
        (loaded.value.total === 0 ? (
          <p>{t('myLotto.none')}</p>
        ) : (
          <ul className={cards.list}>
            {loaded.value.items.map((entry) => (
              <li key={entry.order_item_id}>
                <article
                  className={cards.card}
                  aria-labelledby={`lotto-entry-${entry.order_item_id}`}
                >
                  <h3 className={cards.name} id={`lotto-entry-${entry.order_item_id}`}>
                    {describe(entry)}
                  </h3>
                  <p className={cards.meta}>
                    {t('myLotto.meta', {
                      club: entry.club.name,
                      number: String(entry.order_seq),
                      amount: formatMoney(entry.amount, entry.currency),
                      date: day(entry.bought_at),
                    })}
                  </p>
                  <Numbers entry={entry} />
                  <dl className={styles.facts}>
                    <div>
                      <dt>{t('myLotto.drawsLeft')}</dt>
                      <dd>{entry.draws_left}</dd>
                    </div>
                    <div>
                      <dt>{t('myLotto.nextDraw')}</dt>
                      <dd>
                        {entry.next_draw_at ? day(entry.next_draw_at) : t('myLotto.noNextDraw')}
                      </dd>
                    </div>
                    <div>
                      <dt>{t('myLotto.renewal')}</dt>
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

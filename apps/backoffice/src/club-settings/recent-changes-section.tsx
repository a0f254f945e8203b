import type { ClubChange } from '@touchline/contracts';
import type { Language } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { DATE_FORMATS, formatDate, SkeletonLines } from '@touchline/ui';
import { useState } from 'react';
import { useBackofficeT } from '../messages/backoffice-messages';
import { changeDetails } from './change-details';
import styles from './club-settings.module.css';
import { clubChangesRead, NO_ARGS } from './club-settings-reads';
import { changeAreaLabel } from './look-texts';
import { messageParts } from './message-parts';

/** When a change was made: the day and the time, in the formats the back office shows dates in. */
const when = (iso: string, language: Language) =>
  `${formatDate(iso, DATE_FORMATS.day, language)} ${formatDate(iso, DATE_FORMATS.time, language)}`;

/**
 * Who changed which part of the club's settings, when, and what each value was and became; read
 * again whenever `version` moves (a save).
 */
export function RecentChangesSection({ version }: { version: number }) {
  const t = useBackofficeT();
  const language = usePageLanguage();
  const { read: loaded, reload } = useServerRead(clubChangesRead, NO_ARGS, {
    notifyFailure: true,
    failureText: t('changes.loadFailed'),
  });
  // A save moved `version`: read again, the changes on screen staying until the new ones are in.
  const [readFor, setReadFor] = useState(version);
  if (readFor !== version) {
    setReadFor(version);
    reload();
  }

  return (
    <section className={styles.form} aria-labelledby="changes-title">
      <h2 id="changes-title">{t('changes.title')}</h2>
      {loaded.state === 'loading' && <SkeletonLines count={3} label={t('settings.loading')} />}
      {loaded.state === 'failed' && <p>{t('changes.loadFailed')}</p>}
      {loaded.state === 'loaded' && loaded.value.length === 0 && <p>{t('changes.none')}</p>}
      {loaded.state === 'loaded' && loaded.value.length > 0 && (
        <ul className={styles.changes} aria-labelledby="changes-title">
          {loaded.value.map((change) => (
            <li key={change.id}>
              {messageParts(t, 'changes.entry', {
                area: <strong>{changeAreaLabel(t, change.area)}</strong>,
                admin: change.changed_by ?? t('changes.unknownAdmin'),
                when: <time dateTime={change.changed_at}>{when(change.changed_at, language)}</time>,
              })}
              <ChangeDetails change={change} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The values one change moved, folded under the change (a menu's edit can move many). */
function ChangeDetails({ change }: { change: ClubChange }) {
  const t = useBackofficeT();
  const details = changeDetails(t, change);
  if (details.length === 0) return null;
  return (
    <details className={styles.changeDetails}>
      <summary>{t('changes.whatChanged')}</summary>
      <ul>
        {/* Two menu items may share a name, and so a label: the place keeps each key apart. */}
        {details.map((detail, index) => (
          <li key={`${index}:${detail.label}`}>
            {messageParts(t, 'changes.detail', {
              label: <strong>{detail.label}</strong>,
              before: detail.before,
              after: detail.after,
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}

import { isAbortError } from '@touchline/api-client';
import type { ClubChange } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { DATE_FORMATS, formatDate, SkeletonLines } from '@touchline/ui';
import { useEffect, useState } from 'react';
import { useClubSettingsCalls } from '../api/use-club-settings-calls';
import { changeDetails } from './change-details';
import styles from './club-settings.module.css';
import {
  CHANGE_AREA_LABELS,
  CHANGES_LOAD_FAILED,
  CHANGES_TITLE,
  NO_CHANGES,
  WHAT_CHANGED,
  UNKNOWN_ADMIN,
} from './look-texts';

type Loaded =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: readonly ClubChange[] };

/** When a change was made: the day and the time, in the formats the back office shows dates in. */
const when = (iso: string) =>
  `${formatDate(iso, DATE_FORMATS.day)} ${formatDate(iso, DATE_FORMATS.time)}`;

/**
 * Who changed which part of the club's settings, when, and what each value was and became; read
 * again whenever `version` moves (a save).
 */
export function RecentChangesSection({ version }: { version: number }) {
  const calls = useClubSettingsCalls();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    calls
      .getClubChanges({}, { signal: controller.signal })
      .then(({ data }) => setLoaded({ state: 'ready', value: data }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoaded({ state: 'failed' });
        notify.apiError(error, CHANGES_LOAD_FAILED);
      });
    return () => controller.abort();
  }, [calls, notify, version]);

  return (
    <section className={styles.form} aria-labelledby="changes-title">
      <h2 id="changes-title">{CHANGES_TITLE}</h2>
      {loaded.state === 'loading' && <SkeletonLines count={3} />}
      {loaded.state === 'failed' && <p>{CHANGES_LOAD_FAILED}</p>}
      {loaded.state === 'ready' && loaded.value.length === 0 && <p>{NO_CHANGES}</p>}
      {loaded.state === 'ready' && loaded.value.length > 0 && (
        <ul className={styles.changes} aria-labelledby="changes-title">
          {loaded.value.map((change) => (
            <li key={change.id}>
              <strong>{CHANGE_AREA_LABELS[change.area]}</strong> changed by{' '}
              {change.changed_by ?? UNKNOWN_ADMIN},{' '}
              <time dateTime={change.changed_at}>{when(change.changed_at)}</time>
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
  const details = changeDetails(change);
  if (details.length === 0) return null;
  return (
    <details className={styles.changeDetails}>
      <summary>{WHAT_CHANGED}</summary>
      <ul>
        {/* Two menu items may share a name, and so a label: the place keeps each key apart. */}
        {details.map((detail, index) => (
          <li key={`${index}:${detail.label}`}>
            <strong>{detail.label}</strong>: was {detail.before}, now {detail.after}
          </li>
        ))}
      </ul>
    </details>
  );
}

import { useShellT } from '../../app/shell-messages';
import {
  CONFIG_SERVICE,
  areaUrl,
  registerArrears,
  selectArrearsChanges,
  selectHasRole,
  selectHostArea,
  selectUser,
  useAppSelector,
  useFollowWithSession,
  type ApiSettings,
  type AppStore,
} from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { useState } from 'react';
import { useStore } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { arrearsCountRead, type ArrearsCount } from './arrears-banner-reads';
import styles from './arrears-banner.module.css';

const selectIsMember = selectHasRole('Member');

/**
 * While the signed-in member has failed payments, every page says so and links to the
 * account's arrears page. Read again on each page change and after a payment of arrears.
 */
export function ArrearsBanner() {
  registerArrears();
  const user = useAppSelector(selectUser);
  const isMember = useAppSelector(selectIsMember);
  const area = useAppSelector(selectHostArea);
  const changes = useAppSelector(selectArrearsChanges);
  const { pathname } = useLocation();
  // A host without the runtime configuration (a test page) shows no banner.
  const config = (useStore() as AppStore).getService<ApiSettings>(CONFIG_SERVICE);
  const userId = user?.id ?? null;
  const asked = Boolean(config) && userId !== null && isMember;
  const { read, reload } = useServerRead(arrearsCountRead, asked ? { userId } : null);

  // Read again on each page change and after a payment of arrears.
  const [seen, setSeen] = useState({ pathname, changes });
  if (seen.pathname !== pathname || seen.changes !== changes) {
    setSeen({ pathname, changes });
    reload();
  }

  // The banner is a reminder: a failed read leaves the page as it is, with the last count read.
  const [kept, setKept] = useState<ArrearsCount | null>(null);
  if (read.state === 'loaded' && read.value !== kept) setKept(read.value);
  // Another user (or nobody) signed in shows nothing until their count is read.
  const count = asked && kept?.userId === userId ? kept.count : 0;
  if (count === 0) return null;
  return <ArrearsNotice count={count} onAccountHost={area === 'myaccount'} />;
}

/** What the banner says: how many payments failed, and where to pay them. */
function ArrearsNotice({ count, onAccountHost }: { count: number; onAccountHost: boolean }) {
  const t = useShellT();
  // The arrears are paid on the account host: the session goes along, so nobody signs in twice.
  const followWithSession = useFollowWithSession();
  return (
    <section className={styles.banner} aria-label={t('arrears.label')}>
      <p className={styles.text}>
        {t('arrears.message', { count })}{' '}
        {onAccountHost ? (
          <Link className={styles.link} to="/arrears">
            {t('arrears.link')}
          </Link>
        ) : (
          <a
            className={styles.link}
            href={`${areaUrl('myaccount')}arrears`}
            onClick={followWithSession}
          >
            {t('arrears.link')}
          </a>
        )}
      </p>
    </section>
  );
}

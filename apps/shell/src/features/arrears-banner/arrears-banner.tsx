import { useShellT } from '../../app/shell-messages';
import { createMemberPaymentCalls } from '@touchline/api-client';
import {
  CONFIG_SERVICE,
  httpFor,
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
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'react-redux';
import { Link, useLocation } from 'react-router';
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
  const calls = useMemo(
    () => (config ? createMemberPaymentCalls(httpFor(config)) : null),
    [config],
  );
  // The count read for a user: another user (or nobody) signed in shows nothing until read.
  const [reading, setReading] = useState<{ userId: number; count: number } | null>(null);
  const userId = user?.id ?? null;
  const asked = calls !== null && userId !== null && isMember;

  useEffect(() => {
    if (!calls || userId === null || !isMember) return;
    const controller = new AbortController();
    calls.hasFailedPayments({ signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        setReading({ userId, count: result.has_failed_payments ? result.count : 0 });
      },
      () => {
        // The banner is a reminder: a failed read leaves the page as it is.
      },
    );
    return () => controller.abort();
  }, [calls, userId, isMember, pathname, changes]);

  const count = asked && reading?.userId === userId ? reading.count : 0;
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

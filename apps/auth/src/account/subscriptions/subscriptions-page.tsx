import type { MemberSubscription } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { Button, ResponsiveSkeleton, useDialogs } from '@touchline/ui';
import { useEffect, useRef } from 'react';
import { useAuthT } from '../../messages/auth-messages';
import { useAccountCalls } from '../api/use-account-calls';
import { NO_ARGS, subscriptionsRead } from '../api/account-reads';
import {
  describeSubscription,
  endText,
  nextPaymentText,
  periodPriceText,
  stateText,
} from './subscription-texts';
import styles from './subscriptions.module.css';

const stateId = (subscription: MemberSubscription) =>
  `subscription-${subscription.order_item_id}-state`;

/**
 * The member's subscription plans in every club: what, the price of a period, the next payment,
 * the end and whether it runs; a running one can be stopped after a confirm.
 */
export function SubscriptionsPage() {
  const t = useAuthT();
  const language = usePageLanguage();
  const api = useAccountCalls();
  const notify = useNotify();
  const dialogs = useDialogs();
  const { read: loaded, reload } = useServerRead(subscriptionsRead, NO_ARGS, {
    notifyFailure: true,
  });
  // The stopped one's state takes the focus its Stop button had (the button is gone), once the
  // list read again after the stop is on the page.
  const focusAfterStop = useRef<string | null>(null);

  useEffect(() => {
    if (loaded.state !== 'loaded' || loaded.refreshing || !focusAfterStop.current) return;
    document.getElementById(focusAfterStop.current)?.focus();
    focusAfterStop.current = null;
  }, [loaded]);

  const stop = (subscription: MemberSubscription) =>
    dialogs.confirm({
      title: t('subscriptions.confirmTitle'),
      message: t('subscriptions.confirmMessage', {
        subscription: describeSubscription(subscription),
      }),
      confirmLabel: t('subscriptions.confirm'),
      cancelLabel: t('subscriptions.keep'),
      confirmVariant: 'danger',
      action: async () => {
        try {
          await api.stopSubscription(subscription.order_item_id);
        } catch (error) {
          notify.apiError(error);
          throw error;
        }
        notify.success(t('subscriptions.stopped'));
        focusAfterStop.current = stateId(subscription);
        reload();
      },
    });

  return (
    <section aria-labelledby="subscriptions-heading">
      <h2 id="subscriptions-heading">{t('subscriptions.heading')}</h2>
      <p>{t('subscriptions.intro')}</p>
      {loaded.state === 'loading' && (
        <ResponsiveSkeleton lines={3} tiles={1} label={t('account.loading')} />
      )}
      {loaded.state === 'failed' && <p>{t('subscriptions.failed')}</p>}
      {loaded.state === 'loaded' &&
        (loaded.value.total === 0 ? (
          <p>{t('subscriptions.none')}</p>
        ) : (
          <ul className={styles.subscriptions}>
            {loaded.value.items.map((subscription) => (
              <li key={subscription.order_item_id} className={styles.subscription}>
                <div className={styles.details}>
                  <p className={styles.name}>{describeSubscription(subscription)}</p>
                  <p className={styles.meta}>
                    {t('subscriptions.clubOrder', {
                      club: subscription.club.name,
                      number: String(subscription.order_seq),
                    })}
                  </p>
                  <p className={styles.meta}>{periodPriceText(t, subscription)}</p>
                  <p className={styles.meta}>
                    {nextPaymentText(t, language, subscription)} ·{' '}
                    {endText(t, language, subscription)}
                  </p>
                  <p
                    id={stateId(subscription)}
                    tabIndex={-1}
                    className={subscription.stopped_at ? styles.stopped : styles.active}
                  >
                    {stateText(t, language, subscription)}
                  </p>
                </div>
                {!subscription.stopped_at && (
                  <Button
                    variant="outline"
                    onClick={() => void stop(subscription)}
                    aria-label={t('subscriptions.stopNamed', {
                      subscription: describeSubscription(subscription),
                    })}
                  >
                    {t('subscriptions.stop')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

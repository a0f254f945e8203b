import type { AutoRenewal } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import {
  Button,
  DATE_FORMATS,
  formatDate,
  formatMoney,
  ResponsiveSkeleton,
  useDialogs,
} from '@touchline/ui';
import { useAuthT } from '../../messages/auth-messages';
import { useAccountCalls } from '../api/use-account-calls';
import { autoRenewalsRead, NO_ARGS } from '../api/account-reads';
import accountCards from '../account-cards.module.css';
import styles from './auto-renewals.module.css';

const describe = (renewal: AutoRenewal) =>
  renewal.title ? `${renewal.name} (${renewal.title})` : renewal.name;

/** The member's automatic lotto and draw renewals; each running one can be stopped. */
export function AutoRenewalsPage() {
  const t = useAuthT();
  const language = usePageLanguage();
  const api = useAccountCalls();
  const notify = useNotify();
  const dialogs = useDialogs();
  const { read: loaded, reload } = useServerRead(autoRenewalsRead, NO_ARGS, {
    notifyFailure: true,
  });

  const stop = (renewal: AutoRenewal) =>
    dialogs.confirm({
      title: t('autoRenewals.confirmTitle'),
      message: t('autoRenewals.confirmMessage', { name: describe(renewal) }),
      confirmLabel: t('autoRenewals.confirm'),
      cancelLabel: t('autoRenewals.keep'),
      confirmVariant: 'danger',
      action: async () => {
        try {
          await api.stopAutoRenewal(renewal.order_item_id);
        } catch (error) {
          notify.apiError(error);
          throw error;
        }
        notify.success(t('autoRenewals.stopped'));
        reload();
      },
    });

  return (
    <section aria-labelledby="auto-renewals-heading">
      <h2 id="auto-renewals-heading">{t('autoRenewals.heading')}</h2>
      <p>{t('autoRenewals.intro')}</p>
      {loaded.state === 'loading' && (
        <ResponsiveSkeleton lines={3} tiles={1} label={t('accountShared1.loading')} />
      )}
      {loaded.state === 'failed' && <p>{t('autoRenewals.failed')}</p>}
      {loaded.state === 'loaded' &&
        (loaded.value.total === 0 ? (
          <p>{t('autoRenewals.none')}</p>
        ) : (
          <ul className={accountCards.list}>
            {loaded.value.items.map((renewal) => (
              <li key={renewal.order_item_id} className={accountCards.rowCard}>
                <div>
                  <p className={styles.name}>{describe(renewal)}</p>
                  <p className={styles.meta}>
                    {t('autoRenewals.meta', {
                      club: renewal.club.name,
                      amount: formatMoney(renewal.amount, renewal.currency),
                      date: formatDate(renewal.started_at, DATE_FORMATS.day, language),
                    })}
                  </p>
                  {renewal.stopped_at && (
                    <p className={styles.stopped}>
                      {t('autoRenewals.stoppedOn', {
                        date: formatDate(renewal.stopped_at, DATE_FORMATS.day, language),
                      })}
                    </p>
                  )}
                </div>
                {!renewal.stopped_at && (
                  <Button
                    variant="outline"
                    onClick={() => void stop(renewal)}
                    aria-label={t('autoRenewals.stopFor', { name: describe(renewal) })}
                  >
                    {t('autoRenewals.stop')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

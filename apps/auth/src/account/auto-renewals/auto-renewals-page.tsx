import type { AutoRenewal } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import {
  Button,
  DATE_FORMATS,
  formatDate,
  formatMoney,
  ResponsiveSkeleton,
  useDialogs,
} from '@touchline/ui';
import { useAccountCalls } from '../api/use-account-calls';
import { useLoaded } from '../api/use-loaded';
import styles from './auto-renewals.module.css';

export const AUTO_RENEWAL_TEXTS = {
  heading: 'Auto renewals',
  intro: 'Lotto and draw entries that renew automatically with your default card.',
  none: 'You have no auto renewals.',
  failed: 'Your auto renewals could not be loaded.',
  stop: 'Stop auto renewal',
  confirmTitle: 'Stop this auto renewal?',
  confirm: 'Stop',
  keep: 'Keep',
  stopped: 'Your auto renewal has been stopped.',
} as const;

const describe = (renewal: AutoRenewal) =>
  renewal.title ? `${renewal.name} (${renewal.title})` : renewal.name;

/** The member's automatic lotto and draw renewals; each running one can be stopped. */
export function AutoRenewalsPage() {
  const api = useAccountCalls();
  const notify = useNotify();
  const dialogs = useDialogs();
  const { loaded, reload } = useLoaded((signal) => api.getAutoRenewals({ signal }), 'renewals');

  const stop = (renewal: AutoRenewal) =>
    dialogs.confirm({
      title: AUTO_RENEWAL_TEXTS.confirmTitle,
      message: `${describe(renewal)} will not be renewed again.`,
      confirmLabel: AUTO_RENEWAL_TEXTS.confirm,
      cancelLabel: AUTO_RENEWAL_TEXTS.keep,
      confirmVariant: 'danger',
      action: async () => {
        try {
          await api.stopAutoRenewal(renewal.order_item_id);
        } catch (error) {
          notify.apiError(error);
          throw error;
        }
        notify.success(AUTO_RENEWAL_TEXTS.stopped);
        reload();
      },
    });

  return (
    <section aria-labelledby="auto-renewals-heading">
      <h2 id="auto-renewals-heading">{AUTO_RENEWAL_TEXTS.heading}</h2>
      <p>{AUTO_RENEWAL_TEXTS.intro}</p>
      {loaded.state === 'loading' && <ResponsiveSkeleton lines={3} tiles={1} />}
      {loaded.state === 'failed' && <p>{AUTO_RENEWAL_TEXTS.failed}</p>}
      {loaded.state === 'loaded' &&
        (loaded.value.total === 0 ? (
          <p>{AUTO_RENEWAL_TEXTS.none}</p>
        ) : (
          <ul className={styles.renewals}>
            {loaded.value.items.map((renewal) => (
              <li key={renewal.order_item_id} className={styles.renewal}>
                <div>
                  <p className={styles.name}>{describe(renewal)}</p>
                  <p className={styles.meta}>
                    {renewal.club.name} · {formatMoney(renewal.amount, renewal.currency)} · since{' '}
                    {formatDate(renewal.started_at, DATE_FORMATS.day)}
                  </p>
                  {renewal.stopped_at && (
                    <p className={styles.stopped}>
                      Stopped on {formatDate(renewal.stopped_at, DATE_FORMATS.day)}
                    </p>
                  )}
                </div>
                {!renewal.stopped_at && (
                  <Button
                    variant="outline"
                    onClick={() => void stop(renewal)}
                    aria-label={`${AUTO_RENEWAL_TEXTS.stop}: ${describe(renewal)}`}
                  >
                    {AUTO_RENEWAL_TEXTS.stop}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

import type { PaymentMethod } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { useServerRead } from '@touchline/store/server-data';
import { Button, Paginator, ResponsiveSkeleton, useDialogs } from '@touchline/ui';
import { useState } from 'react';
import { useAuthT } from '../../messages/auth-messages';
import { useAccountCalls } from '../api/use-account-calls';
import { paymentMethodsRead } from '../api/account-reads';
import { usePageParams } from '../api/use-page-param';
import { AddCardForm } from './add-card-form';
import { cardExpiryText, cardNameText } from './card-texts';
import accountCards from '../account-cards.module.css';
import styles from './payment-methods.module.css';

/** The payment-method list shows 10 a page. */
const PAGE_SIZE = 10;

/** The member's saved cards: a page at a time, add one, make one the default, remove one. */
export function PaymentMethodsPage() {
  const t = useAuthT();
  const api = useAccountCalls();
  const notify = useNotify();
  const dialogs = useDialogs();
  const { page, perPage, setPage } = usePageParams(PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const { read: loaded, reload } = useServerRead(
    paymentMethodsRead,
    { page, per_page: perPage },
    { notifyFailure: true, keepPrevious: true },
  );

  const makeDefault = async (card: PaymentMethod) => {
    setBusy(card.id);
    try {
      await api.updatePaymentMethod(card.id, { is_default: true });
      notify.success(t('paymentMethods.defaultChanged'));
      reload();
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = (card: PaymentMethod) =>
    dialogs.confirm({
      title: t('paymentMethods.removeTitle'),
      message: cardNameText(t, card),
      confirmLabel: t('paymentMethods.remove'),
      cancelLabel: t('paymentMethods.cancel'),
      confirmVariant: 'danger',
      action: async () => {
        try {
          await api.deletePaymentMethod(card.id);
        } catch (error) {
          notify.apiError(error);
          throw error;
        }
        notify.success(t('paymentMethods.removed'));
        reload();
      },
    });

  const cards = loaded.state === 'loaded' ? loaded.value : null;
  return (
    <section aria-labelledby="payment-methods-heading">
      <div className={styles.headingRow}>
        <h2 id="payment-methods-heading">{t('paymentMethods.heading')}</h2>
        {!adding && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('paymentMethods.add')}
          </Button>
        )}
      </div>
      {adding && (
        <AddCardForm
          defaultChecked={cards?.total === 0}
          onCancel={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            notify.success(t('paymentMethods.saved'));
            reload();
          }}
        />
      )}
      {loaded.state === 'loading' && (
        <ResponsiveSkeleton lines={3} tiles={2} label={t('account.loading')} />
      )}
      {loaded.state === 'failed' && <p>{t('paymentMethods.failed')}</p>}
      {cards &&
        (cards.total === 0 ? (
          <p>{t('paymentMethods.none')}</p>
        ) : (
          <>
            <ul className={accountCards.list}>
              {cards.items.map((card) => (
                <li key={card.id} className={accountCards.rowCard}>
                  <div>
                    <p className={styles.cardName}>
                      {cardNameText(t, card)}
                      {card.is_default && (
                        <span className={styles.badge}>{t('paymentMethods.default')}</span>
                      )}
                    </p>
                    <p className={styles.expiry}>{cardExpiryText(t, card)}</p>
                  </div>
                  <div className={styles.actions}>
                    {!card.is_default && (
                      <Button
                        variant="outline"
                        loading={busy === card.id}
                        onClick={() => void makeDefault(card)}
                        aria-label={t('paymentMethods.makeDefaultNamed', {
                          card: cardNameText(t, card),
                        })}
                      >
                        {t('paymentMethods.makeDefault')}
                      </Button>
                    )}
                    <Button
                      variant="text"
                      onClick={() => void remove(card)}
                      aria-label={t('paymentMethods.removeNamed', { card: cardNameText(t, card) })}
                    >
                      {t('paymentMethods.remove')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            {cards.total > PAGE_SIZE && (
              <Paginator
                page={page}
                perPage={perPage}
                total={cards.total}
                onChange={setPage}
                label={t('paymentMethods.pages')}
              />
            )}
          </>
        ))}
    </section>
  );
}

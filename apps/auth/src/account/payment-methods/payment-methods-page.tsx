import type { PaymentMethod } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import {
  Button,
  cardExpiry,
  cardName,
  Paginator,
  ResponsiveSkeleton,
  useDialogs,
} from '@touchline/ui';
import { useState } from 'react';
import { useAccountCalls } from '../api/use-account-calls';
import { useLoaded } from '../api/use-loaded';
import { usePageParams } from '../api/use-page-param';
import { AddCardForm } from './add-card-form';
import styles from './payment-methods.module.css';

export const PAYMENT_METHOD_TEXTS = {
  heading: 'Payment methods',
  none: 'You have no saved cards.',
  failed: 'Your cards could not be loaded.',
  add: 'Add a card',
  default: 'Default',
  makeDefault: 'Make default',
  remove: 'Remove',
  removeTitle: 'Remove this card?',
  saved: 'Your card has been saved.',
  defaultChanged: 'Your default card has been changed.',
  removed: 'Your card has been removed.',
} as const;

/** The payment-method list shows 10 a page. */
const PAGE_SIZE = 10;

/** The member's saved cards: a page at a time, add one, make one the default, remove one. */
export function PaymentMethodsPage() {
  const api = useAccountCalls();
  const notify = useNotify();
  const dialogs = useDialogs();
  const { page, perPage, setPage } = usePageParams(PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const { loaded, reload } = useLoaded(
    (signal) => api.getPaymentMethods({ page, per_page: perPage }, { signal }),
    `${page}:${perPage}`,
  );

  const makeDefault = async (card: PaymentMethod) => {
    setBusy(card.id);
    try {
      await api.updatePaymentMethod(card.id, { is_default: true });
      notify.success(PAYMENT_METHOD_TEXTS.defaultChanged);
      reload();
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = (card: PaymentMethod) =>
    dialogs.confirm({
      title: PAYMENT_METHOD_TEXTS.removeTitle,
      message: cardName(card),
      confirmLabel: PAYMENT_METHOD_TEXTS.remove,
      confirmVariant: 'danger',
      action: async () => {
        try {
          await api.deletePaymentMethod(card.id);
        } catch (error) {
          notify.apiError(error);
          throw error;
        }
        notify.success(PAYMENT_METHOD_TEXTS.removed);
        reload();
      },
    });

  const cards = loaded.state === 'loaded' ? loaded.value : null;
  return (
    <section aria-labelledby="payment-methods-heading">
      <div className={styles.headingRow}>
        <h2 id="payment-methods-heading">{PAYMENT_METHOD_TEXTS.heading}</h2>
        {!adding && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {PAYMENT_METHOD_TEXTS.add}
          </Button>
        )}
      </div>
      {adding && (
        <AddCardForm
          defaultChecked={cards?.total === 0}
          onCancel={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            notify.success(PAYMENT_METHOD_TEXTS.saved);
            reload();
          }}
        />
      )}
      {loaded.state === 'loading' && <ResponsiveSkeleton lines={3} tiles={2} />}
      {loaded.state === 'failed' && <p>{PAYMENT_METHOD_TEXTS.failed}</p>}
      {cards &&
        (cards.total === 0 ? (
          <p>{PAYMENT_METHOD_TEXTS.none}</p>
        ) : (
          <>
            <ul className={styles.cards}>
              {cards.items.map((card) => (
                <li key={card.id} className={styles.card}>
                  <div>
                    <p className={styles.cardName}>
                      {cardName(card)}
                      {card.is_default && (
                        <span className={styles.badge}>{PAYMENT_METHOD_TEXTS.default}</span>
                      )}
                    </p>
                    <p className={styles.expiry}>{cardExpiry(card)}</p>
                  </div>
                  <div className={styles.actions}>
                    {!card.is_default && (
                      <Button
                        variant="outline"
                        loading={busy === card.id}
                        onClick={() => void makeDefault(card)}
                        aria-label={`${PAYMENT_METHOD_TEXTS.makeDefault}: ${cardName(card)}`}
                      >
                        {PAYMENT_METHOD_TEXTS.makeDefault}
                      </Button>
                    )}
                    <Button
                      variant="text"
                      onClick={() => void remove(card)}
                      aria-label={`${PAYMENT_METHOD_TEXTS.remove}: ${cardName(card)}`}
                    >
                      {PAYMENT_METHOD_TEXTS.remove}
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
                label="Payment methods pages"
              />
            )}
          </>
        ))}
    </section>
  );
}

import type { PaymentMethod, ShoppingCart } from '@touchline/contracts';
import {
  selectCart,
  selectCartHasMembershipItems,
  selectClubAccount,
  selectUser,
  useAppSelector,
} from '@touchline/store';
import { Button, formatMoney } from '@touchline/ui';
import { useId, useState } from 'react';
import { selectCheckoutLoading, selectGuest } from '../checkout-flow/checkout-slice';
import type { useCheckoutFlow } from '../checkout-flow/use-checkout-flow';
import { useCheckoutT } from '../messages/checkout-messages';
import { useCardPayment } from '../payment/use-card-payment';
import { useSavedCards } from '../payment/use-saved-cards';
import styles from './checkout-page.module.css';
import { SavedCardChoice, type CardChoice } from './saved-card-choice';

type CheckoutFlow = ReturnType<typeof useCheckoutFlow>;

interface PaymentPanelProps {
  cart: ShoppingCart | null;
  flow: CheckoutFlow;
}

/** The payment section: Complete Transaction for free orders, the card and Pay Now otherwise. */
export function PaymentPanel({ cart, flow }: PaymentPanelProps) {
  const t = useCheckoutT();
  const empty = !cart || cart.items.length === 0;
  const free = !empty && cart.pay_today.total === 0;
  return (
    <section className={styles.panelSection} aria-labelledby="checkout-payment">
      <h2 id="checkout-payment" className={styles.panelHeading}>
        {t('checkout.payment')}
      </h2>
      {empty ? (
        <EmptyPayment />
      ) : free ? (
        <FreePayment flow={flow} />
      ) : (
        <CardPaymentSection cart={cart} flow={flow} />
      )}
    </section>
  );
}

/** With an empty cart, placeholders show and Pay Now is disabled. */
function EmptyPayment() {
  const t = useCheckoutT();
  return (
    <>
      <div className={styles.cardPlaceholder} aria-hidden="true" />
      <Button disabled className={styles.payNow}>
        {t('payment.payNow')}
      </Button>
    </>
  );
}

/**
 * Only a signed-in member, or a guest once created, can pay; never a guest for membership items
 * or for a cart whose card must be kept (guests keep no cards).
 */
function useCanPay(): boolean {
  const user = useAppSelector(selectUser);
  const guest = useAppSelector(selectGuest);
  const hasMembership = useAppSelector(selectCartHasMembershipItems);
  const requiresSavedCard = useAppSelector(selectCart)?.requires_saved_card ?? false;
  return user !== null || (guest !== null && !hasMembership && !requiresSavedCard);
}

function FreePayment({ flow }: { flow: CheckoutFlow }) {
  const t = useCheckoutT();
  const loading = useAppSelector(selectCheckoutLoading);
  const canPay = useCanPay();
  return (
    <>
      <p className={styles.note}>{t('payment.free')}</p>
      {!canPay && <p className={styles.note}>{t('payment.signInToPay')}</p>}
      <Button
        className={styles.payNow}
        loading={loading}
        disabled={!canPay}
        onClick={() => void flow.completeFree()}
      >
        {t('payment.complete')}
      </Button>
    </>
  );
}

/**
 * The paid checkout: a signed-in member with saved cards chooses one (the default at first) or a
 * new card; everyone else enters a card.
 */
function CardPaymentSection({ cart, flow }: { cart: ShoppingCart; flow: CheckoutFlow }) {
  const t = useCheckoutT();
  const loading = useAppSelector(selectCheckoutLoading);
  const club = useAppSelector(selectClubAccount);
  const user = useAppSelector(selectUser);
  const guest = useAppSelector(selectGuest);
  const canPay = useCanPay();
  const saved = useSavedCards(user?.id ?? null);
  const [picked, setPicked] = useState<CardChoice | null>(null);
  const choice = chosenCard(saved.cards, picked);
  const savedCard = saved.cards.find((card) => card.id === choice) ?? null;
  const forced = cart.requires_saved_card;
  const [chosen, setChosen] = useState(false);
  // Guests keep no cards; a saved card is kept already.
  const saveCard = user !== null && savedCard === null && (forced || chosen);
  const card = useCardPayment({
    amount: cart.pay_today.total,
    currency: cart.currency,
    onBehalfOf: club?.on_behalf_of ?? null,
    disabled: loading,
    saveCard,
  });
  const saveId = useId();
  const errorId = useId();
  const ready = card.status === 'ready';
  const newCard = !saved.loading && savedCard === null;
  const cardReady = savedCard !== null || (ready && card.complete && !card.updating);
  const enabled = canPay && !saved.loading && cardReady && !loading;
  const describedBy = flow.paymentError ? errorId : undefined;
  return (
    <>
      {saved.cards.length > 0 && choice !== null && (
        <SavedCardChoice
          cards={saved.cards}
          chosen={choice}
          disabled={loading}
          describedBy={describedBy}
          onChoose={setPicked}
        />
      )}
      {(saved.loading || (newCard && card.status === 'loading')) && (
        <div className={styles.cardPlaceholder} aria-hidden="true" />
      )}
      {newCard && card.status === 'failed' && (
        <p className={styles.error} role="alert">
          {card.setupError}
        </p>
      )}
      {newCard && ready && <div aria-describedby={describedBy}>{card.entry}</div>}
      {flow.paymentError && (
        <p id={errorId} className={styles.error} role="alert">
          {flow.paymentError}
        </p>
      )}
      <p className={styles.note}>{t('payment.terms')}</p>
      {user && newCard && (
        <label className={styles.saveCard} htmlFor={saveId}>
          <input
            id={saveId}
            type="checkbox"
            role="switch"
            checked={saveCard}
            disabled={forced || loading}
            aria-describedby={forced ? `${saveId}-why` : undefined}
            onChange={(event) => setChosen(event.target.checked)}
          />
          <span>{t('payment.saveCard')}</span>
        </label>
      )}
      {user && newCard && forced && (
        <p id={`${saveId}-why`} className={styles.note}>
          {t('payment.cardKept')}
        </p>
      )}
      {!canPay && <p className={styles.note}>{t('payment.signInToPay')}</p>}
      {/* Beside Pay Now: the amount the card is charged now. */}
      <p className={styles.payToday}>
        {t('payment.payToday', { amount: formatMoney(cart.pay_today.total, cart.currency) })}
      </p>
      <Button
        className={styles.payNow}
        loading={loading}
        disabled={!enabled}
        onClick={() =>
          void (savedCard
            ? flow.payWithSavedCard({ card, savedCard })
            : flow.payByCard({
                card,
                saveCard,
                guest:
                  !user && guest
                    ? { guest_first_name: guest.first_name, guest_last_name: guest.last_name }
                    : undefined,
              }))
        }
      >
        {t('payment.payNow')}
      </Button>
    </>
  );
}

/** The card picked, else the default one (listed first); null while there are none. */
function chosenCard(cards: PaymentMethod[], picked: CardChoice | null): CardChoice | null {
  if (cards.length === 0) return null;
  if (picked === 'new' || cards.some((card) => card.id === picked)) return picked;
  return cards[0]!.id;
}

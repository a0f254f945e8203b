import { ApiError } from '@touchline/api-client';
import type { ArrearsOrder, PaymentMethod } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { arrearsChanged, registerArrears, useAppDispatch, usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { Button, DATE_FORMATS, formatDate, formatMoney, ResponsiveSkeleton } from '@touchline/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthT } from '../../messages/auth-messages';
import { leaveSiteFor } from '../../steps/leave-site';
import { useAccountCalls } from '../api/use-account-calls';
import { arrearsOrdersRead, cardsToPayRead, NO_ARGS } from '../api/account-reads';
import { AddCardForm } from '../payment-methods/add-card-form';
import { cardExpiryText, cardNameText } from '../payment-methods/card-texts';
import accountCards from '../account-cards.module.css';
import styles from './arrears.module.css';

/** Where the bank's authentication step (3-D Secure) comes back to: this page. */
const returnUrl = () => `${window.location.origin}/arrears`;

/** Why a payment was not taken: the API's sentence, or the page's own. */
type Refusal = { message: string } | { id: 'arrears.declined' | 'arrears.notConfirmed' };

const NEW_CARD = 'new';
const NO_CARDS: PaymentMethod[] = [];

/** The member's failed payments, and paying one order's or all of them with a card. */
export function ArrearsPage() {
  registerArrears();
  const t = useAuthT();
  const language = usePageLanguage();
  const api = useAccountCalls();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const legendId = useId();
  const arrears = useServerRead(arrearsOrdersRead, NO_ARGS, { notifyFailure: true });
  const cards = useServerRead(cardsToPayRead, NO_ARGS, { notifyFailure: true });
  const [picked, setChoice] = useState<string | null>(null);
  const [paying, setPaying] = useState<string | null>(null);
  const [search, setSearch] = useSearchParams();
  const redirectStatus = search.get('redirect_status');
  const [error, setError] = useState<Refusal | null>(() =>
    redirectStatus && redirectStatus !== 'succeeded' ? { id: 'arrears.notConfirmed' } : null,
  );

  // Back from the bank's step (the arrears are read afresh on arrival): the payment's outcome,
  // said once; the address loses its parameters.
  const returned = useRef(false);
  useEffect(() => {
    if (!redirectStatus || returned.current) return;
    returned.current = true;
    if (redirectStatus === 'succeeded') {
      notify.success(t('arrears.paid'));
      dispatch(arrearsChanged());
    }
    setSearch({}, { replace: true });
  }, [dispatch, notify, redirectStatus, setSearch, t]);

  const savedCards: PaymentMethod[] =
    cards.read.state === 'loaded' ? cards.read.value.items : NO_CARDS;
  // The default card is chosen until the member picks another.
  const preferred = savedCards.find((card) => card.is_default) ?? savedCards[0];
  const choice =
    picked ?? (cards.read.state !== 'loaded' ? null : preferred ? String(preferred.id) : NEW_CARD);

  const pay = async (orders: ArrearsOrder[], key: string) => {
    const cardId = Number(choice);
    if (!Number.isInteger(cardId) || orders.length === 0) return;
    setPaying(key);
    setError(null);
    let leaving = false;
    try {
      const result = await api.payArrears({
        order_ids: orders.map((order) => order.order_id),
        payment_method_id: cardId,
        return_url: returnUrl(),
      });
      if (result.requires_action) {
        // The bank asks the member to confirm: its page comes back here with the outcome.
        leaving = true;
        leaveSiteFor(result.requires_action.redirect_url);
        return;
      }
      notify.success(t('arrears.paid'));
      dispatch(arrearsChanged());
      arrears.reload();
      cards.reload();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 402) {
        setError(failure.message ? { message: failure.message } : { id: 'arrears.declined' });
      } else {
        notify.apiError(failure);
      }
    } finally {
      if (!leaving) setPaying(null);
    }
  };

  const list = arrears.read.state === 'loaded' ? arrears.read.value.items : null;
  const canPay = choice !== null && choice !== NEW_CARD && paying === null;
  const currency = list?.[0]?.currency ?? 'EUR';
  const totalDue = (list ?? []).reduce((sum, order) => sum + order.amount_due, 0);

  return (
    <section aria-labelledby="arrears-heading">
      <h2 id="arrears-heading">{t('arrears.heading')}</h2>
      {arrears.read.state === 'loading' && (
        <ResponsiveSkeleton lines={3} tiles={1} label={t('accountShared1.loading')} />
      )}
      {arrears.read.state === 'failed' && <p>{t('arrears.failed')}</p>}
      {list && list.length === 0 && <p>{t('arrears.none')}</p>}
      {list && list.length > 0 && (
        <>
          <p>{t('arrears.intro')}</p>
          <ul className={accountCards.list}>
            {list.map((order) => {
              // An order's number reads as digits only, never with a thousands separator.
              const number = String(order.order_seq);
              const amount = formatMoney(order.amount_due, order.currency);
              return (
                <li key={order.order_id} className={accountCards.owingCard}>
                  <div>
                    <h3 className={styles.orderTitle}>
                      {t('arrears.orderTitle', { number, club: order.club.name })}
                    </h3>
                    <ul className={styles.instalments}>
                      {order.instalments.map((instalment) => (
                        <li key={instalment.instalment_id}>
                          {t('arrears.instalment', {
                            product: instalment.product_name,
                            sequence: instalment.sequence,
                            date: formatDate(instalment.due_on, DATE_FORMATS.day, language),
                            amount: formatMoney(instalment.amount, order.currency),
                          })}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <Button
                    disabled={!canPay}
                    loading={paying === order.order_id}
                    onClick={() => void pay([order], order.order_id)}
                    aria-label={t('arrears.payOrder', { amount, number })}
                  >
                    {t('arrears.pay', { amount })}
                  </Button>
                </li>
              );
            })}
          </ul>

          <fieldset className={styles.cards} aria-labelledby={legendId}>
            <legend id={legendId} className={styles.legend}>
              {t('arrears.cardLegend')}
            </legend>
            {savedCards.map((card) => (
              <label key={card.id} className={styles.cardOption}>
                <input
                  type="radio"
                  name="arrears-card"
                  value={card.id}
                  checked={choice === String(card.id)}
                  disabled={paying !== null}
                  onChange={() => setChoice(String(card.id))}
                />
                {cardNameText(t, card)} ({cardExpiryText(t, card)})
              </label>
            ))}
            <label className={styles.cardOption}>
              <input
                type="radio"
                name="arrears-card"
                value={NEW_CARD}
                checked={choice === NEW_CARD}
                disabled={paying !== null}
                onChange={() => setChoice(NEW_CARD)}
              />
              {t('arrears.newCard')}
            </label>
          </fieldset>
          {choice === NEW_CARD && (
            <AddCardForm
              offerDefault={savedCards.length > 0}
              defaultChecked={savedCards.length === 0}
              saveLabel={t('arrears.useCard')}
              onSaved={(card) => {
                setChoice(String(card.id));
                cards.reload();
              }}
            />
          )}
          {error && (
            <p className={styles.error} role="alert">
              {'message' in error ? error.message : t(error.id)}
            </p>
          )}
          {list.length > 1 && (
            <Button
              disabled={!canPay}
              loading={paying === 'all'}
              onClick={() => void pay(list, 'all')}
            >
              {t('arrears.payAll', { amount: formatMoney(totalDue, currency) })}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

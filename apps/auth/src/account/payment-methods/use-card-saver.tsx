import { ApiError } from '@touchline/api-client';
import type { PaymentMethod, PaymentsConfigResult, TestCardBody } from '@touchline/contracts';
import { SimulatorCardForm, type SimulatorCardChange } from '@touchline/ui';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useAccountCalls } from '../api/use-account-calls';
import { CARD_TEXTS } from './card-texts';
import { StripeCardEntry, useStripeSetup } from './stripe-card-entry';

export type CardSaverStatus = 'loading' | 'ready' | 'unavailable';

export interface CardSaver {
  status: CardSaverStatus;
  /** The card entry to render: the provider's element, or the offline simulator's form. */
  entry: ReactNode;
  complete: boolean;
  /** Saves the card entered; throws an `Error` whose message the member can read. */
  save: (isDefault: boolean) => Promise<PaymentMethod>;
}

/** The message of a refused save: the API's or the provider's own, else a general one. */
export const saveErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.message ? error.message : CARD_TEXTS.failed;

/**
 * Saving a new card through the card payment port: the API says which provider is in use
 * (`GET /payments/config`). With the offline simulator the card becomes a confirmation token
 * and confirms a setup intent; with Stripe its element confirms the setup intent itself. Either
 * way the saved card is then recorded with `POST /member/payment-methods/create`.
 */
export function useCardSaver(disabled: boolean): CardSaver {
  const api = useAccountCalls();
  const [config, setConfig] = useState<PaymentsConfigResult | null | 'failed'>(null);
  const [card, setCard] = useState<TestCardBody | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.getPaymentsConfig({ signal: controller.signal }).then(
      (value) => setConfig(value),
      () => {
        if (!controller.signal.aborted) setConfig('failed');
      },
    );
    return () => controller.abort();
  }, [api]);
  const stripe = useStripeSetup(
    config !== null && config !== 'failed' && config.provider === 'stripe' ? config : null,
  );
  const onSimulatorChange = useCallback((change: SimulatorCardChange) => setCard(change.card), []);

  const record = (paymentMethod: string, isDefault: boolean) =>
    api.createPaymentMethod({ payment_method: paymentMethod, is_default: isDefault });

  if (config === 'failed') return unavailable();
  if (config === null) return { status: 'loading', entry: null, complete: false, save: reject };
  if (config.provider === 'stripe') {
    return {
      status: stripe.status,
      entry: <StripeCardEntry status={stripe.status} mountRef={stripe.mountRef} />,
      complete: stripe.complete,
      save: async (isDefault) => {
        const setup = await api.createSetupIntent();
        const paymentMethod = await stripe.confirm(setup.client_secret);
        return record(paymentMethod, isDefault);
      },
    };
  }
  return {
    status: 'ready',
    entry: <SimulatorCardForm disabled={disabled} onChange={onSimulatorChange} />,
    complete: card !== null,
    save: async (isDefault) => {
      if (!card) throw new Error(CARD_TEXTS.failed);
      const token = await api.createTestConfirmationToken(card);
      const setup = await api.createSetupIntent();
      const confirmed = await api.confirmTestSetupIntent({
        client_secret: setup.client_secret,
        confirmation_token: token.id,
      });
      return record(confirmed.payment_method, isDefault);
    },
  };
}

const reject = () => Promise.reject(new Error(CARD_TEXTS.unavailable));

const unavailable = (): CardSaver => ({
  status: 'unavailable',
  entry: null,
  complete: false,
  save: reject,
});

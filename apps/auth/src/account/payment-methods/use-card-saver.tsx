import { ApiError } from '@touchline/api-client';
import type { PaymentMethod, PaymentsConfigResult, TestCardBody } from '@touchline/contracts';
import type { Translate } from '@touchline/i18n';
import { SimulatorCardForm, simulatorCardTextsFrom, type SimulatorCardChange } from '@touchline/ui';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuthT } from '../../messages/auth-messages';
import { useAccountCalls } from '../api/use-account-calls';
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

/** The message of a refused save: the API's own, else a general one in the page's language. */
export const saveErrorMessage = (
  t: Translate<'paymentMethods.card.failed'>,
  error: unknown,
): string =>
  error instanceof ApiError && error.message ? error.message : t('paymentMethods.card.failed');

/**
 * Saving a new card through the card payment port: the API says which provider is in use
 * (`GET /payments/config`). With the offline simulator the card becomes a confirmation token
 * and confirms a setup intent; with Stripe its element confirms the setup intent itself. Either
 * way the saved card is then recorded with `POST /member/payment-methods/create`.
 */
export function useCardSaver(disabled: boolean): CardSaver {
  const api = useAccountCalls();
  const t = useAuthT();
  // The simulator's words under the card pages' own ids (`paymentMethods.card.*`).
  const simulatorTexts = useMemo(
    () => simulatorCardTextsFrom((id) => t(`paymentMethods.${id}`)),
    [t],
  );
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

  const reject = () => Promise.reject(new Error(t('paymentMethods.card.unavailable')));
  if (config === 'failed')
    return { status: 'unavailable', entry: null, complete: false, save: reject };
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
    entry: (
      <SimulatorCardForm disabled={disabled} onChange={onSimulatorChange} texts={simulatorTexts} />
    ),
    complete: card !== null,
    save: async (isDefault) => {
      if (!card) throw new Error(t('paymentMethods.card.failed'));
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

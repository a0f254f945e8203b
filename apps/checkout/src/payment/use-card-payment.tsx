import { createCheckoutCalls, createPaymentSimulatorCalls } from '@touchline/api-client';
import { useApiHttp } from '@touchline/store';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CardPayment, CardPaymentOptions, IntentOutcome } from './card-payment';
import { useCheckoutT } from '../messages/checkout-messages';
import { providerError } from './provider-errors';
import { useSimulatorPayment } from './use-simulator-payment';
import { useStripePayment } from './use-stripe-payment';

type Provider =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'test' }
  | { kind: 'stripe'; publishableKey: string };

function usePaymentCalls() {
  const http = useApiHttp();
  return useMemo(
    () => ({ checkout: createCheckoutCalls(http), simulator: createPaymentSimulatorCalls(http) }),
    [http],
  );
}

/** A port that cannot take a card: the reason is its setup error and every call's answer. */
function unavailable(message: string): CardPayment {
  const error = providerError({ type: 'api_error', message });
  const outcome = async (): Promise<IntentOutcome> => ({
    status: 'requires_payment_method',
    error,
  });
  return {
    status: 'failed',
    setupError: message,
    entry: null,
    complete: false,
    updating: false,
    createConfirmationToken: async () => ({ ok: false, error }),
    handleNextAction: outcome,
    retrieveIntent: outcome,
  };
}

const hasPaymentData = ({ amount, currency }: CardPaymentOptions) =>
  Number.isInteger(amount) && amount > 0 && typeof currency === 'string' && currency.trim() !== '';

/**
 * The card payment port for the checkout's amount: `GET /payments/config` names the provider,
 * then its adapter supplies the card entry and the browser's steps. A call made while the
 * provider is still loading waits for it (e.g. reading a payment on return from the bank).
 */
export function useCardPayment(options: CardPaymentOptions): CardPayment {
  const t = useCheckoutT();
  const calls = usePaymentCalls();
  const [provider, setProvider] = useState<Provider>({ kind: 'loading' });
  const payable = hasPaymentData(options);

  useEffect(() => {
    const controller = new AbortController();
    calls.checkout
      .getPaymentsConfig({ signal: controller.signal })
      .then((config) => {
        if (config.provider === 'test') setProvider({ kind: 'test' });
        else if (config.publishable_key) {
          setProvider({ kind: 'stripe', publishableKey: config.publishable_key });
        } else setProvider({ kind: 'failed' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setProvider({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [calls]);

  const simulator = useSimulatorPayment(calls.simulator, options.disabled);
  const stripe = useStripePayment(
    provider.kind === 'stripe' && payable ? provider.publishableKey : null,
    options,
  );

  const waiting = useRef<Array<(port: CardPayment) => void>>([]);
  const pending = useMemo<CardPayment>(() => {
    const settledPort = () =>
      new Promise<CardPayment>((resolve) => {
        waiting.current.push(resolve);
      });
    return {
      status: 'loading',
      setupError: null,
      entry: null,
      complete: false,
      updating: false,
      createConfirmationToken: async () => (await settledPort()).createConfirmationToken(),
      handleNextAction: async (...args) => (await settledPort()).handleNextAction(...args),
      retrieveIntent: async (clientSecret) => (await settledPort()).retrieveIntent(clientSecret),
    };
  }, []);
  const simulatorPort = useMemo<CardPayment>(
    () => ({ status: 'ready', setupError: null, ...simulator }),
    [simulator],
  );

  // The same port from render to render (a new one settles the calls waiting for it).
  const missingData = useMemo(() => unavailable(t('paymentError.dataMissing')), [t]);
  const setupFailed = useMemo(() => unavailable(t('paymentError.setupFailed')), [t]);

  let port: CardPayment;
  if (!payable) port = missingData;
  else if (provider.kind === 'failed') port = setupFailed;
  else if (provider.kind === 'test') port = simulatorPort;
  else if (provider.kind === 'stripe' && stripe.status !== 'loading') port = stripe;
  else port = pending;

  useEffect(() => {
    if (port.status !== 'loading') waiting.current.splice(0).forEach((resolve) => resolve(port));
  }, [port]);

  return port;
}

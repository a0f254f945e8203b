import type {
  PaymentIntent,
  Stripe,
  StripeElements,
  StripePaymentElement,
} from '@stripe/stripe-js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type {
  CardPayment,
  CardPaymentOptions,
  CardPaymentStatus,
  ConfirmationTokenResult,
  IntentOutcome,
} from './card-payment';
import { useCheckoutT } from '../messages/checkout-messages';
import styles from './card-payment.module.css';
import {
  intentStatusOf,
  providerError,
  UNREADABLE_ERROR,
  type LooseProviderError,
} from './provider-errors';

/** The payment methods' order in the provider's element. */
export const PAYMENT_METHOD_ORDER = ['apple_pay', 'google_pay', 'card', 'revolut_pay'];

/** Apple Pay and Google Pay show wherever the browser and device offer them. */
export const WALLETS = { applePay: 'auto', googlePay: 'auto' } as const;

interface Mounted {
  stripe: Stripe;
  elements: StripeElements;
  element: StripePaymentElement;
}

/** The element made for one publishable key and connected account, or the failure to make it. */
interface Setup {
  key: string;
  mounted: Mounted | null;
}

interface IntentOptions {
  amount: number;
  currency: string;
  setupFutureUsage: 'off_session' | null;
}

const intentOptions = ({ amount, currency, saveCard }: CardPaymentOptions): IntentOptions => ({
  amount,
  currency: currency.toLowerCase(),
  setupFutureUsage: saveCard ? 'off_session' : null,
});

const sameIntent = (a: IntentOptions | null, b: IntentOptions) =>
  a !== null &&
  a.amount === b.amount &&
  a.currency === b.currency &&
  a.setupFutureUsage === b.setupFutureUsage;

const outcomeOf = (intent: PaymentIntent): IntentOutcome => ({
  status: intentStatusOf(intent.status),
  error: intent.last_payment_error ? providerError(intent.last_payment_error) : null,
});

/** What the provider's calls answer: the payment, or the reason it could not be read. */
function settled(result: {
  paymentIntent?: PaymentIntent;
  error?: LooseProviderError;
}): IntentOutcome {
  if (result.paymentIntent) return outcomeOf(result.paymentIntent);
  return {
    status: 'requires_payment_method',
    error: result.error ? providerError(result.error) : UNREADABLE_ERROR,
  };
}

/**
 * The `stripe` adapter: the provider's library, loaded only for this provider, with its Payment
 * Element in deferred mode (no payment exists until the API creates and confirms it with the
 * confirmation token made here). `publishableKey` null keeps it idle.
 */
export function useStripePayment(
  publishableKey: string | null,
  options: CardPaymentOptions,
): CardPayment {
  const t = useCheckoutT();
  const { onBehalfOf, disabled } = options;
  const setupKey = publishableKey ? `${publishableKey} ${onBehalfOf ?? ''}` : null;
  const [setup, setSetup] = useState<Setup | null>(null);
  const current = setup && setup.key === setupKey ? setup : null;
  const mounted = current?.mounted ?? null;
  const [completed, setCompleted] = useState<StripePaymentElement | null>(null);
  /** What the element was last given, once it took it. */
  const [applied, setApplied] = useState<IntentOptions | null>(null);
  const wanted = intentOptions(options);
  const latest = useRef({ wanted, disabled });
  const requested = useRef<IntentOptions | null>(null);
  const library = useRef<Promise<Stripe | null> | null>(null);

  useEffect(() => {
    latest.current = { wanted, disabled };
  });

  useEffect(() => {
    if (!publishableKey || !setupKey) return;
    let live = true;
    let created: StripePaymentElement | null = null;
    const loading = import('@stripe/stripe-js').then(({ loadStripe }) =>
      loadStripe(publishableKey),
    );
    library.current = loading;
    loading
      .then((stripe) => {
        if (!live) return;
        if (!stripe) throw new Error('The payment library did not load.');
        const start = latest.current;
        const { setupFutureUsage, ...amount } = start.wanted;
        const elements = stripe.elements({
          mode: 'payment',
          ...amount,
          ...(setupFutureUsage ? { setupFutureUsage } : {}),
          paymentMethodCreation: 'manual',
          ...(onBehalfOf ? { onBehalfOf } : {}),
        });
        const element = elements.create('payment', {
          paymentMethodOrder: PAYMENT_METHOD_ORDER,
          wallets: WALLETS,
          readOnly: start.disabled,
        });
        created = element;
        element.on('change', (event) => setCompleted(event.complete ? element : null));
        requested.current = start.wanted;
        setApplied(start.wanted);
        setSetup({ key: setupKey, mounted: { stripe, elements, element } });
      })
      .catch(() => {
        if (live) setSetup({ key: setupKey, mounted: null });
      });
    return () => {
      live = false;
      created?.destroy();
    };
  }, [publishableKey, setupKey, onBehalfOf]);

  // The element follows the cart's amount and the save-card choice; Pay waits meanwhile.
  useEffect(() => {
    if (!mounted || sameIntent(requested.current, wanted)) return;
    requested.current = wanted;
    mounted.elements
      .update(wanted)
      .catch(() => undefined)
      .finally(() => setApplied(wanted));
  });

  useEffect(() => {
    mounted?.element.update({ readOnly: disabled });
  }, [mounted, disabled]);

  const mountInto = useCallback(
    (node: HTMLDivElement | null) => {
      if (!mounted) return;
      if (node) mounted.element.mount(node);
      else mounted.element.unmount();
    },
    [mounted],
  );

  const createConfirmationToken = useCallback(async (): Promise<ConfirmationTokenResult> => {
    if (!mounted) return { ok: false, error: UNREADABLE_ERROR };
    try {
      // The element checks its own fields (and opens a wallet's sheet) before the token.
      const submitted = await mounted.elements.submit();
      if (submitted.error) return { ok: false, error: providerError(submitted.error) };
      const result = await mounted.stripe.createConfirmationToken({ elements: mounted.elements });
      if (result.error) return { ok: false, error: providerError(result.error) };
      return {
        ok: true,
        token: result.confirmationToken.id,
        funding: result.confirmationToken.payment_method_preview?.card?.funding ?? null,
      };
    } catch {
      return { ok: false, error: UNREADABLE_ERROR };
    }
  }, [mounted]);

  const withLibrary = useCallback(
    async (run: (stripe: Stripe) => Promise<IntentOutcome>): Promise<IntentOutcome> => {
      try {
        const stripe = await library.current;
        return stripe ? await run(stripe) : settled({});
      } catch {
        return settled({});
      }
    },
    [],
  );

  const status: CardPaymentStatus = !current ? 'loading' : mounted ? 'ready' : 'failed';
  const complete = mounted !== null && completed === mounted.element;
  const updating = mounted !== null && !sameIntent(applied, wanted);

  return useMemo(
    () => ({
      status,
      setupError: status === 'failed' ? t('paymentError.setupFailed') : null,
      entry: mounted ? <div className={styles.providerEntry} ref={mountInto} /> : null,
      complete,
      updating,
      createConfirmationToken,
      handleNextAction: (clientSecret: string) =>
        withLibrary(async (stripe) => settled(await stripe.handleNextAction({ clientSecret }))),
      retrieveIntent: (clientSecret: string) =>
        withLibrary(async (stripe) => settled(await stripe.retrievePaymentIntent(clientSecret))),
    }),
    [complete, createConfirmationToken, mountInto, mounted, status, t, updating, withLibrary],
  );
}

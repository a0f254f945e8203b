import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import type { PaymentsConfigResult } from '@touchline/contracts';
import { useEffect, useRef, useState } from 'react';
import { useAuthT } from '../../messages/auth-messages';

/** Stripe.js hangs forever on a network that never answers: give up after this long. */
const STRIPE_LOAD_TIMEOUT_MS = 10_000;

export interface StripeSetup {
  status: 'loading' | 'ready' | 'unavailable';
  complete: boolean;
  /** Where the element mounts. */
  mountRef: (node: HTMLDivElement | null) => void;
  /** Confirms the setup intent with the card entered; the saved payment method's id. */
  confirm: (clientSecret: string) => Promise<string>;
}

interface Mounted {
  stripe: Stripe;
  elements: StripeElements;
  element: StripePaymentElement;
}

/**
 * Stripe's payment element in setup mode, loaded only when the API names Stripe as the
 * provider (`@stripe/stripe-js/pure` does not fetch Stripe.js until asked).
 */
export function useStripeSetup(config: PaymentsConfigResult | null): StripeSetup {
  const [loadStatus, setStatus] = useState<StripeSetup['status']>('loading');
  const [complete, setComplete] = useState(false);
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const mounted = useRef<Mounted | null>(null);
  const key = config?.publishable_key ?? null;
  const t = useAuthT();

  useEffect(() => {
    if (!config || !key || !node) return;
    let cancelled = false;
    const timeout = new Promise<null>((resolve) =>
      setTimeout(() => resolve(null), STRIPE_LOAD_TIMEOUT_MS),
    );
    void import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => Promise.race([loadStripe(key), timeout]))
      .then(
        (stripe) => {
          if (cancelled) return;
          if (!stripe) {
            setStatus('unavailable');
            return;
          }
          const elements = stripe.elements({ mode: 'setup', currency: 'eur' });
          const element = elements.create('payment');
          element.on('change', (event) => setComplete(event.complete));
          element.mount(node);
          mounted.current = { stripe, elements, element };
          setStatus('ready');
        },
        () => {
          if (!cancelled) setStatus('unavailable');
        },
      );
    return () => {
      cancelled = true;
      mounted.current?.element.destroy();
      mounted.current = null;
    };
  }, [config, key, node]);

  return {
    status: config && !key ? 'unavailable' : loadStatus,
    complete,
    mountRef: setNode,
    confirm: async (clientSecret) => {
      const current = mounted.current;
      if (!current) throw new Error(t('paymentMethods.card.unavailable'));
      const submitted = await current.elements.submit();
      if (submitted.error)
        throw new Error(submitted.error.message ?? t('paymentMethods.card.failed'));
      const result = await current.stripe.confirmSetup({
        elements: current.elements,
        clientSecret,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (result.error) throw new Error(result.error.message ?? t('paymentMethods.card.failed'));
      const paymentMethod = result.setupIntent.payment_method;
      if (!paymentMethod) throw new Error(t('paymentMethods.card.failed'));
      return typeof paymentMethod === 'string' ? paymentMethod : paymentMethod.id;
    },
  };
}

/** Where Stripe's element shows, with a note while it loads or when it cannot. */
export function StripeCardEntry({ status, mountRef }: Pick<StripeSetup, 'status' | 'mountRef'>) {
  const t = useAuthT();
  return (
    <div>
      {status === 'loading' && <p>{t('paymentMethods.card.loading')}</p>}
      {status === 'unavailable' && <p role="alert">{t('paymentMethods.card.unavailable')}</p>}
      <div ref={mountRef} />
    </div>
  );
}

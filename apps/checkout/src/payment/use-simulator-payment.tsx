import { ApiError, type PaymentSimulatorCalls } from '@touchline/api-client';
import type { PaymentRefusal, TestCardBody, TestIntent } from '@touchline/contracts';
import { SimulatorCardForm, simulatorCardTextsFrom, type SimulatorCardChange } from '@touchline/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { CardPayment, ConfirmationTokenResult, IntentOutcome } from './card-payment';
import { useCheckoutT } from '../messages/checkout-messages';
import { pageNavigation } from './page-navigation';
import { intentStatusOf, providerError, UNREADABLE_ERROR } from './provider-errors';

const isRefusal = (body: unknown): body is PaymentRefusal =>
  typeof body === 'object' && body !== null && typeof (body as PaymentRefusal).message === 'string';

/**
 * The simulator's refusals as the provider words them: a refused card (402) is a card error;
 * another answer with a message is a request the simulator could not take.
 */
function simulatorError(error: unknown) {
  if (!(error instanceof ApiError) || !isRefusal(error.body)) return UNREADABLE_ERROR;
  const body = error.body;
  return providerError({
    type: error.status === 402 ? 'card_error' : 'invalid_request_error',
    code: body.code ?? null,
    decline_code: body.decline_code ?? null,
    message: body.message,
  });
}

const outcomeOf = (intent: TestIntent): IntentOutcome => ({
  status: intentStatusOf(intent.status),
  error: intent.last_payment_error,
});

/** Never settles: the page is being left for another address. */
const leavingFor = (url: string) =>
  new Promise<IntentOutcome>(() => {
    pageNavigation.assign(url);
  });

/**
 * The `test` adapter: our own card form, tokenised by the API's offline simulator; the bank's
 * authentication step is the simulator's page, which comes back to the return address.
 */
export function useSimulatorPayment(
  calls: PaymentSimulatorCalls,
  disabled: boolean,
): Omit<CardPayment, 'status' | 'setupError'> {
  const [complete, setComplete] = useState(false);
  const card = useRef<TestCardBody | null>(null);
  const t = useCheckoutT();
  const texts = useMemo(() => simulatorCardTextsFrom(t), [t]);

  const changed = useCallback((change: SimulatorCardChange) => {
    card.current = change.card;
    setComplete(change.complete);
  }, []);

  const retrieveIntent = useCallback(
    async (clientSecret: string): Promise<IntentOutcome> => {
      try {
        return outcomeOf(await calls.getTestPaymentIntent(clientSecret));
      } catch (error) {
        return { status: 'requires_payment_method', error: simulatorError(error) };
      }
    },
    [calls],
  );

  return useMemo(
    () => ({
      entry: <SimulatorCardForm disabled={disabled} onChange={changed} texts={texts} />,
      complete,
      updating: false,
      async createConfirmationToken(): Promise<ConfirmationTokenResult> {
        const entered = card.current;
        if (!entered) {
          return {
            ok: false,
            error: providerError({
              type: 'validation_error',
              code: 'incomplete',
              message: 'Your card details are incomplete.',
            }),
          };
        }
        try {
          const token = await calls.createTestConfirmationToken(entered);
          return { ok: true, token: token.id, funding: token.card.funding };
        } catch (error) {
          return { ok: false, error: simulatorError(error) };
        }
      },
      async handleNextAction(
        clientSecret: string,
        // The API was given the return address with the checkout.
        _returnUrl: string,
        redirectUrl?: string | null,
      ): Promise<IntentOutcome> {
        if (redirectUrl) return leavingFor(redirectUrl);
        // Without the checkout's answer at hand, the payment itself says where to go.
        let intent: TestIntent;
        try {
          intent = await calls.getTestPaymentIntent(clientSecret);
        } catch (error) {
          return { status: 'requires_payment_method', error: simulatorError(error) };
        }
        const next = intent.next_action?.redirect_url;
        return next ? leavingFor(next) : outcomeOf(intent);
      },
      retrieveIntent,
    }),
    [calls, changed, complete, disabled, retrieveIntent, texts],
  );
}

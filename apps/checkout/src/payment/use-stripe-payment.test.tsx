import type { PaymentIntent, Stripe, StripePaymentElementChangeEvent } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import type { CardPayment, CardPaymentOptions } from './card-payment';
import { PAYMENT_METHOD_ORDER, useStripePayment } from './use-stripe-payment';

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));
const loadStripeMock = jest.mocked(loadStripe);

/** The provider's library as far as the adapter uses it, answering as told. */
function fakeStripe() {
  let changed: ((event: StripePaymentElementChangeEvent) => void) | null = null;
  const element = {
    on: jest.fn((_event: string, handler: typeof changed) => {
      changed = handler;
    }),
    mount: jest.fn(),
    unmount: jest.fn(),
    destroy: jest.fn(),
    update: jest.fn(),
  };
  const elements = {
    create: jest.fn(() => element),
    update: jest.fn(async () => undefined),
    submit: jest.fn(async (): Promise<object> => ({})),
  };
  const stripe = {
    elements: jest.fn(() => elements),
    createConfirmationToken: jest.fn(async (): Promise<object> => ({
      confirmationToken: { id: 'ctoken_1', payment_method_preview: { card: { funding: 'debit' } } },
    })),
    handleNextAction: jest.fn(),
    retrievePaymentIntent: jest.fn(),
  };
  loadStripeMock.mockResolvedValue(stripe as unknown as Stripe);
  return {
    stripe,
    elements,
    element,
    /** The element's change event, as the provider fires it. */
    change: (complete: boolean) =>
      act(() => changed?.({ complete } as StripePaymentElementChangeEvent)),
  };
}

const intent = (overrides: Partial<PaymentIntent>) =>
  ({ id: 'pi_1', status: 'succeeded', last_payment_error: null, ...overrides }) as PaymentIntent;

let port: CardPayment;

function Harness({
  publishableKey = 'pk_test_club',
  ...options
}: Partial<CardPaymentOptions> & { publishableKey?: string | null }) {
  const current = useStripePayment(publishableKey, {
    amount: 2500,
    currency: 'EUR',
    onBehalfOf: 'acct_club',
    disabled: false,
    ...options,
  });
  // The tests call the port the page would hold.
  useEffect(() => {
    port = current;
  });
  return (
    <>
      <p>Status: {current.status}</p>
      {current.setupError && <p role="alert">{current.setupError}</p>}
      <div data-testid="entry">{current.entry}</div>
      <p>Complete: {String(current.complete)}</p>
      <p>Updating: {String(current.updating)}</p>
    </>
  );
}

async function renderReady(props: Parameters<typeof Harness>[0] = {}) {
  const fake = fakeStripe();
  const view = render(<Harness {...props} />);
  await screen.findByText('Status: ready');
  return { ...fake, ...view };
}

describe('useStripePayment', () => {
  it('stays idle without a publishable key', async () => {
    fakeStripe();
    render(<Harness publishableKey={null} />);
    await act(async () => undefined);
    expect(screen.getByText('Status: loading')).toBeInTheDocument();
    expect(loadStripeMock).not.toHaveBeenCalled();
  });

  it("mounts the provider's Payment Element in deferred mode for the amount to pay", async () => {
    const { stripe, elements, element } = await renderReady();
    expect(loadStripeMock).toHaveBeenCalledWith('pk_test_club');
    expect(stripe.elements).toHaveBeenCalledWith({
      mode: 'payment',
      amount: 2500,
      currency: 'eur',
      paymentMethodCreation: 'manual',
      onBehalfOf: 'acct_club',
    });
    expect(elements.create).toHaveBeenCalledWith('payment', {
      paymentMethodOrder: ['apple_pay', 'google_pay', 'card', 'revolut_pay'],
      wallets: { applePay: 'auto', googlePay: 'auto' },
      readOnly: false,
    });
    expect(PAYMENT_METHOD_ORDER).toEqual(['apple_pay', 'google_pay', 'card', 'revolut_pay']);
    expect(element.mount).toHaveBeenCalledWith(
      screen.getByTestId('entry').firstElementChild as HTMLElement,
    );
  });

  it('asks the element for a card kept for later payments, without a connected account', async () => {
    const { stripe } = await renderReady({ saveCard: true, onBehalfOf: null });
    expect(stripe.elements).toHaveBeenCalledWith({
      mode: 'payment',
      amount: 2500,
      currency: 'eur',
      setupFutureUsage: 'off_session',
      paymentMethodCreation: 'manual',
    });
  });

  it("is complete as the element's change event says", async () => {
    const { change } = await renderReady();
    expect(screen.getByText('Complete: false')).toBeInTheDocument();
    change(true);
    expect(screen.getByText('Complete: true')).toBeInTheDocument();
    change(false);
    expect(screen.getByText('Complete: false')).toBeInTheDocument();
  });

  it('gives the element a new amount and is updating until it took it', async () => {
    const { elements, rerender } = await renderReady();
    let finish: () => void = () => undefined;
    elements.update.mockImplementationOnce(
      () => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))),
    );
    rerender(<Harness amount={4000} saveCard />);
    expect(screen.getByText('Updating: true')).toBeInTheDocument();
    expect(elements.update).toHaveBeenCalledWith({
      amount: 4000,
      currency: 'eur',
      setupFutureUsage: 'off_session',
    });
    await act(async () => finish());
    expect(screen.getByText('Updating: false')).toBeInTheDocument();
    expect(elements.update).toHaveBeenCalledTimes(1);
  });

  it('makes the element read-only while a payment is in flight', async () => {
    const { element, rerender } = await renderReady();
    rerender(<Harness disabled />);
    expect(element.update).toHaveBeenLastCalledWith({ readOnly: true });
    rerender(<Harness disabled={false} />);
    expect(element.update).toHaveBeenLastCalledWith({ readOnly: false });
  });

  it('submits the element, then makes the confirmation token from it', async () => {
    const { stripe, elements } = await renderReady();
    await expect(port.createConfirmationToken()).resolves.toEqual({
      ok: true,
      token: 'ctoken_1',
      funding: 'debit',
    });
    expect(elements.submit).toHaveBeenCalled();
    expect(stripe.createConfirmationToken).toHaveBeenCalledWith({ elements });
  });

  it("gives the provider's refusals as provider errors", async () => {
    const { stripe, elements } = await renderReady();
    elements.submit.mockResolvedValueOnce({
      error: {
        type: 'validation_error',
        code: 'incomplete_number',
        message: 'Your card number is incomplete.',
      },
    });
    await expect(port.createConfirmationToken()).resolves.toEqual({
      ok: false,
      error: {
        type: 'validation_error',
        code: 'incomplete_number',
        decline_code: null,
        message: 'Your card number is incomplete.',
      },
    });
    expect(stripe.createConfirmationToken).not.toHaveBeenCalled();

    stripe.createConfirmationToken.mockResolvedValueOnce({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    await expect(port.createConfirmationToken()).resolves.toEqual({
      ok: false,
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });

    stripe.createConfirmationToken.mockRejectedValueOnce(new Error('network'));
    await expect(port.createConfirmationToken()).resolves.toEqual({
      ok: false,
      error: { type: 'api_error', code: null, decline_code: null, message: '' },
    });
  });

  it("runs the bank's authentication with the provider and gives the outcome", async () => {
    const { stripe } = await renderReady();
    stripe.handleNextAction.mockResolvedValueOnce({ paymentIntent: intent({}) });
    await expect(
      port.handleNextAction('pi_1_secret_2', 'http://club.test/checkout'),
    ).resolves.toEqual({ status: 'succeeded', error: null });
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });

    stripe.handleNextAction.mockResolvedValueOnce({
      error: {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      },
    });
    await expect(
      port.handleNextAction('pi_1_secret_2', 'http://club.test/checkout'),
    ).resolves.toEqual({
      status: 'requires_payment_method',
      error: {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        decline_code: null,
        message: 'We are unable to authenticate your payment method.',
      },
    });
  });

  it("reads a payment's state with its last error", async () => {
    const { stripe } = await renderReady();
    stripe.retrievePaymentIntent.mockResolvedValueOnce({
      paymentIntent: intent({
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      }),
    });
    await expect(port.retrieveIntent('pi_1_secret_2')).resolves.toEqual({
      status: 'requires_payment_method',
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith('pi_1_secret_2');

    stripe.retrievePaymentIntent.mockResolvedValueOnce({
      paymentIntent: intent({ status: 'requires_capture' }),
    });
    await expect(port.retrieveIntent('pi_1_secret_2')).resolves.toEqual({
      status: 'processing',
      error: null,
    });
  });

  it('fails to set up when the library does not load', async () => {
    loadStripeMock.mockResolvedValue(null);
    render(<Harness />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initialize payment. Please try again later.',
    );
    expect(screen.getByText('Status: failed')).toBeInTheDocument();
    expect(screen.getByTestId('entry')).toBeEmptyDOMElement();
  });

  it('fails to set up when the library cannot be fetched', async () => {
    loadStripeMock.mockRejectedValue(new Error('Failed to load Stripe.js'));
    render(<Harness />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initialize payment. Please try again later.',
    );
  });

  it('takes the element down when the page goes', async () => {
    const { element, unmount } = await renderReady();
    unmount();
    await waitFor(() => expect(element.destroy).toHaveBeenCalled());
    expect(element.unmount).toHaveBeenCalled();
  });
});

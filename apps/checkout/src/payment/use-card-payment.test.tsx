import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAnswer } from '../testing/api-fetch';
import { fakeCartApi, renderCheckout } from '../testing/render-checkout';
import { useEffect } from 'react';
import type { CardPayment, CardPaymentOptions } from './card-payment';
import { pageNavigation } from './page-navigation';
import { useCardPayment } from './use-card-payment';

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));
const loadStripeMock = jest.mocked(loadStripe);

const TEST_CONFIG = { body: { provider: 'test', publishable_key: null } };
const SECRET = 'pi_test_abcdefgh1234_secret_xyz';
const AUTHENTICATION_URL = `http://api.test/v2/payments/test/authenticate/pi_test_abcdefgh1234?client_secret=${SECRET}`;
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

let port: CardPayment;

function Harness(options: Partial<CardPaymentOptions>) {
  const current = useCardPayment({ amount: 2500, currency: 'EUR', disabled: false, ...options });
  // The tests call the port the page would hold.
  useEffect(() => {
    port = current;
  });
  return (
    <section aria-label="Payment">
      <p>Status: {current.status}</p>
      {current.setupError && <p role="alert">{current.setupError}</p>}
      {current.status === 'ready' && current.entry}
      <p>Complete: {String(current.complete)}</p>
    </section>
  );
}

function renderPayment(
  routes: Record<string, FakeAnswer | FakeAnswer[]>,
  options: Partial<CardPaymentOptions> = {},
) {
  return renderCheckout(<Harness {...options} />, { api: fakeCartApi(null).api, routes });
}

const requestedUrls = () =>
  (globalThis.fetch as jest.Mock).mock.calls.map(([input]: [RequestInfo | URL]) => String(input));

async function enterCard(number = '4242424242424242') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), `12${nextYear}`);
  await user.type(screen.getByLabelText('Security code'), '123');
}

afterEach(() => jest.restoreAllMocks());

describe('useCardPayment with the offline simulator', () => {
  it('shows our own card form, without loading the provider’s library', async () => {
    const { server } = renderPayment({ 'GET /payments/config': TEST_CONFIG });
    expect(screen.getByText('Status: loading')).toBeInTheDocument();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByText('Status: ready')).toBeInTheDocument();
    expect(server?.callsTo('GET', '/payments/config')).toHaveLength(1);
    expect(requestedUrls()).toContain('http://api.test/v2/payments/config');
    expect(loadStripeMock).not.toHaveBeenCalled();
  });

  it('is complete with a valid card and tokenises it with the simulator', async () => {
    const { server } = renderPayment({
      'GET /payments/config': TEST_CONFIG,
      'POST /payments/test/confirmation-tokens': {
        status: 201,
        body: {
          id: 'ctoken_test_1',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, funding: 'credit' },
        },
      },
    });
    await enterCard();
    expect(screen.getByText('Complete: true')).toBeInTheDocument();
    let result: Awaited<ReturnType<CardPayment['createConfirmationToken']>> | undefined;
    await act(async () => {
      result = await port.createConfirmationToken();
    });
    expect(result).toEqual({ ok: true, token: 'ctoken_test_1', funding: 'credit' });
    expect(server?.callsTo('POST', '/payments/test/confirmation-tokens')[0]?.body).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2000 + Number(nextYear),
      cvc: '123',
    });
    expect(requestedUrls()).toContain('http://api.test/v2/payments/test/confirmation-tokens');
  });

  it('gives a card the simulator refuses as a card error', async () => {
    renderPayment({
      'GET /payments/config': TEST_CONFIG,
      'POST /payments/test/confirmation-tokens': {
        status: 402,
        body: { message: 'Your card has expired.', code: 'expired_card', decline_code: null },
      },
    });
    await enterCard('4000000000000069');
    await expect(port.createConfirmationToken()).resolves.toEqual({
      ok: false,
      error: {
        type: 'card_error',
        code: 'expired_card',
        decline_code: null,
        message: 'Your card has expired.',
      },
    });
  });

  it("leaves for the simulator's authentication page named by the checkout", async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    renderPayment({ 'GET /payments/config': TEST_CONFIG });
    await screen.findByLabelText('Card number');
    let settled = false;
    void port
      .handleNextAction(SECRET, 'http://club.test/checkout', AUTHENTICATION_URL)
      .then(() => (settled = true));
    await act(async () => undefined);
    expect(assign).toHaveBeenCalledWith(AUTHENTICATION_URL);
    expect(settled).toBe(false);
  });

  it('finds the authentication page from the payment when the checkout did not name it', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    renderPayment({
      'GET /payments/config': TEST_CONFIG,
      'GET /payments/test/payment-intents': {
        body: {
          id: 'pi_test_abcdefgh1234',
          status: 'requires_action',
          amount: 2500,
          currency: 'EUR',
          next_action: { redirect_url: AUTHENTICATION_URL },
          last_payment_error: null,
        },
      },
    });
    await screen.findByLabelText('Card number');
    void port.handleNextAction(SECRET, 'http://club.test/checkout');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHENTICATION_URL));
    expect(requestedUrls()).toContain(
      `http://api.test/v2/payments/test/payment-intents?client_secret=${encodeURIComponent(SECRET)}`,
    );
  });

  it('reads a payment on return from the bank, waiting for the provider to be known', async () => {
    let answerConfig: () => void = () => undefined;
    renderPayment({
      'GET /payments/config': () =>
        new Promise<FakeAnswer>((resolve) => (answerConfig = () => resolve(TEST_CONFIG))),
      'GET /payments/test/payment-intents': {
        body: {
          id: 'pi_test_abcdefgh1234',
          status: 'requires_payment_method',
          amount: 2500,
          currency: 'EUR',
          next_action: null,
          last_payment_error: {
            type: 'card_error',
            code: 'authentication_failed',
            decline_code: null,
            message: 'We are unable to authenticate your payment method.',
          },
        },
      },
    });
    const outcome = port.retrieveIntent(SECRET);
    await act(async () => answerConfig());
    await expect(outcome).resolves.toEqual({
      status: 'requires_payment_method',
      error: {
        type: 'card_error',
        code: 'authentication_failed',
        decline_code: null,
        message: 'We are unable to authenticate your payment method.',
      },
    });
  });
});

describe('useCardPayment with the card provider', () => {
  it("loads the provider's library with the publishable key", async () => {
    const element = {
      on: jest.fn(),
      mount: jest.fn(),
      unmount: jest.fn(),
      destroy: jest.fn(),
      update: jest.fn(),
    };
    const elements = { create: jest.fn(() => element), update: jest.fn() };
    loadStripeMock.mockResolvedValue({ elements: jest.fn(() => elements) } as unknown as Stripe);
    renderPayment({
      'GET /payments/config': { body: { provider: 'stripe', publishable_key: 'pk_test_club' } },
    });
    expect(await screen.findByText('Status: ready')).toBeInTheDocument();
    expect(loadStripeMock).toHaveBeenCalledWith('pk_test_club');
    expect(element.mount).toHaveBeenCalled();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('fails to set up without a publishable key', async () => {
    renderPayment({
      'GET /payments/config': { body: { provider: 'stripe', publishable_key: null } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initialize payment. Please try again later.',
    );
    expect(loadStripeMock).not.toHaveBeenCalled();
  });
});

describe('useCardPayment when it cannot take a card', () => {
  it('fails to set up when the configuration cannot be read', async () => {
    renderPayment({ 'GET /payments/config': { status: 500, body: { message: 'Down' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initialize payment. Please try again later.',
    );
    expect(screen.getByText('Status: failed')).toBeInTheDocument();
    await expect(port.createConfirmationToken()).resolves.toEqual({
      ok: false,
      error: {
        type: 'api_error',
        code: null,
        decline_code: null,
        message: 'Failed to initialize payment. Please try again later.',
      },
    });
  });

  it.each([
    ['no amount', { amount: 0 }],
    ['no currency', { currency: '' }],
  ])('says payment data is missing with %s', async (_case, options) => {
    renderPayment({ 'GET /payments/config': TEST_CONFIG }, options);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Missing necessary payment data. Please try again later.',
    );
    await act(async () => undefined);
    expect(screen.getByText('Status: failed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});

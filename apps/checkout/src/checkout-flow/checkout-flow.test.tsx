import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAST_ORDER_COOKIE } from '@touchline/api-client';
import type { User } from '@touchline/contracts';
import { selectNotifications } from '@touchline/store';
import { axe } from 'jest-axe';
import { Link } from 'react-router';
import { CheckoutPage } from '../checkout-page/checkout-page';
import type { CardPayment } from '../payment/card-payment';
import { aCart, aLottoTicket, aShopItem, CART_ID } from '../testing/cart-fixtures';
import { fakeCardPayment } from '../testing/fake-card-payment';
import { aCheckoutResult, anOrder, ORDER_ID } from '../testing/order-fixtures';
import {
  clearCookies,
  clubRecord,
  fakeCartApi,
  renderCheckout,
  storeCartId,
} from '../testing/render-checkout';

let card: CardPayment = fakeCardPayment();
jest.mock('../payment/use-card-payment', () => ({ useCardPayment: () => card }));

beforeEach(() => {
  clearCookies();
  card = fakeCardPayment();
});

const member = {
  id: 21,
  email: 'aoife@example.com',
  first_name: 'Aoife',
  last_name: 'Murphy',
  roles: ['Member'],
} as User;

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.split('=')[1];

const titles = (store: { getState: () => unknown }) =>
  selectNotifications(store.getState() as never).map((n) => `${n.type}: ${n.title}`);

function freeCart() {
  const ticket = { ...aShopItem('Club Walk', 0, 'Clubhouse'), price: 0 };
  return aCart([{ ...ticket, pay_today: { subtotal: 0, discount: 0, total: 0 } }]);
}

/** A request that answers only when `answer` is called. */
function later<T>(value: T) {
  let answer!: () => void;
  const pending = new Promise<{ body: T; status: number }>((resolve) => {
    answer = () => resolve({ body: value, status: 201 });
  });
  return { route: () => pending, answer };
}

/** Pay Now of the loaded cart (the empty cart's placeholder button comes first). */
async function payButton() {
  await screen.findByText('Card entry');
  return screen.getByRole('button', { name: 'Pay Now' });
}

describe('free checkout', () => {
  it('says nothing is charged, places the order once and goes to the confirmation', async () => {
    storeCartId();
    const { api } = fakeCartApi(freeCart());
    const user = userEvent.setup();
    const { server, store } = renderCheckout(<CheckoutPage />, {
      api,
      user: member,
      path: '/checkout',
      routes: {
        'POST /store/demo/free_checkout': {
          status: 201,
          body: { order_id: ORDER_ID, order_seq: 1042 },
        },
        [`GET /store/demo/orders/${ORDER_ID}`]: {
          body: anOrder({ pay_today: { subtotal: 0, discount: 0, total: 0 } }),
        },
      },
    });
    expect(await screen.findByText('You will not be charged for this transaction')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Transaction' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/checkout/confirmation'),
    );
    const [placed] = server!.callsTo('POST', '/store/demo/free_checkout');
    expect(placed!.body).toEqual({ shopping_cart_id: CART_ID });
    expect(placed!.headers['Idempotency-Key']).toMatch(/^free-[A-Za-z0-9_-]{8,}$/);
    expect(server!.callsTo('POST', '/store/demo/free_checkout')).toHaveLength(1);
    expect(cookie(LAST_ORDER_COOKIE)).toBe(ORDER_ID);
    expect(titles(store)).toContain('success: Your order has been submitted.');
  });
});

describe('paid checkout', () => {
  it('pays with the card token, ignores a second press and confirms the order', async () => {
    storeCartId();
    const { api } = fakeCartApi(aCart([aLottoTicket()]));
    const user = userEvent.setup();
    const pending = later(aCheckoutResult());
    const { server, store } = renderCheckout(
      <>
        <CheckoutPage />
        <Link to="/fixtures">Fixtures</Link>
      </>,
      {
        api,
        user: member,
        path: '/checkout',
        routes: { 'POST /store/demo/checkouts': pending.route },
      },
    );
    const pay = await payButton();
    expect(
      screen.getByText('By clicking "Pay now" you agree to the provider Terms of service'),
    ).toBeVisible();
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await user.click(pay);

    // Leaving while the payment is in flight is held back with 'Please wait'.
    await user.click(screen.getByRole('link', { name: 'Fixtures' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Please wait' });
    expect(alert).toHaveTextContent(
      'Your payment is being processed. Do not close this window. Screen will refresh automatically',
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));

    await act(async () => pending.answer());
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/checkout/confirmation'),
    );
    const calls = server!.callsTo('POST', '/store/demo/checkouts');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      shopping_cart_id: CART_ID,
      save_payment_method: false,
      confirmation_token: 'ctoken_test_1234',
      return_url: 'http://localhost/checkout',
      shown_total: 1000,
    });
    expect(calls[0]!.headers['Idempotency-Key']).toMatch(/^checkout-/);
    expect(titles(store)).toContain('success: Your order has been submitted.');
  });

  it('shows a declined card under the payment field and as a notification, and lets the buyer retry', async () => {
    storeCartId();
    const { api } = fakeCartApi(aCart([aShopItem('Club Jersey', 5500, 'Clubhouse')]));
    const user = userEvent.setup();
    const { server, store } = renderCheckout(<CheckoutPage />, {
      api,
      user: member,
      path: '/checkout',
      routes: {
        'POST /store/demo/checkouts': {
          status: 402,
          body: {
            message: 'Your card was declined.',
            code: 'card_declined',
            decline_code: 'generic_decline',
          },
        },
      },
    });
    const pay = await payButton();
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(
      await screen.findByText(
        'There appears to be a problem with your card, please check details and re enter or contact your bank if problem persists',
      ),
    ).toBeVisible();
    expect(titles(store)).toContain('danger: An error occurred during payment.');
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout');
    expect(pay).toBeEnabled();
    await user.click(pay);
    await waitFor(() => expect(server!.callsTo('POST', '/store/demo/checkouts')).toHaveLength(2));
  });

  it('shows the new total and the reason when the total changed since the cart was shown', async () => {
    storeCartId();
    const jersey = aShopItem('Club Jersey', 5000, 'Clubhouse');
    const { api, setCart } = fakeCartApi(aCart([jersey], 500));
    const user = userEvent.setup();
    const changed =
      'The total of your cart has changed to €50.00. Please check your cart and pay again.';
    const { server } = renderCheckout(<CheckoutPage />, {
      api,
      user: member,
      path: '/checkout',
      routes: {
        'POST /store/demo/checkouts': {
          status: 409,
          body: { message: changed, code: 'total_changed', total: 5000 },
        },
      },
    });
    const pay = await payButton();
    const totalRow = () => screen.getByText('Total').parentElement!;
    expect(totalRow()).toHaveTextContent('€45.00');
    // Meanwhile the code was used on another cart: the server prices the cart at €50.00.
    setCart(aCart([jersey]));
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(await screen.findByText(changed)).toBeVisible();
    await waitFor(() => expect(totalRow()).toHaveTextContent('€50.00'));
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout');
    const [sent] = server!.callsTo('POST', '/store/demo/checkouts');
    expect(sent!.body).toMatchObject({ shown_total: 4500 });

    // Paying again sends the total now on screen.
    await user.click(pay);
    await waitFor(() => expect(server!.callsTo('POST', '/store/demo/checkouts')).toHaveLength(2));
    expect(server!.callsTo('POST', '/store/demo/checkouts')[1]!.body).toMatchObject({
      shown_total: 5000,
    });
  });

  it("takes the bank's authentication step when the payment asks for it", async () => {
    storeCartId();
    const { api } = fakeCartApi(aCart([aShopItem('Club Jersey', 5500, 'Clubhouse')]));
    card = fakeCardPayment();
    const user = userEvent.setup();
    renderCheckout(<CheckoutPage />, {
      api,
      user: member,
      path: '/checkout',
      routes: {
        'POST /store/demo/checkouts': {
          status: 201,
          body: aCheckoutResult({
            status: 'requires_action',
            next_action: {
              redirect_url: 'http://localhost:3333/v2/payments/test/authenticate/pi_test_abcdefgh',
            },
          }),
        },
      },
    });
    const pay = await payButton();
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/checkout/confirmation'),
    );
    expect(card.handleNextAction).toHaveBeenCalledWith(
      'pi_test_abcdefgh_secret_12345678',
      'http://localhost/checkout',
      'http://localhost:3333/v2/payments/test/authenticate/pi_test_abcdefgh',
    );
  });

  it('says the payment failed on return from a refused authentication', async () => {
    storeCartId();
    const { api } = fakeCartApi(aCart([aShopItem('Club Jersey', 5500, 'Clubhouse')]));
    renderCheckout(<CheckoutPage />, {
      api,
      user: member,
      path: '/checkout?payment_intent=pi_test_abcdefgh&redirect_status=failed',
      routes: {},
    });
    expect(await screen.findByText('Payment failed. Please try again.')).toBeVisible();
  });

  it('keeps Pay Now disabled until the card is complete, and for a visitor who is not signed in', async () => {
    storeCartId();
    const { api } = fakeCartApi(aCart([aShopItem('Club Jersey', 5500, 'Clubhouse')]));
    card = fakeCardPayment({ complete: false });
    const { unmount } = renderCheckout(<CheckoutPage />, {
      api,
      user: member,
      path: '/checkout',
      routes: {},
    });
    expect(await payButton()).toBeDisabled();
    unmount();
    card = fakeCardPayment();
    const { container } = renderCheckout(<CheckoutPage />, { api, path: '/checkout', routes: {} });
    expect(await payButton()).toBeDisabled();
    expect(screen.getByText('Sign in or continue as a guest to pay.')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses a credit card for lotto in a UK club before placing the order', async () => {
    storeCartId();
    card = fakeCardPayment({
      createConfirmationToken: jest.fn(async () => ({
        ok: true as const,
        token: 'ctoken_credit',
        funding: 'credit',
      })),
    });
    const { api } = fakeCartApi(aCart([aLottoTicket()]));
    const user = userEvent.setup();
    const { server } = renderCheckout(<CheckoutPage />, {
      api,
      user: member,
      club: clubRecord({ address: { country: 'Northern Ireland' } as never }),
      path: '/checkout',
      routes: {},
    });
    const pay = await payButton();
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(
      await screen.findByText(
        'Credit cards are not accepted for Lotto products. Please use a debit card.',
      ),
    ).toBeVisible();
    expect(server!.callsTo('POST', '/store/demo/checkouts')).toHaveLength(0);
  });

  it('forces Save card on when the cart needs the card later', async () => {
    storeCartId();
    const { api } = fakeCartApi({ ...aCart([aLottoTicket()]), requires_saved_card: true });
    renderCheckout(<CheckoutPage />, { api, user: member, path: '/checkout', routes: {} });
    const toggle = await screen.findByRole('switch', { name: 'Save card for future purchases' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
  });
});

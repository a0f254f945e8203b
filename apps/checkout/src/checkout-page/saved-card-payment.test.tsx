import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentMethod, User } from '@touchline/contracts';
import { axe } from 'jest-axe';
import { guestCreated, registerCheckout } from '../checkout-flow/checkout-slice';
import type { CardPayment } from '../payment/card-payment';
import { aCart, aShopItem, CART_ID } from '../testing/cart-fixtures';
import { fakeCardPayment } from '../testing/fake-card-payment';
import { aCheckoutResult } from '../testing/order-fixtures';
import { clearCookies, fakeCartApi, renderCheckout, storeCartId } from '../testing/render-checkout';
import { CheckoutPage } from './checkout-page';

let card: CardPayment & ReturnType<typeof fakeCardPayment> = fakeCardPayment();
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

function aSavedCard(overrides: Partial<PaymentMethod>): PaymentMethod {
  return {
    id: 1,
    brand: 'visa',
    last_four_digits: '4242',
    expiration_month: 8,
    expiration_year: 2030,
    funding: 'debit',
    is_default: false,
    created_at: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

const otherCard = aSavedCard({ id: 7, brand: 'mastercard', last_four_digits: '0341' });
const defaultCard = aSavedCard({ id: 9, last_four_digits: '5556', is_default: true });

const cardList = (items: PaymentMethod[]) => ({
  body: { items, total: items.length, current_page: 1, per_page: 100, from: 1, to: items.length },
});

function renderPayment({
  cards = [otherCard, defaultCard],
  user = member,
  checkout = { status: 201, body: aCheckoutResult() },
}: {
  cards?: PaymentMethod[];
  user?: User | null;
  checkout?: { status: number; body: unknown };
} = {}) {
  storeCartId();
  const { api } = fakeCartApi(aCart([aShopItem('Club Jersey', 5500, 'Clubhouse')]));
  return renderCheckout(<CheckoutPage />, {
    api,
    user,
    path: '/checkout',
    routes: {
      'GET /member/payment-methods': cardList(cards),
      'POST /store/demo/checkouts': checkout,
    },
  });
}

const payWith = () => screen.findByRole('group', { name: 'Pay with' });

describe('paying with a saved card', () => {
  it("lists the member's saved cards, the default first and chosen", async () => {
    const { container } = renderPayment();
    const group = await payWith();
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Visa ending in 5556Expires 08/2030Default',
      'Mastercard ending in 0341Expires 08/2030',
      'A new card',
    ]);
    expect(within(group).getByRole('radio', { name: /Visa ending in 5556/ })).toBeChecked();
    expect(screen.queryByText('Card entry')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Save card for future purchases' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("sends the chosen card's id and shows the confirmation", async () => {
    const user = userEvent.setup();
    const { server } = renderPayment();
    const group = await payWith();
    await user.click(within(group).getByRole('radio', { name: /Mastercard ending in 0341/ }));
    const pay = screen.getByRole('button', { name: 'Pay Now' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/checkout/confirmation'),
    );
    const [placed] = server!.callsTo('POST', '/store/demo/checkouts');
    expect(placed!.body).toEqual({
      shopping_cart_id: CART_ID,
      payment_method_id: 7,
      return_url: 'http://localhost/checkout',
      shown_total: 5500,
    });
    expect(card.createConfirmationToken).not.toHaveBeenCalled();
  });

  it('goes through the bank’s authentication step when it asks for one', async () => {
    const user = userEvent.setup();
    renderPayment({
      checkout: {
        status: 201,
        body: aCheckoutResult({
          status: 'requires_action',
          next_action: { redirect_url: 'http://api.test/v2/payments/test/authenticate/pi' },
        }),
      },
    });
    await payWith();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/checkout/confirmation'),
    );
    expect(card.handleNextAction).toHaveBeenCalledWith(
      'pi_test_abcdefgh_secret_12345678',
      'http://localhost/checkout',
      'http://api.test/v2/payments/test/authenticate/pi',
    );
  });

  it('shows a refused saved card with the usable message, and keeps the choice', async () => {
    const user = userEvent.setup();
    renderPayment({
      checkout: {
        status: 402,
        body: {
          message: 'Your card was declined.',
          code: 'card_declined',
          decline_code: 'generic_decline',
        },
      },
    });
    const group = await payWith();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(
      await screen.findByText(
        'There appears to be a problem with your card, please check details and re enter or contact your bank if problem persists',
      ),
    ).toBeVisible();
    expect(within(group).getByRole('radio', { name: /Visa ending in 5556/ })).toBeChecked();
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout');
  });

  it('shows the card entry for "A new card" and pays with the entered card', async () => {
    const user = userEvent.setup();
    const { server } = renderPayment();
    const group = await payWith();
    await user.click(within(group).getByRole('radio', { name: 'A new card' }));
    expect(screen.getByText('Card entry')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Save card for future purchases' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/checkout/confirmation'),
    );
    const [placed] = server!.callsTo('POST', '/store/demo/checkouts');
    expect(placed!.body).toMatchObject({ confirmation_token: 'ctoken_test_1234' });
    expect(placed!.body).not.toHaveProperty('payment_method_id');
  });

  it('is reached by keyboard: the arrow keys move between the cards', async () => {
    const user = userEvent.setup();
    renderPayment();
    const group = await payWith();
    await user.tab();
    while (document.activeElement?.getAttribute('type') !== 'radio') await user.tab();
    expect(within(group).getByRole('radio', { name: /Visa ending in 5556/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: /Mastercard ending in 0341/ })).toBeChecked();
  });

  it('offers a member without saved cards the card entry alone', async () => {
    renderPayment({ cards: [] });
    expect(await screen.findByText('Card entry')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Pay with' })).not.toBeInTheDocument();
  });

  it('offers a guest no saved cards', async () => {
    registerCheckout();
    const { store, server } = renderPayment({ user: null });
    act(() => {
      store.dispatch(
        guestCreated({ first_name: 'Sean', last_name: 'Byrne', email: 'sean@example.com' }),
      );
    });
    expect(await screen.findByText('Card entry')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Pay with' })).not.toBeInTheDocument();
    expect(screen.queryByText(/ending in/)).not.toBeInTheDocument();
    expect(server!.callsTo('GET', '/member/payment-methods')).toHaveLength(0);
  });
});

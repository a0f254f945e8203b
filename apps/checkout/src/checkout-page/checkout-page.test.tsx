import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartDiscountLine, ClubAccount, User } from '@touchline/contracts';
import { axe } from 'jest-axe';
import { aCart, anOption, aPlan, aShopItem, aThirdChildCart } from '../testing/cart-fixtures';
import {
  clearCookies,
  clubRecord,
  fakeCartApi,
  renderCheckout,
  storeCartId,
} from '../testing/render-checkout';
import { CheckoutPage } from './checkout-page';

beforeEach(clearCookies);

const member = {
  id: 21,
  email: 'aoife@example.com',
  first_name: 'Aoife',
  last_name: 'Murphy',
  roles: ['Member'],
} as User;

function instalmentPlan() {
  const plan = aPlan('Adult Membership', 12000, ['Aoife', 'Murphy']);
  return {
    ...plan,
    payment_options: [
      anOption({ payment_option_id: 1, type: 'full' }),
      anOption({
        payment_option_id: 2,
        type: 'instalment',
        number_of_payments: 3,
        instalment_amount: 4000,
      }),
    ],
    payment_option_id: 1,
  };
}

const discount = (name: string, amount: number): CartDiscountLine => ({
  name,
  amount,
  total_amount: amount,
});

describe('CheckoutPage', () => {
  it('says the cart is empty and keeps Pay Now disabled', async () => {
    const { api } = fakeCartApi(null);
    renderCheckout(<CheckoutPage />, { api });
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
    expect(api.getCart).not.toHaveBeenCalled();
  });

  it('lists the items and totals without a Discounts line when there is none', async () => {
    storeCartId();
    const { api } = fakeCartApi(
      aCart([instalmentPlan(), aShopItem('Club Jersey', 5500, 'Clubhouse shop')]),
    );
    renderCheckout(<CheckoutPage />, { api });
    const cart = await screen.findByRole('region', { name: 'Your cart' });
    expect(within(cart).getByRole('heading', { name: 'Membership plans' })).toBeVisible();
    expect(within(cart).getByRole('heading', { name: 'Shop items' })).toBeVisible();
    expect(within(cart).getByText('Clubhouse shop')).toBeVisible();
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('€175.00');
    expect(screen.queryByRole('button', { name: 'Discounts' })).not.toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('€175.00');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  });

  it('expands the Discounts line into each discount as a negative amount', async () => {
    storeCartId();
    const cart = {
      ...aCart([instalmentPlan(), aShopItem('Club Jersey', 5500, 'Shop')], 1500),
      discount_codes: [
        {
          ...discount('Welcome 10%', 1000),
          code: 'WELCOME10',
          type: 'percentage' as const,
          value: 10,
        },
      ],
      shop_item_discounts: [discount('Kit deal', 500)],
    };
    const { api } = fakeCartApi(cart);
    renderCheckout(<CheckoutPage />, { api });
    const toggle = await screen.findByRole('button', { name: 'Discounts' });
    expect(toggle.parentElement).toHaveTextContent('-€15.00');
    expect(screen.getByText('Kit deal')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Welcome 10%').nextSibling).toHaveTextContent('-€10.00');
    expect(screen.getByText('Kit deal').nextSibling).toHaveTextContent('-€5.00');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('€160.00');
  });

  it('shows why the family discount counts earlier memberships, on the line and in Discounts', async () => {
    storeCartId();
    const { api } = fakeCartApi(aThirdChildCart());
    renderCheckout(<CheckoutPage />, { api });
    const cart = await screen.findByRole('region', { name: 'Your cart' });
    expect(within(cart).getByText('Third child in your family this season: -€20.00')).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Discounts' });
    expect(toggle.parentElement).toHaveTextContent('-€20.00');
    await userEvent.click(toggle);
    const reason = screen.getByText('Counts 2 memberships your family has this season');
    expect(reason).toBeVisible();
    const line = reason.closest('li')!;
    expect(line).toHaveTextContent('Multi-member discount');
    expect(line).toHaveTextContent('-€20.00');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('€60.00');
  });

  it('offers Pay in full or monthly instalments and changes the option through the cart', async () => {
    storeCartId();
    const fake = fakeCartApi(aCart([instalmentPlan()]));
    renderCheckout(<CheckoutPage />, { api: fake.api });
    const options = await screen.findByRole('group', {
      name: 'Payment options for Adult Membership',
    });
    const full = within(options).getByRole('radio', { name: 'Pay in full' });
    const instalments = within(options).getByRole('radio', { name: /3 monthly instalments/ });
    expect(full).toBeChecked();
    expect(within(options).getByText('€40.00 per month')).toBeVisible();
    fake.hold();
    await userEvent.click(instalments);
    expect(options).toBeDisabled();
    fake.release();
    await waitFor(() => expect(instalments).toBeChecked());
    expect(options).toBeEnabled();
    expect(fake.api.setCartItemPaymentOption).toHaveBeenCalledWith(
      'demo',
      expect.any(String),
      expect.any(Number),
      { payment_option_id: 2 },
    );
  });

  it('says what an item by instalments costs today and later, and what Pay Now charges', async () => {
    storeCartId();
    const instalment = (sequence: number, due_on: string) => ({
      sequence,
      price: 4000,
      discount: 0,
      total: 4000,
      due_on,
    });
    const plan = {
      ...instalmentPlan(),
      payment_option_id: 2,
      payment_type: 'instalment',
      instalments: [
        instalment(1, '2026-11-28'),
        instalment(2, '2026-12-28'),
        instalment(3, '2027-01-28'),
      ],
      pay_today: { subtotal: 4000, discount: 0, total: 4000 },
    };
    const jersey = aShopItem('Club Jersey', 5500, 'Clubhouse shop');
    const cart = {
      ...aCart([plan, jersey]),
      pay_today: { subtotal: 9500, discount: 0, total: 9500 },
      totals: { subtotal: 17500, discount: 0, total: 17500 },
    };
    const { api } = fakeCartApi(cart);
    renderCheckout(<CheckoutPage />, { api });
    const region = await screen.findByRole('region', { name: 'Your cart' });
    expect(
      within(region).getByText(
        '€40.00 today, then €40.00 on 28/12/2026 and 28/01/2027, total €120.00',
      ),
    ).toBeVisible();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('€95.00');
    expect(screen.getByText('Later payments').nextSibling).toHaveTextContent('€80.00');
    expect(screen.getByText('You pay €95.00 today.')).toBeVisible();
  });

  it('offers Complete Transaction for a free order, saying it is not charged and not what Pay Now charges', async () => {
    storeCartId();
    const walk = { ...aShopItem('Club Walk', 0, 'Clubhouse'), price: 0 };
    const cart = {
      ...aCart([{ ...walk, pay_today: { subtotal: 0, discount: 0, total: 0 } }]),
      pay_today: { subtotal: 0, discount: 0, total: 0 },
      totals: { subtotal: 0, discount: 0, total: 0 },
    };
    const { api } = fakeCartApi(cart);
    renderCheckout(<CheckoutPage />, { api });
    expect(await screen.findByText('You will not be charged for this transaction')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Complete Transaction' })).toBeVisible();
    expect(screen.queryByText(/^You pay .* today\.$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in with their email on a page, coming back here', async () => {
    const { api } = fakeCartApi(null);
    renderCheckout(<CheckoutPage />, {
      api,
      club: clubRecord({ features: { login_dialog: false } as ClubAccount['features'] }),
    });
    expect(await screen.findByRole('heading', { name: 'Sign in or create account' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Enter email' })).toHaveAttribute(
      'href',
      '/authentication/check-email?redirect=%2Fcheckout',
    );
  });

  it("opens the sign-in dialog over the checkout when the club's login dialog is on", async () => {
    const { api } = fakeCartApi(null);
    renderCheckout(<CheckoutPage />, {
      api,
      club: clubRecord({ features: { login_dialog: true } as ClubAccount['features'] }),
    });
    expect(await screen.findByRole('link', { name: 'Enter email' })).toHaveAttribute(
      'href',
      '/authentication/check-email?origin=appHeader&redirect=%2Fcheckout',
    );
  });

  it('greets a signed-in member by first name', async () => {
    const { api } = fakeCartApi(null);
    renderCheckout(<CheckoutPage />, { api, user: member });
    expect(await screen.findByRole('heading', { name: 'Hello, Aoife' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Enter email' })).not.toBeInTheDocument();
  });

  it('passes axe with a full cart', async () => {
    storeCartId();
    const { api } = fakeCartApi(
      aCart([instalmentPlan(), aShopItem('Club Jersey', 5500, 'Shop')], 500),
    );
    const { container } = renderCheckout(<CheckoutPage />, { api });
    await screen.findByRole('region', { name: 'Your cart' });
    await screen.findByText('Club Jersey');
    expect(await axe(container)).toHaveNoViolations();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_TOKEN_COOKIE } from '@touchline/api-client';
import { selectNotifications, STORAGE_KEYS } from '@touchline/store';
import { axe } from 'jest-axe';
import { useCart } from '../cart/use-cart';
import { AccountPanel } from '../checkout-page/account-panel';
import { aCart, aLottoTicket, aPlan, aShopItem } from '../testing/cart-fixtures';
import {
  clearCookies,
  clubRecord,
  fakeCartApi,
  renderCheckout,
  storeCartId,
} from '../testing/render-checkout';

beforeEach(() => {
  clearCookies();
  window.localStorage.clear();
});

const guestClub = clubRecord({ features: { checkout: true, guest_checkout: true } as never });
const hasCookie = (name: string) =>
  document.cookie.split('; ').some((pair) => pair.startsWith(`${name}=`));

function guestApi(cart = aCart([aShopItem('Club Jersey', 5500, 'Shop')])) {
  const fake = fakeCartApi(cart);
  const createGuest = jest.fn(async () => ({
    member: { member_id: 77 },
    oauth: { token_type: 'Bearer', access_token: 'guest-token-1', expires_in: 3600 },
  }));
  Object.assign(fake.api, { createGuest });
  return { ...fake, createGuest };
}

/** The panel as the checkout page holds it: with the cart loaded. */
function Panel() {
  useCart();
  return <AccountPanel />;
}

describe('quick checkout', () => {
  it("checks the guest's details, creates the guest and locks the form until they update it", async () => {
    storeCartId();
    const { api, createGuest } = guestApi();
    const user = userEvent.setup();
    const { store, container } = renderCheckout(<Panel />, {
      api,
      club: guestClub,
      routes: {},
    });
    await user.click(await screen.findByRole('button', { name: 'Quick Checkout' }));
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    expect(screen.getByText('Email address is required for receipt purposes.')).toBeVisible();

    await user.type(screen.getByLabelText('First name'), ' Ciara');
    await user.click(screen.getByLabelText('Last name'));
    await user.click(screen.getByLabelText('Email'));
    expect(screen.getByText('No spaces allowed')).toBeVisible();
    expect(screen.getByText('This is a required field')).toBeVisible();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Ciara');
    await user.type(screen.getByLabelText('Last name'), 'Walsh');
    await user.type(screen.getByLabelText('Email'), 'ciara+club@example.ie');
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(continueButton).toBeDisabled();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ciara@example.ie');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(continueButton);

    expect(
      await screen.findByRole('button', { name: 'Click here to update details' }),
    ).toBeVisible();
    expect(createGuest).toHaveBeenCalledWith({
      first_name: 'Ciara',
      last_name: 'Walsh',
      email: 'ciara@example.ie',
      account_id: guestClub.account_id,
    });
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(hasCookie(GUEST_TOKEN_COOKIE)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.guestFormData)!)).toEqual({
      first_name: 'Ciara',
      last_name: 'Walsh',
      email: 'ciara@example.ie',
    });
    expect(selectNotifications(store.getState()).map((n) => n.title)).toContain(
      'Guest account has been created.',
    );

    await user.click(screen.getByRole('button', { name: 'Click here to update details' }));
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(hasCookie(GUEST_TOKEN_COOKIE)).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.guestFormData)).toBeNull();
  });

  it('is unavailable with registration products', async () => {
    storeCartId();
    const { api } = guestApi(aCart([aPlan('Adult Membership', 12000)]));
    renderCheckout(<Panel />, { api, club: guestClub, routes: {} });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Quick Checkout' })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Quick Checkout' })).toHaveAccessibleDescription(
      'Quick checkout unavailable with registration products',
    );
  });

  it('is unavailable when the card must be saved (an auto-renewing lotto entry)', async () => {
    storeCartId();
    const { api } = guestApi({ ...aCart([aLottoTicket()]), requires_saved_card: true });
    renderCheckout(<Panel />, { api, club: guestClub, routes: {} });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Quick Checkout' })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Quick Checkout' })).toHaveAccessibleDescription(
      'Quick checkout unavailable with products that renew automatically or are paid in instalments: sign in to save your card',
    );
  });

  it('opens by itself a second after ?quickCheckout=true', async () => {
    storeCartId();
    const { api } = guestApi();
    renderCheckout(<Panel />, {
      api,
      club: guestClub,
      path: '/checkout?quickCheckout=true',
      routes: {},
    });
    expect(await screen.findByRole('button', { name: 'Quick Checkout' })).toBeVisible();
    expect(await screen.findByLabelText('First name', {}, { timeout: 2000 })).toBeVisible();
  });

  it('is not offered by a club without guest checkout', async () => {
    const { api } = guestApi();
    renderCheckout(<Panel />, { api, routes: {} });
    expect(await screen.findByRole('link', { name: 'Enter email' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Quick Checkout' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubAccount } from '@touchline/contracts';
import { axe } from 'jest-axe';
import { aCart, aShopItem } from '../testing/cart-fixtures';
import { pageNavigation } from '../payment/page-navigation';
import {
  API,
  clearCookies,
  clubRecord,
  fakeCartApi,
  renderCheckout,
  storeCartId,
} from '../testing/render-checkout';
import { CheckoutPage } from './checkout-page';

beforeEach(clearCookies);
afterEach(() => jest.restoreAllMocks());

function clubWithSso(sso: Partial<ClubAccount['sso']>, features: object = {}): ClubAccount {
  return clubRecord({
    slug: 'lakeside',
    sso: {
      governing_body_id: null,
      mode: 'optional',
      sso_button_text: null,
      help_url: null,
      ...sso,
    },
    features: { login_dialog: false, guest_checkout: true, ...features } as ClubAccount['features'],
  });
}

async function signInPanel() {
  const heading = await screen.findByRole('heading', { name: 'Sign in or create account' });
  return within(heading.closest('section')!);
}

describe("the checkout's sign-in panel and the club's single sign-on", () => {
  it("offers 'Login with SSO' beside the email when the club's SSO is optional, and leaves for the club's login coming back to the checkout", async () => {
    storeCartId();
    const { api } = fakeCartApi(aCart([aShopItem('Club Jersey', 5500, 'Shop')]));
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { container } = renderCheckout(<CheckoutPage />, { api, club: clubWithSso({}) });
    const panel = await signInPanel();
    await screen.findByText('Club Jersey');

    const sso = panel.getByRole('button', { name: 'Login with SSO' });
    expect(panel.getByText('or', { exact: true })).toBeVisible();
    expect(panel.getByRole('link', { name: 'Enter email' })).toHaveAttribute(
      'href',
      '/authentication/check-email?redirect=%2Fcheckout',
    );
    expect(panel.getByRole('button', { name: 'Quick Checkout' })).toBeEnabled();
    expect(panel.queryByRole('link', { name: /Need help signing in/ })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(sso);
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(assign.mock.calls[0]![0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${API}/v2/sso/login`);
    expect(url.searchParams.get('club')).toBe('lakeside');
    expect(url.searchParams.get('return_to')).toBe(
      `${window.location.origin}/authentication/sign-in?redirect=%2Fcheckout`,
    );
  });

  it("shows the club's own button text and its help link, opening in a new tab", async () => {
    const { api } = fakeCartApi(null);
    const { container } = renderCheckout(<CheckoutPage />, {
      api,
      club: clubWithSso({
        sso_button_text: 'Sign in with Hockey Ireland',
        help_url: 'https://help.example/sso',
      }),
    });
    const panel = await signInPanel();
    expect(panel.getByRole('button', { name: 'Sign in with Hockey Ireland' })).toBeVisible();
    expect(panel.queryByRole('button', { name: 'Login with SSO' })).not.toBeInTheDocument();
    const help = panel.getByRole('link', { name: 'Need help signing in? (opens in a new tab)' });
    expect(help).toHaveAttribute('href', 'https://help.example/sso');
    expect(help).toHaveAttribute('target', '_blank');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("offers the club's login alone when its SSO is mandatory (quick checkout stays for guests)", async () => {
    const { api } = fakeCartApi(null);
    renderCheckout(<CheckoutPage />, { api, club: clubWithSso({ mode: 'mandatory' }) });
    const panel = await signInPanel();
    expect(panel.getByRole('button', { name: 'Login with SSO' })).toBeVisible();
    expect(panel.queryByRole('link', { name: 'Enter email' })).not.toBeInTheDocument();
    expect(panel.queryByText('or', { exact: true })).not.toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Quick Checkout' })).toBeVisible();
  });

  it('offers no single sign-on when the club has it off, nor its help link', async () => {
    const { api } = fakeCartApi(null);
    renderCheckout(<CheckoutPage />, {
      api,
      club: clubWithSso({ mode: 'off', help_url: 'https://help.example/sso' }),
    });
    const panel = await signInPanel();
    expect(panel.getByRole('link', { name: 'Enter email' })).toBeVisible();
    expect(panel.queryByRole('button', { name: 'Login with SSO' })).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: /Need help signing in/ })).not.toBeInTheDocument();
  });
});

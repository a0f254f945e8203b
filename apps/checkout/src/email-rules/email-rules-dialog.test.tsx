import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@touchline/api-client';
import { addToCart, selectEmailRulesError, selectNotifications } from '@touchline/store';
import { axe } from 'jest-axe';
import CartButton from '../cart-button/cart-button';
import { clearCookies, fakeCartApi, flush, renderCheckout } from '../testing/render-checkout';

beforeEach(clearCookies);

const items = [{ product_id: 4, metadata: { plan_id: 4 } }];

/** The cart button in the header, and an add the server refuses with `message`. */
async function refuseAdd(message: string) {
  const { api } = fakeCartApi(null);
  api.createCart.mockRejectedValue(new ApiError(message, 422));
  api.addCartItems.mockRejectedValue(new ApiError(message, 422));
  const rendered = renderCheckout(<CartButton />, { api });
  await screen.findByRole('button', { name: 'Cart, 0 items' });
  await act(async () => {
    rendered.store.dispatch(addToCart({ items }));
    await flush();
  });
  return rendered;
}

describe('the email rules dialog', () => {
  it("opens on an adult-email refusal with the server's text, the rules and the account link", async () => {
    const { container, store } = await refuseAdd('Please update the email for Aoife Byrne');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Please update the member emails',
    });
    expect(within(dialog).getByText('Please update the email for Aoife Byrne')).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((rule) => rule.textContent),
    ).toEqual([
      'Each adult member needs their own email address.',
      'The account must be in your own name.',
      'Member names must match the names on the account.',
    ]);
    // The page runs on http://localhost/; the account pages are on the myaccount host.
    expect(
      within(dialog).getByRole('link', { name: 'Update the emails in My account' }),
    ).toHaveAttribute('href', 'http://myaccount.localhost/');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(selectNotifications(store.getState())).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('closes on OK and forgets the refusal', async () => {
    const { store } = await refuseAdd('Please update the email for Aoife Byrne');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Please update the member emails',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(selectEmailRulesError(store.getState())).toBeNull();
  });

  it('closes on Escape and forgets the refusal', async () => {
    const { store } = await refuseAdd('Please update the email for Aoife Byrne');
    await screen.findByRole('alertdialog', { name: 'Please update the member emails' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(selectEmailRulesError(store.getState())).toBeNull();
  });

  it('stays closed for any other refusal, which is a notification', async () => {
    const refusal = 'Maximum number of subscriptions has been reached for this plan.';
    const { store } = await refuseAdd(refusal);
    await act(flush);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectEmailRulesError(store.getState())).toBeNull();
    expect(selectNotifications(store.getState()).map((n) => [n.type, n.title])).toEqual([
      ['danger', refusal],
    ]);
  });
});

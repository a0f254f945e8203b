import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Promotion } from '@touchline/contracts';
import { axe } from 'jest-axe';
import CartButton from '../cart-button/cart-button';
import { aCart, aDrawTicket, aShopItem } from '../testing/cart-fixtures';
import { clearCookies, fakeCartApi, renderCheckout, storeCartId } from '../testing/render-checkout';

beforeEach(clearCookies);

const summerDraw: Promotion = {
  product_id: 12,
  product_slug: 'summer-draw',
  product_type: 'Draw',
  description: 'Win a new car for €50',
  image: { path: 'http://api.test/draw.svg' },
};

async function openSheet() {
  await userEvent.click(await screen.findByRole('button', { name: /^Cart, [1-9]/ }));
  return screen.findByRole('dialog', { name: 'Shopping cart' });
}

describe('the cart sheet promotion', () => {
  it('offers the promoted product when the cart lacks it, leading to its page', async () => {
    storeCartId();
    const { api } = fakeCartApi(aCart([aShopItem('Club Jersey', 5500, 'Shop')]));
    const { container } = renderCheckout(<CartButton />, { api, promotion: summerDraw });
    const sheet = await openSheet();
    const card = await within(sheet).findByRole('region', { name: 'Promotion' });
    expect(within(card).getByText('Win a new car for €50')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(within(card).getByRole('button', { name: 'add' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/products/draw/summer-draw');
  });

  it('leaves the promotion out when the cart already holds the product', async () => {
    storeCartId();
    const ticket = { ...aDrawTicket(1), product_id: 12 };
    const { api } = fakeCartApi(aCart([ticket]));
    renderCheckout(<CartButton />, { api, promotion: summerDraw });
    const sheet = await openSheet();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(sheet).queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
  });

  it('shows no promotion in an empty cart', async () => {
    const { api } = fakeCartApi(null);
    renderCheckout(<CartButton />, { api, promotion: summerDraw });
    await userEvent.click(await screen.findByRole('button', { name: 'Cart, 0 items' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping cart' });
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(within(sheet).getByText('Your shopping cart is empty')).toBeVisible();
    expect(within(sheet).queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
  });
});

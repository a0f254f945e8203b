import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartDiscountCode, ShoppingCart } from '@touchline/contracts';
import { axe } from 'jest-axe';
import { useCart } from '../cart/use-cart';
import { aCart, aPlan, aShopItem, CART_ID } from '../testing/cart-fixtures';
import { clearCookies, fakeCartApi, renderCheckout, storeCartId } from '../testing/render-checkout';
import { DiscountCode } from './discount-code';

beforeEach(clearCookies);

function CartDiscount() {
  const cart = useCart();
  return cart ? <DiscountCode cart={cart} /> : null;
}

const kit20: CartDiscountCode = {
  name: 'Kit 20%',
  amount: 1100,
  total_amount: 1100,
  code: 'KIT20',
  type: 'percentage',
  value: 20,
};

function withCodeApi(cart: ShoppingCart) {
  const fake = fakeCartApi(cart);
  const discounted = { ...cart, discount_codes: [kit20] };
  const applyDiscountCode = jest.fn(
    async (_club: string, _cart: string, { code }: { code: string }) =>
      code === 'KIT20'
        ? { is_valid: true, message: '', shopping_cart: discounted }
        : { is_valid: false, message: 'This discount code is not valid', shopping_cart: cart },
  );
  const resetDiscountCode = jest.fn(async () => cart);
  Object.assign(fake.api, { applyDiscountCode, resetDiscountCode });
  return { ...fake, applyDiscountCode, resetDiscountCode };
}

describe('DiscountCode', () => {
  it("shows the server's refusal on the field, applies a valid code and removes it", async () => {
    storeCartId();
    const { api, applyDiscountCode, resetDiscountCode } = withCodeApi(
      aCart([aShopItem('Club Jersey', 5500, 'Shop')]),
    );
    const user = userEvent.setup();
    const { container } = renderCheckout(<CartDiscount />, { api });
    const field = await screen.findByLabelText('Discount code');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(applyDiscountCode).not.toHaveBeenCalled();

    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This discount code is not valid')).toBeVisible();
    expect(field).toHaveAccessibleDescription('This discount code is not valid');
    expect(await axe(container)).toHaveNoViolations();

    await user.clear(field);
    await user.type(field, 'KIT20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount code applied')).toBeVisible();
    expect(applyDiscountCode).toHaveBeenLastCalledWith('demo', CART_ID, { code: 'KIT20' });

    await user.click(screen.getByRole('button', { name: 'Remove discount code KIT20' }));
    expect(await screen.findByLabelText('Discount code')).toBeVisible();
    expect(resetDiscountCode).toHaveBeenCalledWith('demo', CART_ID);
  });

  it('says the code could not be applied when the server fails', async () => {
    storeCartId();
    const { api, applyDiscountCode } = withCodeApi(aCart([aShopItem('Club Jersey', 5500, 'Shop')]));
    applyDiscountCode.mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderCheckout(<CartDiscount />, { api });
    await user.type(await screen.findByLabelText('Discount code'), 'KIT20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Error applying discount code')).toBeVisible();
  });

  it('is hidden for a membership paid by a subscription until the club cancels it', async () => {
    storeCartId();
    const plan = { ...aPlan('Supporters Subscription', 1000), recurs_until_cancelled: true };
    const { api } = withCodeApi(aCart([plan]));
    const { store } = renderCheckout(<CartDiscount />, { api });
    await waitFor(() => expect(store.getState().cart?.status).toBe('loaded'));
    expect(screen.queryByLabelText('Discount code')).not.toBeInTheDocument();
  });
});

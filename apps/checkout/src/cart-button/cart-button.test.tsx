import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubAccount } from '@touchline/contracts';
import { itemsAdded } from '@touchline/store';
import { axe } from 'jest-axe';
import { useState } from 'react';
import {
  aCart,
  aDrawTicket,
  aLottoTicket,
  aPlan,
  aShopItem,
  aThirdChildCart,
} from '../testing/cart-fixtures';
import {
  clearCookies,
  clubRecord,
  fakeCartApi,
  renderCheckout,
  storeCartId,
} from '../testing/render-checkout';
import CartButton from './cart-button';

beforeEach(clearCookies);

const mixedCart = () =>
  aCart(
    [
      aShopItem('Club Jersey', 5500, 'Clubhouse shop'),
      aDrawTicket(3),
      aPlan('Adult Membership', 12000, ['Aoife', 'Murphy']),
      aLottoTicket(),
      aPlan('Social Membership', 0, ['Cian', 'Walsh']),
    ],
    1000,
  );

async function openSheet() {
  await userEvent.click(await screen.findByRole('button', { name: /^Cart, [1-9]/ }));
  return screen.findByRole('dialog', { name: 'Shopping cart' });
}

describe('CartButton', () => {
  it('makes no call and shows no count when no cart is stored', async () => {
    const { api } = fakeCartApi(mixedCart());
    renderCheckout(<CartButton />, { api });
    const button = await screen.findByRole('button', { name: 'Cart, 0 items' });
    expect(button).toHaveTextContent('');
    expect(api.getCart).not.toHaveBeenCalled();
  });

  it('shows the quantity of every line and the size of a shop item', async () => {
    storeCartId();
    const hats = {
      ...aShopItem('Bobble Hat', 2400, 'Clubhouse shop'),
      quantity: 2,
      shopping_cart_item: 91,
    };
    hats.metadata = { ...hats.metadata, size: 'M' };
    const books = { ...aDrawTicket(2), shopping_cart_item: 92, price: 24000 };
    books.metadata = {
      ...books.metadata,
      configurable_price: {
        title: 'Book of 3 tickets',
        price: 12000,
        lines: 3,
        entries: 3,
        draws: 1,
      },
    };
    const { api } = fakeCartApi(aCart([hats, books]));
    renderCheckout(<CartButton />, { api });
    const sheet = await openSheet();
    expect(within(sheet).getByText('Quantity: 2 × €12.00')).toBeInTheDocument();
    expect(within(sheet).getByText('Size: M')).toBeInTheDocument();
    expect(within(sheet).getByText('Quantity: 2 × €120.00')).toBeInTheDocument();
    expect(within(sheet).getByText('Book of 3 tickets')).toBeInTheDocument();
  });

  it('loads the stored cart and names its item count', async () => {
    storeCartId();
    const { api } = fakeCartApi(mixedCart());
    renderCheckout(<CartButton />, { api });
    const button = await screen.findByRole('button', { name: 'Cart, 5 items' });
    expect(button).toHaveTextContent('5');
    expect(api.getCart).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens the sheet with the items grouped in order under their headings', async () => {
    storeCartId();
    const { api } = fakeCartApi(mixedCart());
    renderCheckout(<CartButton />, { api });
    const sheet = await openSheet();
    const headings = within(sheet)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Membership plans',
      'Lotto tickets × 1',
      'Draw tickets × 3',
      'Shop items',
    ]);
    const plans = within(sheet).getByRole('region', { name: 'Membership plans' });
    expect(within(plans).getByText('Adult Membership')).toBeVisible();
    expect(within(plans).getByText('€120.00')).toBeVisible();
    expect(within(plans).getByText('Aoife Murphy')).toBeVisible();
    expect(within(plans).getByText('FREE')).toBeVisible();
    const lotto = within(sheet).getByRole('region', { name: 'Lotto tickets × 1' });
    expect(within(lotto).getByText('Lines: 2')).toBeVisible();
    expect(within(lotto).getByText('Line 1: 1, 5, 9, 22')).toBeVisible();
    expect(within(lotto).getByText('Draws: 4')).toBeVisible();
    expect(within(lotto).getByText('Auto renew selected')).toBeVisible();
    const shop = within(sheet).getByRole('region', { name: 'Shop items' });
    expect(within(shop).getByText('Clubhouse shop')).toBeVisible();
    expect(within(shop).getByText('€55.00')).toBeVisible();
  });

  it('shows Subtotal, Discount and Total', async () => {
    storeCartId();
    const withDiscount = fakeCartApi(mixedCart());
    renderCheckout(<CartButton />, { api: withDiscount.api });
    const sheet = await openSheet();
    expect(within(sheet).getByText('Subtotal').nextSibling).toHaveTextContent('€200.00');
    expect(within(sheet).getByText('Discount').nextSibling).toHaveTextContent('-€10.00');
    expect(within(sheet).getByText('Total').nextSibling).toHaveTextContent('€190.00');
  });

  it("says why a child's plan costs less: her place in the family this season, with the amount", async () => {
    storeCartId();
    const { api } = fakeCartApi(aThirdChildCart());
    renderCheckout(<CartButton />, { api });
    const sheet = await openSheet();
    const plans = within(sheet).getByRole('region', { name: 'Membership plans' });
    expect(within(plans).getByText('Cara Byrne')).toBeVisible();
    expect(
      within(plans).getByText('Third child in your family this season: -€20.00'),
    ).toBeVisible();
    expect(within(sheet).getByText('Discount').nextSibling).toHaveTextContent('-€20.00');
    expect(within(sheet).getByText('Total').nextSibling).toHaveTextContent('€60.00');
  });

  it('gives no reason for a discount that counted only the cart', async () => {
    storeCartId();
    const { api } = fakeCartApi(mixedCart());
    renderCheckout(<CartButton />, { api });
    const sheet = await openSheet();
    expect(within(sheet).queryByText(/in your family this season/)).not.toBeInTheDocument();
  });

  it('leaves the Discount line out when there is none', async () => {
    storeCartId();
    const { api } = fakeCartApi(aCart([aPlan('Adult Membership', 12000)]));
    renderCheckout(<CartButton />, { api });
    const sheet = await openSheet();
    expect(within(sheet).queryByText('Discount')).not.toBeInTheDocument();
    expect(within(sheet).getByText('Total').nextSibling).toHaveTextContent('€120.00');
  });

  it('shows a spinner on remove and disables it until the cart is read again', async () => {
    storeCartId();
    const fake = fakeCartApi(
      aCart([aPlan('Adult Membership', 12000), aShopItem('Club Jersey', 5500, 'Shop')]),
    );
    renderCheckout(<CartButton />, { api: fake.api });
    const sheet = await openSheet();
    fake.hold();
    const remove = within(sheet).getByRole('button', { name: 'Remove Club Jersey' });
    await userEvent.click(remove);
    expect(remove).toHaveAttribute('aria-busy', 'true');
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    fake.release();
    await waitFor(() => expect(within(sheet).queryByText('Club Jersey')).not.toBeInTheDocument());
    expect(fake.api.removeCartItem).toHaveBeenCalledTimes(1);
    expect(within(sheet).getByText('Total').nextSibling).toHaveTextContent('€120.00');
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it("arrives with its sheet open and the focus when the host's stand-in was pressed", async () => {
    const { api } = fakeCartApi(mixedCart());
    renderCheckout(<CartButton openSheet />, { api });
    const sheet = await screen.findByRole('dialog', { name: 'Shopping cart' });
    expect(within(sheet).getByText('Your shopping cart is empty')).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Closed, the sheet gives the focus back to the button that now stands in the header.
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toHaveFocus();
  });

  it('says the cart is empty once the last item is removed', async () => {
    storeCartId();
    const { api } = fakeCartApi(aCart([aShopItem('Club Jersey', 5500, 'Shop')]));
    renderCheckout(<CartButton />, {
      api,
      club: clubRecord({
        menu_items: [
          {
            title: 'Lotto',
            url: 'club-lotto',
            type: 'Product',
            product_type: 'LotteryPage',
            position: 1,
          },
        ],
        features: { lotto: true } as ClubAccount['features'],
      }),
    });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Remove Club Jersey' }));
    expect(await within(sheet).findByText('Your shopping cart is empty')).toBeVisible();
    expect(within(sheet).queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/products/lotto/club-lotto');
  });

  it('Checkout goes to /checkout and closes the sheet', async () => {
    storeCartId();
    const { api } = fakeCartApi(mixedCart());
    renderCheckout(<CartButton />, { api, path: '/news' });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Checkout' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout');
  });

  it('Continue shopping closes the sheet where the buyer is', async () => {
    storeCartId();
    const { api } = fakeCartApi(mixedCart());
    renderCheckout(<CartButton />, { api, path: '/news' });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/news');
    expect(screen.getByRole('button', { name: 'Cart, 5 items' })).toHaveFocus();
  });

  it('Continue shopping goes home first when the last item added was a plan', async () => {
    storeCartId();
    const cart = mixedCart();
    const { api } = fakeCartApi(cart);
    const { store } = renderCheckout(<CartButton />, { api, path: '/products/membership' });
    await screen.findByRole('button', { name: 'Cart, 5 items' });
    act(() => {
      store.dispatch(itemsAdded({ cart, type: 'Plan' }));
    });
    // An add opens the sheet by itself.
    const sheet = await screen.findByRole('dialog', { name: 'Shopping cart' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('opens the sheet when products are added, saying so, with the focus on Checkout', async () => {
    storeCartId();
    const cart = mixedCart();
    const { api } = fakeCartApi(cart);
    const { store, container } = renderCheckout(<CartButton />, { api, path: '/products/shop' });
    await screen.findByRole('button', { name: 'Cart, 5 items' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(
        itemsAdded({
          cart,
          type: 'ShopItem',
          message: 'Products have been successfully added to your cart',
        }),
      );
    });
    const sheet = await screen.findByRole('dialog', { name: 'Shopping cart' });
    expect(within(sheet).getByRole('status')).toHaveTextContent(
      'Products have been successfully added to your cart',
    );
    expect(within(sheet).getByText('Club Jersey')).toBeVisible();
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Checkout' })).toHaveFocus(),
    );
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Opened from its button, the sheet says nothing of an add.
    await openSheet();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens the sheet for an add made before it arrived, once', async () => {
    storeCartId();
    const cart = mixedCart();
    const { api } = fakeCartApi(cart);
    /** The header's slot: no cart button until the add has loaded it, and none on checkout. */
    function Slot() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown((value) => !value)}>
            Toggle
          </button>
          {shown && <CartButton />}
        </>
      );
    }
    const { store } = renderCheckout(<Slot />, { api, path: '/products/shop' });
    act(() => {
      store.dispatch(
        itemsAdded({
          cart,
          type: 'ShopItem',
          message: 'Products have been successfully added to your cart',
        }),
      );
    });
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping cart' });
    expect(within(sheet).getByRole('status')).toHaveTextContent(
      'Products have been successfully added to your cart',
    );
    await userEvent.keyboard('{Escape}');
    // Seen once: the button that comes back opens nothing by itself.
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByRole('button', { name: 'Cart, 5 items' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and passes axe while open', async () => {
    storeCartId();
    const { api } = fakeCartApi(mixedCart());
    const { container } = renderCheckout(<CartButton />, { api });
    await openSheet();
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

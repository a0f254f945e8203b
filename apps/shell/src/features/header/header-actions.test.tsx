import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_COOKIE, removeCookie } from '@touchline/api-client';
import type { ShoppingCart } from '@touchline/contracts';
import type { RemoteSlotProps } from '@touchline/federation';
import { NotificationStack } from '@touchline/notifications';
import {
  ADDED_TO_CART,
  addToCart,
  cartSaga,
  cartSlice,
  registerSlice,
  selectLastAdd,
  type CartApi,
} from '@touchline/store';
import { renderWithStore } from '../../test/render-with-store';
import { HeaderActions } from './header-actions';

/** Whether the checkout remote is down: its module fails to load and its slot shows the fallback. */
let mockCheckoutDown = false;
// The auth remote is always down here: its slot shows the plain sign-in link.
jest.mock('@touchline/federation', () => ({
  loadExposed: (id: string) =>
    id.startsWith('checkout/') && mockCheckoutDown
      ? Promise.reject(new Error('The checkout remote is down'))
      : Promise.resolve({}),
  // The page is never idle here: the widgets load when the cart or a session asks for them.
  whenPageIdle: () => new Promise(() => undefined),
  whenIdleAgain: () => new Promise(() => undefined),
  RemoteSlot: ({ remote, fallback }: RemoteSlotProps) =>
    remote === 'checkout' && !mockCheckoutDown ? (
      <button type="button">Cart</button>
    ) : (
      fallback({ remote, retry: () => {} })
    ),
}));

const emptyCart: ShoppingCart = {
  shopping_cart_id: '0b6e2f5e-6d3c-4a57-9a57-6f1c1d1f4b8a',
  account_id: 1,
  currency: 'EUR',
  items: [],
  pay_today: { subtotal: 0, discount: 0, total: 0 },
  totals: { subtotal: 0, discount: 0, total: 0 },
  discount_codes: [],
  multiproduct_discounts: [],
  shop_item_discounts: [],
  has_membership_items: false,
  requires_saved_card: false,
  associated: false,
  updated_at: '2026-05-01T10:00:00.000Z',
};

/** Does `step`, then lets the calls and the remotes' loads it starts finish, and the page show it. */
const settle = (step: () => void = () => {}) =>
  act(async () => {
    step();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** The header's widgets and the toasts, over a store whose cart adds answer at once. */
function renderWithCart(route = '/products/shop') {
  const api: Partial<CartApi> = {
    createCart: jest.fn().mockResolvedValue(emptyCart),
    addCartItems: jest.fn().mockResolvedValue(emptyCart),
  };
  const view = renderWithStore(
    <>
      <HeaderActions />
      <NotificationStack />
    </>,
    {
      route,
      beforeRender: (store) => {
        store.setSagaContext({ api });
        registerSlice(cartSlice);
        store.injectSaga(cartSlice.reducerPath, cartSaga);
      },
    },
  );
  /** A product page's add, with its success text, and what the page does once it is answered. */
  const add = () =>
    settle(() =>
      view.store.dispatch(addToCart({ items: [{ product_id: 4 }], successMessage: ADDED_TO_CART })),
    );
  return { ...view, add };
}

/** Reaches for the header's widgets, which loads the remotes (the cart's shows no items yet). */
async function reachForCart() {
  await userEvent.hover(screen.getByRole('button', { name: 'Cart, 0 items' }));
  await settle();
}

const toasts = () => screen.getByRole('status');

afterEach(() => {
  mockCheckoutDown = false;
  removeCookie(CART_COOKIE);
});

describe("the header's cart slot and an add's success text", () => {
  it('leaves the text to the cart sheet while the header shows the cart button', async () => {
    const { store, add } = renderWithCart();
    await reachForCart();
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();

    await add();
    // Left unseen: the cart button opens its sheet for it, saying so.
    expect(selectLastAdd(store.getState())).toEqual({
      seq: 1,
      message: ADDED_TO_CART,
      seen: false,
    });
    expect(toasts()).not.toHaveTextContent(ADDED_TO_CART);
  });

  it('says it in a toast when the checkout remote failed to load and the slot is empty', async () => {
    mockCheckoutDown = true;
    const { add } = renderWithCart();
    await reachForCart();
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();

    await add();
    expect(toasts()).toHaveTextContent(ADDED_TO_CART);
  });

  it('says it in a toast on the checkout pages, which have no cart slot', async () => {
    const { add } = renderWithCart('/checkout');
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();

    await add();
    expect(toasts()).toHaveTextContent(ADDED_TO_CART);
  });
});

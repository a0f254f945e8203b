import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteSlotProps } from '@touchline/federation';
import {
  ADDED_TO_CART,
  addToCart,
  cartSlice,
  registerSlice,
  selectHasCartSheet,
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

/** Lets the remotes' loads finish, and the page show them. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/**
 * The header's widgets over a store with a cart. The cart's behaviour (the checkout's) says an
 * add in the cart button's sheet while the header says it has one, else in a notification.
 */
function renderWithCart(route = '/products/shop') {
  const view = renderWithStore(<HeaderActions />, {
    route,
    beforeRender: () => {
      registerSlice(cartSlice);
    },
  });
  /** A product page's add, which brings the cart into the store. */
  const add = () =>
    act(() => {
      view.store.dispatch(addToCart({ items: [{ product_id: 4 }], successMessage: ADDED_TO_CART }));
    });
  return { ...view, add };
}

/** Reaches for the header's widgets, which loads the remotes (the cart's shows no items yet). */
async function reachForCart() {
  await userEvent.hover(screen.getByRole('button', { name: 'Cart, 0 items' }));
  await settle();
}

afterEach(() => {
  mockCheckoutDown = false;
});

describe("the header's cart slot and where an add is said", () => {
  it('names the cart sheet while the header shows the cart button', async () => {
    const { store, add } = renderWithCart();
    await reachForCart();
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    add();
    expect(selectHasCartSheet(store.getState())).toBe(true);
  });

  it('leaves it to a notification when the checkout remote failed to load and the slot is empty', async () => {
    mockCheckoutDown = true;
    const { store, add } = renderWithCart();
    await reachForCart();
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
    add();
    expect(selectHasCartSheet(store.getState())).toBe(false);
  });

  it('leaves it to a notification on the checkout pages, which have no cart slot', async () => {
    const { store, add } = renderWithCart('/checkout');
    await settle();
    add();
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(selectHasCartSheet(store.getState())).toBe(false);
  });
});

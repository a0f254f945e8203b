import { ApiError } from '@touchline/api-client';
import type { ShoppingCart } from '@touchline/contracts';
import {
  ADD_TO_CART_LOADER,
  ADDED_TO_CART,
  addToCart,
  cartLoaded,
  cartSheetMounted,
  cartSheetUnmounted,
  clearCart,
  clubSlice,
  emailRulesDismissed,
  initStore,
  lastAddSeen,
  loadCart,
  loadClub,
  loadersSaga,
  loadersSlice,
  notificationsSlice,
  orderSubmitted,
  registerSlice,
  removeCartItem,
  resetStoreForTests,
  selectCart,
  selectCartCount,
  selectCartIsEmpty,
  selectCartStatus,
  selectEmailRulesError,
  selectIsFreeCheckout,
  selectIsItemDeleting,
  selectIsItemUpdating,
  selectIsLoading,
  selectLastAdd,
  selectLastAddedType,
  selectNotifications,
  setPaymentOption,
  signedIn,
} from '@touchline/store';
import Cookies from 'js-cookie';
import { takeEvery } from 'redux-saga/effects';
import { aCart, aCartItem, aUser, CART_ID, NEW_CART_ID } from './cart-saga.fixtures';
import type { CartApi } from './cart-saga';
import startCartBehaviour from './start-cart-behaviour';

const items = [{ product_id: 4, metadata: { plan_id: 4 } }];

function fakeCartApi(overrides: Partial<CartApi> = {}) {
  return {
    getCart: jest.fn().mockResolvedValue(aCart()),
    createCart: jest.fn().mockResolvedValue(aCart([aCartItem()], NEW_CART_ID)),
    addCartItems: jest.fn().mockResolvedValue(aCart()),
    associateCart: jest.fn().mockResolvedValue({ ...aCart(), associated: true }),
    removeCartItem: jest.fn().mockResolvedValue(aCart([])),
    setCartItemPaymentOption: jest.fn().mockResolvedValue(aCart()),
    ...overrides,
  } satisfies CartApi;
}

/** The page's store with the cart's behaviour started, its calls answered by `api`. */
function cartStore(api: CartApi) {
  resetStoreForTests();
  const store = initStore({ context: { api } });
  registerSlice(clubSlice);
  registerSlice(notificationsSlice);
  registerSlice(loadersSlice, loadersSaga);
  startCartBehaviour();
  store.dispatch(loadClub('demo'));
  return store;
}

/** Lets pending promises and the sagas waiting on them run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Records the type of every action dispatched from now on (sagas' own puts included). */
function recordActions(store: ReturnType<typeof cartStore>): string[] {
  const types: string[] = [];
  store.injectSaga(`record-${Math.random()}`, function* record() {
    yield takeEvery('*', (action: { type: string }) => {
      types.push(action.type);
    });
  });
  return types;
}

const notices = (store: ReturnType<typeof cartStore>) =>
  selectNotifications(store.getState()).map((n) => [n.type, n.title]);

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('loading the cart', () => {
  it('stops with no call when no cart id is stored', async () => {
    const api = fakeCartApi();
    const store = cartStore(api);
    store.dispatch(loadCart());
    await flush();
    expect(api.getCart).not.toHaveBeenCalled();
    expect(selectCartStatus(store.getState())).toBe('loaded');
    expect(selectCartIsEmpty(store.getState())).toBe(true);
  });

  it('loads the cart of the id in the cookie', async () => {
    Cookies.set('touchline_cart', CART_ID);
    const api = fakeCartApi();
    const store = cartStore(api);
    store.dispatch(loadCart());
    expect(selectCartStatus(store.getState())).toBe('loading');
    await flush();
    expect(api.getCart).toHaveBeenCalledWith('demo', CART_ID, expect.anything());
    expect(selectCartCount(store.getState())).toBe(1);
    expect(selectCartIsEmpty(store.getState())).toBe(false);
    expect(selectIsFreeCheckout(store.getState())).toBe(false);
  });

  it("keeps a cart handed over in the address (?cart=) that is the visitor's own account's, and takes it out of the address", async () => {
    Cookies.set('touchline_cart', NEW_CART_ID);
    window.history.replaceState(null, '', `/?cart=${CART_ID}`);
    const own = { ...aCart(), associated: true };
    const api = fakeCartApi({ getCart: jest.fn().mockResolvedValue(own) });
    const store = cartStore(api);
    store.dispatch(loadCart());
    await flush();
    expect(api.getCart).toHaveBeenCalledWith('demo', CART_ID, expect.anything());
    expect(Cookies.get('touchline_cart')).toBe(CART_ID);
    expect(selectCart(store.getState())).toEqual(own);
    expect(window.location.search).toBe('');
  });

  it('never takes a handed cart that belongs to no account: a link cannot give a visitor a cart someone else can read', async () => {
    Cookies.set('touchline_cart', NEW_CART_ID);
    window.history.replaceState(null, '', `/?cart=${CART_ID}`);
    const mine = aCart([aCartItem()], NEW_CART_ID);
    const getCart = jest.fn((_slug: string, id: string) =>
      Promise.resolve(id === CART_ID ? aCart() : mine),
    );
    const store = cartStore(fakeCartApi({ getCart }));
    store.dispatch(loadCart());
    await flush();
    expect(Cookies.get('touchline_cart')).toBe(NEW_CART_ID);
    expect(selectCart(store.getState())?.shopping_cart_id).toBe(NEW_CART_ID);
    expect(window.location.search).toBe('');
  });

  it("keeps its own cart when a handed cart is not found (another account's, or gone)", async () => {
    Cookies.set('touchline_cart', NEW_CART_ID);
    window.history.replaceState(null, '', `/?cart=${CART_ID}`);
    const mine = aCart([aCartItem()], NEW_CART_ID);
    const getCart = jest.fn((_slug: string, id: string) =>
      id === CART_ID
        ? Promise.reject(new ApiError('Not found', 404, { code: 'cart_not_found' }))
        : Promise.resolve(mine),
    );
    const store = cartStore(fakeCartApi({ getCart }));
    store.dispatch(loadCart());
    await flush();
    expect(Cookies.get('touchline_cart')).toBe(NEW_CART_ID);
    expect(selectCart(store.getState())?.shopping_cart_id).toBe(NEW_CART_ID);
  });

  it('counts a cart with nothing to pay today as a free checkout', async () => {
    Cookies.set('touchline_cart', CART_ID);
    const free = aCartItem({
      price: 0,
      total: 0,
      pay_today: { subtotal: 0, discount: 0, total: 0 },
    });
    const store = cartStore(fakeCartApi({ getCart: jest.fn().mockResolvedValue(aCart([free])) }));
    store.dispatch(loadCart());
    await flush();
    expect(selectIsFreeCheckout(store.getState())).toBe(true);
  });

  it('keeps the newer answer when a second load supersedes a running one', async () => {
    Cookies.set('touchline_cart', CART_ID);
    let answerFirst: (cart: ShoppingCart) => void = () => undefined;
    const first = new Promise<ShoppingCart>((resolve) => {
      answerFirst = resolve;
    });
    const newer = aCart([aCartItem(), aCartItem({ shopping_cart_item: 13, product_id: 5 })]);
    const getCart = jest.fn().mockReturnValueOnce(first).mockResolvedValueOnce(newer);
    const store = cartStore(fakeCartApi({ getCart }));
    const recorded = recordActions(store);
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(selectCart(store.getState())));
    store.dispatch(loadCart());
    store.dispatch(loadCart());
    await flush();
    answerFirst(aCart());
    await flush();
    expect(selectCart(store.getState())).toEqual(newer);
    expect(selectCartCount(store.getState())).toBe(2);
    // The cancelled load never stores a value of its own as the cart.
    expect(seen.filter((cart) => cart !== null && cart !== newer)).toEqual([]);
    expect(recorded.filter((type) => type === cartLoaded.type)).toHaveLength(1);
    expect(getCart.mock.calls[0][2].signal.aborted).toBe(true);
  });

  it('forgets a cart the server no longer has, without a notice', async () => {
    Cookies.set('touchline_cart', CART_ID);
    const api = fakeCartApi({ getCart: jest.fn().mockRejectedValue(new ApiError('', 404)) });
    const store = cartStore(api);
    store.dispatch(loadCart());
    await flush();
    expect(Cookies.get('touchline_cart')).toBeUndefined();
    expect(selectCart(store.getState())).toBeNull();
    expect(notices(store)).toEqual([]);
  });

  it('says "Error fetching shopping cart" when the load fails', async () => {
    Cookies.set('touchline_cart', CART_ID);
    const api = fakeCartApi({ getCart: jest.fn().mockRejectedValue(new ApiError('', 0)) });
    const store = cartStore(api);
    store.dispatch(loadCart());
    await flush();
    expect(notices(store)).toEqual([['danger', 'Error fetching shopping cart']]);
    expect(selectCartStatus(store.getState())).toBe('failed');
    expect(Cookies.get('touchline_cart')).toBe(CART_ID);
  });
});

describe('adding to the cart', () => {
  it('creates a cart when none is stored and keeps its id in a cookie', async () => {
    const api = fakeCartApi();
    const store = cartStore(api);
    store.dispatch(addToCart({ items, successMessage: ADDED_TO_CART }));
    expect(selectIsLoading(ADD_TO_CART_LOADER)(store.getState())).toBe(true);
    await flush();
    expect(api.createCart).toHaveBeenCalledWith('demo', { items });
    expect(api.addCartItems).not.toHaveBeenCalled();
    expect(Cookies.get('touchline_cart')).toBe(NEW_CART_ID);
    expect(selectCartCount(store.getState())).toBe(1);
    expect(selectLastAddedType(store.getState())).toBe('Plan');
    expect(notices(store)).toEqual([
      ['success', 'Products have been successfully added to your cart'],
    ]);
  });

  it('opens the cart sheet with the success text instead of a notification, when one is shown', async () => {
    const api = fakeCartApi();
    const store = cartStore(api);
    store.dispatch(cartSheetMounted());
    expect(selectLastAdd(store.getState())).toBeNull();
    store.dispatch(addToCart({ items, successMessage: ADDED_TO_CART }));
    await flush();
    expect(selectLastAdd(store.getState())).toEqual({
      seq: 1,
      message: ADDED_TO_CART,
      seen: false,
    });
    store.dispatch(lastAddSeen(1));
    expect(selectLastAdd(store.getState())?.seen).toBe(true);
    expect(notices(store)).toEqual([]);
    store.dispatch(addToCart({ items }));
    await flush();
    expect(selectLastAdd(store.getState())).toEqual({ seq: 2, message: null, seen: false });
    // Without a cart button on the page (the checkout page), the notification says it.
    store.dispatch(cartSheetUnmounted());
    store.dispatch(addToCart({ items, successMessage: ADDED_TO_CART }));
    await flush();
    expect(notices(store)).toEqual([
      ['success', 'Products have been successfully added to your cart'],
    ]);
    // Said by the notification: a cart button that comes later opens no sheet for it.
    expect(selectLastAdd(store.getState())?.seen).toBe(true);
  });

  it('says an add the sheet never showed in a notification, when the cart slot goes away', async () => {
    const store = cartStore(fakeCartApi());
    // The header's slot is there while the cart button loads; the add ends first.
    store.dispatch(cartSheetMounted());
    store.dispatch(addToCart({ items, successMessage: ADDED_TO_CART }));
    await flush();
    expect(notices(store)).toEqual([]);
    // The cart button could not load: nothing will open a sheet for the add.
    store.dispatch(cartSheetUnmounted());
    await flush();
    expect(notices(store)).toEqual([
      ['success', 'Products have been successfully added to your cart'],
    ]);
    expect(selectLastAdd(store.getState())?.seen).toBe(true);
    // An add already shown in the sheet is not said again.
    store.dispatch(cartSheetMounted());
    store.dispatch(addToCart({ items, successMessage: ADDED_TO_CART }));
    await flush();
    store.dispatch(lastAddSeen(2));
    store.dispatch(cartSheetUnmounted());
    await flush();
    expect(notices(store)).toHaveLength(1);
  });

  it('adds to the stored cart', async () => {
    Cookies.set('touchline_cart', CART_ID);
    const api = fakeCartApi();
    const store = cartStore(api);
    store.dispatch(addToCart({ items }));
    await flush();
    expect(api.addCartItems).toHaveBeenCalledWith('demo', CART_ID, { items });
    expect(api.createCart).not.toHaveBeenCalled();
    expect(notices(store)).toEqual([]);
  });

  it('creates a new cart when the server answers 404 for the stored one', async () => {
    Cookies.set('touchline_cart', CART_ID);
    const api = fakeCartApi({ addCartItems: jest.fn().mockRejectedValue(new ApiError('', 404)) });
    const store = cartStore(api);
    store.dispatch(addToCart({ items }));
    await flush();
    expect(api.createCart).toHaveBeenCalledWith('demo', { items });
    expect(Cookies.get('touchline_cart')).toBe(NEW_CART_ID);
  });

  it('passes other failures on with the default text', async () => {
    Cookies.set('touchline_cart', CART_ID);
    const api = fakeCartApi({
      addCartItems: jest.fn().mockRejectedValue(new ApiError('Server error', 500)),
    });
    const store = cartStore(api);
    store.dispatch(addToCart({ items }));
    await flush();
    expect(api.createCart).not.toHaveBeenCalled();
    expect(notices(store)).toEqual([['danger', 'Error adding items to your cart']]);
    expect(Cookies.get('touchline_cart')).toBe(CART_ID);
  });

  it('shows subscription-limit and member-email refusals as the server words them', async () => {
    const refusal = 'Maximum number of subscriptions has been reached for this plan.';
    const store = cartStore(
      fakeCartApi({ createCart: jest.fn().mockRejectedValue(new ApiError(refusal, 422)) }),
    );
    store.dispatch(addToCart({ items }));
    await flush();
    expect(notices(store)).toEqual([['danger', refusal]]);
  });

  it('shows a plan the person already holds as the server words it', async () => {
    const refusal = 'Siobhan Murphy already has Adult Playing Membership until 31/12/2026.';
    Cookies.set('touchline_cart', CART_ID);
    const store = cartStore(
      fakeCartApi({
        addCartItems: jest
          .fn()
          .mockRejectedValue(
            new ApiError(refusal, 409, { message: refusal, code: 'membership_held' }),
          ),
      }),
    );
    store.dispatch(addToCart({ items }));
    await flush();
    expect(notices(store)).toEqual([['danger', refusal]]);
    expect(Cookies.get('touchline_cart')).toBe(CART_ID);
  });

  it('keeps an adult-email refusal for the email rules dialog instead of a notice', async () => {
    const refusal = 'Please update the email for Oisin Murphy';
    const store = cartStore(
      fakeCartApi({ createCart: jest.fn().mockRejectedValue(new ApiError(refusal, 422)) }),
    );
    store.dispatch(addToCart({ items }));
    await flush();
    expect(notices(store)).toEqual([]);
    expect(selectEmailRulesError(store.getState())).toBe(refusal);
  });

  it('forgets the adult-email refusal once the email rules dialog is dismissed', async () => {
    const refusal = 'Please update the email for Aoife Byrne';
    const store = cartStore(
      fakeCartApi({ createCart: jest.fn().mockRejectedValue(new ApiError(refusal, 422)) }),
    );
    expect(selectEmailRulesError(store.getState())).toBeNull();
    store.dispatch(addToCart({ items }));
    await flush();
    expect(selectEmailRulesError(store.getState())).toBe(refusal);
    store.dispatch(emailRulesDismissed());
    expect(selectEmailRulesError(store.getState())).toBeNull();
    expect(notices(store)).toEqual([]);
  });

  it('runs quick adds one after another, so only one cart is created', async () => {
    const api = fakeCartApi();
    const store = cartStore(api);
    store.dispatch(addToCart({ items }));
    store.dispatch(addToCart({ items: [{ product_id: 9 }] }));
    await flush();
    await flush();
    expect(api.createCart).toHaveBeenCalledTimes(1);
    expect(api.addCartItems).toHaveBeenCalledWith('demo', NEW_CART_ID, {
      items: [{ product_id: 9 }],
    });
  });
});

describe('removing an item', () => {
  it('marks the item deleting until the cart is read again', async () => {
    Cookies.set('touchline_cart', CART_ID);
    let answer: (cart: ShoppingCart) => void = () => undefined;
    const api = fakeCartApi({
      getCart: jest.fn().mockResolvedValueOnce(aCart()).mockResolvedValueOnce(aCart([])),
      removeCartItem: jest.fn(() => new Promise<ShoppingCart>((resolve) => (answer = resolve))),
    });
    const store = cartStore(api);
    store.dispatch(loadCart());
    await flush();

    store.dispatch(removeCartItem(12));
    expect(selectIsItemDeleting(12)(store.getState())).toBe(true);
    await flush();
    expect(api.removeCartItem).toHaveBeenCalledWith('demo', CART_ID, 12);
    expect(selectIsItemDeleting(12)(store.getState())).toBe(true);
    answer(aCart([]));
    await flush();
    expect(api.getCart).toHaveBeenCalledTimes(2);
    expect(selectIsItemDeleting(12)(store.getState())).toBe(false);
    expect(selectCartIsEmpty(store.getState())).toBe(true);
  });

  it('says so and unmarks the item when the removal fails', async () => {
    Cookies.set('touchline_cart', CART_ID);
    const api = fakeCartApi({ removeCartItem: jest.fn().mockRejectedValue(new ApiError('', 500)) });
    const store = cartStore(api);
    store.dispatch(removeCartItem(12));
    await flush();
    expect(notices(store)).toEqual([['danger', 'Error attempting to remove shopping cart item']]);
    expect(selectIsItemDeleting(12)(store.getState())).toBe(false);
  });
});

describe('payment option and account', () => {
  it('sets the payment option of an item', async () => {
    Cookies.set('touchline_cart', CART_ID);
    const withOption = aCart([aCartItem({ payment_option_id: 3 })]);
    const api = fakeCartApi({ setCartItemPaymentOption: jest.fn().mockResolvedValue(withOption) });
    const store = cartStore(api);
    store.dispatch(setPaymentOption({ itemId: 12, paymentOptionId: 3 }));
    expect(selectIsItemUpdating(12)(store.getState())).toBe(true);
    await flush();
    expect(api.setCartItemPaymentOption).toHaveBeenCalledWith('demo', CART_ID, 12, {
      payment_option_id: 3,
    });
    expect(selectCart(store.getState())?.items[0]?.payment_option_id).toBe(3);
    expect(selectIsItemUpdating(12)(store.getState())).toBe(false);
  });

  it("shows the server's message when the option is refused", async () => {
    Cookies.set('touchline_cart', CART_ID);
    const api = fakeCartApi({
      setCartItemPaymentOption: jest
        .fn()
        .mockRejectedValue(new ApiError('This payment option is not offered for the item', 422)),
    });
    const store = cartStore(api);
    store.dispatch(setPaymentOption({ itemId: 12, paymentOptionId: 99 }));
    await flush();
    expect(notices(store)).toEqual([['danger', 'This payment option is not offered for the item']]);
  });

  it('associates the stored cart with the account after sign-in', async () => {
    Cookies.set('touchline_cart', CART_ID);
    const api = fakeCartApi();
    const store = cartStore(api);
    store.dispatch(signedIn(aUser()));
    await flush();
    expect(api.associateCart).toHaveBeenCalledWith('demo', CART_ID);
    expect(selectCart(store.getState())?.associated).toBe(true);
  });

  it('has nothing to associate without a stored cart', async () => {
    const api = fakeCartApi();
    const store = cartStore(api);
    store.dispatch(signedIn(aUser()));
    await flush();
    expect(api.associateCart).not.toHaveBeenCalled();
  });

  it('shows no cart once an order is placed, and keeps for the confirmation only what the server still has', async () => {
    Cookies.set('touchline_cart', CART_ID);
    const getCart = jest.fn().mockResolvedValue(aCart([aCartItem(), aCartItem()]));
    const store = cartStore(fakeCartApi({ getCart }));
    store.dispatch(loadCart());
    await flush();
    expect(selectCartCount(store.getState())).toBe(2);
    store.dispatch(orderSubmitted());
    await flush();
    expect(selectCart(store.getState())).toBeNull();
    expect(selectCartStatus(store.getState())).toBe('loaded');
    expect(Cookies.get('touchline_cart')).toBe(CART_ID);
    // Added in another tab while the order was paid: the server kept that one line.
    getCart.mockResolvedValueOnce(aCart([aCartItem()]));
    store.dispatch(loadCart());
    await flush();
    expect(selectCartCount(store.getState())).toBe(1);
    expect(Cookies.get('touchline_cart')).toBe(CART_ID);
    // Nothing was added: the server closed the cart with the order.
    getCart.mockRejectedValueOnce(new ApiError('Shopping cart not found', 404));
    store.dispatch(loadCart());
    await flush();
    expect(selectCart(store.getState())).toBeNull();
    expect(Cookies.get('touchline_cart')).toBeUndefined();
    expect(notices(store)).toEqual([]);
  });

  it('forgets the cart and its cookie when cleared', async () => {
    Cookies.set('touchline_cart', CART_ID);
    const store = cartStore(fakeCartApi());
    store.dispatch(loadCart());
    await flush();
    store.dispatch(clearCart());
    await flush();
    expect(Cookies.get('touchline_cart')).toBeUndefined();
    expect(selectCart(store.getState())).toBeNull();
  });
});

import type { Saga } from 'redux-saga';
import Cookies from 'js-cookie';
import { aCart, aCartItem, NEW_CART_ID } from './testing/fixtures';
import { clearBrowserState, flush, testStore, withClub } from './testing/test-store';
import { lazyAuthSaga, lazyCartSaga, registerAuth, registerCart } from './register-core-slices';
import { authSaga } from './slices/auth/auth-saga';
import { selectAuthStatus } from './slices/auth/auth-selectors';
import { startAuth } from './slices/auth/auth-slice';
import { cartSaga } from './slices/cart/cart-saga';
import { selectCartCount } from './slices/cart/cart-selectors';
import { addToCart, loadCart } from './slices/cart/cart-slice';
import { ADDED_TO_CART } from './slices/cart/cart-messages';
import { selectNotifications } from './slices/notifications';

/** The action types a root saga's `takeEvery`/`takeLatest` forks answer. */
function takenTypes(saga: Saga): string[] {
  const types: string[] = [];
  const iterator = saga();
  for (let step = iterator.next(); !step.done; step = iterator.next()) {
    const [pattern] = (step.value as { payload: { args: unknown[] } }).payload.args;
    if (typeof pattern === 'string') types.push(pattern);
  }
  return types;
}

function fakeApi() {
  return {
    getCart: jest.fn().mockResolvedValue(aCart()),
    createCart: jest.fn().mockResolvedValue(aCart([aCartItem()], NEW_CART_ID)),
    addCartItems: jest.fn().mockResolvedValue(aCart()),
    associateCart: jest.fn(),
    removeCartItem: jest.fn(),
    setCartItemPaymentOption: jest.fn(),
    getUser: jest.fn(),
    refreshToken: jest.fn(),
    signIn: jest.fn(),
    revokeToken: jest.fn(),
  };
}

beforeEach(clearBrowserState);

describe('the session and cart sagas, loaded with their first action', () => {
  it('answer every action their root sagas take', () => {
    expect([...lazyAuthSaga.actions].sort()).toEqual(takenTypes(authSaga).sort());
    // The cart also queues every add (`actionChannel`), outside its `take` helpers.
    expect([...lazyCartSaga.actions].sort()).toEqual(
      [...takenTypes(cartSaga), addToCart.type].sort(),
    );
  });

  it('do not load before an action they answer', async () => {
    const load = jest.spyOn(lazyCartSaga, 'load');
    const store = testStore(fakeApi());
    registerCart();
    withClub(store);
    await flush();
    expect(load).not.toHaveBeenCalled();
    load.mockRestore();
  });

  it('answer the actions dispatched while their code loads, in order', async () => {
    const api = fakeApi();
    const store = testStore(api);
    registerCart();
    withClub(store);
    store.dispatch(addToCart({ items: [{ product_id: 4 }], successMessage: ADDED_TO_CART }));
    store.dispatch(addToCart({ items: [{ product_id: 5 }] }));
    await flush();
    await flush();
    expect(api.createCart).toHaveBeenCalledWith('demo', { items: [{ product_id: 4 }] });
    expect(api.addCartItems).toHaveBeenCalledWith('demo', NEW_CART_ID, {
      items: [{ product_id: 5 }],
    });
    expect(selectCartCount(store.getState())).toBeGreaterThan(0);
    expect(selectNotifications(store.getState()).map((notice) => notice.title)).toContain(
      ADDED_TO_CART,
    );
  });

  it('answer later actions once loaded, and load once per store', async () => {
    const api = fakeApi();
    const store = testStore(api);
    const load = jest.spyOn(lazyAuthSaga, 'load');
    registerAuth();
    registerAuth();
    store.dispatch(startAuth());
    await flush();
    await flush();
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    registerCart();
    withClub(store);
    Cookies.set('touchline_cart', 'cart-1');
    store.dispatch(loadCart());
    await flush();
    await flush();
    expect(api.getCart).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    load.mockRestore();
  });
});

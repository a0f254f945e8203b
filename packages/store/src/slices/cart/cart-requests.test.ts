import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { registerSlice } from '../../core/inject';
import { registerCart } from '../../register-core-slices';
import { flush, testStore } from '../../testing/test-store';
import { notificationsSlice, selectNotifications } from '../notifications';
import { CART_BEHAVIOUR_SERVICE, CART_REQUESTS_SERVICE } from './cart-requests';
import { selectCartStatus } from './cart-selectors';
import { addToCart, loadCart } from './cart-slice';
import { ADD_TO_CART_FAILED, CART_FETCH_FAILED } from './cart-texts';

const add = addToCart({ items: [{ product_id: 4 }] });

/** A store whose host loads the cart's behaviour with `load`. */
function pageWith(load?: () => Promise<void>) {
  const store = testStore({}, load ? { [CART_BEHAVIOUR_SERVICE]: load } : {});
  registerSlice(notificationsSlice);
  return store;
}

/** A stand-in for the checkout's behaviour: takes the cart's requests and keeps them. */
function behaviourTaking(store: ReturnType<typeof pageWith>, taken: Action[]) {
  store.injectSaga('cartBehaviour', function* behaviour() {
    const requests = store.getService<Channel<Action>>(CART_REQUESTS_SERVICE)!;
    while (true) taken.push((yield take(requests)) as Action);
  });
}

const notices = (store: ReturnType<typeof pageWith>) =>
  selectNotifications(store.getState()).map((notice) => notice.title);

describe("the cart's requests", () => {
  it('wait in order for the behaviour while its code loads, and reach it once loaded', async () => {
    let loaded: () => void = () => undefined;
    const store = pageWith(() => new Promise<void>((resolve) => (loaded = resolve)));
    const taken: Action[] = [];
    registerCart();
    store.dispatch(loadCart());
    store.dispatch(add);
    await flush();
    expect(taken).toEqual([]);

    behaviourTaking(store, taken);
    loaded();
    await flush();
    expect(taken.map((action) => action.type)).toEqual([loadCart.type, addToCart.type]);
  });

  it('are said as failed when the behaviour cannot load, and the next request tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('The checkout is down'));
    const store = pageWith(load);
    registerCart();
    store.dispatch(loadCart());
    store.dispatch(add);
    await flush();
    expect(selectCartStatus(store.getState())).toBe('failed');
    expect(notices(store)).toEqual([CART_FETCH_FAILED, ADD_TO_CART_FAILED]);

    const taken: Action[] = [];
    load.mockImplementationOnce(async () => behaviourTaking(store, taken));
    store.dispatch(add);
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(taken).toEqual([add]);
    expect(notices(store)).toEqual([CART_FETCH_FAILED, ADD_TO_CART_FAILED]);
  });

  it('wait unanswered on a host that has no cart behaviour', async () => {
    const store = pageWith();
    registerCart();
    store.dispatch(add);
    await flush();
    expect(notices(store)).toEqual([]);
    const waiting: Action[] = [];
    store.getService<Channel<Action>>(CART_REQUESTS_SERVICE)?.flush((actions) => {
      if (Array.isArray(actions)) waiting.push(...actions);
    });
    expect(waiting).toEqual([add]);
  });
});

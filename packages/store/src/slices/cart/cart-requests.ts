import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, flush, getContext, put, take } from 'redux-saga/effects';
import { getStore } from '../../core/shared-store';
import { signedIn } from '../auth/auth-slice';
import { notify } from '../notifications';
import {
  addToCart,
  addToCartFailed,
  cartFailed,
  cartSheetUnmounted,
  clearCart,
  loadCart,
  paymentOptionFailed,
  removeCartItem,
  removeItemFailed,
  setPaymentOption,
} from './cart-slice';
import { ADD_TO_CART_FAILED, CART_FETCH_FAILED, CART_REMOVE_FAILED } from './cart-texts';

/**
 * The cart's behaviour (its calls, cookie and notices) ships with the checkout remote, not with
 * the host: the store holds only the contract between them. The requests below are kept in
 * order in one channel from the moment a page first needs the cart; the checkout's behaviour
 * takes them from it once its code has loaded, so an add pressed meanwhile is not lost.
 */
export const CART_REQUESTS_SERVICE = 'cartRequests';

/**
 * Set by a host that has a cart: loads and starts the cart's behaviour (the checkout remote's
 * `./cartBehaviour`); rejects when its code cannot load.
 */
export const CART_BEHAVIOUR_SERVICE = 'loadCartBehaviour';
export type LoadCartBehaviour = () => Promise<void>;

/** The actions the cart's behaviour answers. */
export const CART_REQUEST_TYPES = [
  addToCart.type,
  loadCart.type,
  removeCartItem.type,
  setPaymentOption.type,
  clearCart.type,
  cartSheetUnmounted.type,
  signedIn.type,
];

/** The loader key of an add, for buttons that show a spinner meanwhile. */
export const ADD_TO_CART_LOADER = addToCart.type;

/** A request the behaviour could not take because its code did not load: said as failed. */
function* refuse(action: Action) {
  if (addToCart.match(action)) {
    yield put(addToCartFailed({ emailRulesError: null }));
    yield put(notify({ type: 'danger', title: ADD_TO_CART_FAILED }));
  } else if (loadCart.match(action)) {
    yield put(cartFailed());
    yield put(notify({ type: 'danger', title: CART_FETCH_FAILED }));
  } else if (removeCartItem.match(action)) {
    yield put(removeItemFailed(action.payload));
    yield put(notify({ type: 'danger', title: CART_REMOVE_FAILED }));
  } else if (setPaymentOption.match(action)) {
    yield put(paymentOptionFailed(action.payload.itemId));
  }
}

/**
 * Opens the cart's request channel for the behaviour, then asks the host to load it. While its
 * code cannot load, what was asked is said as failed and the next request tries again (the
 * request itself stays in the channel for the behaviour, should it load then).
 */
export function* cartRequestsSaga() {
  const requests = (yield actionChannel(
    CART_REQUEST_TYPES,
    buffers.expanding<Action>(8),
  )) as Channel<Action>;
  getStore().setSagaContext({ [CART_REQUESTS_SERVICE]: requests });
  const load = (yield getContext(CART_BEHAVIOUR_SERVICE)) as LoadCartBehaviour | undefined;
  // A host without a cart (the back office): the requests wait unanswered.
  if (!load) return;
  while (true) {
    try {
      yield call(load);
      return;
    } catch {
      const asked = (yield flush(requests)) as Action[];
      for (const action of asked) yield* refuse(action);
      yield take(CART_REQUEST_TYPES);
    }
  }
}

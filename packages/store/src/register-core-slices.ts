import type { LazySaga } from './core/create-store';
import { registerSlice } from './core/inject';
import {
  authSlice,
  emailVerified,
  sessionOpened,
  signedIn,
  signIn,
  signOut,
  startAuth,
} from './slices/auth/auth-slice';
import {
  addToCart,
  cartSlice,
  clearCart,
  loadCart,
  removeCartItem,
  setPaymentOption,
} from './slices/cart/cart-slice';
import { clubSaga, clubSlice } from './slices/club';
import { loadersSaga, loadersSlice } from './slices/loaders';
import { notificationsSlice } from './slices/notifications';

/** The slices every host needs before its first render. */
export function registerCoreSlices(): void {
  registerSlice(clubSlice, clubSaga);
  registerSlice(notificationsSlice);
  registerSlice(loadersSlice, loadersSaga);
}

/**
 * The session's saga, loaded with the first action it answers (an anonymous visit that never
 * signs in does not load it). `actions` are the types `authSaga` takes: a test compares them.
 */
export const lazyAuthSaga: LazySaga = {
  actions: [startAuth.type, signIn.type, sessionOpened.type, signOut.type, emailVerified.type],
  load: () => import('./slices/auth/auth-saga').then((module) => module.authSaga),
};

/** The cart's saga, loaded with the first action it answers; `actions` as `cartSaga` takes. */
export const lazyCartSaga: LazySaga = {
  actions: [
    loadCart.type,
    removeCartItem.type,
    setPaymentOption.type,
    signedIn.type,
    clearCart.type,
    addToCart.type,
  ],
  load: () => import('./slices/cart/cart-saga').then((module) => module.cartSaga),
};

/**
 * The session: registered by whoever first needs it (the auth remote's user menu, a
 * checkout). Its saga reads the client from the saga context (`api`); once per store.
 */
export function registerAuth(): void {
  registerSlice(notificationsSlice);
  registerSlice(authSlice, lazyAuthSaga);
}

/** The shopping cart, for the cart button, the cart sheet and the checkout. */
export function registerCart(): void {
  registerSlice(notificationsSlice);
  registerSlice(loadersSlice, loadersSaga);
  registerSlice(clubSlice, clubSaga);
  registerSlice(cartSlice, lazyCartSaga);
}

import { registerSlice } from './core/inject';
import { authSaga } from './slices/auth/auth-saga';
import { authSlice } from './slices/auth/auth-slice';
import { cartRequestsSaga } from './slices/cart/cart-requests';
import { cartSlice } from './slices/cart/cart-slice';
import { clubSaga, clubSlice } from './slices/club';
import { languageSlice } from './slices/language';
import { languageSaga } from './slices/language-switch-saga';
import { loadersSaga, loadersSlice } from './slices/loaders';
import { notificationsSlice } from './slices/notifications';

/** The slices every host needs before its first render. */
export function registerCoreSlices(): void {
  registerSlice(clubSlice, clubSaga);
  registerSlice(languageSlice, languageSaga);
  registerSlice(notificationsSlice);
  registerSlice(loadersSlice, loadersSaga);
}

/**
 * The session: registered by whoever first needs it (the auth remote's user menu, a
 * checkout). Its saga reads the client from the saga context (`api`); once per store.
 */
export function registerAuth(): void {
  registerSlice(notificationsSlice);
  registerSlice(authSlice, authSaga);
}

/**
 * The shopping cart, for the cart button, the cart sheet, the checkout and the pages that add
 * to it: its state, and the channel of its requests that the checkout's behaviour answers (the
 * host loads that behaviour when a page first needs the cart).
 */
export function registerCart(): void {
  registerSlice(notificationsSlice);
  registerSlice(loadersSlice, loadersSaga);
  registerSlice(clubSlice, clubSaga);
  registerSlice(cartSlice, cartRequestsSaga);
}

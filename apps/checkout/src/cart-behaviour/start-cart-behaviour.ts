import { getStore, registerCart } from '@touchline/store';
import { cartSaga } from './cart-saga';

/**
 * Starts the cart's behaviour in the page's one store (once; a second call does nothing). The
 * checkout's own pages call it; the host calls it through the `./cartBehaviour` expose when
 * another part of the page (a product page's add, a sign-in) first needs the cart.
 */
export default function startCartBehaviour(): void {
  registerCart();
  getStore().injectSaga('cartBehaviour', cartSaga);
}

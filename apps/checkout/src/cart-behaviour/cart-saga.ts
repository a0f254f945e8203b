import type { Action, PayloadAction } from '@reduxjs/toolkit';
import {
  ApiError,
  CART_COOKIE,
  errorMessageOf,
  isNotFound,
  readCookie,
  removeCookie,
  writeCookie,
  type ClubApi,
} from '@touchline/api-client';
import type { CartItemsBody, ShoppingCart } from '@touchline/contracts';
import {
  ADD_TO_CART_FAILED,
  ADD_TO_CART_LOADER,
  addToCart,
  addToCartFailed,
  callWithAbort,
  CART_FETCH_FAILED,
  CART_REMOVE_FAILED,
  CART_REQUESTS_SERVICE,
  cartFailed,
  cartLoaded,
  cartSheetUnmounted,
  clearCart,
  clubSlug,
  itemRemoved,
  itemsAdded,
  lastAddSeen,
  loadCart,
  noCart,
  notify,
  paymentOptionFailed,
  paymentOptionSet,
  removeCartItem,
  removeItemFailed,
  selectHasCartSheet,
  selectLastAdd,
  setPaymentOption,
  signedIn,
  withLoader,
  type AddToCartPayload,
} from '@touchline/store';
import { buffers, channel, type Channel, type Task } from 'redux-saga';
import { call, cancel, fork, getContext, put, select, take } from 'redux-saga/effects';

/** A refusal with this text opens the dialog of email rules instead of a notification. */
export const EMAIL_RULES_TEXT = 'Please update the email for';
/** The cart id cookie outlives the browser session. */
export const CART_COOKIE_DAYS = 30;

/** The calls the cart needs from the client in the saga context (`api`). */
export type CartApi = Pick<
  ClubApi,
  | 'getCart'
  | 'createCart'
  | 'addCartItems'
  | 'associateCart'
  | 'removeCartItem'
  | 'setCartItemPaymentOption'
>;

function* cartApi(): Generator<unknown, CartApi, unknown> {
  return (yield getContext('api')) as CartApi;
}

/** The stored cart id: a host-only cookie, so each club domain keeps its own cart. */
export const readCartId = () => readCookie(CART_COOKIE);
const storeCartId = (cartId: string) => writeCookie(CART_COOKIE, cartId, CART_COOKIE_DAYS);

/** No cart (none stored, or the server no longer has it): loading stops with an empty cart. */
function* forgetCart() {
  removeCookie(CART_COOKIE);
  yield put(noCart());
}

/** A cart id as the API writes them (a UUID). */
const CART_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A cart handed over in the address (`?cart={id}`, the account area's Renew link to the club's
 * site), taken out of the address. It is only a candidate: see `adoptHandedCart`.
 */
function takeHandedCartId(): string | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  const handed = url.searchParams.get('cart');
  if (handed === null) return null;
  url.searchParams.delete('cart');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return CART_ID_PATTERN.test(handed) ? handed : null;
}

/**
 * Keeps a handed cart as this site's cart only when it belongs to the visitor's own account:
 * the API answers an account's cart only to that account, but a cart of no account to anyone
 * with its id, so a link to such a cart would give the visitor a cart someone else can read
 * (what they put in it, their members' answers). Otherwise the site keeps its own cart.
 */
function* adoptHandedCart(slug: string, api: CartApi, handed: string) {
  try {
    const cart = (yield* callWithAbort((signal) =>
      api.getCart(slug, handed, { signal }),
    )) as ShoppingCart;
    if (!cart.associated) return false;
    storeCartId(handed);
    yield put(cartLoaded(cart));
    return true;
  } catch {
    return false;
  }
}

function* loadWorker() {
  const handed = takeHandedCartId();
  if (handed !== null) {
    const slug = yield* clubSlug();
    const api = yield* cartApi();
    if (yield* adoptHandedCart(slug, api, handed)) return;
  }
  const cartId = readCartId();
  if (!cartId) {
    yield put(noCart());
    return;
  }
  const slug = yield* clubSlug();
  const api = yield* cartApi();
  try {
    const cart = (yield* callWithAbort((signal) =>
      api.getCart(slug, cartId, { signal }),
    )) as ShoppingCart;
    yield put(cartLoaded(cart));
  } catch (error) {
    if (isNotFound(error)) {
      yield* forgetCart();
      return;
    }
    yield put(notify({ type: 'danger', title: CART_FETCH_FAILED }));
    yield put(cartFailed());
  }
}

/** A plan refused for a person who already holds it: its text names them and until when. */
const isMembershipHeld = (error: unknown): boolean =>
  error instanceof ApiError &&
  typeof error.body === 'object' &&
  error.body !== null &&
  (error.body as { code?: unknown }).code === 'membership_held';

/** The email rules dialog, the server's own text, or the default. */
export function addToCartRefusal(error: unknown): { emailRules: string | null; notice: string } {
  const server = error instanceof ApiError && error.status > 0 ? error.message : '';
  if (server.includes(EMAIL_RULES_TEXT)) return { emailRules: server, notice: '' };
  if (/maximum number of subscriptions|email/i.test(server) || isMembershipHeld(error)) {
    return { emailRules: null, notice: server };
  }
  return { emailRules: null, notice: ADD_TO_CART_FAILED };
}

function* addWorker(action: PayloadAction<AddToCartPayload>) {
  const { items, successMessage } = action.payload;
  const body: CartItemsBody = { items };
  const slug = yield* clubSlug();
  const api = yield* cartApi();
  try {
    const cart = (yield withLoader(ADD_TO_CART_LOADER, function* () {
      const cartId = readCartId();
      if (!cartId) return (yield call([api, api.createCart], slug, body)) as ShoppingCart;
      try {
        return (yield call([api, api.addCartItems], slug, cartId, body)) as ShoppingCart;
      } catch (error) {
        // The server no longer has this cart: start a new one.
        if (!isNotFound(error)) throw error;
        return (yield call([api, api.createCart], slug, body)) as ShoppingCart;
      }
    })) as ShoppingCart;
    storeCartId(cart.shopping_cart_id);
    const added = cart.items.find((item) => item.product_id === items[0]?.product_id);
    // The cart button's sheet opens for the add and says so; without one, a notification does.
    const sheet = (yield select(selectHasCartSheet)) as boolean;
    yield put(
      itemsAdded({
        cart,
        type: added?.product.type ?? null,
        message: successMessage,
        notified: !sheet,
      }),
    );
    if (successMessage && !sheet) {
      // Kept through the page change a purchase flow makes after its add.
      yield put(notify({ type: 'success', title: successMessage, clearOnRoute: false }));
    }
  } catch (error) {
    const { emailRules, notice } = addToCartRefusal(error);
    yield put(addToCartFailed({ emailRulesError: emailRules }));
    if (notice) yield put(notify({ type: 'danger', title: notice }));
  }
}

/** Adds run one after another, so two quick adds never create two carts. */
function* addQueue(adds: Channel<PayloadAction<AddToCartPayload>>) {
  while (true) {
    const action = (yield take(adds)) as PayloadAction<AddToCartPayload>;
    yield call(addWorker, action);
  }
}

function* removeWorker(action: PayloadAction<number>) {
  const itemId = action.payload;
  const cartId = readCartId();
  if (!cartId) {
    yield put(removeItemFailed(itemId));
    return;
  }
  const slug = yield* clubSlug();
  const api = yield* cartApi();
  try {
    yield call([api, api.removeCartItem], slug, cartId, itemId);
    // The item stays marked until the cart is read again.
    const cart = (yield call([api, api.getCart], slug, cartId)) as ShoppingCart;
    yield put(itemRemoved({ itemId, cart }));
  } catch {
    yield put(notify({ type: 'danger', title: CART_REMOVE_FAILED }));
    yield put(removeItemFailed(itemId));
  }
}

function* paymentOptionWorker(action: ReturnType<typeof setPaymentOption>) {
  const { itemId, paymentOptionId } = action.payload;
  const cartId = readCartId();
  if (!cartId) {
    yield put(paymentOptionFailed(itemId));
    return;
  }
  const slug = yield* clubSlug();
  const api = yield* cartApi();
  try {
    const cart = (yield call([api, api.setCartItemPaymentOption], slug, cartId, itemId, {
      payment_option_id: paymentOptionId,
    })) as ShoppingCart;
    yield put(paymentOptionSet({ itemId, cart }));
  } catch (error) {
    const message = errorMessageOf(error);
    if (message) yield put(notify({ type: 'danger', title: message }));
    yield put(paymentOptionFailed(itemId));
  }
}

/** After sign-in the cart becomes the account's. */
function* associateWorker() {
  const cartId = readCartId();
  if (!cartId) return;
  const slug = yield* clubSlug();
  const api = yield* cartApi();
  try {
    const cart = (yield call([api, api.associateCart], slug, cartId)) as ShoppingCart;
    yield put(cartLoaded(cart));
  } catch (error) {
    if (isNotFound(error)) yield* forgetCart();
    // Otherwise the cart stays as it is: the checkout associates it again when paying.
  }
}

function clearWorker() {
  removeCookie(CART_COOKIE);
}

/**
 * The header's cart slot went away (its cart button could not load, or the page has none now)
 * with an add its sheet never showed: a notification says it instead, so no add goes unsaid.
 */
function* unsaidAddWorker() {
  if ((yield select(selectHasCartSheet)) as boolean) return;
  const lastAdd = (yield select(selectLastAdd)) as ReturnType<typeof selectLastAdd>;
  if (!lastAdd || lastAdd.seen || !lastAdd.message) return;
  yield put(lastAddSeen(lastAdd.seq));
  yield put(notify({ type: 'success', title: lastAdd.message, clearOnRoute: false }));
}

/**
 * The cart's behaviour: takes the page's cart requests in order from the store's channel
 * (`registerCart` opens it, so requests made before this code loaded wait there). A newer
 * load or sign-in supersedes a running one; adds run one after another; the rest at once.
 */
export function* cartSaga() {
  const requests = (yield getContext(CART_REQUESTS_SERVICE)) as Channel<Action>;
  const adds = channel<PayloadAction<AddToCartPayload>>(buffers.expanding(8));
  yield fork(addQueue, adds);
  let loading: Task | undefined;
  let associating: Task | undefined;
  while (true) {
    const action = (yield take(requests)) as Action;
    if (addToCart.match(action)) {
      yield put(adds, action);
    } else if (loadCart.match(action)) {
      if (loading?.isRunning()) yield cancel(loading);
      loading = (yield fork(loadWorker)) as Task;
    } else if (signedIn.match(action)) {
      if (associating?.isRunning()) yield cancel(associating);
      associating = (yield fork(associateWorker)) as Task;
    } else if (removeCartItem.match(action)) {
      yield fork(removeWorker, action);
    } else if (setPaymentOption.match(action)) {
      yield fork(paymentOptionWorker, action);
    } else if (clearCart.match(action)) {
      clearWorker();
    } else if (cartSheetUnmounted.match(action)) {
      yield fork(unsaidAddWorker);
    }
  }
}

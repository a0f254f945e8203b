import type { ClubApi } from '@touchline/api-client';
import { addToCart } from './cart-slice';

// The cart saga's notices and calls, apart from the saga, which loads with its first action.
export const ADDED_TO_CART = 'Products have been successfully added to your cart';
export const ADD_TO_CART_FAILED = 'Error adding items to your cart';
export const CART_FETCH_FAILED = 'Error fetching shopping cart';
export const CART_REMOVE_FAILED = 'Error attempting to remove shopping cart item';
/** A refusal with this text opens the dialog of email rules instead of a notification. */
export const EMAIL_RULES_TEXT = 'Please update the email for';
/** The loader key of an add, for buttons that show a spinner meanwhile. */
export const ADD_TO_CART_LOADER = addToCart.type;
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

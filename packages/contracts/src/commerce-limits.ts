// Plain limits and texts of the commerce area, in a module of their own without schemas, so a
// browser bundle that needs a limit or a text does not carry the schema library.

/** The most of one item a cart holds. */
export const MAX_CART_QUANTITY = 100;

/**
 * The text when the club's checkout is off (its `checkout` feature): the product pages' hint,
 * the checkout page's warning and the API's refusal.
 */
export const CHECKOUT_DISABLED =
  'Unfortunately you cannot make purchases at this time. Please try again later';

/**
 * The refusal of a credit card for lotto or draw tickets of a club in Wales, England, Scotland,
 * Northern Ireland or the UK: the checkout page's check and the API's answer.
 */
export const LOTTO_CREDIT_CARD_MESSAGE =
  'Credit cards are not accepted for Lotto products. Please use a debit card.';

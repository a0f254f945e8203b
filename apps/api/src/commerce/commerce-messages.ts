import { RESTRICTED_CREDIT_COUNTRIES } from '@touchline/validators';
import { ERRORS } from '../errors/catalogue';

// The texts the commerce calls answer with. Refusals' texts live in the API's error catalogue
// (src/errors/catalogue.ts) and are named here too for the rules and tests that compare them.

export const CART_NOT_FOUND = ERRORS.cart_not_found.message;
export const CART_EMPTY = ERRORS.cart_empty.message;
export const CART_ITEM_NOT_FOUND = ERRORS.cart_item_not_found.message;
export const CART_FULL = ERRORS.cart_full.message;
export const CHECKOUT_DISABLED = ERRORS.checkout_disabled.message;
export const ORDER_NOT_FOUND = ERRORS.order_not_found.message;
export const ORDER_SUBMIT_ERROR = 'An error occurred while attempting to submit your order.';
export const OVERSOLD = ERRORS.out_of_stock.message;
export const OUT_OF_STOCK = (name: string) => `There are not enough of ${name} left`;
export const PRODUCT_UNAVAILABLE = ERRORS.product_unavailable.message;
export const PRODUCT_EXPIRED = 'This product is no longer available';
export const SIGN_IN_FOR_MEMBERSHIP = ERRORS.sign_in_for_membership.message;
export const GUEST_MEMBERSHIP = ERRORS.guest_membership.message;
export const NOT_YOUR_MEMBER = ERRORS.not_your_member.message;
export const UNIQUE_ADULT_EMAIL = (first: string, last: string) =>
  `Please update the email for ${first} ${last}: each adult member needs their own email address`;
/**
 * One person holding one plan twice: `until` is the plan's last day (`dd/MM/yyyy`, the cart's
 * date format), left out for a plan without an end; `inCart` when the other is in this cart.
 */
export const MEMBERSHIP_HELD = (
  person: string,
  plan: string,
  until: string | null,
  inCart = false,
) =>
  `${person} already has ${plan}${until ? ` until ${until}` : ''}${inCart ? ' in your cart' : ''}.`;
export const PAYMENT_OPTION_UNKNOWN = ERRORS.payment_option_unknown.message;
export const CHOOSE_SIZE = 'Please choose a size';
export const NO_OPEN_DRAW = 'There is no open draw for this product';
export const PRICE_OPTION_UNKNOWN = 'Please choose one of the prices offered';
export const PICK_INVALID = (count: number, min: number, max: number) =>
  `Each line needs ${count} different numbers from ${min} to ${max}`;
export const PICK_LINES = (lines: number) => `Please pick ${lines} line(s)`;
export const ORDER_IS_FREE = ERRORS.order_is_free.message;
export const ORDER_NOT_FREE = ERRORS.order_not_free.message;
export const HOLD_LIMIT = (most: number, name: string) =>
  `You can reserve at most ${most} of ${name} until you pay. Please pay for your other orders first, or choose fewer.`;
export const TOTAL_CHANGED = (total: string) =>
  `The total of your cart has changed to ${total}. Please check your cart and pay again.`;

export const CODE_APPLIED = 'Discount code applied';
export const CODE_REMOVED = 'Discount code removed';
export const CODE_MESSAGES: Readonly<Record<string, string>> = {
  unknown: 'This discount code is not valid',
  inactive: 'This discount code is not valid',
  not_started: 'This discount code is not valid yet',
  expired: 'This discount code has expired',
  used_up: ERRORS.discount_code_used_up.message,
  used_by_member: 'You have already used this discount code',
  below_min_subtotal: 'Your cart does not reach the minimum spend for this discount code',
  no_matching_items: 'This discount code does not apply to the items in your cart',
  endless_subscription:
    'Discount codes cannot be used with a subscription that recurs until cancelled',
};

export const LOTTO_CREDIT_CARD = ERRORS.card_not_accepted.message;
export const GENERIC_DECLINE =
  'There appears to be a problem with your card, please check details and re enter or contact your bank if problem persists';
export const INVALID_PAYMENT_REQUEST = ERRORS.payment_not_accepted.message;
export const PAYMENT_ERROR = ERRORS.payment_refused.message;
export const PAYMENT_METHOD_NOT_FOUND = ERRORS.payment_method_not_found.message;
export const NO_ARREARS = ERRORS.no_arrears.message;

/** Club countries where lotto and draw tickets cannot be paid by credit card (shared with the site). */
export { RESTRICTED_CREDIT_COUNTRIES };

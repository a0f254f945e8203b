import { LOTTO_CREDIT_CARD_MESSAGE, RESTRICTED_CREDIT_COUNTRIES } from '@touchline/validators';

// The texts the commerce calls answer with: the spec's own (002 section 8) where it has one.

export const CART_NOT_FOUND = 'Shopping cart not found';
export const CART_EMPTY = 'Your cart must contain items to continue.';
export const CART_ITEM_NOT_FOUND = 'This item is not in your cart';
export const CART_FULL = 'Your cart cannot hold more than 50 items';
export const CHECKOUT_DISABLED =
  'Unfortunately you cannot make purchases at this time. Please try again later';
export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_SUBMIT_ERROR = 'An error occurred while attempting to submit your order.';
export const OVERSOLD = 'Maximum number of subscriptions has been reached for this plan.';
export const OUT_OF_STOCK = (name: string) => `There are not enough of ${name} left`;
export const PRODUCT_UNAVAILABLE = 'This product is not available';
export const PRODUCT_EXPIRED = 'This product is no longer available';
export const SIGN_IN_FOR_MEMBERSHIP = 'Please sign in to add membership plans to your cart';
export const GUEST_MEMBERSHIP = 'Guests cannot buy membership items';
export const GUEST_CHECKOUT_OFF = 'This club does not take guest checkouts';
export const NOT_YOUR_MEMBER = 'This member is not part of your account';
export const UNIQUE_ADULT_EMAIL = (first: string, last: string) =>
  `Please update the email for ${first} ${last}: each adult member needs their own email address`;
export const PAYMENT_OPTION_UNKNOWN = 'This payment option is not offered for this product';
export const CHOOSE_SIZE = 'Please choose a size';
export const NO_OPEN_DRAW = 'There is no open draw for this product';
export const PRICE_OPTION_UNKNOWN = 'Please choose one of the prices offered';
export const PICK_INVALID = (count: number, min: number, max: number) =>
  `Each line needs ${count} different numbers from ${min} to ${max}`;
export const PICK_LINES = (lines: number) => `Please pick ${lines} line(s)`;
export const ORDER_IS_FREE = 'This order is free: complete it without payment';
export const ORDER_NOT_FREE = 'This order is not free: please pay for it';

export const CODE_APPLIED = 'Discount code applied';
export const CODE_REMOVED = 'Discount code removed';
export const CODE_MESSAGES: Readonly<Record<string, string>> = {
  unknown: 'This discount code is not valid',
  inactive: 'This discount code is not valid',
  not_started: 'This discount code is not valid yet',
  expired: 'This discount code has expired',
  used_up: 'This discount code has been fully redeemed',
  used_by_member: 'You have already used this discount code',
  below_min_subtotal: 'Your cart does not reach the minimum spend for this discount code',
  no_matching_items: 'This discount code does not apply to the items in your cart',
  endless_subscription:
    'Discount codes cannot be used with a subscription that recurs until cancelled',
};

export const LOTTO_CREDIT_CARD = LOTTO_CREDIT_CARD_MESSAGE;
export const GENERIC_DECLINE =
  'There appears to be a problem with your card, please check details and re enter or contact your bank if problem persists';
export const INVALID_PAYMENT_REQUEST =
  'There was an issue processing your payment. Please try again or use a different payment method.';
export const PAYMENT_ERROR = 'An error occurred during payment';
export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found';
export const NO_ARREARS = 'There is nothing to pay on these orders';

export { RESTRICTED_CREDIT_COUNTRIES };

/** Spec 002 section 8: the checkout's own messages. */
export const ORDER_SUBMITTED = 'Your order has been submitted.';
export const ORDER_SUBMIT_FAILED = 'An error occurred while attempting to submit your order.';
export const CART_WITHOUT_ID = 'Your cart must contain items to continue.';
export const CHECKOUT_DISABLED =
  'Unfortunately you cannot make purchases at this time. Please try again later';

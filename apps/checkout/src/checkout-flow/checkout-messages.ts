/** The checkout's own messages. */
export const ORDER_SUBMITTED = 'Your order has been submitted.';
export { PAYMENT_FALLBACK_MESSAGE as ORDER_SUBMIT_FAILED } from '../payment/payment-error-message';
export const CART_WITHOUT_ID = 'Your cart must contain items to continue.';

import { checkoutMessages } from './checkout-messages';

/** The checkout's texts in the page's language, around each exposed component's content. */
export const CheckoutMessages = checkoutMessages.Messages;

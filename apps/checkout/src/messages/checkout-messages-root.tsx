import { withSharedWords } from '@touchline/i18n';
import { UiTextsProvider } from '@touchline/ui';
import { checkoutMessages } from './checkout-messages';

/**
 * The checkout's texts, and the shared components' words, in the page's language, around each
 * exposed component's content.
 */
export const CheckoutMessages = withSharedWords(checkoutMessages.Messages, UiTextsProvider);

import { selectLanguage, useAppSelector } from '@touchline/store';
import type { ReactNode } from 'react';
import { checkoutMessages } from './checkout-messages';

/** The checkout's texts in the page's language, around each exposed component's content. */
export function CheckoutMessages({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  return <checkoutMessages.Messages language={language}>{children}</checkoutMessages.Messages>;
}

import { createContext, useContext } from 'react';
import type { Language } from '@touchline/contracts/languages';

/** The language of the nearest app `Messages` (English outside any). */
export const MessagesLanguage = createContext<Language>('en');

/** The language of the app a component is in: a shared component's own messages follow it. */
export const useMessagesLanguage = (): Language => useContext(MessagesLanguage);

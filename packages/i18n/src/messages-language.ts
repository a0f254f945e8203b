import { createContext } from 'react';
import type { Language } from '@touchline/contracts/languages';

/** The language of the nearest app `Messages` (English outside any). */
export const MessagesLanguage = createContext<Language>('en');

import type { HostContext } from '@touchline/boot';
import { createContext, useContext } from 'react';

const Context = createContext<HostContext>({ area: 'club', club: 'demo' });

export const HostContextProvider = Context.Provider;

/** The area and club the page's host name selected. */
export function useHost(): HostContext {
  return useContext(Context);
}

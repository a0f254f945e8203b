import type { HostContext } from '@touchline/boot';
import type { AppStore } from '@touchline/store';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { HostContextProvider } from './host-context';
import { ShellMessages } from './shell-messages';
import { ShellRoutes } from './shell-routes';

/**
 * The shell's tree around its router: the same in the browser and in the server render
 * (`server/render-page.tsx`), so a prerendered page hydrates without a difference.
 */
export function AppFrame({
  store,
  host,
  children,
}: {
  store: AppStore;
  host: HostContext;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <HostContextProvider value={host}>
          <ShellMessages>{children}</ShellMessages>
        </HostContextProvider>
      </Provider>
    </StrictMode>
  );
}

export function App({ store, host }: { store: AppStore; host: HostContext }) {
  return (
    <AppFrame store={store} host={host}>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}

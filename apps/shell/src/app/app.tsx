import type { HostContext } from '@touchline/boot';
import type { AppStore } from '@touchline/store';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { HostContextProvider } from './host-context';
import { ShellRoutes } from './shell-routes';

export function App({ store, host }: { store: AppStore; host: HostContext }) {
  return (
    <Provider store={store}>
      <HostContextProvider value={host}>
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
      </HostContextProvider>
    </Provider>
  );
}

import { act, render, type RenderResult } from '@testing-library/react';
import type { HostContext } from '@touchline/boot';
import type { ClubAccount } from '@touchline/contracts';
import {
  clubLoaded,
  clubSlice,
  createAppStore,
  notificationsSlice,
  registerSlice,
  type AppStore,
} from '@touchline/store';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type To,
} from 'react-router';
import { HostContextProvider } from '../app/host-context';
import { fixtureAccount } from './club-account.fixture';

export interface RenderOptions {
  /** The club record; `null` renders before the club has loaded. */
  account?: ClubAccount | null;
  /** The starting URL: path, query and fragment. */
  route?: string;
  /** Called with the store before the first render (to watch what the subject dispatches). */
  beforeRender?: (store: AppStore) => void;
  /** The host's area and club (default: the club's own site). */
  host?: HostContext;
}

export interface RenderWithStoreResult extends RenderResult {
  store: AppStore;
  /** The router location as it is now (after any navigation the subject made). */
  location: () => Location;
  /** Navigates as the browser would (e.g. its back button), outside the subject. */
  navigate: (to: To) => void;
}

/** Renders a subject with a real store holding the club record, inside a memory router. */
export function renderWithStore(
  ui: ReactElement,
  { account = fixtureAccount, route = '/', beforeRender, host }: RenderOptions = {},
): RenderWithStoreResult {
  registerSlice(clubSlice);
  registerSlice(notificationsSlice);
  const store = createAppStore();
  if (account) store.dispatch(clubLoaded(account));
  beforeRender?.(store);

  let current: Location | undefined;
  let navigateTo: NavigateFunction | undefined;
  function LocationProbe() {
    current = useLocation();
    navigateTo = useNavigate();
    return null;
  }

  const result = render(
    <Provider store={store}>
      <HostContextProvider value={host ?? { area: 'club', club: account?.slug ?? 'demo' }}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </HostContextProvider>
    </Provider>,
  );
  return {
    ...result,
    store,
    location: () => {
      if (!current) throw new Error('The router has not rendered');
      return current;
    },
    navigate: (to) => {
      act(() => void navigateTo?.(to));
    },
  };
}

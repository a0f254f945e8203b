import { render, type RenderResult } from '@testing-library/react';
import type { User } from '@touchline/contracts';
import {
  authSlice,
  hostAreaSet,
  initStore,
  notificationsSlice,
  registerSlice,
  resetStoreForTests,
  selectNotifications,
  userLoaded,
  type AppStore,
} from '@touchline/store';
import type { Language } from '@touchline/i18n';
import { NotificationStack } from '@touchline/notifications';
import { DialogProvider } from '@touchline/ui';
import { type ReactElement, Suspense } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { BackofficeMessages } from '../messages/backoffice-messages';
import { API } from './fake-emails-api';

export function anAdmin(overrides: Partial<User> = {}): User {
  return {
    id: 2,
    email: 'admin@demo.touchline.test',
    email_verified: true,
    first_name: 'Niamh',
    last_name: 'Kelly',
    mobile: null,
    roles: ['Admin', 'Owner'],
    accounts: [{ account_id: 1, slug: 'demo', name: 'Demo GAA', roles: ['Admin', 'Owner'] }],
    governing_body: null,
    areas: ['backoffice'],
    pwd_set_allowed: true,
    password_set: true,
    language: null,
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/**
 * Renders back-office pages in a real shared store: the API client the host would create (for
 * the session calls: `api`, empty unless a test needs one) and the runtime configuration the pages
 * build their calls from.
 * `user` is signed in already (the session cookies are the auth remote's tests' business).
 * `language`: the back office's texts in that language (English by default), as the app gives
 * them; load its catalogues first (`beforeAll(() => backofficeMessages.preload('ga'))`).
 */
export function renderBackoffice(
  element: ReactElement,
  {
    path = '/',
    user = anAdmin(),
    api = {},
    language = 'en',
  }: { path?: string; user?: User | null; api?: object; language?: Language } = {},
): RenderResult & {
  store: AppStore;
  notices: () => Array<{ type: string; title: string }>;
  noticesShown: () => Array<{ type: string; title: string }>;
} {
  resetStoreForTests();
  const store = initStore({ context: { api, config: { apiBaseUrl: API, apiVersion: 'v2' } } });
  registerSlice(notificationsSlice);
  registerSlice(authSlice);
  store.dispatch(hostAreaSet('backoffice'));
  if (user) store.dispatch(userLoaded(user));
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense>
          <BackofficeMessages language={language}>
            <DialogProvider>{element}</DialogProvider>
          </BackofficeMessages>
        </Suspense>
        <Where />
        {/* As in the layout: it also clears a page's notifications when the page changes. */}
        <NotificationStack />
      </MemoryRouter>
    </Provider>,
  );
  const notices = () =>
    selectNotifications(store.getState()).map(({ type, title }) => ({ type, title }));
  // Every notice shown since the render, whether or not it has timed out since: what a test
  // asserts was said does not depend on how fast the machine got there.
  const shown = new Map<string, { type: string; title: string }>();
  const record = () => {
    for (const { id, type, title } of selectNotifications(store.getState())) {
      if (!shown.has(id)) shown.set(id, { type, title });
    }
  };
  store.subscribe(record);
  const noticesShown = () => [...shown.values()];
  return { ...result, store, notices, noticesShown };
}

import { waitFor } from '@testing-library/react';
import type { ClubAccount } from '@touchline/contracts';
import { hydrateRemotePage } from '@touchline/federation/src/testing/hydrate-remote-page';
import {
  authSlice,
  clubLoaded,
  clubSlice,
  initStore,
  notificationsSlice,
  registerSlice,
  resetStoreForTests,
} from '@touchline/store';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { MEMBERSHIP_PAGE_DATA } from '../membership/state/page-data';
import MembershipRoutes from '../routes/membership-routes';

/** Puts the page's data block in the document, as the page server sends it. */
export function writePageData(data: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = MEMBERSHIP_PAGE_DATA;
  block.textContent = JSON.stringify(data);
  document.head.append(block);
}

/** React has taken an element over once it has put the element's props on it. */
const takenOver = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));

interface ServerPage {
  /** The server render's page element (`MembershipPage`, `ShopListPage`). */
  page: ReactElement;
  url: string;
  account: ClubAccount;
  config: { apiBaseUrl: string; apiVersion: string };
  /** An element of the page that only shows once its lazily loaded route has its code. */
  awaiting: string;
}

/**
 * The page as the page server sends it (the membership remote's root holding its server
 * render), then the browser's routes of the remote hydrating it at `url`, as the host's slot
 * does. Resolves once the page's route has its code and React has the `awaiting` element.
 */
export async function hydrateServerPage({ page, url, account, config, awaiting }: ServerPage) {
  resetStoreForTests();
  const store = initStore({ context: { api: {}, config } });
  registerSlice(clubSlice);
  registerSlice(notificationsSlice);
  registerSlice(authSlice);
  store.dispatch(clubLoaded(account));
  const hydrated = await hydrateRemotePage({
    remote: 'membership',
    server: page,
    browser: (
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <MembershipRoutes />
        </MemoryRouter>
      </Provider>
    ),
    keep: awaiting,
  });
  await waitFor(() => expect(takenOver(hydrated.container.querySelector(awaiting))).toBe(true));
  const { container, kept: server, errors, unmount } = hydrated;
  return { container, server, errors, unmount };
}

import { waitFor } from '@testing-library/react';
import type { ClubAccount, Language } from '@touchline/contracts';
import { REMOTE_HYDRATED } from '@touchline/federation/markers';
import { hydrateRemotePage } from '@touchline/federation/testing';
import {
  authSlice,
  clubLoaded,
  clubSlice,
  initStore,
  languageChosen,
  languageSlice,
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

interface ServerPage {
  /** The server render's page element (`MembershipPage`, `ShopListPage`). */
  page: ReactElement;
  url: string;
  account: ClubAccount;
  config: { apiBaseUrl: string; apiVersion: string };
  /** An element of the page that only shows once its lazily loaded route has its code. */
  awaiting: string;
  /** The visitor's choice of language, as the host's store has it from the cookie. */
  language?: Language;
}

/**
 * The page as the page server sends it (the membership remote's root holding its server
 * render), then the browser's routes of the remote hydrating it at `url`, as the host's slot
 * does. Resolves once the page's route has its code and the part holding the `awaiting`
 * element has said the remote took it over (`REMOTE_HYDRATED`, as the host's page hears it).
 */
export async function hydrateServerPage({
  page,
  url,
  account,
  config,
  awaiting,
  language,
}: ServerPage) {
  resetStoreForTests();
  const store = initStore({ context: { api: {}, config } });
  registerSlice(clubSlice);
  registerSlice(notificationsSlice);
  registerSlice(authSlice);
  store.dispatch(clubLoaded(account));
  if (language) {
    registerSlice(languageSlice);
    store.dispatch(languageChosen(language));
  }
  // The remote's roots and parts that said they were taken over, heard from the start.
  const saidTakenOver = new Set<EventTarget>();
  const hear = (event: Event) => {
    if (event.target) saidTakenOver.add(event.target);
  };
  document.addEventListener(REMOTE_HYDRATED, hear);
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
  try {
    await waitFor(() => {
      const part = hydrated.container.querySelector(awaiting)?.closest('[data-remote-part]');
      expect(part !== null && part !== undefined && saidTakenOver.has(part)).toBe(true);
    });
  } finally {
    document.removeEventListener(REMOTE_HYDRATED, hear);
  }
  const { container, kept: server, errors, unmount } = hydrated;
  return { container, server, errors, unmount };
}

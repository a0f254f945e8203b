import { clubApiOn, readCookie } from '@touchline/api-client';
import { LANGUAGE_COOKIE } from '@touchline/contracts/languages';
import type { ClubAccount } from '@touchline/contracts';
import {
  clubLoaded,
  httpFor,
  initStore,
  languageChosen,
  loadClub,
  registerCoreSlices,
  setAreaAddresses,
} from '@touchline/store';
import { resolveHost, type HostContext } from './host-area';
import { PAGE_DATA, pageDataClub, readPageData } from './page-data';
import type { RuntimeConfig } from './runtime-config';

/**
 * Creates the shared store with the API client and the host's club: the record the page came
 * with when it is this club's, else loaded from the API.
 */
export function bootStore(config: RuntimeConfig, hostname = window.location.hostname) {
  // The page's one HTTP client (the store's, which keeps the session: a call whose token ran
  // out renews it and is made again); the remotes build their calls on the same client.
  const api = clubApiOn(httpFor(config), {
    baseUrl: config.apiBaseUrl,
    version: config.apiVersion,
  });
  setAreaAddresses(config);
  const store = initStore({ context: { api, config } });
  registerCoreSlices();
  store.dispatch(languageChosen(readCookie(LANGUAGE_COOKIE)));
  const host: HostContext = resolveHost(hostname, config.defaultClub);
  const inline = pageDataClub() === host.club && readPageData<ClubAccount>(PAGE_DATA.club);
  if (inline) store.dispatch(clubLoaded(inline));
  else store.dispatch(loadClub(host.club));
  return { store, host, api };
}

import { createClubApi } from '@touchline/api-client';
import { initStore, loadClub, registerCoreSlices } from '@touchline/store';
import { resolveHost, type HostContext } from './host-area';
import type { RuntimeConfig } from './runtime-config';

/** Creates the shared store with the API client and starts loading the host's club. */
export function bootStore(config: RuntimeConfig, hostname = window.location.hostname) {
  const api = createClubApi({ baseUrl: config.apiBaseUrl, version: config.apiVersion });
  const store = initStore({ context: { api, config } });
  registerCoreSlices();
  const host: HostContext = resolveHost(hostname, config.defaultClub);
  store.dispatch(loadClub(host.club));
  return { store, host, api };
}

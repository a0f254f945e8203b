/**
 * The API client's fetch layer (requests, tokens from the cookies, errors), as the shared store
 * hands it to the remotes. The store is a federation singleton, so a remote that takes these from
 * `@touchline/store` uses the host's copy instead of bundling its own (with js-cookie). The page
 * has one HTTP client, built from the runtime configuration the host gave the store
 * (`useApiHttp`, `apiHttp` in a saga); a remote builds its own calls on it
 * (`createContentCalls(useApiHttp())`), so their answer checks stay in the remote.
 */
import {
  createHttp as createPlainHttp,
  type ApiConfig,
  type Http,
  type HttpOptions,
} from '@touchline/api-client';
import { getContext } from 'redux-saga/effects';
import { useStoreService } from './hooks';
import { sessionKeeper } from './slices/auth/session-keeper';

export {
  ApiError,
  errorMessageOf,
  fieldErrorsIn,
  isNotFound,
  isSessionEnded,
  mapFieldErrors,
} from '@touchline/api-client';

/**
 * The fetch layer with the shared session kept: a call refused because the member's session
 * token ran out renews the session once and is made again; when it cannot be renewed the session
 * ends here, with the notice and the sign-in offer (see `sessionKeeper`).
 */
export function createHttp(config: ApiConfig, options: HttpOptions = {}): Http {
  return createPlainHttp(config, { session: sessionKeeper, ...options });
}

/** What the page's HTTP client is built from: the runtime configuration's API address. */
export interface ApiSettings {
  apiBaseUrl: string;
  apiVersion: string;
}

/** The store's service the runtime configuration is kept under (its saga context too). */
export const CONFIG_SERVICE = 'config';

const clients = new WeakMap<ApiSettings, Http>();

/**
 * The page's one HTTP client for a runtime configuration: built on first use and kept with it,
 * so the host's sagas, every remote's hooks and sagas share its session keeping.
 */
export function httpFor(config: ApiSettings): Http {
  let http = clients.get(config);
  if (!http) {
    // The page's `fetch` is looked up at each call, not kept from the first one: the client
    // lives as long as the page (the tests' fakes, an instrumented fetch, come and go).
    http = createHttp(
      { baseUrl: config.apiBaseUrl, version: config.apiVersion },
      { fetch: (input, init) => globalThis.fetch(input, init) },
    );
    clients.set(config, http);
  }
  return http;
}

/** The page's HTTP client, for a component or hook: a remote builds its calls on it. */
export function useApiHttp(): Http {
  return httpFor(useStoreService<ApiSettings>(CONFIG_SERVICE));
}

/** The page's HTTP client, for a saga (`const http = yield* apiHttp()`). */
export function* apiHttp(): Generator<unknown, Http, unknown> {
  const config = (yield getContext(CONFIG_SERVICE)) as ApiSettings | undefined;
  if (!config) throw new Error(`The store has no "${CONFIG_SERVICE}" service.`);
  return httpFor(config);
}

/**
 * The API client's fetch layer (requests, tokens from the cookies, errors), as the shared store
 * hands it to the remotes. The store is a federation singleton, so a remote that takes these from
 * `@touchline/store` uses the host's copy instead of bundling its own (with js-cookie); it still
 * builds its own calls (`createContentCalls(createHttp(...))`), so their answer checks stay in
 * the remote. A remote built from this release on needs a host whose store exports them.
 */
import {
  createHttp as createPlainHttp,
  type ApiConfig,
  type Http,
  type HttpOptions,
} from '@touchline/api-client';
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

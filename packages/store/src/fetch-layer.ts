/**
 * The API client's fetch layer (requests, tokens from the cookies, errors), as the shared store
 * hands it to the remotes. The store is a federation singleton, so a remote that takes these from
 * `@touchline/store` uses the host's copy instead of bundling its own (with js-cookie); it still
 * builds its own calls (`createContentCalls(createHttp(...))`), so their answer checks stay in
 * the remote. A remote built from this release on needs a host whose store exports them.
 */
export {
  ApiError,
  createHttp,
  errorMessageOf,
  fieldErrorsIn,
  isNotFound,
  mapFieldErrors,
} from '@touchline/api-client';

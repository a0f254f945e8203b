import { isLanguage } from '@touchline/contracts/languages';
import { ApiError, ContractError, DEFAULT_ERROR_MESSAGE, SessionEndedError } from './api-error';
import { readAccessToken, readGuestToken } from './cookies';
import { toQueryString, type QueryParams } from './query-string';
import type { Validator } from './validation/validator';

export interface ApiConfig {
  /** e.g. http://localhost:3333 */
  baseUrl: string;
  /** version segment, e.g. v2 */
  version: string;
}

/** Where the bearer tokens come from: the session cookie and the guest token cookie by default. */
export interface TokenSource {
  access(): string | undefined;
  guest(): string | undefined;
}

export const cookieTokens: TokenSource = { access: readAccessToken, guest: readGuestToken };

/**
 * - `renewed`: a fresh session token is in place, the call is made again;
 * - `ended`: the session could not be renewed and has ended (the member has been told);
 * - `untouched`: nobody was signed in, or the renewal could not reach the API: the refusal
 *   stands as it is (the session and its cookies are kept).
 */
export type SessionRenewal = 'renewed' | 'ended' | 'untouched';

/**
 * Keeps a signed-in member's session going when a call made for them is refused (401) because
 * their token has run out. Installed by whoever owns the session (the shared store); the HTTP
 * layer only asks it, once per call.
 */
export interface SessionKeeper {
  /** `sentToken`: the session token the refused call carried (none once its cookie has gone). */
  renew(sentToken: string | undefined): Promise<SessionRenewal>;
}

export interface HttpOptions {
  fetch?: typeof fetch;
  tokens?: TokenSource;
  session?: SessionKeeper;
}

/** The header that lets a guest token count. */
export const GUEST_AUTH_HEADER = 'X-Use-Guest-Auth';

/**
 * - `user` (default): the session's bearer token when there is one;
 * - `guest`: the session's token, else the guest token with the `X-Use-Guest-Auth` header;
 * - `none`: no Authorization header (public reads stay simple requests, without a preflight).
 */
export type CallAuth = 'user' | 'guest' | 'none';

/** The answer's contract check: a generated validator, or one loaded on first use. */
export type AnswerCheck<T> = Validator<T> | { lazy: () => Promise<Validator<T>> };

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON, unless it is form data, URL-encoded parameters or a Blob. */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Skip the version segment (the token endpoint). */
  unversioned?: boolean;
  auth?: CallAuth;
  check?: AnswerCheck<T>;
  /** `blob` for files (the order PDF). */
  responseType?: 'json' | 'blob';
  cache?: RequestCache;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** Per call: the signal that gives the request up (e.g. when the page is left). */
export interface CallOptions {
  signal?: AbortSignal;
}

export type Http = <T>(path: string, options?: RequestOptions<T>) => Promise<T>;

const isRawBody = (body: unknown) =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  body instanceof URLSearchParams ||
  (typeof Blob !== 'undefined' && body instanceof Blob);

/** How a call is authorised: its headers, and whether it was made for the signed-in user. */
interface CallCredentials {
  headers: Record<string, string>;
  forUser: boolean;
  sentToken?: string;
}

function credentials(auth: CallAuth, tokens: TokenSource): CallCredentials {
  if (auth === 'none') return { headers: {}, forUser: false };
  const access = tokens.access();
  if (access)
    return { headers: { Authorization: `Bearer ${access}` }, forUser: true, sentToken: access };
  const guest = auth === 'guest' ? tokens.guest() : undefined;
  if (guest) {
    return {
      headers: { Authorization: `Bearer ${guest}`, [GUEST_AUTH_HEADER]: 'true' },
      forUser: false,
    };
  }
  // No token at all: the session cookie may just have run out; the keeper knows.
  return { headers: {}, forUser: true };
}

/**
 * The page's language, for the API to say its refusals in (`Accept-Language`), read when the call
 * is made: `<html lang>` (`ga-IE` is `ga`) when it is one of the site's languages. None outside a
 * browser: a server render shows no refusal, so its calls stay as they were.
 */
function pageLanguageHeader(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const language = document.documentElement.lang.split('-')[0]?.toLowerCase();
  return isLanguage(language) ? { 'Accept-Language': language } : {};
}

function loadCheck<T>(check: AnswerCheck<T> | undefined): Promise<Validator<T>> | undefined {
  if (!check) return undefined;
  return 'lazy' in check ? check.lazy() : Promise.resolve(check);
}

/**
 * The fetch layer every call goes through: versioned URL, bearer token, JSON in and out, the
 * contract check of the answer, and errors as `ApiError` (status 0 for a network failure). An
 * aborted request rejects with the AbortError untouched. A call made for the signed-in user that
 * is refused (401) asks the session keeper, when there is one, to renew the session, and is made
 * once more with the new token; a session that ended instead fails it as `SessionEndedError`.
 */
export function createHttp(config: ApiConfig, options: HttpOptions | typeof fetch = {}): Http {
  const {
    fetch: fetchImpl = globalThis.fetch,
    tokens = cookieTokens,
    session,
  } = typeof options === 'function' ? { fetch: options } : options;
  const root = config.baseUrl.replace(/\/+$/, '');

  return async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const prefix = options.unversioned ? root : `${root}/${config.version}`;
    const url = `${prefix}${path}${toQueryString(options.query)}`;
    const raw = isRawBody(options.body);
    // The validator module loads while the request is in flight.
    const validator = loadCheck(options.check);

    const send = async (auth: CallCredentials): Promise<Response> => {
      const headers: Record<string, string> = {
        Accept: options.responseType === 'blob' ? '*/*' : 'application/json',
        ...pageLanguageHeader(),
        ...options.headers,
        ...auth.headers,
      };
      if (options.body !== undefined && !raw) headers['Content-Type'] = 'application/json';
      try {
        return await fetchImpl(url, {
          method: options.method ?? 'GET',
          headers,
          body:
            options.body === undefined
              ? undefined
              : raw
                ? (options.body as BodyInit)
                : JSON.stringify(options.body),
          signal: options.signal,
          credentials: 'include',
          cache: options.cache,
        });
      } catch (cause) {
        if ((cause as Error)?.name === 'AbortError') throw cause;
        throw new ApiError('', 0);
      }
    };

    const auth = credentials(options.auth ?? 'user', tokens);
    let response = await send(auth);
    let renewal: SessionRenewal = 'untouched';
    if (response.status === 401 && auth.forUser && session) {
      renewal = await session.renew(auth.sentToken);
      if (renewal === 'renewed') response = await send(credentials(options.auth ?? 'user', tokens));
    }

    if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
    const text = await response.text();
    const body: unknown = text ? safeJson(text) : null;
    if (!response.ok) {
      const refusal = new ApiError(serverMessage(body), response.status, body);
      throw renewal === 'ended' ? new SessionEndedError(refusal) : refusal;
    }
    if (validator) {
      const validate = await validator;
      if (!validate(body)) throw new ContractError(response.status, path, validate.errors ?? []);
    }
    return body as T;
  };
}

function serverMessage(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : DEFAULT_ERROR_MESSAGE;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

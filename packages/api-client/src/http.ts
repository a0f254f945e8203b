import { ApiError, ContractError, DEFAULT_ERROR_MESSAGE } from './api-error';
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

export interface HttpOptions {
  fetch?: typeof fetch;
  tokens?: TokenSource;
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

function authHeaders(auth: CallAuth, tokens: TokenSource): Record<string, string> {
  if (auth === 'none') return {};
  const access = tokens.access();
  if (access) return { Authorization: `Bearer ${access}` };
  const guest = auth === 'guest' ? tokens.guest() : undefined;
  return guest ? { Authorization: `Bearer ${guest}`, [GUEST_AUTH_HEADER]: 'true' } : {};
}

function loadCheck<T>(check: AnswerCheck<T> | undefined): Promise<Validator<T>> | undefined {
  if (!check) return undefined;
  return 'lazy' in check ? check.lazy() : Promise.resolve(check);
}

/**
 * The fetch layer every call goes through: versioned URL, bearer token, JSON in and out, the
 * contract check of the answer, and errors as `ApiError` (status 0 for a network failure). An
 * aborted request rejects with the AbortError untouched.
 */
export function createHttp(config: ApiConfig, options: HttpOptions | typeof fetch = {}): Http {
  const { fetch: fetchImpl = globalThis.fetch, tokens = cookieTokens } =
    typeof options === 'function' ? { fetch: options } : options;
  const root = config.baseUrl.replace(/\/+$/, '');

  return async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const prefix = options.unversioned ? root : `${root}/${config.version}`;
    const url = `${prefix}${path}${toQueryString(options.query)}`;
    const headers: Record<string, string> = {
      Accept: options.responseType === 'blob' ? '*/*' : 'application/json',
      ...options.headers,
      ...authHeaders(options.auth ?? 'user', tokens),
    };
    const raw = isRawBody(options.body);
    if (options.body !== undefined && !raw) headers['Content-Type'] = 'application/json';
    // The validator module loads while the request is in flight.
    const validator = loadCheck(options.check);

    let response: Response;
    try {
      response = await fetchImpl(url, {
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

    if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
    const text = await response.text();
    const body: unknown = text ? safeJson(text) : null;
    if (!response.ok) throw new ApiError(serverMessage(body), response.status, body);
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

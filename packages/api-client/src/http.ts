import { ApiError, DEFAULT_ERROR_MESSAGE } from './api-error';

export interface ApiConfig {
  /** e.g. http://localhost:3333 */
  baseUrl: string;
  /** version segment, e.g. v2 */
  version: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the version segment (the token endpoint). */
  unversioned?: boolean;
}

export function createHttp(config: ApiConfig, fetchImpl: typeof fetch = globalThis.fetch) {
  const root = config.baseUrl.replace(/\/+$/, '');

  return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const url = options.unversioned ? `${root}${path}` : `${root}/${config.version}${path}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        credentials: 'include',
      });
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw new ApiError('', 0);
    }
    const text = await response.text();
    const body: unknown = text ? safeJson(text) : null;
    if (!response.ok) {
      const message =
        body &&
        typeof body === 'object' &&
        typeof (body as { message?: unknown }).message === 'string'
          ? (body as { message: string }).message
          : DEFAULT_ERROR_MESSAGE;
      throw new ApiError(message, response.status, body);
    }
    return body as T;
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

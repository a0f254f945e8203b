/** Error thrown by every client call; `message` already follows the spec's normalisation. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const DEFAULT_ERROR_MESSAGE = 'An error has occurred';
export const NETWORK_ERROR_MESSAGE = 'Network error occurred.';

/**
 * Normalises an error into the text users see: an override wins, a string is used as is,
 * status 0 is a network error, 404 has no text, otherwise the server's message or the default.
 */
export function errorMessageOf(error: unknown, override?: string): string {
  if (override) return override;
  if (typeof error === 'string') return error;
  if (error instanceof ApiError) {
    if (error.status === 0) return NETWORK_ERROR_MESSAGE;
    if (error.status === 404) return '';
    return error.message || DEFAULT_ERROR_MESSAGE;
  }
  return DEFAULT_ERROR_MESSAGE;
}

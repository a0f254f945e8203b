import type { ValidationIssue } from './validation/validator';

// Each federated bundle may carry its own copy of this module, so an error made by the host's
// client must still be recognised by a remote's copy: `instanceof` checks a shared brand.
const BRANDS = Symbol.for('touchline.api-client.error-brands');

function hasBrand(value: unknown, brand: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const brands = (value as { [BRANDS]?: unknown })[BRANDS];
  return Array.isArray(brands) && brands.includes(brand);
}

function addBrand(error: object, brand: string): void {
  const target = error as { [BRANDS]?: string[] };
  target[BRANDS] = [...(target[BRANDS] ?? []), brand];
}

/** Error thrown by every client call; `message` already follows the spec's normalisation. */
export class ApiError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return hasBrand(value, 'ApiError');
  }

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    addBrand(this, 'ApiError');
  }
}

/** An answer that does not match its contract schema: the call failed for the user. */
export class ContractError extends ApiError {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return hasBrand(value, 'ContractError');
  }

  constructor(
    status: number,
    readonly path: string,
    readonly issues: readonly ValidationIssue[],
  ) {
    super(DEFAULT_ERROR_MESSAGE, status, { issues });
    this.name = 'ContractError';
    addBrand(this, 'ContractError');
  }
}

/**
 * A call refused (401) because the signed-in member's session had lapsed and could not be
 * renewed: the session has ended and the member has been told so and offered to sign in again.
 */
export class SessionEndedError extends ApiError {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return hasBrand(value, 'SessionEndedError');
  }

  constructor(refusal: ApiError) {
    super(refusal.message, refusal.status, refusal.body);
    this.name = 'SessionEndedError';
    addBrand(this, 'SessionEndedError');
  }
}

export const isSessionEnded = (error: unknown): boolean => error instanceof SessionEndedError;

export const DEFAULT_ERROR_MESSAGE = 'An error has occurred';
export const NETWORK_ERROR_MESSAGE = 'Network error occurred.';

/**
 * Normalises an error into the text users see: a lapsed session has none (the member was told
 * already), an override wins, a string is used as is, status 0 is a network error, 404 has no
 * text (none is shown), otherwise the server's message or the default.
 */
export function errorMessageOf(error: unknown, override?: string): string {
  if (isSessionEnded(error)) return '';
  if (override) return override;
  if (typeof error === 'string') return error;
  if (error instanceof ApiError) {
    if (error.status === 0) return NETWORK_ERROR_MESSAGE;
    if (error.status === 404) return '';
    return error.message || DEFAULT_ERROR_MESSAGE;
  }
  return DEFAULT_ERROR_MESSAGE;
}

/** HTTP status of an error (0 for a network failure or anything that is not an answer). */
export function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}

export const isNotFound = (error: unknown): boolean => statusOf(error) === 404;

/** A request given up because its page was left (or its AbortSignal fired otherwise). */
export const isAbortError = (error: unknown): boolean =>
  (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * A 404 ignored and replaced by a fallback value; any other failure is
 * rethrown.
 */
export async function withNotFoundFallback<T, F>(call: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await call;
  } catch (error) {
    if (isNotFound(error)) return fallback;
    throw error;
  }
}

/** The stable machine-readable code of a Club API refusal (`cart_not_found`), if it had one. */
export function errorCodeOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const code = (error.body as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** A refusal's field errors as the API sent them: field path (`body.email`) -> messages. */
export function fieldErrorsIn(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const found: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string',
    );
    if (list.length > 0) found[path] = list;
  }
  return found;
}

/**
 * Server field errors mapped onto a form's fields, each field's first message. `fields` names the
 * form field of each server field (paths without their `body.` prefix), or lists the form's
 * fields when they are named as the API names them. Errors of other fields are left out; when
 * two server fields land on one form field, the later one is shown.
 */
export function mapFieldErrors<F extends string>(
  errors: Readonly<Record<string, readonly string[]>>,
  fields: Readonly<Record<string, F>> | readonly F[],
): Partial<Record<F, string>> {
  const fieldOf = (path: string): F | undefined => {
    if (Array.isArray(fields)) return fields.includes(path as F) ? (path as F) : undefined;
    return Object.hasOwn(fields, path) ? (fields as Record<string, F>)[path] : undefined;
  };
  const mapped: Partial<Record<F, string>> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = fieldOf(path.replace(/^body\./, ''));
    if (field && messages[0]) mapped[field] = messages[0];
  }
  return mapped;
}

/** A refusal's field errors on a form's fields (see `mapFieldErrors`); none for other errors. */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: Readonly<Record<string, F>> | readonly F[],
): Partial<Record<F, string>> {
  return mapFieldErrors(fieldErrorsIn(error), fields);
}

import type { ErrorBody } from '@touchline/contracts';
import { ERRORS, type ErrorCode } from './catalogue';

/** Field path (`body.email`) -> the messages for that field. */
export type FieldErrors = Record<string, string[]>;

export interface FailOptions {
  /** A text for this occurrence instead of the catalogue's (a product's name, a decline). */
  readonly message?: string;
  readonly errors?: FieldErrors;
  /** More fields of the body (a payment refusal's order and decline code, an OAuth `error`). */
  readonly extra?: Record<string, unknown>;
  /** Headers of the answer (`retry-after`, `www-authenticate`). */
  readonly headers?: Record<string, string>;
  /** A status other than the catalogue's, for a code shared by calls that answer differently. */
  readonly status?: number;
}

/**
 * A refusal thrown by a route, a guard or a service: the API's one error handler answers it with
 * its status and `{ message, code, errors? }`. Nothing else answers 4xx by hand.
 */
export class DomainError extends Error {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: ErrorBody & Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    options: FailOptions = {},
  ) {
    const entry = ERRORS[code];
    const message = options.message ?? entry.message;
    super(message);
    this.name = 'DomainError';
    this.status = options.status ?? entry.status;
    this.headers = options.headers ?? {};
    this.body = {
      message,
      code,
      ...(options.errors ? { errors: options.errors } : {}),
      ...options.extra,
    };
  }
}

/** The error to throw for a refusal: `throw fail('cart_not_found')`. */
export const fail = (code: ErrorCode, options?: FailOptions): DomainError =>
  new DomainError(code, options);

/** A refusal naming one field: the field carries the same text as the message. */
export const failOnField = (code: ErrorCode, field: string, message?: string): DomainError => {
  const text = message ?? ERRORS[code].message;
  return new DomainError(code, { message: text, errors: { [field]: [text] } });
};

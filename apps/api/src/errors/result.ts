import type { ErrorCode } from './catalogue';
import { fail, type DomainError, type FailOptions } from './domain-error';

/** A step that did not happen: the catalogue code it would be answered with, and its details. */
export interface Refusal<E extends ErrorCode = ErrorCode> {
  readonly ok: false;
  readonly code: E;
  readonly details?: FailOptions;
}

/**
 * The outcome of a step whose caller must branch on a refusal before anything is answered: to
 * let a transaction commit first, or to gather every field's problem. A caller with nothing to
 * do but answer is better served by the step throwing `fail(code)` itself.
 */
export type Result<T, E extends ErrorCode = ErrorCode> =
  { readonly ok: true; readonly value: T } | Refusal<E>;

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

export const refused = <E extends ErrorCode>(code: E, details?: FailOptions): Refusal<E> =>
  details ? { ok: false, code, details } : { ok: false, code };

/** The error a refusal is answered with, as `fail(code)` would build it. */
export const failOf = (refusal: Refusal): DomainError => fail(refusal.code, refusal.details);

/** The value of a step that went through; its refusal thrown as the domain error otherwise. */
export function valueOrFail<T>(result: Result<T>): T {
  if (!result.ok) throw failOf(result);
  return result.value;
}

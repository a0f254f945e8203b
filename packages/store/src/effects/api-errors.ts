import { errorMessageOf, isAbortError } from '@touchline/api-client';
import { put } from 'redux-saga/effects';
import { stopLoading } from '../slices/loaders';
import { notify } from '../slices/notifications';

export interface ReportOptions {
  /** Replaces whatever the error says. */
  override?: string;
  /** The loader to stop. */
  loader?: string;
}

/**
 * The text shown for a failed call ('' for none: a 404, or a request given
 * up because its page was left).
 */
export function apiErrorMessage(error: unknown, override?: string): string {
  return isAbortError(error) ? '' : errorMessageOf(error, override);
}

/**
 * The shared error handling: the normalised message as a danger
 * notification (none for a 404, which has no text), and the loader stopped. An aborted request
 * (the page was left) is not an error. Returns the message shown ('' when none).
 */
export function* reportApiError(
  error: unknown,
  { override, loader }: ReportOptions = {},
): Generator<unknown, string, unknown> {
  if (loader) yield put(stopLoading(loader));
  const message = apiErrorMessage(error, override);
  if (message) yield put(notify({ type: 'danger', title: message }));
  return message;
}

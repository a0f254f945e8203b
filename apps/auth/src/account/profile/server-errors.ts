import { ApiError } from '@touchline/api-client';

/** The first message the API gave for each field (`body.` prefixes dropped). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) result[field.replace(/^body\./, '')] = messages[0];
  }
  return result;
}

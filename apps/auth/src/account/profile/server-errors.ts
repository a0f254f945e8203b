import { ApiError } from '@touchline/api-client';
import { useNotify } from '@touchline/notifications';
import { useState } from 'react';

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

/**
 * An account form's save: a refusal shows as a notice, with the API's message for each field
 * beside it until the next try.
 */
export function useFieldErrorSave() {
  const notify = useNotify();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = async (work: () => Promise<void>) => {
    setServerErrors({});
    try {
      await work();
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      notify.apiError(error);
    }
  };
  return { serverErrors, save };
}

import type { IntentStatus } from '@touchline/contracts';
import type { ProviderError } from './card-payment';

const INTENT_STATUSES: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] satisfies IntentStatus[];

/** A provider's status the port does not name (`requires_capture`, newer ones) is in progress. */
export const intentStatusOf = (status: string): IntentStatus =>
  INTENT_STATUSES.includes(status) ? (status as IntentStatus) : 'processing';

/** An error with the provider's fields, which may be absent. */
export interface LooseProviderError {
  type?: string;
  code?: string | null;
  decline_code?: string | null;
  message?: string | null;
}

export function providerError(error: LooseProviderError): ProviderError {
  return {
    type: error.type ?? 'api_error',
    code: error.code ?? null,
    decline_code: error.decline_code ?? null,
    message: error.message ?? '',
  };
}

/** No answer to read (network failure, a broken library): the catalogue's fallback applies. */
export const UNREADABLE_ERROR: ProviderError = providerError({ type: 'api_error' });

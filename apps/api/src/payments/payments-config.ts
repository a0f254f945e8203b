import { isLoopbackName } from '../http/dev-tools-guard';

export type PaymentProviderName = 'test' | 'stripe';

export interface StripeSettings {
  /** `sk_test_...` or `sk_live_...` (or a restricted `rk_` key). */
  readonly secretKey: string;
  /** `pk_test_...` or `pk_live_...`: handed to the browser. */
  readonly publishableKey: string;
  /** `whsec_...`: verifies the signature of webhook calls. */
  readonly webhookSecret: string;
  /**
   * `STRIPE_API_URL`: the base URL of a local stand-in for Stripe's API (the production stack
   * step's); unset, the client calls Stripe itself.
   */
  readonly apiUrl?: string;
}

export type PaymentsConfig =
  /** Offline card simulator (test card numbers, 3-D Secure page served by the API). */
  | { readonly provider: 'test' }
  /** Stripe PaymentIntents. */
  | { readonly provider: 'stripe'; readonly stripe: StripeSettings };

type Read = (name: string) => string | undefined;

/** The payment settings of the environment (see apps/api/README.md). */
export function readPaymentsConfig(read: Read, problems: string[]): PaymentsConfig {
  const provider = read('PAYMENT_PROVIDER') ?? 'test';
  if (provider === 'test') return { provider };
  if (provider !== 'stripe') {
    problems.push(`PAYMENT_PROVIDER must be test or stripe, got "${provider}"`);
    return { provider: 'test' };
  }
  const secretKey = read('STRIPE_SECRET_KEY') ?? '';
  const publishableKey = read('STRIPE_PUBLISHABLE_KEY') ?? '';
  const webhookSecret = read('STRIPE_WEBHOOK_SECRET') ?? '';
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) {
    problems.push('STRIPE_SECRET_KEY must be set to an sk_... key when PAYMENT_PROVIDER is stripe');
  }
  if (!/^pk_(test|live)_\w+$/.test(publishableKey)) {
    problems.push(
      'STRIPE_PUBLISHABLE_KEY must be set to a pk_... key when PAYMENT_PROVIDER is stripe',
    );
  }
  if (!/^whsec_\w+$/.test(webhookSecret)) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET must be set to a whsec_... secret when PAYMENT_PROVIDER is stripe',
    );
  }
  const apiUrl = readStandInUrl(read('STRIPE_API_URL'), secretKey, problems);
  return {
    provider,
    stripe: { secretKey, publishableKey, webhookSecret, ...(apiUrl ? { apiUrl } : {}) },
  };
}

/**
 * `STRIPE_API_URL`, for a local stand-in only: a bare `http(s)://host[:port]` (the client takes
 * no path), and never with a live key, which must not leave for anywhere but Stripe.
 */
function readStandInUrl(
  value: string | undefined,
  secretKey: string,
  problems: string[],
): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    !/^\/?$/.test(url.pathname) ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    problems.push(`STRIPE_API_URL must be a base URL like http://127.0.0.1:12111, got "${value}"`);
    return undefined;
  }
  if (/_live_/.test(secretKey)) {
    problems.push('STRIPE_API_URL is for a local stand-in and cannot be used with a live key');
  }
  return url.origin;
}

/** Whether a URL's host is this machine's loopback interface (127.0.0.0/8, ::1, localhost). */
export function isLoopbackUrl(address: string): boolean {
  return isLoopbackName(new URL(address).hostname.toLowerCase());
}

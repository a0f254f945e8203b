export type PaymentProviderName = 'test' | 'stripe';

export interface StripeSettings {
  /** `sk_test_...` or `sk_live_...` (or a restricted `rk_` key). */
  readonly secretKey: string;
  /** `pk_test_...` or `pk_live_...`: handed to the browser. */
  readonly publishableKey: string;
  /** `whsec_...`: verifies the signature of webhook calls. */
  readonly webhookSecret: string;
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
  return { provider, stripe: { secretKey, publishableKey, webhookSecret } };
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PaymentPort } from './payment-port';
import type { PaymentsConfig } from './payments-config';
import { createStripePaymentProvider } from './stripe-payment-provider';
import { createSimulatedCardProvider, type SimulatedCardProvider } from './simulated-card-provider';

export type ConfiguredPaymentPort =
  | { readonly provider: 'test'; readonly port: SimulatedCardProvider }
  | { readonly provider: 'stripe'; readonly port: PaymentPort };

/** The adapter `PAYMENT_PROVIDER` chooses: the offline simulator (default) or Stripe. */
export function createPaymentPort(
  config: PaymentsConfig,
  db: Kysely<Database>,
  publicUrl: string,
): ConfiguredPaymentPort {
  if (config.provider === 'stripe') {
    return { provider: 'stripe', port: createStripePaymentProvider(config.stripe) };
  }
  return { provider: 'test', port: createSimulatedCardProvider(db, { publicUrl }) };
}

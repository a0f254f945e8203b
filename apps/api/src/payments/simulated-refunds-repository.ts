// The card simulator's refunds of its payments, with the provider's own refusals: one refund per
// idempotency key, never more than the payment has left.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PaymentRequestError, type RefundInput, type RefundState } from './payment-port';
import { simulatedId } from './simulated-ids';

export async function refundSimulatedPayment(
  db: Kysely<Database>,
  input: RefundInput,
): Promise<RefundState> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new PaymentRequestError('A refund amount must be a positive number of cents');
  }
  return db.transaction().execute(async (trx) => {
    const toState = (row: {
      refund_id: string;
      intent_id: string;
      amount: number;
      currency: string;
      status: string;
    }): RefundState => ({
      id: row.refund_id,
      paymentIntentId: row.intent_id,
      amount: row.amount,
      currency: row.currency,
      status: row.status as RefundState['status'],
      failureReason: null,
      metadata: input.metadata,
    });
    const intent = await trx
      .selectFrom('payment_sim_intents')
      .select(['intent_id', 'kind', 'status', 'amount', 'currency'])
      .where('intent_id', '=', input.paymentIntentId)
      .forUpdate()
      .executeTakeFirst();
    if (!intent || intent.kind !== 'payment') {
      throw new PaymentRequestError(`No such payment intent: '${input.paymentIntentId}'`);
    }
    const earlier = await trx
      .selectFrom('payment_sim_refunds')
      .selectAll()
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.intent_id !== intent.intent_id || earlier.amount !== input.amount) {
        throw new PaymentRequestError(
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      return toState(earlier);
    }
    if (intent.status !== 'succeeded') {
      throw new PaymentRequestError(
        `This payment intent has not been captured (status ${intent.status})`,
      );
    }
    const refunded = await trx
      .selectFrom('payment_sim_refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
      .where('intent_id', '=', intent.intent_id)
      .executeTakeFirstOrThrow();
    const left = intent.amount - Number(refunded.total);
    if (input.amount > left) {
      throw new PaymentRequestError(
        left === 0
          ? 'This payment has already been refunded.'
          : `Refund amount (${input.amount}) is greater than the amount left to refund (${left}).`,
      );
    }
    const row = await trx
      .insertInto('payment_sim_refunds')
      .values({
        refund_id: simulatedId('re_test'),
        intent_id: intent.intent_id,
        idempotency_key: input.idempotencyKey,
        amount: input.amount,
        currency: intent.currency,
        status: 'succeeded',
        reason: input.metadata['reason'] ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toState(row);
  });
}

import type { ArrearsOrder, ArrearsPayResult } from '@touchline/contracts';
import { fail } from '../../errors/domain-error';
import type { CommerceContext } from '../commerce-context';
import { customerFor, onIntentUpdated, refusalMessage } from '../orders/order-payments';
import type { IntentState } from '../../payments/payment-port';
import {
  countFailedInstalments,
  countPaymentAttempt,
  failedInstalments,
  holdForMemberPayment,
  insertArrearsPayment,
  pendingArrearsIntents,
  releaseMemberHold,
  restoreRetries,
} from './arrears-repository';
import { findOwnCard } from './payment-method-repository';

/** The bank declined an off-session payment until the card holder confirms it. */
const needsAuthentication = (intent: IntentState) =>
  intent.status === 'requires_action' ||
  intent.error?.code === 'authentication_required' ||
  intent.error?.declineCode === 'authentication_required';

/** Failed payments of a member's orders, and paying them with a saved card. */
export function createArrearsService(context: CommerceContext) {
  const { db } = context;

  /** The member's orders with failed instalments (these orders, when given). */
  async function arrears(owner: number, orderIds?: readonly string[]): Promise<ArrearsOrder[]> {
    const rows = await failedInstalments(db, owner, orderIds);
    const byOrder = new Map<string, ArrearsOrder>();
    for (const row of rows) {
      const order = byOrder.get(row.order_id) ?? {
        order_id: row.order_id,
        order_seq: row.order_seq,
        club: { account_id: row.account_id, name: row.club_name, slug: row.slug },
        currency: row.currency,
        amount_due: 0,
        created_at: new Date(row.created_at).toISOString(),
        instalments: [],
      };
      order.amount_due += row.amount;
      order.instalments.push({
        instalment_id: row.order_instalment_id,
        product_name: row.product_name,
        sequence: row.sequence,
        due_on: row.due_on,
        amount: row.amount,
      });
      byOrder.set(row.order_id, order);
    }
    return [...byOrder.values()];
  }

  return {
    failedPayments: (owner: number) => countFailedInstalments(db, owner),
    arrears,

    /**
     * Charges each order's arrears to the saved card, stopping at the first refusal. When the
     * bank asks the member to confirm a payment (3-D Secure) and `returnUrl` is given, the same
     * payment is confirmed with the member present: the answer names where the bank's step is,
     * and the order's instalments are paid once the member confirms there.
     */
    async pay(
      owner: number,
      paymentMethodId: number,
      orderIds: readonly string[] | undefined,
      returnUrl?: string,
    ): Promise<ArrearsPayResult> {
      const card = await findOwnCard(db, owner, context.payments.provider, paymentMethodId);
      if (!card) throw fail('payment_method_not_found');
      // A confirmation the member left at the bank's page is cancelled first (one confirmed in
      // the meantime pays its instalments): one payment of an instalment at most is confirmed.
      const before = await arrears(owner, orderIds);
      for (const intentId of await pendingArrearsIntents(
        db,
        before.map((order) => order.order_id),
      )) {
        await onIntentUpdated(context, await context.payments.port.cancelPaymentIntent(intentId));
      }
      const due = await arrears(owner, orderIds);
      if (due.length === 0) throw fail('no_arrears');
      const customerId = await customerFor(context, owner);
      const paid: { order_id: string; amount: number; currency: string }[] = [];
      for (const order of due) {
        const instalmentIds = order.instalments.map((instalment) => instalment.instalment_id);
        // The workers' automatic retries of these instalments wait while the member pays.
        const held = await holdForMemberPayment(db, instalmentIds);
        if (held === 'in_progress') throw fail('payment_in_progress');
        let intent: IntentState | undefined;
        try {
          const attempt = await countPaymentAttempt(db, instalmentIds);
          intent = await context.payments.port.chargeSavedCard({
            amount: order.amount_due,
            currency: order.currency.toLowerCase(),
            paymentMethodId: card.provider_payment_method_id,
            customerId,
            idempotencyKey: `arrears:${order.order_id}:${instalmentIds.join('-')}:${attempt}`,
            description: `${order.club.name} order ${order.order_seq}: payment in arrears`,
            metadata: { order_id: order.order_id, purpose: 'arrears' },
          });
          if (returnUrl && needsAuthentication(intent)) {
            // The member is here: the bank's step can be taken now, as at checkout.
            intent = await context.payments.port.confirmPaymentIntent(intent.id, {
              paymentMethodId: card.provider_payment_method_id,
              returnUrl,
            });
          }
          await insertArrearsPayment(db, {
            accountId: order.club.account_id,
            orderId: order.order_id,
            provider: context.payments.provider,
            intent,
            instalmentIds,
          });
          await onIntentUpdated(context, intent);
        } finally {
          // Paid ones are `paid` by now; the others get their automatic retries back, which the
          // recorded hold keeps waiting while the member confirms with the bank (until the
          // payment succeeds or fails: onIntentUpdated; or the hold lapses).
          if (intent?.status !== 'requires_action') await releaseMemberHold(db, instalmentIds);
          await restoreRetries(db, held);
        }
        if (intent.status === 'requires_action' && intent.redirectUrl) {
          return {
            paid,
            requires_action: {
              order_id: order.order_id,
              payment_intent_id: intent.id,
              redirect_url: intent.redirectUrl,
            },
          };
        }
        if (intent.status !== 'succeeded') {
          throw fail('payment_refused', {
            message: refusalMessage(intent),
            extra: {
              code: intent.error?.code ?? null,
              decline_code: intent.error?.declineCode ?? null,
              order_id: order.order_id,
            },
          });
        }
        paid.push({ order_id: order.order_id, amount: order.amount_due, currency: order.currency });
      }
      return { paid };
    },
  };
}

import { fail } from '../../errors/domain-error';
import type { Auth } from '../../identity/authenticate';
import type { CommerceClub, CommerceContext } from '../commerce-context';
import { onIntentUpdated } from './order-payments';
import type { OrderRow } from './order-row';
import {
  findOrder,
  latestCheckoutIntentId,
  openPaymentIntentIds,
  setPaymentStatus,
} from './order-repository';
import { canReadOrder } from './order-view';

/** An order of the club the caller may read, brought up to date with its payment; else a 404. */
export async function readableOrder(
  context: CommerceContext,
  club: CommerceClub,
  orderId: string,
  auth: Auth | null,
): Promise<OrderRow> {
  const order = await findOrder(context.db, orderId, club.accountId);
  if (!order || !canReadOrder(order, auth)) throw fail('order_not_found');
  if (order.status === 'New' && context.payments.provider === 'stripe') {
    // The browser confirms Stripe payments itself: ask Stripe in case the webhook is late.
    const intentId = await latestCheckoutIntentId(context.db, order.order_id);
    if (intentId) {
      await onIntentUpdated(context, await context.payments.port.retrievePaymentIntent(intentId));
      const updated = await findOrder(context.db, order.order_id);
      if (!updated) throw fail('order_not_found');
      return updated;
    }
  }
  return order;
}

/** Payments of orders replaced by a newer revision of their cart can no longer be made. */
export async function cancelReplacedPayments(
  context: CommerceContext,
  orderIds: readonly string[],
): Promise<void> {
  for (const intentId of await openPaymentIntentIds(context.db, orderIds)) {
    const intent = await context.payments.port.cancelPaymentIntent(intentId);
    await setPaymentStatus(context.db, intent.id, intent.status);
  }
}

// An order as the back office shows it (the contract's BackofficeOrder), with what was paid,
// refunded and is still refundable of each line, from the facts order-facts-repository.ts reads.
import type {
  BackofficeOrder,
  BackofficeOrderLine,
  BackofficeOrderSummary,
  OrderRefundState,
} from '@touchline/contracts';
import type { OrderFacts, SummaryRow } from './order-facts-repository';
import { COUNTED, PAID, UNPAID, sum } from './refund-amounts';

const iso = (time: Date | string) => new Date(time).toISOString();

export const refundStateOf = (paid: number, refunded: number): OrderRefundState =>
  refunded <= 0 ? 'not_refunded' : refunded >= paid ? 'refunded' : 'partly_refunded';

export function toSummary(row: SummaryRow): BackofficeOrderSummary {
  const paid = Number(row.paid);
  const refunded = Number(row.refunded);
  return {
    order_id: row.order_id,
    order_seq: row.order_seq,
    created_at: iso(row.created_at),
    status: row.status,
    buyer_name: `${row.buyer_first_name} ${row.buyer_last_name}`.trim(),
    buyer_email: row.buyer_email,
    currency: row.currency,
    total: row.total,
    paid,
    refunded,
    refund_state: refundStateOf(paid, refunded),
  };
}

export function toOrder(facts: OrderFacts): BackofficeOrder {
  const refundedOf = (predicate: (row: OrderFacts['refunds'][number]) => boolean) =>
    sum(
      facts.refunds
        .filter((row) => row.status === 'succeeded' && predicate(row))
        .map((r) => r.amount),
    );
  const countedOf = (predicate: (row: OrderFacts['refunds'][number]) => boolean) =>
    sum(
      facts.refunds
        .filter((row) => (COUNTED as readonly string[]).includes(row.status) && predicate(row))
        .map((row) => row.amount),
    );
  const lines: BackofficeOrderLine[] = facts.lines.map((line) => {
    const paid = sum(
      facts.contributions
        .filter((entry) => entry.orderItemId === line.order_item_id)
        .map((entry) => entry.amount),
    );
    const refunded = refundedOf((row) => row.order_item_id === line.order_item_id);
    const counted = countedOf((row) => row.order_item_id === line.order_item_id);
    const instalments = facts.instalments.filter((row) => row.order_item_id === line.order_item_id);
    const member = [line.member_first_name, line.member_last_name].filter(Boolean).join(' ');
    return {
      order_item_id: line.order_item_id,
      name: line.name,
      product_type: line.product_type,
      quantity: line.quantity,
      member_name: member || null,
      subtotal: line.subtotal,
      number_of_payments: line.number_of_payments,
      paid,
      refunded,
      refundable: Math.max(0, paid - counted),
      refund_state: refundStateOf(paid, refunded),
      ended_at: line.ended_at ? iso(line.ended_at) : null,
      returned_quantity: line.returned_quantity,
      returnable_quantity: Math.max(
        0,
        line.quantity -
          line.returned_quantity -
          sum(
            facts.refunds
              .filter((row) => row.order_item_id === line.order_item_id && row.status === 'pending')
              .map((row) => row.quantity),
          ),
      ),
      instalments: instalments.map((row) => ({
        order_instalment_id: row.order_instalment_id,
        sequence: row.sequence,
        due_on: row.due_on,
        amount: row.amount,
        status: row.status,
      })),
      unpaid_instalments: instalments.filter((row) => UNPAID.includes(row.status)).length,
    };
  });
  const paid = sum(facts.payments.filter((row) => row.status === PAID).map((row) => row.amount));
  const refunded = refundedOf(() => true);
  return {
    ...toSummary({ ...facts.order, paid, refunded }),
    refundable: sum(lines.map((line) => line.refundable)),
    lines,
    payments: facts.payments.map((payment) => ({
      payment_id: payment.payment_id,
      purpose: payment.purpose,
      amount: payment.amount,
      status: payment.status,
      card:
        payment.brand && payment.last_four_digits
          ? `${payment.brand} •••• ${payment.last_four_digits}`
          : null,
      refunded: refundedOf((row) => row.payment_id === payment.payment_id),
      created_at: iso(payment.created_at),
    })),
    refunds: facts.refunds.map((row) => ({
      order_refund_id: row.order_refund_id,
      order_item_id: row.order_item_id,
      item_name: facts.lines.find((line) => line.order_item_id === row.order_item_id)?.name ?? '',
      amount: row.amount,
      reason: row.reason,
      status: row.status,
      provider_refund_id: row.provider_refund_id,
      failure_reason: row.status === 'failed' ? row.error_message : null,
      quantity: row.quantity,
      refunded_by: row.refunded_by,
      created_at: iso(row.created_at),
    })),
  };
}

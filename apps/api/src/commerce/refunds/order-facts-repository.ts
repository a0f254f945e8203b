import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { InstalmentStatus, OrderStatus } from '../../db/schema-commerce';
import { PAID, shareOut } from './refund-amounts';

// What a club admin sees of the club's orders, and what a refund may give back, starts here: an
// order's lines, instalments, payments and refunds read in one place, with each payment's share of
// each line. Every amount is computed from what was paid (payments that succeeded, instalments
// paid) and what was refunded, never taken from the browser.

export interface SummaryRow {
  order_id: string;
  order_seq: number;
  created_at: Date;
  status: OrderStatus;
  buyer_first_name: string;
  buyer_last_name: string;
  buyer_email: string | null;
  currency: string;
  total: number;
  paid: number | string;
  refunded: number | string;
}

/** One payment's share of one line: what a refund of that line may take back from it. */
export interface Contribution {
  readonly orderItemId: number;
  readonly paymentId: number;
  readonly intentId: string;
  readonly amount: number;
  /** Newer payments are refunded first. */
  readonly paidAt: Date;
}

type Reader = Kysely<Database> | Transaction<Database>;

export interface OrderFacts {
  readonly order: SummaryRow & { account_id: number; user_id: number | null };
  readonly lines: {
    order_item_id: number;
    name: string;
    product_type: string;
    product_id: number | null;
    quantity: number;
    subtotal: number;
    initial_payment: number;
    number_of_payments: number;
    member_first_name: string | null;
    member_last_name: string | null;
    ended_at: Date | null;
    returned_quantity: number;
    metadata: Record<string, unknown>;
  }[];
  readonly instalments: {
    order_instalment_id: number;
    order_item_id: number;
    sequence: number;
    due_on: string;
    amount: number;
    status: InstalmentStatus;
  }[];
  readonly payments: {
    payment_id: number;
    purpose: string;
    intent_id: string;
    amount: number;
    status: string;
    brand: string | null;
    last_four_digits: string | null;
    instalment_ids: number[];
    created_at: Date;
  }[];
  readonly refunds: {
    order_refund_id: number;
    order_item_id: number;
    payment_id: number;
    amount: number;
    reason: string;
    status: 'pending' | 'succeeded' | 'failed';
    provider_refund_id: string | null;
    error_message: string | null;
    quantity: number;
    created_at: Date;
    refunded_by: string | null;
  }[];
  readonly contributions: Contribution[];
}

export async function orderFacts(
  db: Reader,
  accountId: number,
  orderId: string,
  lock: boolean,
): Promise<OrderFacts | null> {
  let orderQuery = db
    .selectFrom('orders as o')
    .select([
      'o.order_id',
      'o.account_id',
      'o.user_id',
      'o.order_seq',
      'o.created_at',
      'o.status',
      'o.buyer_first_name',
      'o.buyer_last_name',
      'o.buyer_email',
      'o.currency',
      'o.total',
      sql<string>`0`.as('paid'),
      sql<string>`0`.as('refunded'),
    ])
    .where('o.order_id', '=', orderId)
    .where('o.account_id', '=', accountId);
  if (lock) orderQuery = orderQuery.forUpdate();
  const order = await orderQuery.executeTakeFirst();
  if (!order) return null;
  const [lines, instalments, payments, refunds, user] = await Promise.all([
    db
      .selectFrom('order_items')
      .select([
        'order_item_id',
        'name',
        'product_type',
        'product_id',
        'quantity',
        'subtotal',
        'initial_payment',
        'number_of_payments',
        'member_first_name',
        'member_last_name',
        'ended_at',
        'returned_quantity',
        'metadata',
      ])
      .where('order_id', '=', orderId)
      .where('bundle_order_item_id', 'is', null)
      .orderBy('order_item_id')
      .execute(),
    db
      .selectFrom('order_instalments')
      .select([
        'order_instalment_id',
        'order_item_id',
        'sequence',
        sql<string>`to_char(due_on, 'YYYY-MM-DD')`.as('due_on'),
        'amount',
        'status',
      ])
      .where('order_id', '=', orderId)
      .orderBy('order_item_id')
      .orderBy('sequence')
      .execute(),
    db
      .selectFrom('payments')
      .select([
        'payment_id',
        'purpose',
        'intent_id',
        'amount',
        'status',
        'brand',
        'last_four_digits',
        'instalment_ids',
        'created_at',
      ])
      .where('order_id', '=', orderId)
      .orderBy('payment_id')
      .execute(),
    db
      .selectFrom('order_refunds as r')
      .leftJoin('users as u', 'u.id', 'r.refunded_by')
      .select([
        'r.order_refund_id',
        'r.order_item_id',
        'r.payment_id',
        'r.amount',
        'r.reason',
        'r.status',
        'r.provider_refund_id',
        'r.error_message',
        'r.quantity',
        'r.created_at',
        sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`.as(
          'refunded_by',
        ),
      ])
      .where('r.order_id', '=', orderId)
      .orderBy('r.order_refund_id')
      .execute(),
    order.user_id === null
      ? Promise.resolve(undefined)
      : db.selectFrom('users').select('email').where('id', '=', order.user_id).executeTakeFirst(),
  ]);

  // Each paid payment's share of each line: the checkout payment shared over the lines' first
  // payments; an instalment (or arrears) payment to the lines of the instalments it paid.
  const contributions: Contribution[] = [];
  const instalmentById = new Map(instalments.map((row) => [row.order_instalment_id, row]));
  for (const payment of payments) {
    if (payment.status !== PAID) continue;
    if (payment.purpose === 'checkout') {
      const parts = shareOut(
        payment.amount,
        lines.map((line) => line.initial_payment),
      );
      lines.forEach((line, index) => {
        const amount = parts[index] ?? 0;
        if (amount > 0) {
          contributions.push({
            orderItemId: line.order_item_id,
            paymentId: payment.payment_id,
            intentId: payment.intent_id,
            amount,
            paidAt: payment.created_at,
          });
        }
      });
      continue;
    }
    const byLine = new Map<number, number>();
    for (const instalmentId of payment.instalment_ids) {
      const instalment = instalmentById.get(instalmentId);
      if (!instalment || instalment.status !== 'paid') continue;
      byLine.set(
        instalment.order_item_id,
        (byLine.get(instalment.order_item_id) ?? 0) + instalment.amount,
      );
    }
    const parts = shareOut(payment.amount, [...byLine.values()]);
    [...byLine.keys()].forEach((orderItemId, index) => {
      const amount = parts[index] ?? 0;
      if (amount > 0) {
        contributions.push({
          orderItemId,
          paymentId: payment.payment_id,
          intentId: payment.intent_id,
          amount,
          paidAt: payment.created_at,
        });
      }
    });
  }
  return {
    order: {
      ...order,
      buyer_email: order.buyer_email ?? user?.email ?? null,
    },
    lines: lines.map((line) => ({ ...line, metadata: line.metadata })),
    instalments,
    payments: payments.map((payment) => ({
      ...payment,
      instalment_ids: Array.isArray(payment.instalment_ids) ? payment.instalment_ids : [],
    })),
    refunds,
    contributions,
  };
}

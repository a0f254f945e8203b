import type { MemberOrder, MemberOrderPayment } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface MemberOrderPage {
  items: MemberOrder[];
  total: number;
}

const paymentStatus = (status: 'scheduled' | 'paid' | 'failed'): MemberOrderPayment['status'] =>
  status === 'scheduled' ? 'due' : status;

/**
 * A member's orders in every club, newest first, each with its items, who each item is for
 * and the item's payment schedule: the first payment taken at checkout, then the instalments.
 */
export async function memberOrderPage(
  db: Kysely<Database>,
  userId: number,
  page: number,
  perPage: number,
): Promise<MemberOrderPage> {
  const [orders, count] = await Promise.all([
    db
      .selectFrom('orders as o')
      .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
      .select([
        'o.order_id',
        'o.order_seq',
        'o.status',
        'o.created_at',
        'o.currency',
        'o.total',
        'o.summary',
        'c.account_id',
        'c.name as club_name',
        'c.slug',
      ])
      .where('o.user_id', '=', userId)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.order_id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  if (orders.length === 0) return { items: [], total };
  const orderIds = orders.map((order) => order.order_id);
  const [items, instalments] = await Promise.all([
    db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .where('bundle_order_item_id', 'is', null)
      .orderBy('order_item_id')
      .execute(),
    db
      .selectFrom('order_instalments')
      .select([
        'order_item_id',
        'sequence',
        sql<string>`to_char(due_on, 'YYYY-MM-DD')`.as('due_on'),
        'amount',
        'status',
      ])
      .where('order_id', 'in', orderIds)
      .orderBy('order_item_id')
      .orderBy('sequence')
      .execute(),
  ]);
  return {
    total,
    items: orders.map((order) => {
      const placedOn = new Date(order.created_at).toISOString().slice(0, 10);
      const totals = (order.summary as { totals?: { total?: number } }).totals;
      return {
        order_id: order.order_id,
        order_seq: order.order_seq,
        status: order.status,
        created_at: new Date(order.created_at).toISOString(),
        currency: order.currency,
        paid_at_checkout: order.total,
        total: totals?.total ?? order.total,
        club: { account_id: order.account_id, name: order.club_name, slug: order.slug },
        items: items
          .filter((item) => item.order_id === order.order_id)
          .map((item) => ({
            order_item_id: item.order_item_id,
            name: item.name,
            product_type: item.product_type,
            quantity: item.quantity,
            subtotal: item.subtotal,
            person:
              item.member_first_name !== null && item.member_last_name !== null
                ? { first_name: item.member_first_name, last_name: item.member_last_name }
                : null,
            payment_type: item.payment_type,
            number_of_payments: item.number_of_payments,
            payments: [
              {
                sequence: 1,
                due_on: placedOn,
                amount: item.initial_payment,
                status: order.status === 'Completed' ? ('paid' as const) : ('due' as const),
              },
              ...instalments
                .filter((instalment) => instalment.order_item_id === item.order_item_id)
                .map((instalment) => ({
                  sequence: instalment.sequence,
                  due_on: instalment.due_on,
                  amount: instalment.amount,
                  status: paymentStatus(instalment.status),
                })),
            ],
          })),
      };
    }),
  };
}

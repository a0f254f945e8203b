import type { MemberOrder, MemberOrderPayment } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import { nearerEndPage } from '../db/nearer-end-paging';
import type { Database } from '../db/schema';
import type { InstalmentStatus } from '../db/schema-commerce';

export interface MemberOrderPage {
  items: MemberOrder[];
  total: number;
}

interface ListedOrder {
  order_id: string;
  order_seq: number;
  status: MemberOrder['status'];
  created_at: Date | string;
  currency: string;
  order_total: number;
  summary: unknown;
  account_id: number;
  club_name: string;
  slug: string;
  created_us: number;
}
type MemberOrderRow = { total: number } & (ListedOrder | { [Key in keyof ListedOrder]: null });

/** Newest first (to the microsecond the database keeps), the larger order id first on a tie. */
function newestFirst(a: ListedOrder, b: ListedOrder): number {
  return (
    b.created_us - a.created_us || (a.order_id < b.order_id ? 1 : a.order_id > b.order_id ? -1 : 0)
  );
}

const paymentStatus = (status: InstalmentStatus): MemberOrderPayment['status'] =>
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
  // The page and the total in one statement: the total from the kept count (migration 0034),
  // the page found in orders_user_listing from the nearer end of the list, then only the
  // page's own orders read from the table (ADR 0022).
  const paged = nearerEndPage(
    {
      table: 'orders',
      key: 'order_id',
      filter: sql`user_id = ${userId}`,
      orderBy: ['created_at', 'order_id'],
      direction: 'desc',
    },
    page,
    perPage,
  );
  const { rows } = await sql<MemberOrderRow>`
    with total as materialized (
      select coalesce((select orders from user_order_counts where user_id = ${userId}), 0) as n
    )
    select total.n as total, o.*, c.*
    from total
    left join (${paged.keys}) as page on true
    -- Each order of the page by its key (LIMIT 1 keeps it a lookup per row, not a join the
    -- planner might turn into a scan of the table).
    left join lateral (
      select order_id, order_seq, status, created_at, currency, total as order_total, summary,
             account_id, (extract(epoch from created_at) * 1000000)::float8 as created_us
      from orders where order_id = page.order_id limit 1
    ) as o on true
    left join lateral (
      select name as club_name, slug from clubs where account_id = o.account_id limit 1
    ) as c on true`.execute(db);
  const total = Number(rows[0]?.total ?? 0);
  const orders = paged.pageRows(
    rows.filter((row): row is MemberOrderRow & ListedOrder => row.order_id !== null),
    total,
    newestFirst,
  );
  if (orders.length === 0) return { items: [], total };
  const orderIds = orders.map((order) => order.order_id);
  // The page's items and instalments by their order's index; sorted here (a page's few rows)
  // rather than by a sort step in the database.
  const [items, instalments] = await Promise.all([
    db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .where('bundle_order_item_id', 'is', null)
      .execute()
      .then((rows) => rows.sort((a, b) => a.order_item_id - b.order_item_id)),
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
      .execute()
      .then((rows) =>
        rows.sort((a, b) => a.order_item_id - b.order_item_id || a.sequence - b.sequence),
      ),
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
        paid_at_checkout: order.order_total,
        total: totals?.total ?? order.order_total,
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

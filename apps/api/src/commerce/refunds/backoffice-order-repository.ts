// The back office's reads of the club's orders: a page of the list, with what was paid and
// refunded of each, and one order.
import type { BackofficeOrder, BackofficeOrderSummary } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toOrder, toSummary } from './backoffice-order-view';
import { orderFacts } from './order-facts-repository';
import { PAID } from './refund-amounts';

/** `42` or `#42`: an order number; anything else: part of the buyer's email. */
function searchFilter(search: string | undefined) {
  const text = search?.trim();
  if (!text) return null;
  const number = /^#?(\d{1,9})$/.exec(text);
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return { number: number ? Number(number[1]) : null, pattern };
}

function clubOrders(db: Kysely<Database>, accountId: number, search: string | undefined) {
  const filter = searchFilter(search);
  let query = db
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .where('o.account_id', '=', accountId);
  if (filter) {
    query = query.where((eb) =>
      eb.or([
        ...(filter.number !== null ? [eb('o.order_seq', '=', filter.number)] : []),
        eb(
          sql<string>`coalesce(o.buyer_email, u.email, '')`,
          'ilike',
          sql<string>`${filter.pattern} escape '\\'`,
        ),
      ]),
    );
  }
  return query;
}

const PAID_SUM = sql<string>`coalesce((select sum(p.amount) from payments p where p.order_id = o.order_id and p.status = ${PAID}), 0)`;
const REFUNDED_SUM = sql<string>`coalesce((select sum(r.amount) from order_refunds r where r.order_id = o.order_id and r.status = 'succeeded'), 0)`;

/** A page of the club's orders, newest first, with what was paid and refunded of each. */
export async function listClubOrders(
  db: Kysely<Database>,
  accountId: number,
  search: string | undefined,
  paging: { readonly page: number; readonly perPage: number },
): Promise<{ items: BackofficeOrderSummary[]; total: number }> {
  const [rows, count] = await Promise.all([
    clubOrders(db, accountId, search)
      .select([
        'o.order_id',
        'o.order_seq',
        'o.created_at',
        'o.status',
        'o.buyer_first_name',
        'o.buyer_last_name',
        sql<string | null>`coalesce(o.buyer_email, u.email)`.as('buyer_email'),
        'o.currency',
        'o.total',
        PAID_SUM.as('paid'),
        REFUNDED_SUM.as('refunded'),
      ])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.order_seq', 'desc')
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute(),
    clubOrders(db, accountId, search)
      .select(sql<number | string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toSummary), total: Number(count.total) };
}

/** One of the club's orders as the back office shows it; null when the club has no such order. */
export async function findClubOrder(
  db: Kysely<Database>,
  accountId: number,
  orderId: string,
): Promise<BackofficeOrder | null> {
  const facts = await orderFacts(db, accountId, orderId, false);
  return facts ? toOrder(facts) : null;
}

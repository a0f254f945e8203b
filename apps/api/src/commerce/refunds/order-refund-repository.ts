import type {
  BackofficeOrder,
  BackofficeOrderLine,
  BackofficeOrderSummary,
  OrderRefundState,
} from '@touchline/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { InstalmentStatus, OrderStatus } from '../../db/schema-commerce';
import { fail } from '../../errors/domain-error';
import { formatMoney } from '../receipts/money-format';

// What a club admin sees of the club's orders, and what a refund may give back. Every amount is
// computed here from what was paid (payments that succeeded, instalments paid) and what was
// refunded, never taken from the browser.

const PAID = 'succeeded';
/** Refund rows that count against what is left: made, or sent to the provider and unanswered. */
const COUNTED: readonly ('pending' | 'succeeded')[] = ['pending', 'succeeded'];
/** Instalments still to be charged. */
const UNPAID: readonly InstalmentStatus[] = ['scheduled', 'failed'];

const iso = (time: Date | string) => new Date(time).toISOString();

export const refundStateOf = (paid: number, refunded: number): OrderRefundState =>
  refunded <= 0 ? 'not_refunded' : refunded >= paid ? 'refunded' : 'partly_refunded';

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

interface SummaryRow {
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

function toSummary(row: SummaryRow): BackofficeOrderSummary {
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

/**
 * Splits `total` over `weights` in proportion (largest remainders), so the parts add up to it:
 * a checkout payment less than its lines' first payments (a discount code) is shared fairly.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  if (total >= sum) return [...weights];
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

interface OrderFacts {
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

async function orderFacts(
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

const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);

function toOrder(facts: OrderFacts): BackofficeOrder {
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

/** One of the club's orders as the back office shows it; null when the club has no such order. */
export async function findClubOrder(
  db: Kysely<Database>,
  accountId: number,
  orderId: string,
): Promise<BackofficeOrder | null> {
  const facts = await orderFacts(db, accountId, orderId, false);
  return facts ? toOrder(facts) : null;
}

/** A refund row as the service sends it to the card provider. */
export interface PlannedRefund {
  readonly orderRefundId: number;
  readonly orderId: string;
  readonly orderItemId: number;
  readonly intentId: string;
  readonly idempotencyKey: string;
  readonly amount: number;
  readonly reason: string;
  readonly status: 'pending' | 'succeeded' | 'failed';
}

export interface RefundRequest {
  readonly accountId: number;
  readonly orderId: string;
  /** One line, or (null) every line of the order. */
  readonly orderItemId: number | null;
  /** Cents of that line; null: everything still refundable (or the share of `quantity`). */
  readonly amount: number | null;
  /** Items of that line going back to the stock; null: none (money only). */
  readonly quantity: number | null;
  readonly reason: string;
  readonly requestKey: string;
  readonly refundedBy: number;
}

export const plannedOf = (row: {
  order_refund_id: number;
  order_id: string;
  order_item_id: number;
  idempotency_key: string;
  amount: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  intent_id: string;
}): PlannedRefund => ({
  orderRefundId: row.order_refund_id,
  orderId: row.order_id,
  orderItemId: row.order_item_id,
  intentId: row.intent_id,
  idempotencyKey: row.idempotency_key,
  amount: row.amount,
  reason: row.reason,
  status: row.status,
});

/**
 * Records a refund request before any money moves, with the order locked (a second request
 * waits, then sees this one's rows): one row per line and payment, each with its own idempotency
 * key for the provider. The same request key again answers the rows it made (`repeat`), or a 409
 * when it asked for something else. Refuses an amount over what is left (422).
 */
export async function planRefund(
  db: Kysely<Database>,
  request: RefundRequest,
): Promise<{ repeat: boolean; rows: PlannedRefund[] }> {
  return db.transaction().execute(async (trx) => {
    const facts = await orderFacts(trx, request.accountId, request.orderId, true);
    if (!facts) throw fail('order_not_found');
    const earlier = await trx
      .selectFrom('order_refunds as r')
      .innerJoin('payments as p', 'p.payment_id', 'r.payment_id')
      .select([
        'r.order_refund_id',
        'r.order_id',
        'r.order_item_id',
        'r.idempotency_key',
        'r.amount',
        'r.status',
        'r.reason',
        'r.quantity',
        'p.intent_id',
      ])
      .where('r.account_id', '=', request.accountId)
      .where('r.request_key', '=', request.requestKey)
      .orderBy('r.order_refund_id')
      .execute();
    if (earlier.length > 0) {
      const same =
        earlier.every((row) => row.order_id === request.orderId) &&
        (request.orderItemId === null ||
          earlier.every((row) => row.order_item_id === request.orderItemId)) &&
        (request.amount === null || sum(earlier.map((row) => row.amount)) === request.amount) &&
        (request.quantity === null || sum(earlier.map((row) => row.quantity)) === request.quantity);
      if (!same) throw fail('refund_key_reused');
      return { repeat: true, rows: earlier.map(plannedOf) };
    }
    if (
      request.orderItemId !== null &&
      !facts.lines.some((line) => line.order_item_id === request.orderItemId)
    ) {
      throw fail('order_line_not_found');
    }
    const view = toOrder(facts);
    const targets = view.lines.filter(
      (line) =>
        (request.orderItemId === null || line.order_item_id === request.orderItemId) &&
        line.refundable > 0,
    );
    // Items going back: at most those not returned nor being returned by a refund under way.
    const { quantity } = request;
    const returning =
      quantity === null
        ? undefined
        : view.lines.find((line) => line.order_item_id === request.orderItemId);
    if (returning && quantity !== null && quantity > returning.returnable_quantity) {
      throw fail('refund_quantity_too_large', {
        message: `This is more than can be given back: at most ${returning.returnable_quantity} of ${returning.name} can be.`,
        extra: { returnable_quantity: returning.returnable_quantity },
      });
    }
    const available = sum(targets.map((line) => line.refundable));
    if (available === 0) throw fail('nothing_to_refund');
    if (request.amount !== null && request.amount > available) {
      throw fail('refund_too_large', {
        message: `This is more than can be refunded: at most ${formatMoney(available, facts.order.currency)} can be refunded.`,
        extra: { refundable: available },
      });
    }
    // Without an amount, items given back are refunded their share of what the line paid.
    const requested =
      request.amount === null && returning && quantity !== null
        ? Math.min(
            returning.refundable,
            Math.round((returning.paid * quantity) / returning.quantity),
          )
        : request.amount;
    const rows: PlannedRefund[] = [];
    for (const line of targets) {
      let wanted = requested ?? line.refundable;
      // The items going back ride on the line's first row (its stock returns when it succeeds).
      let returned = quantity ?? 0;
      // Newest payments first: a later instalment before the checkout payment.
      const sources = facts.contributions
        .filter((entry) => entry.orderItemId === line.order_item_id)
        .sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime() || b.paymentId - a.paymentId);
      for (const source of sources) {
        if (wanted <= 0) break;
        const taken = sum(
          facts.refunds
            .filter(
              (row) =>
                row.order_item_id === line.order_item_id &&
                row.payment_id === source.paymentId &&
                (COUNTED as readonly string[]).includes(row.status),
            )
            .map((row) => row.amount),
        );
        const amount = Math.min(wanted, source.amount - taken);
        if (amount <= 0) continue;
        const inserted = await trx
          .insertInto('order_refunds')
          .values({
            account_id: request.accountId,
            order_id: request.orderId,
            order_item_id: line.order_item_id,
            payment_id: source.paymentId,
            request_key: request.requestKey,
            idempotency_key: `refund:${request.accountId}:${request.requestKey}:${line.order_item_id}:${source.paymentId}`,
            amount,
            quantity: returned,
            reason: request.reason,
            refunded_by: request.refundedBy,
          })
          .returning([
            'order_refund_id',
            'order_id',
            'order_item_id',
            'idempotency_key',
            'amount',
            'reason',
            'status',
          ])
          .executeTakeFirstOrThrow();
        rows.push(plannedOf({ ...inserted, intent_id: source.intentId }));
        wanted -= amount;
        returned = 0;
      }
    }
    return { repeat: false, rows };
  });
}

/**
 * Cancels the instalments of a line that are still to be charged, but not one a worker is
 * charging right now (its charge settles it). Answers how many were cancelled.
 */
async function cancelUnpaid(
  trx: Transaction<Database>,
  orderItemId: number,
  now: Date,
): Promise<number> {
  const result = await trx
    .updateTable('order_instalments as i')
    .set({ status: 'cancelled', cancelled_at: now, next_attempt_at: null })
    .where('i.order_item_id', '=', orderItemId)
    .where('i.status', 'in', [...UNPAID])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('instalment_charges as c')
            .select('c.instalment_charge_id')
            .whereRef('c.order_instalment_id', '=', 'i.order_instalment_id')
            .where('c.status', 'in', ['charging', 'processing']),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Cancels the instalments still to be charged of one line of one of the club's orders (the
 * collection job never charges a cancelled one). 404 for a line the club does not have.
 */
export async function cancelLineInstalments(
  db: Kysely<Database>,
  accountId: number,
  orderId: string,
  orderItemId: number,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const line = await trx
      .selectFrom('order_items as it')
      .innerJoin('orders as o', 'o.order_id', 'it.order_id')
      .select('it.order_item_id')
      .where('o.account_id', '=', accountId)
      .where('o.order_id', '=', orderId)
      .where('it.order_item_id', '=', orderItemId)
      .where('it.bundle_order_item_id', 'is', null)
      .forUpdate('o')
      .executeTakeFirst();
    if (!line) {
      const order = await trx
        .selectFrom('orders')
        .select('order_id')
        .where('account_id', '=', accountId)
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      throw fail(order ? 'order_line_not_found' : 'order_not_found');
    }
    return cancelUnpaid(trx, orderItemId, now);
  });
}

/** What a refund gives back to the stock: the line's items, and a bundle's plans' places. */
async function returnStock(
  trx: Transaction<Database>,
  orderItemId: number,
  units: number,
): Promise<void> {
  if (units <= 0) return;
  // Never more than the line holds, however many refunds settle: the count is the guard.
  const line = await trx
    .updateTable('order_items')
    .set({ returned_quantity: sql<number>`returned_quantity + ${units}` })
    .where('order_item_id', '=', orderItemId)
    .where(sql<boolean>`returned_quantity + ${units} <= quantity`)
    .returning(['product_id', 'quantity', 'returned_quantity', 'metadata'])
    .executeTakeFirst();
  if (!line) return;
  const counts = new Map<number, number>();
  if (line.product_id !== null) {
    // A book of draw tickets took its tickets from the stock.
    const tickets = Number((line.metadata as { tickets?: unknown }).tickets ?? 1) || 1;
    counts.set(line.product_id, units * tickets);
  }
  if (line.returned_quantity === line.quantity) {
    // The plans of a bundle each took one place.
    const inner = await trx
      .selectFrom('order_items')
      .select('product_id')
      .where('bundle_order_item_id', '=', orderItemId)
      .execute();
    for (const plan of inner) {
      if (plan.product_id !== null) {
        counts.set(plan.product_id, (counts.get(plan.product_id) ?? 0) + 1);
      }
    }
  }
  for (const [productId, count] of [...counts].sort((a, b) => a[0] - b[0])) {
    await trx
      .updateTable('products')
      .set({ available_count: sql<number>`available_count + ${count}` })
      .where('product_id', '=', productId)
      .where('available_count', 'is not', null)
      .execute();
  }
}

/** What settling a refund row did: whether it changed, and the instalments it cancelled. */
export interface Settlement {
  readonly settled: boolean;
  readonly cancelledInstalments: number;
}

/**
 * Records the provider's answer to one pending refund row, and for a refund that succeeded what
 * follows, in the same transaction with the order locked (so once, whoever settles it: the
 * request, the resume job or the provider's event): the line's unpaid instalments are
 * cancelled, the items the refund gives back return to the stock, and a line refunded in full
 * ends (a membership, the plans of a bundle) and gives back every item not returned yet.
 */
export async function settleRefund(
  db: Kysely<Database>,
  orderRefundId: number,
  outcome: RefundAnswer,
  now: Date,
): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('order_refunds')
      .select(['account_id', 'order_id'])
      .where('order_refund_id', '=', orderRefundId)
      .executeTakeFirst();
    if (!target) return { settled: false, cancelledInstalments: 0 };
    // The order first, as every refund of it does (no deadlocks, one settles at a time).
    await orderFacts(trx, target.account_id, target.order_id, true);
    return settleLocked(trx, target, orderRefundId, outcome, now);
  });
}

type RefundAnswer =
  | { readonly status: 'succeeded'; readonly providerRefundId: string }
  | { readonly status: 'failed'; readonly errorMessage: string };

/** `settleRefund` within a transaction that holds the order's lock. */
async function settleLocked(
  trx: Transaction<Database>,
  target: { readonly account_id: number; readonly order_id: string },
  orderRefundId: number,
  outcome: RefundAnswer,
  now: Date,
): Promise<Settlement> {
  {
    const row = await trx
      .updateTable('order_refunds')
      .set({
        status: outcome.status,
        provider_refund_id: outcome.status === 'succeeded' ? outcome.providerRefundId : null,
        error_message: outcome.status === 'failed' ? outcome.errorMessage : null,
        finished_at: sql<Date>`now()`,
        next_attempt_at: null,
      })
      .where('order_refund_id', '=', orderRefundId)
      .where('status', '=', 'pending')
      .returning(['order_item_id', 'quantity'])
      .executeTakeFirst();
    if (!row) return { settled: false, cancelledInstalments: 0 };
    if (outcome.status === 'failed') return { settled: true, cancelledInstalments: 0 };
    return {
      settled: true,
      cancelledInstalments: await applyRefundConsequences(trx, target, row, now),
    };
  }
}

async function applyRefundConsequences(
  trx: Transaction<Database>,
  order: { readonly account_id: number; readonly order_id: string },
  row: { readonly order_item_id: number; readonly quantity: number },
  now: Date,
): Promise<number> {
  const facts = (await orderFacts(trx, order.account_id, order.order_id, false))!;
  const line = toOrder(facts).lines.find((entry) => entry.order_item_id === row.order_item_id);
  if (!line) return 0;
  const cancelled = await cancelUnpaid(trx, row.order_item_id, now);
  const stocked = facts.order.status === 'Completed';
  if (line.refunded < line.paid) {
    if (stocked) await returnStock(trx, row.order_item_id, row.quantity);
    return cancelled;
  }
  await trx
    .updateTable('order_items')
    .set({ ended_at: now })
    .where((eb) =>
      eb.or([
        eb('order_item_id', '=', row.order_item_id),
        eb('bundle_order_item_id', '=', row.order_item_id),
      ]),
    )
    .where('ended_at', 'is', null)
    .execute();
  if (stocked) await returnStock(trx, row.order_item_id, line.quantity - line.returned_quantity);
  return cancelled;
}

/**
 * A refund the provider reports failed or cancelled after all (its `refund.failed` event): the
 * money did not go back, so it is refundable again and the admin sees why. What it gave back to
 * the stock stays (the items came back). Answers whether the row changed.
 */
export async function markRefundFailed(
  db: Kysely<Database>,
  orderRefundId: number,
  errorMessage: string,
): Promise<boolean> {
  const result = await db
    .updateTable('order_refunds')
    .set({ status: 'failed', error_message: errorMessage, finished_at: sql<Date>`now()` })
    .where('order_refund_id', '=', orderRefundId)
    .where('status', 'in', ['pending', 'succeeded'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A refund the card provider made that no request of ours asked for (its dashboard). */
export interface OutsideRefund {
  readonly paymentIntentId: string;
  readonly providerRefundId: string;
  readonly amount: number;
  readonly reason: string;
}

/**
 * Records a refund made outside the back office (in the provider's dashboard) once, with the
 * order locked: shared over the lines the payment paid for (what is still refundable of each
 * first), settled as succeeded with what follows, in one transaction. `known` for a refund
 * recorded already (another delivery of its events); null for a payment that is not ours.
 */
export async function recordOutsideRefund(
  db: Kysely<Database>,
  refund: OutsideRefund,
  now: Date,
): Promise<
  { accountId: number; requestKey: string; cancelledInstalments: number } | 'known' | null
> {
  const payment = await db
    .selectFrom('payments')
    .select(['payment_id', 'account_id', 'order_id'])
    .where('intent_id', '=', refund.paymentIntentId)
    .executeTakeFirst();
  if (!payment) return null;
  const orderId = payment.order_id;
  return db.transaction().execute(async (trx) => {
    const facts = await orderFacts(trx, payment.account_id, orderId, true);
    if (!facts) return null;
    const known = await trx
      .selectFrom('order_refunds')
      .select('order_refund_id')
      .where('provider_refund_id', '=', refund.providerRefundId)
      .executeTakeFirst();
    if (known) return 'known';
    const shares = facts.contributions.filter((entry) => entry.paymentId === payment.payment_id);
    const taken = (orderItemId: number, statuses: readonly string[]) =>
      sum(
        facts.refunds
          .filter(
            (row) =>
              row.order_item_id === orderItemId &&
              row.payment_id === payment.payment_id &&
              statuses.includes(row.status),
          )
          .map((row) => row.amount),
      );
    const parts = new Map<number, number>();
    let left = refund.amount;
    // What is refundable first, then what pending refunds hold (they may never be made).
    for (const statuses of [COUNTED, ['succeeded']] as const) {
      for (const share of shares) {
        const room =
          share.amount - taken(share.orderItemId, statuses) - (parts.get(share.orderItemId) ?? 0);
        const part = Math.min(left, Math.max(0, room));
        if (part <= 0) continue;
        parts.set(share.orderItemId, (parts.get(share.orderItemId) ?? 0) + part);
        left -= part;
      }
    }
    if (parts.size === 0) return null;
    const requestKey = `provider-${refund.providerRefundId}`;
    let cancelledInstalments = 0;
    for (const [orderItemId, amount] of parts) {
      const inserted = await trx
        .insertInto('order_refunds')
        .values({
          account_id: payment.account_id,
          order_id: orderId,
          order_item_id: orderItemId,
          payment_id: payment.payment_id,
          request_key: requestKey,
          idempotency_key: `${requestKey}:${orderItemId}`,
          amount,
          reason: refund.reason,
          refunded_by: null,
        })
        .returning('order_refund_id')
        .executeTakeFirstOrThrow();
      const settled = await settleLocked(
        trx,
        { account_id: payment.account_id, order_id: orderId },
        inserted.order_refund_id,
        { status: 'succeeded', providerRefundId: refund.providerRefundId },
        now,
      );
      cancelledInstalments += settled.cancelledInstalments;
    }
    return { accountId: payment.account_id, requestKey, cancelledInstalments };
  });
}

/** The refund rows a provider refund answers: by its id, else by the row id we sent with it. */
export async function findRowsOfProviderRefund(
  db: Kysely<Database>,
  refund: {
    readonly id: string;
    readonly paymentIntentId: string;
    readonly orderRefundId: number | null;
  },
) {
  let query = db
    .selectFrom('order_refunds as r')
    .innerJoin('payments as p', 'p.payment_id', 'r.payment_id')
    .select([
      'r.order_refund_id',
      'r.account_id',
      'r.request_key',
      'r.status',
      'r.provider_refund_id',
    ])
    .where('p.intent_id', '=', refund.paymentIntentId);
  query =
    refund.orderRefundId === null
      ? query.where('r.provider_refund_id', '=', refund.id)
      : query.where((eb) =>
          eb.or([
            eb('r.provider_refund_id', '=', refund.id),
            eb('r.order_refund_id', '=', refund.orderRefundId!),
          ]),
        );
  return query.orderBy('r.order_refund_id').execute();
}

/** What the refund's receipt mail needs; null when the request's mail was already claimed. */
export async function claimRefundNotice(
  db: Kysely<Database>,
  accountId: number,
  requestKey: string,
) {
  const claimed = await db
    .updateTable('order_refunds')
    .set({ notified_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('request_key', '=', requestKey)
    .where('status', '=', 'succeeded')
    .where('notified_at', 'is', null)
    .returning(['order_id', 'order_item_id', 'amount', 'reason'])
    .execute();
  if (claimed.length === 0) return null;
  const orderId = claimed[0]!.order_id;
  const [order, items] = await Promise.all([
    db
      .selectFrom('orders as o')
      .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'o.order_id',
        'o.order_seq',
        'o.currency',
        'o.buyer_first_name',
        sql<string | null>`coalesce(o.buyer_email, u.email)`.as('email'),
        'c.name as club_name',
      ])
      .where('o.order_id', '=', orderId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_items')
      .select(['order_item_id', 'name'])
      .where(
        'order_item_id',
        'in',
        claimed.map((row) => row.order_item_id),
      )
      .execute(),
  ]);
  const names = new Map(items.map((item) => [item.order_item_id, item.name]));
  const byLine = new Map<number, number>();
  for (const row of claimed) {
    byLine.set(row.order_item_id, (byLine.get(row.order_item_id) ?? 0) + row.amount);
  }
  return {
    order,
    reason: claimed[0]!.reason,
    lines: [...byLine].map(([orderItemId, amount]) => ({
      name: names.get(orderItemId) ?? '',
      amount,
    })),
  };
}

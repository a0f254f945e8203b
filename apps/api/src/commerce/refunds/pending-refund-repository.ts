import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { plannedOf, type PlannedRefund } from './order-refund-repository';

/** A pending refund the resume job took, with its request (for the member's receipt). */
export interface ClaimedRefund {
  readonly row: PlannedRefund;
  readonly accountId: number;
  readonly requestKey: string;
  readonly attempts: number;
}

/**
 * Takes up to `limit` refunds still pending (the provider never answered) that began at least
 * `graceSeconds` ago (a request still sending its own is left alone) and whose next attempt is
 * due, each counted as attempted and held for `leaseSeconds`: a second worker running at once
 * takes others (`skip locked`), and one that dies lets the row go again when the lease ends.
 */
export async function claimPendingRefunds(
  db: Kysely<Database>,
  options: { readonly limit: number; readonly graceSeconds: number; readonly leaseSeconds: number },
): Promise<ClaimedRefund[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('order_refunds')
      .select('order_refund_id')
      .where('status', '=', 'pending')
      .where('created_at', '<=', sql<Date>`now() - make_interval(secs => ${options.graceSeconds})`)
      .where((eb) =>
        eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', sql<Date>`now()`)]),
      )
      .orderBy('created_at')
      .limit(options.limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const claimed = await trx
      .updateTable('order_refunds')
      .set({
        attempts: sql<number>`attempts + 1`,
        next_attempt_at: sql<Date>`now() + make_interval(secs => ${options.leaseSeconds})`,
      })
      .where(
        'order_refund_id',
        'in',
        due.map((row) => row.order_refund_id),
      )
      .returning(['order_refund_id'])
      .execute();
    const rows = await trx
      .selectFrom('order_refunds as r')
      .innerJoin('payments as p', 'p.payment_id', 'r.payment_id')
      .select([
        'r.order_refund_id',
        'r.order_id',
        'r.order_item_id',
        'r.idempotency_key',
        'r.amount',
        'r.reason',
        'r.status',
        'r.account_id',
        'r.request_key',
        'r.attempts',
        'p.intent_id',
      ])
      .where(
        'r.order_refund_id',
        'in',
        claimed.map((row) => row.order_refund_id),
      )
      .orderBy('r.order_refund_id')
      .execute();
    return rows.map((row) => ({
      row: plannedOf(row),
      accountId: row.account_id,
      requestKey: row.request_key,
      attempts: row.attempts,
    }));
  });
}

/** A send the provider did not answer again: the row is tried after `delaySeconds`. */
export async function deferPendingRefund(
  db: Kysely<Database>,
  orderRefundId: number,
  delaySeconds: number,
): Promise<void> {
  await db
    .updateTable('order_refunds')
    .set({ next_attempt_at: sql<Date>`now() + make_interval(secs => ${delaySeconds})` })
    .where('order_refund_id', '=', orderRefundId)
    .where('status', '=', 'pending')
    .execute();
}

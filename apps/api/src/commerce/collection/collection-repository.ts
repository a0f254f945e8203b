import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InstalmentChargeStatus, ProviderName } from '../../db/schema-commerce';

/** `YYYY-MM-DD` of a time, in UTC (instalments fall due on dates). */
export const dateOf = (time: Date): string => time.toISOString().slice(0, 10);

/**
 * Instalments (and subscription periods) of completed orders to charge now: scheduled ones
 * whose date has come, and failed ones whose next automatic attempt is due, unless the member
 * is confirming a payment of them with their bank (`member_hold_until`). Oldest first.
 */
export async function dueInstalments(
  db: Kysely<Database>,
  now: Date,
  limit: number,
): Promise<{ order_instalment_id: number; attempts: number }[]> {
  return db
    .selectFrom('order_instalments as i')
    .innerJoin('orders as o', 'o.order_id', 'i.order_id')
    .select(['i.order_instalment_id', 'i.attempts'])
    .where('o.status', '=', 'Completed')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('i.status', '=', 'scheduled'),
          eb('i.due_on', '<=', sql<Date>`${dateOf(now)}::date`),
        ]),
        eb.and([eb('i.status', '=', 'failed'), eb('i.next_attempt_at', '<=', now)]),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('i.member_hold_until', 'is', null),
        eb('i.member_hold_until', '<=', sql<Date>`now()`),
      ]),
    )
    .orderBy('i.due_on')
    .orderBy('i.order_instalment_id')
    .limit(limit)
    .execute();
}

/** An attempt claimed for charging, with what the charge and its mail need. */
export interface ClaimedCharge {
  readonly chargeId: number;
  readonly attempt: number;
  readonly idempotencyKey: string;
  readonly instalmentId: number;
  readonly sequence: number;
  readonly amount: number;
  readonly dueOn: string;
  readonly firstFailedAt: Date | null;
  readonly orderId: string;
  readonly orderSeq: number;
  readonly accountId: number;
  readonly currency: string;
  readonly userId: number | null;
  readonly productName: string;
  readonly numberOfPayments: number;
  readonly clubName: string;
}

/**
 * Claims the next attempt to charge an instalment, if it is due by `now`, no member is confirming
 * a payment of it with their bank (`member_hold_until`) and no other worker holds a live claim
 * on it: a new attempt (its idempotency key stored with it, the instalment's
 * attempts counted), or the open attempt of a worker whose claim lapsed (it died mid-charge: the
 * same key, so the provider answers that charge again instead of making a second). `held` while
 * another worker's claim lasts; null when there is nothing to charge. `leaseSeconds` is real
 * time, from the database's clock.
 */
export async function claimCharge(
  db: Kysely<Database>,
  instalmentId: number,
  now: Date,
  leaseSeconds: number,
): Promise<ClaimedCharge | 'held' | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('order_instalments as i')
      .innerJoin('orders as o', 'o.order_id', 'i.order_id')
      .innerJoin('order_items as it', 'it.order_item_id', 'i.order_item_id')
      .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
      .select([
        'i.order_instalment_id',
        'i.sequence',
        'i.amount',
        'i.status',
        'i.attempts',
        sql<string>`to_char(i.due_on, 'YYYY-MM-DD')`.as('due_on'),
        'i.failed_at',
        'i.next_attempt_at',
        sql<boolean>`coalesce(i.member_hold_until > now(), false)`.as('member_held'),
        'o.order_id',
        'o.order_seq',
        'o.account_id',
        'o.currency',
        'o.user_id',
        'o.status as order_status',
        'it.name as product_name',
        'it.number_of_payments',
        'c.name as club_name',
      ])
      .where('i.order_instalment_id', '=', instalmentId)
      .forUpdate('i')
      .executeTakeFirst();
    if (!row || row.order_status !== 'Completed') return null;
    // The member is confirming a payment of it with their bank: that payment settles it.
    if (row.member_held) return null;
    const due =
      row.status === 'scheduled'
        ? row.due_on <= dateOf(now)
        : row.status === 'failed' &&
          row.next_attempt_at !== null &&
          row.next_attempt_at.getTime() <= now.getTime();
    if (!due) return null;
    const lease = sql<Date>`now() + make_interval(secs => ${leaseSeconds})`;

    const open = await trx
      .selectFrom('instalment_charges')
      .select(['instalment_charge_id', 'attempt', 'idempotency_key', 'status'])
      .select(sql<boolean>`claimed_until > now()`.as('held'))
      .where('order_instalment_id', '=', instalmentId)
      .where('status', 'in', ['charging', 'processing'])
      .orderBy('attempt', 'desc')
      .executeTakeFirst();
    let charge: { instalment_charge_id: number; attempt: number; idempotency_key: string };
    if (open) {
      // Accepted by the provider and waiting for its answer (a webhook settles it).
      if (open.status === 'processing') return null;
      // Held by a live worker: asked again later (that worker may die before settling it).
      if (open.held) return 'held';
      await trx
        .updateTable('instalment_charges')
        .set({ claimed_until: lease })
        .where('instalment_charge_id', '=', open.instalment_charge_id)
        .execute();
      charge = open;
    } else {
      const attempt = row.attempts + 1;
      charge = await trx
        .insertInto('instalment_charges')
        .values({
          order_instalment_id: instalmentId,
          attempt,
          idempotency_key: `instalment:${instalmentId}:${attempt}`,
          amount: row.amount,
          claimed_until: lease,
          attempted_at: now,
        })
        .returning(['instalment_charge_id', 'attempt', 'idempotency_key'])
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('order_instalments')
        .set({ attempts: attempt })
        .where('order_instalment_id', '=', instalmentId)
        .execute();
    }
    return {
      chargeId: charge.instalment_charge_id,
      attempt: charge.attempt,
      idempotencyKey: charge.idempotency_key,
      instalmentId,
      sequence: row.sequence,
      amount: row.amount,
      dueOn: row.due_on,
      firstFailedAt: row.status === 'failed' ? row.failed_at : null,
      orderId: row.order_id,
      orderSeq: row.order_seq,
      accountId: row.account_id,
      currency: row.currency,
      userId: row.user_id,
      productName: row.product_name,
      numberOfPayments: row.number_of_payments,
      clubName: row.club_name,
    };
  });
}

/** Gives up a claim at once (the charge threw before an answer): the job's retry takes it. */
export async function releaseClaim(db: Kysely<Database>, chargeId: number): Promise<void> {
  await db
    .updateTable('instalment_charges')
    .set({ claimed_until: sql<Date>`now()` })
    .where('instalment_charge_id', '=', chargeId)
    .where('status', '=', 'charging')
    .execute();
}

/** The card an instalment is charged to: the member's default saved card, else the newest. */
export async function chargeableCard(
  db: Kysely<Database>,
  userId: number,
  provider: ProviderName,
): Promise<{ provider_payment_method_id: string } | undefined> {
  return db
    .selectFrom('payment_methods')
    .select('provider_payment_method_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The provider's customer of a member, when one was made (saved cards hang off it). */
export async function knownCustomer(
  db: Kysely<Database>,
  userId: number,
  provider: ProviderName,
): Promise<string | null> {
  const row = await db
    .selectFrom('payment_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

export interface ChargeOutcome {
  readonly status: Exclude<InstalmentChargeStatus, 'charging'>;
  readonly intent: {
    readonly id: string;
    readonly clientSecret: string;
    readonly amount: number;
    readonly currency: string;
    readonly status: string;
  } | null;
  readonly errorCode: string | null;
  readonly errorMessage: string | null;
}

/**
 * Records the outcome of a claimed attempt, once (a second settle of the same attempt changes
 * nothing and answers false): the attempt, the payment row, and the instalment: `paid`, or
 * `failed` with its next automatic attempt `retryDays` after the first failure, or in arrears
 * when none is left.
 */
export async function settleCharge(
  db: Kysely<Database>,
  claim: ClaimedCharge,
  outcome: ChargeOutcome,
  now: Date,
  retryDays: readonly number[],
  provider: ProviderName,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const settled = await trx
      .updateTable('instalment_charges')
      .set({
        status: outcome.status,
        intent_id: outcome.intent?.id ?? null,
        error_code: outcome.errorCode,
        error_message: outcome.errorMessage,
        finished_at: sql<Date>`now()`,
      })
      .where('instalment_charge_id', '=', claim.chargeId)
      .where('status', '=', 'charging')
      .returning('instalment_charge_id')
      .executeTakeFirst();
    if (!settled) return false;
    if (outcome.intent) {
      await trx
        .insertInto('payments')
        .values({
          account_id: claim.accountId,
          order_id: claim.orderId,
          purpose: 'instalment',
          provider,
          intent_id: outcome.intent.id,
          client_secret: outcome.intent.clientSecret,
          amount: outcome.intent.amount,
          currency: outcome.intent.currency,
          status: outcome.intent.status,
          error_message: outcome.errorMessage,
          instalment_ids: JSON.stringify([claim.instalmentId]),
        })
        .onConflict((conflict) => conflict.column('intent_id').doNothing())
        .execute();
    }
    if (outcome.status === 'succeeded') {
      await trx
        .updateTable('order_instalments')
        .set({ status: 'paid', paid_at: now, next_attempt_at: null })
        .where('order_instalment_id', '=', claim.instalmentId)
        .where('status', '<>', 'paid')
        .execute();
    } else if (outcome.status === 'failed') {
      const failures = await trx
        .selectFrom('instalment_charges')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('order_instalment_id', '=', claim.instalmentId)
        .where('status', '=', 'failed')
        .executeTakeFirstOrThrow();
      const firstFailedAt = claim.firstFailedAt ?? now;
      const retryIn = retryDays[Number(failures.count) - 1];
      await trx
        .updateTable('order_instalments')
        .set({
          status: 'failed',
          failed_at: firstFailedAt,
          next_attempt_at:
            retryIn === undefined ? null : new Date(firstFailedAt.getTime() + retryIn * 86_400_000),
          in_arrears_at: retryIn === undefined ? now : null,
        })
        .where('order_instalment_id', '=', claim.instalmentId)
        .where('status', '<>', 'paid')
        .execute();
    }
    return true;
  });
}

/** The settled attempts of an instalment whose member was not told yet, claimed for telling. */
export async function claimNotices(
  db: Kysely<Database>,
  instalmentId: number,
): Promise<
  {
    status: InstalmentChargeStatus;
    attempt: number;
    error_code: string | null;
    error_message: string | null;
  }[]
> {
  return db
    .updateTable('instalment_charges')
    .set({ notified_at: sql<Date>`now()` })
    .where('order_instalment_id', '=', instalmentId)
    .where('status', 'in', ['succeeded', 'failed'])
    .where('notified_at', 'is', null)
    .returning(['status', 'attempt', 'error_code', 'error_message'])
    .execute();
}

/** The instalment as the member's mail describes it now, with whom to tell. */
export async function instalmentForNotice(db: Kysely<Database>, instalmentId: number) {
  return db
    .selectFrom('order_instalments as i')
    .innerJoin('orders as o', 'o.order_id', 'i.order_id')
    .innerJoin('order_items as it', 'it.order_item_id', 'i.order_item_id')
    .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('entry_renewals as r', 'r.order_instalment_id', 'i.order_instalment_id')
    .select([
      'it.payment_type',
      sql<string | null>`it.metadata->>'configurable_price_title'`.as('price_title'),
      'r.entry_renewal_id',
      'i.sequence',
      'i.amount',
      'i.status',
      'i.next_attempt_at',
      'i.in_arrears_at',
      sql<string>`to_char(i.due_on, 'YYYY-MM-DD')`.as('due_on'),
      'o.order_id',
      'o.order_seq',
      'o.currency',
      'o.buyer_email',
      'u.email as user_email',
      'u.first_name',
      'it.name as product_name',
      'it.number_of_payments',
      'o.account_id',
      'c.name as club_name',
      'c.slug',
    ])
    .where('i.order_instalment_id', '=', instalmentId)
    .executeTakeFirst();
}

/** An attempt the provider was processing, settled by its later answer (a webhook). */
export async function settleProcessingCharge(
  db: Kysely<Database>,
  intentId: string,
  intentStatus: string,
): Promise<void> {
  if (intentStatus === 'processing') return;
  await db
    .updateTable('instalment_charges')
    .set({
      status: intentStatus === 'succeeded' ? 'succeeded' : 'failed',
      finished_at: sql<Date>`now()`,
    })
    .where('intent_id', '=', intentId)
    .where('status', '=', 'processing')
    .execute();
}

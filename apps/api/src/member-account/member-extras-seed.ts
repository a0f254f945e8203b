import type { Kysely } from 'kysely';
import { LAST_SEASON_PLAN, lastSeasonYear } from '../catalogue/catalogue-seed-data';
import { COUNTIES_BY_COUNTRY } from '../catalogue/counties';
import type { SeedBuyer } from '../commerce/commerce-seed';
import type { Database } from '../db/schema';
import { nextOrderSeq } from '../commerce/orders/order-repository';

const DAY = 86_400_000;
const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/**
 * A monthly Supporters Club Subscription (€10 a month, until cancelled by the club) the buyer
 * bought ten days ago, its next period scheduled in twenty days: the account's subscriptions page
 * has one to show and stop. Idempotent: a buyer with any subscription is left alone.
 */
export async function seedSubscription(db: Kysely<Database>, buyer: SeedBuyer): Promise<void> {
  const plan = await db
    .selectFrom('products')
    .select(['product_id', 'name', 'price'])
    .where('account_id', '=', buyer.account_id)
    .where('type', '=', 'Plan')
    .where('slug', '=', 'supporters-subscription')
    .executeTakeFirst();
  if (!plan) return;
  const existing = await db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .select('it.order_item_id')
    .where('o.user_id', '=', buyer.user_id)
    .where('it.payment_type', '=', 'subscription')
    .executeTakeFirst();
  if (existing) return;

  await db.transaction().execute(async (trx) => {
    const { order, item } = await insertPaidPlanOrder(trx, buyer, {
      plan,
      placedAt: new Date(Date.now() - 10 * DAY),
      paymentType: 'subscription',
    });
    await trx
      .insertInto('order_instalments')
      .values({
        order_id: order.order_id,
        order_item_id: item.order_item_id,
        sequence: 2,
        due_on: dayOf(new Date(Date.now() + 20 * DAY)),
        amount: plan.price,
      })
      .execute();
  });
}

/**
 * A saved card of the simulator that asks for 3-D Secure (Visa debit ending 3220), made the
 * buyer's default; the buyer's failed payment is recorded as the bank asking for authentication,
 * as an off-session charge of that card ends. Idempotent.
 */
export async function seedCardNeedingAuthentication(
  db: Kysely<Database>,
  buyer: SeedBuyer,
): Promise<void> {
  const token = `pm_test_seed_authenticates_user_${buyer.user_id}`;
  const expYear = new Date().getUTCFullYear() + 3;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('payment_sim_cards')
      .values({
        token,
        brand: 'visa',
        last_four_digits: '3220',
        expiration_month: 11,
        expiration_year: expYear,
        funding: 'debit',
        behaviour: 'authenticates',
        error_code: null,
        decline_code: null,
        customer_id: null,
      })
      .onConflict((conflict) => conflict.column('token').doNothing())
      .execute();
    await trx
      .updateTable('payment_methods')
      .set({ is_default: false })
      .where('user_id', '=', buyer.user_id)
      .where('provider_payment_method_id', '<>', token)
      .execute();
    await trx
      .insertInto('payment_methods')
      .values({
        user_id: buyer.user_id,
        provider: 'test',
        provider_payment_method_id: token,
        brand: 'visa',
        last_four_digits: '3220',
        expiration_month: 11,
        expiration_year: expYear,
        funding: 'debit',
        is_default: true,
      })
      .onConflict((conflict) =>
        conflict.columns(['provider', 'provider_payment_method_id']).doNothing(),
      )
      .execute();
    await trx
      .updateTable('instalment_charges')
      .set({
        error_code: 'authentication_required',
        error_message: 'Your card was declined. This transaction requires authentication.',
      })
      .where('status', '=', 'failed')
      .where(
        'order_instalment_id',
        'in',
        trx
          .selectFrom('order_instalments as i')
          .innerJoin('orders as o', 'o.order_id', 'i.order_id')
          .select('i.order_instalment_id')
          .where('o.user_id', '=', buyer.user_id)
          .where('i.status', '=', 'failed'),
      )
      .execute();
  });
}

/**
 * The buyer's own Adult Social Membership of the last season (catalogue-seed-data.ts), paid in
 * full in its January, with her answers to its registration form kept as checkout keeps them:
 * the account's Renewals page lists it, and Renew puts this season's plan in the cart with
 * those answers, nothing to type again. Idempotent.
 */
export async function seedLastSeasonMembership(
  db: Kysely<Database>,
  buyer: SeedBuyer,
): Promise<void> {
  const plan = await db
    .selectFrom('products')
    .select(['product_id', 'name', 'price'])
    .where('account_id', '=', buyer.account_id)
    .where('slug', '=', LAST_SEASON_PLAN)
    .executeTakeFirst();
  if (!plan) return;
  const form = await db
    .selectFrom('plan_registration_forms')
    .select('registration_form_id')
    .where('product_id', '=', plan.product_id)
    .where('form_type', '=', 'member')
    .executeTakeFirst();
  const existing = await db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .select('it.order_item_id')
    .where('o.user_id', '=', buyer.user_id)
    .where('it.product_id', '=', plan.product_id)
    .executeTakeFirst();
  if (existing) return;

  const season = lastSeasonYear(new Date());
  await db.transaction().execute(async (trx) => {
    await insertPaidPlanOrder(trx, buyer, {
      plan,
      placedAt: new Date(Date.UTC(season, 0, 15, 19)),
      paymentType: 'full',
    });
    if (!form) return;
    // The adult form's answers by question id (catalogue-seed-forms.ts, memberForm).
    const answers = {
      101: buyer.first_name,
      102: buyer.last_name,
      103: '1990-04-02',
      104: buyer.email,
      105: '0871234567',
      106: 'Female',
      111: '12 Main Street',
      112: 'Glenarden',
      114: 'Ireland',
      115: COUNTIES_BY_COUNTRY['Ireland']?.[0] ?? null,
      122: 'No',
      124: 'A friend',
      125: true,
    };
    await trx
      .insertInto('registration_answers')
      .values({
        member_id: buyer.member_id,
        registration_form_id: form.registration_form_id,
        answers: JSON.stringify(answers),
      })
      .onConflict((conflict) => conflict.columns(['member_id', 'registration_form_id']).doNothing())
      .execute();
  });
}

/** What a seeded order of one plan paid in full (or a subscription's first period) records. */
export interface PaidPlanOrder {
  readonly plan: { product_id: number; name: string; price: number };
  readonly placedAt: Date;
  readonly paymentType: 'full' | 'subscription';
  /** Who the plan is for, linked to the household: the buyer themselves when left out. */
  readonly person?: {
    readonly memberId: number;
    readonly firstName: string;
    readonly lastName: string;
  };
}

/** A completed order of the buyer's, as checkout records one, with the club's next number. */
async function insertPaidOrder(
  trx: Kysely<Database>,
  buyer: SeedBuyer,
  { total, placedAt }: { readonly total: number; readonly placedAt: Date },
) {
  const orderSeq = await nextOrderSeq(trx, buyer.account_id);
  const totals = { subtotal: total, discount: 0, total };
  return trx
    .insertInto('orders')
    .values({
      account_id: buyer.account_id,
      order_seq: orderSeq,
      shopping_cart_id: null,
      cart_revision: 1,
      idempotency_key: null,
      user_id: buyer.user_id,
      member_id: buyer.member_id,
      is_guest_checkout: false,
      buyer_first_name: buyer.first_name,
      buyer_last_name: buyer.last_name,
      buyer_email: buyer.email,
      status: 'Completed',
      currency: buyer.currency.toUpperCase(),
      subtotal: total,
      discount: 0,
      total,
      summary: JSON.stringify({
        pay_today: totals,
        totals,
        discount_codes: [],
        multiproduct_discounts: [],
        shop_item_discounts: [],
      }),
      discount_code_id: null,
      save_payment_method: true,
      receipt_sent_at: placedAt,
      completed_at: placedAt,
      created_at: placedAt,
    })
    .returning('order_id')
    .executeTakeFirstOrThrow();
}

/**
 * A completed order of one plan for the buyer themselves (or a person of their household), as
 * checkout records one: the club's next order number, the order and its line.
 */
export async function insertPaidPlanOrder(
  trx: Kysely<Database>,
  buyer: SeedBuyer,
  { plan, placedAt, paymentType, person }: PaidPlanOrder,
) {
  const holder = person ?? {
    memberId: buyer.member_id,
    firstName: buyer.first_name,
    lastName: buyer.last_name,
  };
  const order = await insertPaidOrder(trx, buyer, { total: plan.price, placedAt });
  const item = await trx
    .insertInto('order_items')
    .values({
      order_id: order.order_id,
      bundle_order_item_id: null,
      product_id: plan.product_id,
      product_type: 'Plan',
      name: plan.name,
      quantity: 1,
      price: plan.price,
      discount: 0,
      subtotal: plan.price,
      initial_payment: plan.price,
      remaining_payment: 0,
      number_of_payments: 1,
      payment_type: paymentType,
      frequency: paymentType === 'subscription' ? 'Monthly' : null,
      member_first_name: holder.firstName,
      member_last_name: holder.lastName,
      metadata: JSON.stringify({ member_id: holder.memberId }),
    })
    .returning('order_item_id')
    .executeTakeFirstOrThrow();
  return { order, item };
}

/** One person of a seeded bundle: the plan they hold in it and their member record. */
export interface PaidBundlePerson {
  readonly plan: { readonly product_id: number; readonly name: string };
  readonly memberId: number;
  readonly firstName: string;
  readonly lastName: string;
}

/** What a seeded order of one bundle paid in full records. */
export interface PaidBundleOrder {
  readonly bundle: { readonly product_id: number; readonly name: string; readonly price: number };
  readonly people: readonly PaidBundlePerson[];
  readonly placedAt: Date;
}

/**
 * A completed order of one bundle paid in full, as checkout records one once its people are
 * linked to the household: the bundle's line and a line per person's plan inside it, naming
 * their member record. Answers the order and the lines (the bundle's, then its people's).
 */
export async function insertPaidBundleOrder(
  trx: Kysely<Database>,
  buyer: SeedBuyer,
  { bundle, people, placedAt }: PaidBundleOrder,
) {
  const order = await insertPaidOrder(trx, buyer, { total: bundle.price, placedAt });
  const line = await trx
    .insertInto('order_items')
    .values({
      order_id: order.order_id,
      bundle_order_item_id: null,
      product_id: bundle.product_id,
      product_type: 'Bundle',
      name: bundle.name,
      quantity: 1,
      price: bundle.price,
      discount: 0,
      subtotal: bundle.price,
      initial_payment: bundle.price,
      remaining_payment: 0,
      number_of_payments: 1,
      payment_type: 'full',
      frequency: null,
      member_first_name: null,
      member_last_name: null,
      metadata: JSON.stringify({ member_id: null }),
    })
    .returning('order_item_id')
    .executeTakeFirstOrThrow();
  const inner = await trx
    .insertInto('order_items')
    .values(
      people.map((person) => ({
        order_id: order.order_id,
        bundle_order_item_id: line.order_item_id,
        product_id: person.plan.product_id,
        product_type: 'Plan',
        name: person.plan.name,
        quantity: 1,
        price: 0,
        discount: 0,
        subtotal: 0,
        initial_payment: 0,
        remaining_payment: 0,
        number_of_payments: 1,
        payment_type: 'full',
        frequency: null,
        member_first_name: person.firstName,
        member_last_name: person.lastName,
        metadata: JSON.stringify({ member_id: person.memberId }),
      })),
    )
    .returning('order_item_id')
    .execute();
  return {
    order,
    bundleLine: line.order_item_id,
    personLines: inner.map((row) => row.order_item_id),
  };
}

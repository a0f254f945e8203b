import type { Kysely } from 'kysely';
import { splitOverPayments } from '../pricing/pricing';
import type { Database } from '../db/schema';
import { GENERIC_DECLINE } from './commerce-messages';
import { nextOrderSeq } from './orders/order-repository';

/** The demo member's saved card in the offline simulator (a debit card that can be charged). */
export const SEED_CARD_TOKEN = 'pm_test_seed_demo_member_debit';
/** The demo member's saved card that is declined on every charge (payments in arrears). */
export const SEED_FAILING_CARD_TOKEN = 'pm_test_seed_demo_member_failing';

const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next.toISOString().slice(0, 10);
};

/** A member of a club with a sign-in, as the seeds name the buyer of what they write. */
export function findClubMemberByEmail(db: Kysely<Database>, slug: string, email: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('members as m', 'm.user_id', 'u.id')
    .innerJoin('clubs as c', 'c.account_id', 'm.account_id')
    .select([
      'u.id as user_id',
      'm.id as member_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'c.account_id',
      'c.currency',
    ])
    .where('u.email', '=', email)
    .where('c.slug', '=', slug)
    .executeTakeFirst();
}

/** The buyer of what a seed writes. */
export type SeedBuyer = NonNullable<Awaited<ReturnType<typeof findClubMemberByEmail>>>;

/** The demo club's development member, the buyer of every seeded order; none when not seeded. */
export const findDemoMember = (db: Kysely<Database>) =>
  findClubMemberByEmail(db, 'demo', 'member@demo.touchline.test');

/**
 * The simulator's tokens of a buyer's two seeded cards: the demo member's are fixed; a member
 * made by the development tools like the demo member gets cards of their own.
 */
function seedCardTokens(buyer: SeedBuyer): { card: string; failing: string } {
  if (buyer.email === 'member@demo.touchline.test') {
    return { card: SEED_CARD_TOKEN, failing: SEED_FAILING_CARD_TOKEN };
  }
  return {
    card: `${SEED_CARD_TOKEN}_user_${buyer.user_id}`,
    failing: `${SEED_FAILING_CARD_TOKEN}_user_${buyer.user_id}`,
  };
}

/**
 * Seeds the commerce area: for the demo club's member (member@demo.touchline.test), or the
 * `buyer` given, two saved cards of the payment simulator and a membership bought in instalments
 * whose second payment failed, so the payment-methods and arrears screens have something to
 * show (`membership: false`: the cards alone, for a buyer who is to buy that plan). Idempotent: a
 * member who has any order already is left alone.
 */
export async function seedCommerce(
  db: Kysely<Database>,
  given?: SeedBuyer,
  options: { readonly membership?: boolean } = {},
): Promise<void> {
  const buyer = given ?? (await findDemoMember(db));
  if (!buyer) return;
  const tokens = seedCardTokens(buyer);
  const plan = await db
    .selectFrom('products')
    .select(['product_id', 'name', 'price'])
    .where('account_id', '=', buyer.account_id)
    .where('type', '=', 'Plan')
    .where('slug', '=', 'adult-playing-membership')
    .executeTakeFirst();
  if (!plan) return;
  const hasOrders = await db
    .selectFrom('orders')
    .select('order_id')
    .where('user_id', '=', buyer.user_id)
    .executeTakeFirst();
  if (hasOrders) return;

  await db.transaction().execute(async (trx) => {
    const expYear = new Date().getUTCFullYear() + 3;
    await trx
      .insertInto('payment_sim_cards')
      .values([
        {
          token: tokens.card,
          brand: 'visa',
          last_four_digits: '5556',
          expiration_month: 8,
          expiration_year: expYear,
          funding: 'debit',
          behaviour: 'succeeds',
          error_code: null,
          decline_code: null,
          customer_id: null,
        },
        {
          token: tokens.failing,
          brand: 'visa',
          last_four_digits: '0341',
          expiration_month: 3,
          expiration_year: expYear,
          funding: 'debit',
          behaviour: 'charge_fails_after_saving',
          error_code: null,
          decline_code: null,
          customer_id: null,
        },
      ])
      .onConflict((conflict) => conflict.column('token').doNothing())
      .execute();
    await trx
      .insertInto('payment_methods')
      .values([
        {
          user_id: buyer.user_id,
          provider: 'test',
          provider_payment_method_id: tokens.card,
          brand: 'visa',
          last_four_digits: '5556',
          expiration_month: 8,
          expiration_year: expYear,
          funding: 'debit',
          is_default: true,
        },
        {
          user_id: buyer.user_id,
          provider: 'test',
          provider_payment_method_id: tokens.failing,
          brand: 'visa',
          last_four_digits: '0341',
          expiration_month: 3,
          expiration_year: expYear,
          funding: 'debit',
          is_default: false,
        },
      ])
      .onConflict((conflict) =>
        conflict.columns(['provider', 'provider_payment_method_id']).doNothing(),
      )
      .execute();
    if (options.membership === false) return;

    const orderSeq = await nextOrderSeq(trx, buyer.account_id);
    const placedAt = new Date(Date.now() - 40 * 86_400_000);
    const payments = splitOverPayments(plan.price, 3);
    const first = payments[0] ?? plan.price;
    const payToday = { subtotal: first, discount: 0, total: first };
    const order = await trx
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
        subtotal: first,
        discount: 0,
        total: first,
        summary: JSON.stringify({
          pay_today: payToday,
          totals: { subtotal: plan.price, discount: 0, total: plan.price },
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
        initial_payment: first,
        remaining_payment: plan.price - first,
        number_of_payments: 3,
        payment_type: 'instalment',
        frequency: 'Monthly',
        member_first_name: buyer.first_name,
        member_last_name: buyer.last_name,
        metadata: JSON.stringify({ member_id: buyer.member_id }),
      })
      .returning('order_item_id')
      .executeTakeFirstOrThrow();
    const failedAt = new Date(Date.now() - 10 * 86_400_000);
    const [failed] = await trx
      .insertInto('order_instalments')
      .values([
        {
          order_id: order.order_id,
          order_item_id: item.order_item_id,
          sequence: 2,
          due_on: addMonths(placedAt, 1),
          amount: payments[1] ?? 0,
          status: 'failed',
          attempts: 1,
          failed_at: failedAt,
        },
        {
          order_id: order.order_id,
          order_item_id: item.order_item_id,
          sequence: 3,
          due_on: addMonths(placedAt, 2),
          amount: payments[2] ?? 0,
        },
      ])
      .returning('order_instalment_id')
      .execute();
    // The failed payment's attempt, as a worker records one (the card declined it).
    await trx
      .insertInto('instalment_charges')
      .values({
        order_instalment_id: failed!.order_instalment_id,
        attempt: 1,
        idempotency_key: `instalment:${failed!.order_instalment_id}:1`,
        status: 'failed',
        amount: payments[1] ?? 0,
        error_code: 'card_declined',
        error_message: GENERIC_DECLINE,
        claimed_until: failedAt,
        attempted_at: failedAt,
        finished_at: failedAt,
        notified_at: failedAt,
      })
      .execute();
  });
}

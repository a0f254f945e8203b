import { sql, type Kysely } from 'kysely';
import { findDemoMember, type SeedBuyer } from '../commerce/commerce-seed';
import type { Database } from '../db/schema';
import { nextOrderSeq } from '../commerce/orders/order-repository';

/**
 * Seeds the member's account area: the demo club's member (member@demo.touchline.test), or the
 * `buyer` given, plays the club lotto every week with an automatic renewal, so the auto-renewals
 * page has one to show and stop. Idempotent: a member with any automatic renewal is left alone.
 */
export async function seedMemberAccount(db: Kysely<Database>, given?: SeedBuyer): Promise<void> {
  const buyer = given ?? (await findDemoMember(db));
  if (!buyer) return;
  const lotto = await db
    .selectFrom('products')
    .select(['product_id', 'name'])
    .where('account_id', '=', buyer.account_id)
    .where('type', '=', 'Lotto')
    .where('slug', '=', 'club-lotto')
    .executeTakeFirst();
  if (!lotto) return;
  const renewing = await db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .select('it.order_item_id')
    .where('o.user_id', '=', buyer.user_id)
    .where(sql<boolean>`(it.metadata->>'auto_renewal') = 'true'`)
    .executeTakeFirst();
  if (renewing) return;

  const price = { title: '1 line, 4 draws', amount: 800 };
  await db.transaction().execute(async (trx) => {
    const orderSeq = await nextOrderSeq(trx, buyer.account_id);
    const placedAt = new Date(Date.now() - 20 * 86_400_000);
    const totals = { subtotal: price.amount, discount: 0, total: price.amount };
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
        subtotal: price.amount,
        discount: 0,
        total: price.amount,
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
    await trx
      .insertInto('order_items')
      .values({
        order_id: order.order_id,
        bundle_order_item_id: null,
        product_id: lotto.product_id,
        product_type: 'Lotto',
        name: lotto.name,
        quantity: 1,
        price: price.amount,
        discount: 0,
        subtotal: price.amount,
        initial_payment: price.amount,
        remaining_payment: 0,
        number_of_payments: 1,
        payment_type: 'full',
        frequency: null,
        member_first_name: null,
        member_last_name: null,
        metadata: JSON.stringify({
          member_id: buyer.member_id,
          configurable_price_title: price.title,
          pick: [[3, 11, 19, 27]],
          auto_renewal: true,
          draw_id: null,
          discounts: [],
        }),
      })
      .execute();
  });
}

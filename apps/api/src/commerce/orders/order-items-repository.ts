import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordOrderPeople, type OrderLinePerson } from '../../member-account/household-repository';
import type { LoadedCart } from '../cart/cart-pricing-repository';

/**
 * Writes an order's lines from its priced cart: each item, the plans of a bundle, the later
 * payments of an item paid in instalments, and who each plan is for.
 */
export async function insertOrderItems(
  trx: Kysely<Database>,
  orderId: string,
  loaded: LoadedCart,
): Promise<void> {
  // Who each plan is for, kept until the order is paid (the family record).
  const people: OrderLinePerson[] = [];
  for (const item of loaded.items) {
    const { priced, product, row } = item;
    const [first, ...later] = priced.payments;
    const member = row.metadata.club_member ?? null;
    const option = product.metadata.payment_options.find(
      (entry) => entry.payment_option_id === row.payment_option_id,
    );
    // What the receipt says of a ticket: its draw's date and numbering, and the draws it enters.
    const draw = product.metadata.draw ?? null;
    const ticketPrice = (product.metadata.configurable_price ?? []).find(
      (price) => price.title === row.metadata.configurable_price_title,
    );
    const inserted = await trx
      .insertInto('order_items')
      .values({
        order_id: orderId,
        bundle_order_item_id: null,
        product_id: product.product_id,
        product_type: product.type,
        name: product.name,
        quantity: row.quantity,
        price: priced.price,
        discount: priced.discount,
        subtotal: priced.total,
        initial_payment: first?.total ?? 0,
        remaining_payment: later.reduce((sum, payment) => sum + payment.total, 0),
        number_of_payments: Math.max(1, priced.payments.length),
        payment_type: priced.paymentType,
        frequency: option && option.type !== 'full' ? option.frequency : null,
        member_first_name: member?.first_name ?? null,
        member_last_name: member?.last_name ?? null,
        metadata: JSON.stringify({
          member_id: member?.member_id ?? null,
          recurs_until_cancelled: priced.recursUntilCancelled,
          configurable_price_title: row.metadata.configurable_price_title ?? null,
          tickets: row.metadata.tickets ?? null,
          pick: row.metadata.pick ?? null,
          auto_renewal: row.metadata.auto_renewal === true,
          draw_id: row.metadata.draw_id ?? null,
          draw_at: draw?.draw_at ?? null,
          number_type: draw?.number_type ?? null,
          draws: ticketPrice?.draws ?? null,
          size: row.metadata.size ?? null,
          // Today's payment before discounts: the receipt's line amount.
          today_price: first?.price ?? 0,
          discounts: priced.discounts.map((discount) => ({
            kind: discount.kind,
            name: discount.name,
            amount: discount.amount,
          })),
        }),
      })
      .returning('order_item_id')
      .executeTakeFirstOrThrow();
    if (product.type === 'Plan' && member) {
      people.push({
        orderItemId: inserted.order_item_id,
        isJuvenile: product.metadata.is_juvenile === true,
        email: member.email,
        answers: row.metadata.registration_form,
        guardianAnswers: row.metadata.guardian,
      });
    }
    const offered = new Map(
      (product.metadata.products ?? []).map((entry) => [entry.product_id, entry]),
    );
    for (const inner of row.metadata.bundle_items ?? []) {
      const known = offered.get(inner.product_id);
      const innerLine = await trx
        .insertInto('order_items')
        .values({
          order_id: orderId,
          bundle_order_item_id: inserted.order_item_id,
          product_id: inner.product_id,
          product_type: 'Plan',
          name: known?.product.name ?? 'Plan',
          quantity: 1,
          price: 0,
          discount: 0,
          subtotal: 0,
          initial_payment: 0,
          remaining_payment: 0,
          number_of_payments: 1,
          payment_type: 'full',
          frequency: null,
          member_first_name: inner.club_member?.first_name ?? null,
          member_last_name: inner.club_member?.last_name ?? null,
          metadata: JSON.stringify({
            member_id: inner.club_member?.member_id ?? null,
            price_in_bundle: known?.metadata.bundle_item_condition.price_in_bundle ?? 0,
          }),
        })
        .returning('order_item_id')
        .executeTakeFirstOrThrow();
      if (inner.club_member) {
        people.push({
          orderItemId: innerLine.order_item_id,
          isJuvenile: known?.metadata.is_juvenile === true,
          email: inner.club_member.email,
          answers: inner.registration_form,
          guardianAnswers: row.metadata.guardian,
        });
      }
    }
    if (later.length > 0) {
      await trx
        .insertInto('order_instalments')
        .values(
          later.map((payment) => ({
            order_id: orderId,
            order_item_id: inserted.order_item_id,
            sequence: payment.sequence,
            due_on: payment.dueOn,
            amount: payment.total,
          })),
        )
        .execute();
    }
  }
  await recordOrderPeople(trx, orderId, people);
}

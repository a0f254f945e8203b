// The cart as the site shows it (the contract's ShoppingCart), from a priced cart.
import type {
  CartDiscountCode,
  CartDiscountLine,
  CartItem,
  ShoppingCart,
} from '@touchline/contracts';
import type { LineDiscount, PricedCart } from '../../pricing/pricing';
import type { LoadedCart, LoadedItem } from './cart-pricing-repository';
import type { DiscountCodeRow } from './cart-repository';

function itemDiscount(discount: LineDiscount) {
  return {
    name: discount.name,
    amount: discount.amount,
    iteration: Math.floor(discount.amount / Math.max(1, discount.perPayment.length)),
    // Why (the household's earlier memberships counted), only when there is a reason.
    ...(discount.reason ? { reason: discount.reason } : {}),
  };
}

/** One cart item as the site shows it. */
export function toCartItem(item: LoadedItem): CartItem {
  const { row, product, priced } = item;
  const metadata = row.metadata;
  const prices = product.metadata.configurable_price ?? [];
  const price = prices.find((option) => option.title === metadata.configurable_price_title);
  const first = priced.payments[0];
  const member = metadata.club_member ?? null;
  const offered = new Map(
    (product.metadata.products ?? []).map((entry) => [entry.product_id, entry]),
  );
  return {
    shopping_cart_item: row.shopping_cart_item_id,
    product_id: product.product_id,
    product: {
      name: product.name,
      type: product.type,
      slug: product.slug,
      metadata: product.metadata as Record<string, unknown>,
    },
    quantity: row.quantity,
    price: priced.price,
    discount: priced.discount,
    total: priced.total,
    payment_options: product.metadata.payment_options,
    payment_option_id: row.payment_option_id,
    payment_type: priced.paymentType,
    instalments: priced.payments.map((payment) => ({
      sequence: payment.sequence,
      price: payment.price,
      discount: payment.discount,
      total: payment.total,
      due_on: payment.dueOn,
    })),
    recurs_until_cancelled: priced.recursUntilCancelled,
    pay_today: {
      subtotal: first?.price ?? 0,
      discount: first?.discount ?? 0,
      total: first?.total ?? 0,
    },
    metadata: {
      name: product.name,
      title: price?.title ?? null,
      club_member: member
        ? {
            member_id: member.member_id,
            first_name: member.first_name,
            last_name: member.last_name,
          }
        : null,
      discounts: Object.fromEntries(
        priced.discounts
          .filter((discount) => discount.kind === 'code')
          .map((discount) => [discount.key ?? discount.name, itemDiscount(discount)]),
      ),
      multiproduct: priced.discounts
        .filter((discount) => discount.kind === 'multiproduct')
        .map(itemDiscount),
      shop_item_discount: priced.discounts
        .filter((discount) => discount.kind === 'shop_item_discount')
        .map(itemDiscount),
      configurable_price: price
        ? {
            title: price.title,
            price: price.price,
            lines: price.lines,
            entries: price.lines * price.draws,
            draws: price.draws,
          }
        : null,
      pick: metadata.pick ?? null,
      auto_renewal: metadata.auto_renewal === true,
      bundle_items: (metadata.bundle_items ?? []).map((entry) => {
        const known = offered.get(entry.product_id);
        return {
          product_id: entry.product_id,
          product: { name: known?.product.name ?? '' },
          price_in_bundle: known?.metadata.bundle_item_condition.price_in_bundle ?? 0,
          metadata: {
            is_juvenile: known?.metadata.is_juvenile ?? false,
            club_member: entry.club_member
              ? {
                  member_id: entry.club_member.member_id,
                  first_name: entry.club_member.first_name,
                  last_name: entry.club_member.last_name,
                }
              : null,
          },
        };
      }),
      size: metadata.size ?? null,
      venue: product.metadata.venue ?? null,
    },
  };
}

export function discountLines(
  priced: PricedCart,
  code: DiscountCodeRow | null,
): {
  discount_codes: CartDiscountCode[];
  multiproduct_discounts: CartDiscountLine[];
  shop_item_discounts: CartDiscountLine[];
} {
  const lines = (kind: string) =>
    priced.discounts
      .filter((discount) => discount.kind === kind)
      .map((discount) => ({
        name: discount.name,
        amount: discount.today,
        total_amount: discount.overall,
        ...(discount.reason ? { reason: discount.reason } : {}),
      }));
  return {
    discount_codes: code
      ? priced.discounts
          .filter((discount) => discount.kind === 'code')
          .map((discount) => ({
            code: code.code,
            type: code.type,
            value: code.amount,
            name: discount.name,
            amount: discount.today,
            total_amount: discount.overall,
          }))
      : [],
    multiproduct_discounts: lines('multiproduct'),
    shop_item_discounts: lines('shop_item_discount'),
  };
}

/** The cart as answered. */
export function toShoppingCart(loaded: LoadedCart): ShoppingCart {
  const items = loaded.items.map(toCartItem);
  return {
    shopping_cart_id: loaded.cart.shopping_cart_id,
    account_id: loaded.cart.account_id,
    currency: loaded.club.currency,
    items,
    pay_today: loaded.priced.payToday,
    totals: loaded.priced.totals,
    ...discountLines(loaded.priced, loaded.code),
    has_membership_items: items.some(
      (item) => item.product.type === 'Plan' || item.product.type === 'Bundle',
    ),
    requires_saved_card: requiresSavedCard(loaded),
    associated: loaded.cart.user_id !== null,
    updated_at: new Date(loaded.cart.updated_at).toISOString(),
  };
}

/** Save card is forced with auto-renewing tickets, instalments or a subscription. */
export function requiresSavedCard(loaded: LoadedCart): boolean {
  return loaded.items.some(
    (item) =>
      item.row.metadata.auto_renewal === true ||
      item.priced.paymentType !== 'full' ||
      item.priced.payments.length > 1,
  );
}

import type { CartItem, ProductType } from '@touchline/contracts';
import { type CheckoutT, englishT } from '../messages/checkout-messages';

export type CartGroupKind = 'membership' | 'lotto' | 'draw' | 'shop';

/** What grouping needs of a cart or order item. */
export interface GroupableItem {
  product: { type: string };
  quantity: number;
}

export interface CartGroup<T extends GroupableItem = CartItem> {
  kind: CartGroupKind;
  heading: string;
  items: T[];
}

/** The groups in the order the cart shows them. */
const GROUP_ORDER: readonly CartGroupKind[] = ['membership', 'lotto', 'draw', 'shop'];

const KIND_OF: Record<ProductType, CartGroupKind> = {
  Plan: 'membership',
  Bundle: 'membership',
  Lotto: 'lotto',
  Draw: 'draw',
  ShopItem: 'shop',
  EventTicket: 'shop',
};

const ticketCount = (items: readonly GroupableItem[]) =>
  items.reduce((sum, item) => sum + item.quantity, 0);

function headingOf(kind: CartGroupKind, items: readonly GroupableItem[], t: CheckoutT): string {
  switch (kind) {
    case 'membership':
      return t('cartGroup.membership');
    case 'lotto':
      return t('cartGroup.lotto', { count: ticketCount(items) });
    case 'draw':
      return t('cartGroup.draw', { count: ticketCount(items) });
    case 'shop':
      return t('cartGroup.shop');
  }
}

const kindOf = (type: string): CartGroupKind => KIND_OF[type as ProductType] ?? 'shop';

/**
 * Cart or order items by kind, membership, lotto, draw, then shop; kinds without items are left
 * out. Headings in `t`'s language.
 */
export function groupCartItems<T extends GroupableItem = CartItem>(
  items: readonly T[],
  t: CheckoutT = englishT,
): CartGroup<T>[] {
  return GROUP_ORDER.map((kind) => {
    const inGroup = items.filter((item) => kindOf(item.product.type) === kind);
    return { kind, heading: headingOf(kind, inGroup, t), items: inGroup };
  }).filter((group) => group.items.length > 0);
}

import type { CartItem, ProductType } from '@touchline/contracts';

export type CartGroupKind = 'membership' | 'lotto' | 'draw' | 'shop';

export interface CartGroup {
  kind: CartGroupKind;
  heading: string;
  items: CartItem[];
}

/** The groups in the order the cart shows them (spec 002 section 2). */
const GROUP_ORDER: readonly CartGroupKind[] = ['membership', 'lotto', 'draw', 'shop'];

const KIND_OF: Record<ProductType, CartGroupKind> = {
  Plan: 'membership',
  Bundle: 'membership',
  Lotto: 'lotto',
  Draw: 'draw',
  ShopItem: 'shop',
  EventTicket: 'shop',
};

const ticketCount = (items: readonly CartItem[]) =>
  items.reduce((sum, item) => sum + item.quantity, 0);

function headingOf(kind: CartGroupKind, items: readonly CartItem[]): string {
  switch (kind) {
    case 'membership':
      return 'Membership plans';
    case 'lotto':
      return `Lotto tickets × ${ticketCount(items)}`;
    case 'draw':
      return `Draw tickets × ${ticketCount(items)}`;
    case 'shop':
      return 'Shop items';
  }
}

/** The cart's items by kind, in the spec's order; kinds without items are left out. */
export function groupCartItems(items: readonly CartItem[]): CartGroup[] {
  return GROUP_ORDER.map((kind) => {
    const inGroup = items.filter((item) => KIND_OF[item.product.type] === kind);
    return { kind, heading: headingOf(kind, inGroup), items: inGroup };
  }).filter((group) => group.items.length > 0);
}

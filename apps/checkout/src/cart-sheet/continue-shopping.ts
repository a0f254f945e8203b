import type { MenuItem } from '@touchline/contracts';

const slug = (url: string) => url.trim().replace(/^\/+|\/+$/g, '');

/**
 * Where Continue shopping leads from an emptied cart: the membership page when the club has
 * one, else the lotto page of the club's first lotto menu item; null to stay where the buyer is.
 */
export function emptyCartShoppingPath(menu: readonly MenuItem[]): string | null {
  if (menu.some((item) => item.product_type === 'MembershipPage')) return '/products/membership';
  const lotto = menu.find((item) => item.product_type === 'LotteryPage' && slug(item.url));
  return lotto ? `/products/lotto/${slug(lotto.url)}` : null;
}

import type { Promotion, ShoppingCart } from '@touchline/contracts';
import { selectClubSlug, useAppSelector } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { promotionRead } from './cart-sheet-reads';

const PRODUCT_PAGES: Partial<Record<Promotion['product_type'], string>> = {
  Lotto: 'lotto',
  Draw: 'draw',
  ShopItem: 'shop',
};

/** The promoted product's page: /products/{lotto|draw}/{slug} or /products/shop/{slug}. */
export function promotionPath(promotion: Promotion): string | null {
  const page = PRODUCT_PAGES[promotion.product_type];
  return page ? `/products/${page}/${promotion.product_slug}` : null;
}

/**
 * The club's current promotion, read when `active` turns on; shown only for a non-empty cart
 * that does not already hold the promoted product. A failed read shows nothing.
 */
export function usePromotion(cart: ShoppingCart | null, active: boolean): Promotion | null {
  const club = useAppSelector(selectClubSlug);
  // The last promotion stays while the sheet is closed or another club's is read.
  const { read } = useServerRead(promotionRead, active && club ? { club } : null, {
    keepPrevious: true,
  });
  const promotion = read.state === 'loaded' ? read.value : null;

  if (!promotion || !cart || cart.items.length === 0) return null;
  if (cart.items.some((item) => item.product_id === promotion.product_id)) return null;
  return promotionPath(promotion) ? promotion : null;
}

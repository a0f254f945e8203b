import { createCatalogueCalls } from '@touchline/api-client';
import type { Promotion, ShoppingCart } from '@touchline/contracts';
import { selectClubSlug, useApiHttp, useAppSelector } from '@touchline/store';
import { useEffect, useMemo, useState } from 'react';

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
  const http = useApiHttp();
  const club = useAppSelector(selectClubSlug);
  const [promotion, setPromotion] = useState<Promotion | null>(null);
  const calls = useMemo(() => createCatalogueCalls(http), [http]);
  useEffect(() => {
    if (!active || !club) return;
    const controller = new AbortController();
    calls
      .getCurrentPromotion(club, { signal: controller.signal })
      .then((answer) => setPromotion(answer.data))
      .catch(() => setPromotion(null));
    return () => controller.abort();
  }, [active, club, calls]);

  if (!promotion || !cart || cart.items.length === 0) return null;
  if (cart.items.some((item) => item.product_id === promotion.product_id)) return null;
  return promotionPath(promotion) ? promotion : null;
}

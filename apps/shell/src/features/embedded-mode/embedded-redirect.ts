const PRODUCT_PATHS: Readonly<Record<string, string>> = {
  membership: '/products/membership',
  shop: '/products/shop',
};

/**
 * The lotto product page for a stored lotto reference, which may be a slug (`club-lotto`), a
 * path (`/products/lotto/club-lotto`, `lotto/club-lotto`) or a full address.
 */
export function lottoProductPath(stored: string): string | null {
  let path: string;
  try {
    path = new URL(stored.trim(), 'https://club.invalid/').pathname;
  } catch {
    return null;
  }
  const slug = path.replace(/^\/(products\/)?lotto\//, '/').replace(/^\/+|\/+$/g, '');
  if (!slug || slug.includes('/')) return null;
  return `/products/lotto/${slug}`;
}

export interface EmbeddedState {
  signedIn: boolean;
  /** The stored `product` value. */
  product: string | null;
  /** The stored `lottoUrl` value. */
  lottoUrl: string | null;
}

/** Where a signed-in embedded visitor is sent on arrival; a pending lotto product comes first. */
export function embeddedRedirectTarget({
  signedIn,
  product,
  lottoUrl,
}: EmbeddedState): string | null {
  if (!signedIn) return null;
  if (lottoUrl) return lottoProductPath(lottoUrl);
  return (product && PRODUCT_PATHS[product.trim().toLowerCase()]) ?? null;
}

/** Whether the visitor is already on the target page (or one inside it). */
export const isOnPage = (pathname: string, target: string) =>
  pathname === target || pathname.startsWith(`${target}/`);

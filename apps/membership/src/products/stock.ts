import { MAX_CART_QUANTITY, type Product } from '@touchline/contracts';

/** The most of a product one add can take: its stock left, at most the cart's limit. */
export function maxQuantity(product: Product): number {
  const left = product.metadata.available_count;
  return left === null ? MAX_CART_QUANTITY : Math.min(left, MAX_CART_QUANTITY);
}

export const isSoldOut = (product: Product) =>
  product.metadata.sold_out || product.metadata.available_count === 0;

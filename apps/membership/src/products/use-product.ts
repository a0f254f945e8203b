import { ApiError, createCatalogueCalls } from '@touchline/api-client';
import type { Product, ProductType } from '@touchline/contracts';
import { selectClubSlug, useAppSelector } from '@touchline/store';
import {
  defineServerRead,
  useServerRead,
  type ServerReadState,
} from '@touchline/store/server-data';

/**
 * One product of a club by slug, of the type the page sells (ADR 0035): another type's product
 * is not found here, as an unknown slug is.
 */
export const productRead = defineServerRead(
  'catalogue/product',
  async (http, { club, slug, type }: { club: string; slug: string; type: ProductType }, signal) => {
    const product = await createCatalogueCalls(http).getProduct(club, slug, { signal });
    if (product.type !== type) throw new ApiError('', 404);
    return product;
  },
);

/**
 * The product a page shows: an unknown slug, another type's product or a failed read all end as
 * `failed`; another slug shows as loading until its answer.
 */
export function useProduct(slug: string | undefined, type: ProductType): ServerReadState<Product> {
  const club = useAppSelector(selectClubSlug);
  return useServerRead(productRead, club && slug ? { club, slug, type } : null).read;
}

import type { Product, ProductType } from '@touchline/contracts';
import { selectClubSlug, useAppSelector } from '@touchline/store';
import { useEffect, useState } from 'react';
import { useCatalogue } from './use-catalogue';

export type ProductState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; product: Product };

/**
 * One product by slug, of the type the page sells: an unknown slug, another type's product or a
 * failed read all end as `failed`.
 */
export function useProduct(slug: string | undefined, type: ProductType): ProductState {
  const catalogue = useCatalogue();
  const club = useAppSelector(selectClubSlug);
  const key = `${club}/${slug}/${type}`;
  // The answer for the key it was read for: another slug shows as loading until its answer.
  const [answer, setAnswer] = useState<{ key: string; state: ProductState } | null>(null);
  useEffect(() => {
    if (!club || !slug) return;
    const controller = new AbortController();
    catalogue
      .getProduct(club, slug, { signal: controller.signal })
      .then((product) =>
        setAnswer({
          key,
          state: product.type === type ? { status: 'loaded', product } : { status: 'failed' },
        }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key, state: { status: 'failed' } });
      });
    return () => controller.abort();
  }, [catalogue, club, slug, type, key]);
  return answer?.key === key ? answer.state : { status: 'loading' };
}

import type { DrawSummary, Product } from '@touchline/contracts';
import { selectClubAccount, useAppSelector } from '@touchline/store';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AgeGate } from '../age-gate/age-gate';
import { DrawFacts } from './draw-facts';
import { ProductFrame } from './product-frame';
import { useProduct } from './use-product';

/** What a lotto's or a draw's page adds to the frame, for its product and the club's currency. */
export interface DrawProductParts {
  /** The facts after the draw's own (the prizes). */
  moreFacts: (product: Product, currency: string) => ReactNode;
  /** The buying part, once the product has a draw to enter. */
  entry: (product: Product, draw: DrawSummary, currency: string) => ReactNode;
}

/**
 * A lotto's or a draw's page (`products/{lotto|draw}/{slug}`), behind the age gate: the product
 * the address names, its next draw's facts, then what the page adds.
 */
export function DrawProductPage({
  type,
  fallbackTitle,
  ...parts
}: DrawProductParts & { type: 'Lotto' | 'Draw'; fallbackTitle: string }) {
  return (
    <AgeGate>
      <DrawProduct type={type} fallbackTitle={fallbackTitle} {...parts} />
    </AgeGate>
  );
}

function DrawProduct({
  type,
  fallbackTitle,
  moreFacts,
  entry,
}: DrawProductParts & { type: 'Lotto' | 'Draw'; fallbackTitle: string }) {
  const { slug } = useParams();
  const state = useProduct(slug, type);
  const currency = useAppSelector(selectClubAccount)?.currency ?? 'EUR';
  return (
    <ProductFrame
      state={state}
      fallbackTitle={fallbackTitle}
      facts={(product) => (
        <>
          <DrawFacts draw={product.metadata.draw ?? null} currency={currency} />
          {moreFacts(product, currency)}
        </>
      )}
    >
      {(product) =>
        product.metadata.draw ? entry(product, product.metadata.draw, currency) : null
      }
    </ProductFrame>
  );
}

import type { Product } from '@touchline/contracts';
import { type ServerReadState } from '@touchline/store/server-data';
import { SkeletonLines } from '@touchline/ui';
import type { ReactNode } from 'react';
import styles from './product-page.module.css';
import { useMembershipT } from '../messages/membership-messages';

interface ProductFrameProps {
  state: ServerReadState<Product>;
  /** The page's title while the product loads or when it cannot be read. */
  fallbackTitle: string;
  /** Facts beside the description (next draw, jackpot, venue...). */
  facts?: (product: Product) => ReactNode;
  /** The buying part of the page. */
  children: (product: Product) => ReactNode;
}

/** A product page: its name, image, description and facts, then what the visitor can buy. */
export function ProductFrame({ state, fallbackTitle, facts, children }: ProductFrameProps) {
  const t = useMembershipT();
  if (state.state !== 'loaded') {
    return (
      <section className={styles.page} aria-labelledby="product-title">
        <h1 id="product-title" className={styles.title}>
          {fallbackTitle}
        </h1>
        {state.state === 'loading' ? (
          <SkeletonLines count={6} />
        ) : (
          <p className={styles.error} role="alert">
            {t('product.fetchError')}
          </p>
        )}
      </section>
    );
  }
  const product = state.value;
  return (
    <section className={styles.page} aria-labelledby="product-title">
      <h1 id="product-title" className={styles.title}>
        {product.name}
      </h1>
      <div className={styles.intro}>
        {product.image && (
          <img className={styles.image} src={product.image.path} alt="" width={480} height={270} />
        )}
        <div>
          {product.description && <p className={styles.description}>{product.description}</p>}
          {facts?.(product)}
        </div>
      </div>
      {children(product)}
    </section>
  );
}

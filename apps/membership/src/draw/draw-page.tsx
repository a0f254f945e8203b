import type { Product } from '@touchline/contracts';
import { selectClubAccount, useAppSelector } from '@touchline/store';
import { Button, formatMoney } from '@touchline/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AgeGate } from '../age-gate/age-gate';
import { DrawFacts } from '../products/draw-facts';
import { ProductFrame } from '../products/product-frame';
import styles from '../products/product-page.module.css';
import { QuantityField } from '../products/quantity-field';
import { isSoldOut, maxQuantity, SOLD_OUT_TEXT } from '../products/stock';
import { CHECKOUT_OFF_TEXT, useAddToCart } from '../products/use-add-to-cart';
import { useProduct } from '../products/use-product';

/** `products/draw/{slug}`: a club draw's tickets, behind the age gate. */
export function DrawPage() {
  return (
    <AgeGate>
      <DrawProduct />
    </AgeGate>
  );
}

function DrawProduct() {
  const { slug } = useParams();
  const state = useProduct(slug, 'Draw');
  const currency = useAppSelector(selectClubAccount)?.currency ?? 'EUR';
  return (
    <ProductFrame
      state={state}
      fallbackTitle="Club Draw"
      facts={(product) => (
        <>
          <DrawFacts draw={product.metadata.draw ?? null} currency={currency} />
          <Prizes product={product} />
        </>
      )}
    >
      {(product) =>
        product.metadata.draw ? <DrawTickets product={product} currency={currency} /> : null
      }
    </ProductFrame>
  );
}

function Prizes({ product }: { product: Product }) {
  const prizes = product.metadata.prizes ?? [];
  if (prizes.length === 0) return null;
  return (
    <>
      <h2 className={styles.sectionTitle}>Prizes</h2>
      <ol>
        {prizes.map((prize) => (
          <li key={prize}>{prize}</li>
        ))}
      </ol>
    </>
  );
}

function DrawTickets({ product, currency }: { product: Product; currency: string }) {
  const [quantity, setQuantity] = useState(1);
  const { add, adding, canBuy } = useAddToCart();
  const max = maxQuantity(product);
  const left = product.metadata.available_count;
  if (isSoldOut(product)) {
    return (
      <div className={styles.section}>
        <p className={styles.soldOut}>{SOLD_OUT_TEXT}</p>
        <p className={styles.hint}>Every ticket for this draw has been sold.</p>
      </div>
    );
  }
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>Tickets</h2>
      <p>Ticket price: {formatMoney(product.price, currency)}</p>
      {left !== null && <p className={styles.hint}>{left} tickets left</p>}
      <QuantityField label="Number of tickets" value={quantity} max={max} onChange={setQuantity} />
      <p className={styles.total}>Total: {formatMoney(product.price * quantity, currency)}</p>
      {canBuy ? (
        <div className={styles.actions}>
          <Button
            loading={adding}
            onClick={() => add([{ product_id: product.product_id, quantity }])}
          >
            Add to cart
          </Button>
        </div>
      ) : (
        <p className={styles.hint}>{CHECKOUT_OFF_TEXT}</p>
      )}
    </div>
  );
}

import { CHECKOUT_DISABLED, type Product } from '@touchline/contracts';
import { selectClubAccount, useAppSelector } from '@touchline/store';
import { Button, formatMoney } from '@touchline/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ProductFrame } from '../products/product-frame';
import styles from '../products/product-page.module.css';
import { QuantityField } from '../products/quantity-field';
import { isSoldOut, maxQuantity, SOLD_OUT_TEXT } from '../products/stock';
import { useAddToCart } from '../products/use-add-to-cart';
import { useProduct } from '../products/use-product';
import shop from './shop.module.css';

export const CHOOSE_SIZE_TEXT = 'Please choose a size';

/** `products/shop/{slug}`: one shop item with its sizes, venue and stock. */
export function ShopItemPage() {
  const { slug } = useParams();
  const state = useProduct(slug, 'ShopItem');
  const currency = useAppSelector(selectClubAccount)?.currency ?? 'EUR';
  return (
    <>
      <ProductFrame
        state={state}
        fallbackTitle="Club Shop"
        facts={(product) => <ItemFacts product={product} currency={currency} />}
      >
        {(product) => <BuyItem product={product} currency={currency} />}
      </ProductFrame>
    </>
  );
}

function ItemFacts({ product, currency }: { product: Product; currency: string }) {
  const left = product.metadata.available_count;
  return (
    <dl className={styles.facts}>
      <dt>Price</dt>
      <dd>{formatMoney(product.price, currency)}</dd>
      {product.metadata.venue && (
        <>
          <dt>Collection</dt>
          <dd>{product.metadata.venue}</dd>
        </>
      )}
      <dt>Stock</dt>
      <dd>{isSoldOut(product) ? SOLD_OUT_TEXT : left === null ? 'In stock' : `${left} left`}</dd>
    </dl>
  );
}

function BuyItem({ product, currency }: { product: Product; currency: string }) {
  const sizes = product.metadata.sizes ?? [];
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [tried, setTried] = useState(false);
  const { add, adding, canBuy } = useAddToCart();
  const back = (
    <Link className={shop.back} to="/products/shop">
      Back to the shop
    </Link>
  );
  if (isSoldOut(product)) {
    return (
      <div className={styles.section}>
        <p className={styles.soldOut}>{SOLD_OUT_TEXT}</p>
        <p className={styles.hint}>This item is sold out.</p>
        {back}
      </div>
    );
  }
  const missingSize = sizes.length > 0 && size === null;
  const addItem = () => {
    setTried(true);
    if (missingSize) return;
    add([
      {
        product_id: product.product_id,
        quantity,
        ...(size !== null ? { metadata: { size } } : {}),
      },
    ]);
  };
  return (
    <div className={styles.section}>
      {sizes.length > 0 && (
        <fieldset
          className={shop.sizes}
          aria-describedby={tried && missingSize ? 'size-error' : undefined}
        >
          <legend className={shop.sizesLegend}>Size</legend>
          {sizes.map((option) => (
            <label key={option} className={shop.size}>
              <input
                type="radio"
                name="size"
                value={option}
                checked={size === option}
                onChange={() => setSize(option)}
              />
              <span>{option}</span>
            </label>
          ))}
        </fieldset>
      )}
      {tried && missingSize && (
        <p id="size-error" className={styles.error} role="alert">
          {CHOOSE_SIZE_TEXT}
        </p>
      )}
      <QuantityField
        label="Quantity"
        value={quantity}
        max={maxQuantity(product)}
        onChange={setQuantity}
      />
      <p className={styles.total}>Total: {formatMoney(product.price * quantity, currency)}</p>
      {canBuy ? (
        <div className={styles.actions}>
          <Button loading={adding} onClick={addItem}>
            Add to cart
          </Button>
        </div>
      ) : (
        <p className={styles.hint}>{CHECKOUT_DISABLED}</p>
      )}
      {back}
    </div>
  );
}

import type { Product } from '@touchline/contracts';
import { selectClubAccount, useAppSelector } from '@touchline/store';
import { formatMoney } from '@touchline/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMembershipT } from '../messages/membership-messages';
import { AddToCartActions, SoldOutSection } from '../products/buy-controls';
import { ProductFrame } from '../products/product-frame';
import styles from '../products/product-page.module.css';
import { QuantityField } from '../products/quantity-field';
import { isSoldOut, maxQuantity } from '../products/stock';
import { useAddToCart } from '../products/use-add-to-cart';
import { useProduct } from '../products/use-product';
import shop from './shop.module.css';

/** `products/shop/{slug}`: one shop item with its sizes, venue and stock. */
export function ShopItemPage() {
  const { slug } = useParams();
  const t = useMembershipT();
  const state = useProduct(slug, 'ShopItem');
  const currency = useAppSelector(selectClubAccount)?.currency ?? 'EUR';
  return (
    <>
      <ProductFrame
        state={state}
        fallbackTitle={t('shop.title')}
        facts={(product) => <ItemFacts product={product} currency={currency} />}
      >
        {(product) => <BuyItem product={product} currency={currency} />}
      </ProductFrame>
    </>
  );
}

function ItemFacts({ product, currency }: { product: Product; currency: string }) {
  const t = useMembershipT();
  const left = product.metadata.available_count;
  return (
    <dl className={styles.facts}>
      <dt>{t('shopItem.price')}</dt>
      <dd>{formatMoney(product.price, currency)}</dd>
      {product.metadata.venue && (
        <>
          <dt>{t('shopItem.collection')}</dt>
          <dd>{product.metadata.venue}</dd>
        </>
      )}
      <dt>{t('shopItem.stock')}</dt>
      <dd>
        {isSoldOut(product)
          ? t('product.soldOut')
          : left === null
            ? t('shopItem.inStock')
            : t('shopItem.left', { count: String(left) })}
      </dd>
    </dl>
  );
}

function BuyItem({ product, currency }: { product: Product; currency: string }) {
  const t = useMembershipT();
  const sizes = product.metadata.sizes ?? [];
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [tried, setTried] = useState(false);
  const { add, adding, canBuy } = useAddToCart();
  const back = (
    <Link className={shop.back} to="/products/shop">
      {t('shopItem.back')}
    </Link>
  );
  if (isSoldOut(product))
    return <SoldOutSection hint={t('shopItem.soldOutHint')}>{back}</SoldOutSection>;
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
          <legend className={shop.sizesLegend}>{t('shopItem.size')}</legend>
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
          {t('shopItem.chooseSize')}
        </p>
      )}
      <QuantityField
        label={t('shopItem.quantity')}
        value={quantity}
        max={maxQuantity(product)}
        onChange={setQuantity}
      />
      <p className={styles.total}>
        {t('product.total', { price: formatMoney(product.price * quantity, currency) })}
      </p>
      <AddToCartActions canBuy={canBuy} adding={adding} onAdd={addItem} />
      {back}
    </div>
  );
}

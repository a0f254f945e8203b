import type { ConfigurablePrice, Product } from '@touchline/contracts';
import { formatMoney } from '@touchline/ui';
import { useState } from 'react';
import { useMembershipT } from '../messages/membership-messages';
import {
  AddToCartActions,
  PriceOptionField,
  SoldOutSection,
  usePriceOption,
} from '../products/buy-controls';
import { DrawProductPage } from '../products/draw-product-page';
import styles from '../products/product-page.module.css';
import { QuantityField } from '../products/quantity-field';
import { isSoldOut, maxQuantity } from '../products/stock';
import { useAddToCart } from '../products/use-add-to-cart';

/** `products/draw/{slug}`: a club draw's tickets, behind the age gate. */
export function DrawPage() {
  const t = useMembershipT();
  return (
    <DrawProductPage
      type="Draw"
      fallbackTitle={t('draw.title')}
      moreFacts={(product) => <Prizes product={product} />}
      entry={(product, _draw, currency) => <DrawTickets product={product} currency={currency} />}
    />
  );
}

function Prizes({ product }: { product: Product }) {
  const t = useMembershipT();
  const prizes = product.metadata.prizes ?? [];
  if (prizes.length === 0) return null;
  return (
    <>
      <h2 className={styles.sectionTitle}>{t('product.prizes')}</h2>
      <ol>
        {prizes.map((prize) => (
          <li key={prize}>{prize}</li>
        ))}
      </ol>
    </>
  );
}

/** A draw's ticket options (one ticket, a book of 3...); `lines` is the tickets in each. */
export function ticketOptions(product: Product): ConfigurablePrice[] {
  const options = product.metadata.configurable_price ?? [];
  if (options.length > 0) return options;
  return [{ title: '1 ticket', price: product.price, lines: 1, draws: 1 }];
}

function DrawTickets({ product, currency }: { product: Product; currency: string }) {
  const t = useMembershipT();
  const options = ticketOptions(product);
  const { option, choose } = usePriceOption(options);
  const [quantity, setQuantity] = useState(1);
  const { add, adding, canBuy } = useAddToCart();
  const left = product.metadata.available_count;
  // Each unit of a book takes its tickets from the stock.
  const max = Math.max(1, Math.floor(maxQuantity(product) / option.lines));
  const shown = Math.min(quantity, max);
  if (isSoldOut(product)) return <SoldOutSection hint={t('draw.soldOutHint')} />;
  const configured = (product.metadata.configurable_price ?? []).length > 0;
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('draw.tickets')}</h2>
      {options.length > 1 ? (
        <PriceOptionField
          label={t('draw.ticketOption')}
          options={options}
          option={option}
          choose={choose}
          currency={currency}
        />
      ) : (
        <p>{t('draw.ticketPrice', { price: formatMoney(option.price, currency) })}</p>
      )}
      {left !== null && (
        <p className={styles.hint}>{t('draw.ticketsLeft', { count: String(left) })}</p>
      )}
      <QuantityField
        label={option.lines > 1 ? t('draw.numberOfBooks') : t('draw.numberOfTickets')}
        value={shown}
        max={max}
        onChange={setQuantity}
      />
      <p className={styles.total}>
        {t('product.total', { price: formatMoney(option.price * shown, currency) })}
      </p>
      <AddToCartActions
        canBuy={canBuy}
        adding={adding}
        onAdd={() =>
          add([
            {
              product_id: product.product_id,
              quantity: shown,
              ...(configured ? { metadata: { configurable_price: { title: option.title } } } : {}),
            },
          ])
        }
      />
    </div>
  );
}

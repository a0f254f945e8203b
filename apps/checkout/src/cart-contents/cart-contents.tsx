import type { CartItem, ShoppingCart } from '@touchline/contracts';
import type { ReactNode } from 'react';
import { useCheckoutT } from '../messages/checkout-messages';
import styles from './cart-contents.module.css';
import { groupCartItems } from './cart-groups';
import { CartItemView } from './cart-item-view';

export interface CartContentsProps {
  cart: ShoppingCart | null;
  /** What an empty cart says (the checkout and the cart sheet word it differently). */
  emptyText: string;
  /** Shown under the empty text (the sheet's Continue shopping). */
  emptyAction?: ReactNode;
  /** Extra controls under each item. */
  renderItemExtra?: (item: CartItem) => ReactNode;
}

/** The cart's items grouped by kind with their headings, or the empty text. */
export function CartContents({ cart, emptyText, emptyAction, renderItemExtra }: CartContentsProps) {
  const t = useCheckoutT();
  const items = cart?.items ?? [];
  if (!cart || items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{emptyText}</p>
        {emptyAction}
      </div>
    );
  }
  return (
    <div className={styles.contents}>
      {groupCartItems(items, t).map((group) => (
        <section key={group.kind} className={styles.group} aria-label={group.heading}>
          <h3 className={styles.groupHeading}>{group.heading}</h3>
          <ul className={styles.items}>
            {group.items.map((item) => (
              <CartItemView key={item.shopping_cart_item} item={item} currency={cart.currency}>
                {renderItemExtra?.(item)}
              </CartItemView>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

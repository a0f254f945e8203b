import type { CartItem } from '@touchline/contracts';
import {
  removeCartItem,
  selectIsItemDeleting,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { Button } from '@touchline/ui';
import { useMemo, type ReactNode } from 'react';
import styles from './cart-contents.module.css';
import {
  AUTO_RENEW_TEXT,
  discountReasonTexts,
  lottoDetails,
  memberName,
  paymentPlanText,
  priceText,
  quantityText,
  subscriptionTexts,
} from './cart-item-texts';

export interface CartItemViewProps {
  item: CartItem;
  currency: string;
  /** Extra controls under the item (the checkout's payment options). */
  children?: ReactNode;
}

function LottoLines({ item }: { item: CartItem }) {
  const { lines, draws, picks, autoRenew } = lottoDetails(item);
  return (
    <>
      {lines !== null && <p className={styles.detail}>Lines: {lines}</p>}
      {picks.map((pick, index) => (
        <p key={index} className={styles.detail}>
          Line {index + 1}: {pick}
        </p>
      ))}
      {draws !== null && <p className={styles.detail}>Draws: {draws}</p>}
      {autoRenew && <p className={styles.detail}>{AUTO_RENEW_TEXT}</p>}
    </>
  );
}

function ItemDetails({ item }: { item: CartItem }) {
  switch (item.product.type) {
    case 'Plan': {
      const member = memberName(item);
      return (
        <>
          {member && <p className={styles.detail}>{member}</p>}
          {subscriptionTexts(item).map((text) => (
            <p key={text} className={styles.detail}>
              {text}
            </p>
          ))}
        </>
      );
    }
    case 'Bundle':
      return (
        <ul className={styles.bundle}>
          {item.metadata.bundle_items.map((entry, index) => {
            const member = entry.metadata.club_member;
            return (
              <li key={index} className={styles.detail}>
                {entry.product.name}
                {member && ` – ${member.first_name} ${member.last_name}`}
              </li>
            );
          })}
        </ul>
      );
    case 'Lotto':
      return <LottoLines item={item} />;
    case 'Draw':
      return (
        <>
          {item.metadata.configurable_price && (
            <p className={styles.detail}>{item.metadata.configurable_price.title}</p>
          )}
          {item.metadata.auto_renewal && <p className={styles.detail}>{AUTO_RENEW_TEXT}</p>}
        </>
      );
    default:
      return (
        <>
          {item.metadata.size && <p className={styles.detail}>Size: {item.metadata.size}</p>}
          {item.metadata.venue && <p className={styles.detail}>{item.metadata.venue}</p>}
        </>
      );
  }
}

/** One cart item: name, price (FREE when zero), its details and a remove button. */
export function CartItemView({ item, currency, children }: CartItemViewProps) {
  const dispatch = useAppDispatch();
  const itemId = item.shopping_cart_item;
  const isDeleting = useMemo(() => selectIsItemDeleting(itemId), [itemId]);
  const deleting = useAppSelector(isDeleting);
  const name = item.product.name;
  const plan = paymentPlanText(item, currency);
  const reasons = discountReasonTexts(item, currency);
  return (
    <li className={styles.item} aria-busy={deleting || undefined}>
      <div className={styles.itemHeader}>
        <h4 className={styles.itemName}>{name}</h4>
        <p className={styles.price}>{priceText(item.price, currency)}</p>
        <Button
          variant="text"
          className={styles.remove}
          loading={deleting}
          aria-label={`Remove ${name}`}
          onClick={() => dispatch(removeCartItem(itemId))}
        >
          Remove
        </Button>
      </div>
      <p className={styles.detail}>{quantityText(item, currency)}</p>
      <ItemDetails item={item} />
      {reasons.map((reason) => (
        <p key={reason} className={styles.discountReason}>
          {reason}
        </p>
      ))}
      {plan && <p className={styles.plan}>{plan}</p>}
      {children}
    </li>
  );
}

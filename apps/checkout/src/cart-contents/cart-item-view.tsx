import type { CartItem } from '@touchline/contracts';
import {
  removeCartItem,
  selectIsItemDeleting,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { Button } from '@touchline/ui';
import { useMemo, type ReactNode } from 'react';
import { useCheckoutT } from '../messages/checkout-messages';
import styles from './cart-contents.module.css';
import {
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
  const t = useCheckoutT();
  const { lines, draws, picks, autoRenew } = lottoDetails(item);
  return (
    <>
      {lines !== null && <p className={styles.detail}>{t('cartItem.lines', { lines })}</p>}
      {picks.map((pick, index) => (
        <p key={index} className={styles.detail}>
          {t('cartItem.line', { number: index + 1, pick })}
        </p>
      ))}
      {draws !== null && <p className={styles.detail}>{t('cartItem.draws', { draws })}</p>}
      {autoRenew && <p className={styles.detail}>{t('cartItem.autoRenew')}</p>}
    </>
  );
}

function ItemDetails({ item }: { item: CartItem }) {
  const t = useCheckoutT();
  switch (item.product.type) {
    case 'Plan': {
      const member = memberName(item);
      return (
        <>
          {member && <p className={styles.detail}>{member}</p>}
          {subscriptionTexts(item, t).map((text) => (
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
          {item.metadata.auto_renewal && <p className={styles.detail}>{t('cartItem.autoRenew')}</p>}
        </>
      );
    default:
      return (
        <>
          {item.metadata.size && (
            <p className={styles.detail}>{t('cartItem.size', { size: item.metadata.size })}</p>
          )}
          {item.metadata.venue && <p className={styles.detail}>{item.metadata.venue}</p>}
        </>
      );
  }
}

/** One cart item: name, price (FREE when zero), its details and a remove button. */
export function CartItemView({ item, currency, children }: CartItemViewProps) {
  const t = useCheckoutT();
  const dispatch = useAppDispatch();
  const itemId = item.shopping_cart_item;
  const isDeleting = useMemo(() => selectIsItemDeleting(itemId), [itemId]);
  const deleting = useAppSelector(isDeleting);
  const name = item.product.name;
  const plan = paymentPlanText(item, currency, t);
  const reasons = discountReasonTexts(item, currency);
  return (
    <li className={styles.item} aria-busy={deleting || undefined}>
      <div className={styles.itemHeader}>
        <h4 className={styles.itemName}>{name}</h4>
        <p className={styles.price}>{priceText(item.price, currency, t)}</p>
        <Button
          variant="text"
          className={styles.remove}
          loading={deleting}
          aria-label={t('cartItem.removeNamed', { name })}
          onClick={() => dispatch(removeCartItem(itemId))}
        >
          {t('cartItem.remove')}
        </Button>
      </div>
      <p className={styles.detail}>{quantityText(item, currency, t)}</p>
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

import type { CartItem } from '@touchline/contracts';
import {
  selectIsItemUpdating,
  setPaymentOption,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { useId, useMemo } from 'react';
import { chosenOption } from '../cart-contents/cart-item-texts';
import { useCheckoutT } from '../messages/checkout-messages';
import styles from './checkout-page.module.css';
import { paymentOptionLabel, regularPaymentText } from './payment-option-texts';

/** How an item is paid: in full or by instalments; changing it updates the cart. */
export function PaymentOptions({ item, currency }: { item: CartItem; currency: string }) {
  const t = useCheckoutT();
  const dispatch = useAppDispatch();
  const itemId = item.shopping_cart_item;
  const isUpdating = useMemo(() => selectIsItemUpdating(itemId), [itemId]);
  const updating = useAppSelector(isUpdating);
  const name = useId();
  if (item.payment_options.length < 2) return null;
  const chosen = chosenOption(item)?.payment_option_id;
  return (
    <fieldset className={styles.options} disabled={updating} aria-busy={updating || undefined}>
      <legend className={styles.optionsLegend}>
        {t('paymentOptions.legend', { name: item.product.name })}
      </legend>
      {item.payment_options.map((option) => {
        const regular = regularPaymentText(option, currency, t);
        return (
          <label key={option.payment_option_id} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.payment_option_id}
              checked={option.payment_option_id === chosen}
              onChange={() =>
                dispatch(setPaymentOption({ itemId, paymentOptionId: option.payment_option_id }))
              }
            />
            <span>{paymentOptionLabel(option, currency, t)}</span>
            {regular && <span className={styles.regular}>{regular}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}

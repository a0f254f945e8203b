import { ApiError, errorMessageOf, type ClubApi } from '@touchline/api-client';
import type { ShoppingCart } from '@touchline/contracts';
import {
  cartLoaded,
  notify,
  selectClubSlug,
  useAppDispatch,
  useAppSelector,
  useStoreService,
} from '@touchline/store';
import { Button } from '@touchline/ui';
import { useId, useState, type FormEvent } from 'react';
import { selectCheckoutLoading } from '../checkout-flow/checkout-slice';
import { useCheckoutT } from '../messages/checkout-messages';
import { discountCodeAllowed } from './discount-code-rules';
import styles from './discount-code.module.css';

/** The discount code: applied to the cart on the server, which answers with the new totals. */
export function DiscountCode({ cart }: { cart: ShoppingCart }) {
  const t = useCheckoutT();
  const api = useStoreService<ClubApi>('api');
  const dispatch = useAppDispatch();
  const slug = useAppSelector(selectClubSlug);
  const paying = useAppSelector(selectCheckoutLoading);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  if (!discountCodeAllowed(cart)) return null;
  const applied = cart.discount_codes[0];
  const applyFailed = t('discount.applyFailed');

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    // An empty value is not sent.
    if (!value || !slug) return;
    setBusy(true);
    setError(null);
    try {
      const result = await api.applyDiscountCode(slug, cart.shopping_cart_id, { code: value });
      if (result.is_valid) {
        dispatch(cartLoaded(result.shopping_cart));
        setCode('');
      } else {
        setError(result.message || applyFailed);
      }
    } catch (failure) {
      // The server's own text when it gave one; otherwise the catalogue's.
      setError(failure instanceof ApiError ? errorMessageOf(failure) || applyFailed : applyFailed);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!slug) return;
    setBusy(true);
    try {
      dispatch(cartLoaded(await api.resetDiscountCode(slug, cart.shopping_cart_id)));
    } catch {
      dispatch(notify({ type: 'danger', title: t('discount.clearFailed') }));
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <div className={styles.applied}>
        <p className={styles.appliedText}>
          <span>{t('discount.applied')}</span> <strong>{applied.code}</strong>
        </p>
        <Button
          variant="text"
          loading={busy}
          disabled={paying}
          aria-label={t('discount.removeNamed', { code: applied.code })}
          onClick={() => void remove()}
        >
          {t('cartItem.remove')}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void apply(event)} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {t('discount.label')}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={code}
          autoComplete="off"
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="outline" loading={busy} disabled={paying}>
          {t('discount.apply')}
        </Button>
      </div>
      {error && (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}

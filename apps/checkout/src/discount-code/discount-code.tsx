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
import { discountCodeAllowed } from './discount-code-rules';
import styles from './discount-code.module.css';

export const APPLY_FAILED = 'Error applying discount code';
export const CLEAR_FAILED = 'Error clearing discount code';
export const CODE_APPLIED = 'Discount code applied';

/** The discount code: applied to the cart on the server, which answers with the new totals. */
export function DiscountCode({ cart }: { cart: ShoppingCart }) {
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
        setError(result.message || APPLY_FAILED);
      }
    } catch (failure) {
      // The server's own text when it gave one; otherwise the catalogue's.
      setError(
        failure instanceof ApiError ? errorMessageOf(failure) || APPLY_FAILED : APPLY_FAILED,
      );
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
      dispatch(notify({ type: 'danger', title: CLEAR_FAILED }));
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <div className={styles.applied}>
        <p className={styles.appliedText}>
          <span>{CODE_APPLIED}</span> <strong>{applied.code}</strong>
        </p>
        <Button
          variant="text"
          loading={busy}
          disabled={paying}
          aria-label={`Remove discount code ${applied.code}`}
          onClick={() => void remove()}
        >
          Remove
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void apply(event)} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        Discount code
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
          Apply
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

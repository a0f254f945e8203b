import type { PaymentMethod } from '@touchline/contracts';
import { Button } from '@touchline/ui';
import { useId, useState, type FormEvent } from 'react';
import { useAuthT } from '../../messages/auth-messages';
import styles from './payment-methods.module.css';
import { saveErrorMessage, useCardSaver } from './use-card-saver';

interface AddCardFormProps {
  onSaved: (card: PaymentMethod) => void;
  onCancel?: () => void;
  /** Offer "Make this my default card" (ticked when the member has no card yet). */
  offerDefault?: boolean;
  defaultChecked?: boolean;
  /** The save button's label in the page's language (default: "Save card"). */
  saveLabel?: string;
}

/** A new card entered in the provider's element (or the simulator's form) and saved. */
export function AddCardForm({
  onSaved,
  onCancel,
  offerDefault = true,
  defaultChecked = false,
  saveLabel,
}: AddCardFormProps) {
  const t = useAuthT();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [isDefault, setIsDefault] = useState(defaultChecked);
  const [error, setError] = useState<string | null>(null);
  const saver = useCardSaver(saving);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!saver.complete || saving) return;
    setSaving(true);
    setError(null);
    try {
      onSaved(await saver.save(isDefault));
    } catch (failure) {
      setError(saveErrorMessage(t, failure));
      setSaving(false);
    }
  };

  return (
    <form className={styles.addCard} onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.subheading}>
        {t('paymentMethods.addCard.heading')}
      </h3>
      {!saver.entry && saver.status === 'loading' && <p>{t('paymentMethods.card.loading')}</p>}
      {!saver.entry && saver.status === 'unavailable' && (
        <p role="alert">{t('paymentMethods.card.unavailable')}</p>
      )}
      {saver.entry}
      {offerDefault && (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={isDefault}
            disabled={saving}
            onChange={(event) => setIsDefault(event.target.checked)}
          />
          {t('paymentMethods.addCard.makeDefault')}
        </label>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={saving} disabled={!saver.complete}>
          {saveLabel ?? t('paymentMethods.addCard.save')}
        </Button>
        {onCancel && (
          <Button variant="text" onClick={onCancel} disabled={saving}>
            {t('paymentMethods.addCard.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

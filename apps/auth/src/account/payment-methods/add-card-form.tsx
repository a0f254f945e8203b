import type { PaymentMethod } from '@touchline/contracts';
import { Button } from '@touchline/ui';
import { useId, useState, type FormEvent } from 'react';
import styles from './payment-methods.module.css';
import { CARD_TEXTS } from './card-texts';
import { saveErrorMessage, useCardSaver } from './use-card-saver';

export const ADD_CARD_TEXTS = {
  heading: 'Add a card',
  makeDefault: 'Make this my default card',
  save: 'Save card',
  cancel: 'Cancel',
} as const;

interface AddCardFormProps {
  onSaved: (card: PaymentMethod) => void;
  onCancel?: () => void;
  /** Offer "Make this my default card" (ticked when the member has no card yet). */
  offerDefault?: boolean;
  defaultChecked?: boolean;
  saveLabel?: string;
}

/** A new card entered in the provider's element (or the simulator's form) and saved. */
export function AddCardForm({
  onSaved,
  onCancel,
  offerDefault = true,
  defaultChecked = false,
  saveLabel = ADD_CARD_TEXTS.save,
}: AddCardFormProps) {
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
      setError(saveErrorMessage(failure));
      setSaving(false);
    }
  };

  return (
    <form className={styles.addCard} onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.subheading}>
        {ADD_CARD_TEXTS.heading}
      </h3>
      {!saver.entry && saver.status === 'loading' && <p>{CARD_TEXTS.loading}</p>}
      {!saver.entry && saver.status === 'unavailable' && (
        <p role="alert">{CARD_TEXTS.unavailable}</p>
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
          {ADD_CARD_TEXTS.makeDefault}
        </label>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={saving} disabled={!saver.complete}>
          {saveLabel}
        </Button>
        {onCancel && (
          <Button variant="text" onClick={onCancel} disabled={saving}>
            {ADD_CARD_TEXTS.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}

import type { TestCardBody } from '@touchline/contracts';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  CARD_MESSAGES,
  cardBrand,
  checkCvc,
  checkExpiry,
  checkNumber,
  completeCard,
  digitsOf,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardFields,
  type FieldCheck,
} from './card-input';
import styles from './simulator-card-form.module.css';

export const TEST_MODE_HINT =
  'Test mode: use 4242 4242 4242 4242 (succeeds), 4000 0027 6000 3184 (asks for 3-D Secure) or 4000 0000 0000 0002 (declined), with any future date and any 3-digit code.';

export interface SimulatorCardChange {
  /** Every field is valid. */
  complete: boolean;
  /** The card to tokenise, when complete. */
  card: TestCardBody | null;
}

/** The form's words: English by default, an app's from its catalogue (`simulatorCardTextsFrom`). */
export interface SimulatorCardTexts {
  group: string;
  number: string;
  expiry: string;
  cvc: string;
  hint: string;
  /** A field's error (one of `CARD_MESSAGES`, in English) in the page's language. */
  error: (message: string) => string;
}

export const ENGLISH_CARD_TEXTS: SimulatorCardTexts = {
  group: 'Card details',
  number: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code',
  hint: TEST_MODE_HINT,
  error: (message) => message,
};

type CardMessageKey = keyof typeof CARD_MESSAGES;

export type SimulatorCardMessageId =
  | 'card.group'
  | 'card.number'
  | 'card.expiry'
  | 'card.cvc'
  | 'card.testModeHint'
  | `card.${CardMessageKey}`;

/** The card form's texts from an app's translator (its catalogue holds `SimulatorCardMessageId`s). */
export function simulatorCardTextsFrom(
  t: (id: SimulatorCardMessageId) => string,
): SimulatorCardTexts {
  const keys = Object.keys(CARD_MESSAGES) as CardMessageKey[];
  return {
    group: t('card.group'),
    number: t('card.number'),
    expiry: t('card.expiry'),
    cvc: t('card.cvc'),
    hint: t('card.testModeHint'),
    error: (message) => {
      const key = keys.find((candidate) => CARD_MESSAGES[candidate] === message);
      return key ? t(`card.${key}`) : message;
    },
  };
}

interface SimulatorCardFormProps {
  disabled: boolean;
  onChange: (change: SimulatorCardChange) => void;
  texts?: SimulatorCardTexts;
}

type FieldName = keyof CardFields;

const EMPTY: CardFields = { number: '', expiry: '', cvc: '' };

/**
 * The card entry of the API's offline simulator, standing in for the provider's element: the
 * browser's card autofill, a numeric keypad on phones, formatting as typed, and each field's
 * error once it is complete but wrong (or left incomplete).
 */
export function SimulatorCardForm({
  disabled,
  onChange,
  texts = ENGLISH_CARD_TEXTS,
}: SimulatorCardFormProps) {
  const id = useId();
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [left, setLeft] = useState<Record<FieldName, boolean>>({
    number: false,
    expiry: false,
    cvc: false,
  });

  // A form taken off the page takes its card with it (it starts empty when shown again).
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });
  useEffect(() => () => report.current({ complete: false, card: null }), []);

  const update = (name: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    const brand = cardBrand(digitsOf(name === 'number' ? value : fields.number));
    const next: CardFields = {
      ...fields,
      [name]:
        name === 'number'
          ? formatCardNumber(value)
          : name === 'expiry'
            ? formatExpiry(value)
            : formatCvc(value, brand),
    };
    // A shorter code fits when the number changes from amex to another brand.
    if (name === 'number') next.cvc = formatCvc(next.cvc, brand);
    setFields(next);
    const card = completeCard(next);
    onChange({ complete: card !== null, card });
  };

  const checks: Record<FieldName, FieldCheck> = {
    number: checkNumber(fields.number),
    expiry: checkExpiry(fields.expiry),
    cvc: checkCvc(fields.cvc, fields.number),
  };
  const errorOf = (name: FieldName): string | null => {
    const check = checks[name];
    if (check.ok || fields[name] === '') return null;
    return check.incomplete && !left[name] ? null : texts.error(check.message);
  };

  const field = (
    name: FieldName,
    label: string,
    props: { autoComplete: string; placeholder: string; className?: string },
  ) => {
    const inputId = `${id}-${name}`;
    const error = errorOf(name);
    return (
      <div className={`${styles.field} ${props.className ?? ''}`}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          spellCheck={false}
          value={fields[name]}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={update(name)}
          onBlur={() => setLeft((current) => ({ ...current, [name]: true }))}
        />
        {error && (
          <p id={`${inputId}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={styles.form} role="group" aria-label={texts.group}>
      {field('number', texts.number, {
        autoComplete: 'cc-number',
        placeholder: '1234 1234 1234 1234',
        className: styles.number,
      })}
      {field('expiry', texts.expiry, { autoComplete: 'cc-exp', placeholder: 'MM / YY' })}
      {field('cvc', texts.cvc, { autoComplete: 'cc-csc', placeholder: 'CVC' })}
      <p className={styles.hint}>{texts.hint}</p>
    </div>
  );
}

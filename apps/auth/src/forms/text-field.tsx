import type { Validator } from '@touchline/validators';
import { useId, useState, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import styles from './forms.module.css';

export interface TextFieldProps {
  name: string;
  label: string;
  validate?: Validator;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
  parse?: (value: string) => string;
  /** A server message for this field, shown until the value changes. */
  serverError?: string;
  /** Adds a show/hide toggle (passwords). */
  revealable?: boolean;
  optional?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  hint?: ReactNode;
}

/** A labelled input whose rule message shows once it has been touched. */
export function TextField({
  name,
  label,
  validate,
  type = 'text',
  autoComplete,
  maxLength,
  readOnly,
  parse,
  serverError,
  revealable = false,
  optional = false,
  inputMode,
  hint,
}: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  return (
    <Field<string> name={name} validate={validate} parse={parse ?? ((value) => value ?? '')}>
      {({ input, meta }) => {
        const error =
          (meta.touched && (meta.error as string | undefined)) ||
          (!meta.dirtySinceLastSubmit && serverError) ||
          undefined;
        return (
          <div className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {label}
            </label>
            <div className={styles.control}>
              <input
                {...input}
                id={id}
                className={styles.input}
                type={revealable && revealed ? 'text' : type}
                autoComplete={autoComplete}
                maxLength={maxLength}
                readOnly={readOnly}
                inputMode={inputMode}
                aria-required={optional ? undefined : true}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {revealable && (
                <button
                  type="button"
                  className={styles.reveal}
                  aria-pressed={revealed}
                  onClick={() => setRevealed((value) => !value)}
                >
                  {revealed ? 'Hide password' : 'Show password'}
                </button>
              )}
            </div>
            {hint}
            {error && (
              <p id={`${id}-error`} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}

import { useFieldMessage } from '@touchline/i18n';
import { FormField, visibleFieldError } from '@touchline/ui';
import type { Validator } from '@touchline/validators';
import { useState, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useAuthT } from '../messages/auth-messages';
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
  const t = useAuthT();
  const fieldMessage = useFieldMessage();
  const [revealed, setRevealed] = useState(false);
  return (
    <Field<string> name={name} validate={validate} parse={parse ?? ((value) => value ?? '')}>
      {({ input, meta }) => (
        <FormField
          label={label}
          hint={hint}
          required={!optional}
          error={fieldMessage(visibleFieldError(meta, serverError))}
          aside={
            revealable ? (
              <button
                type="button"
                className={styles.reveal}
                aria-pressed={revealed}
                onClick={() => setRevealed((value) => !value)}
              >
                {revealed ? t('form.hidePassword') : t('form.showPassword')}
              </button>
            ) : undefined
          }
        >
          {(control) => (
            <input
              {...input}
              {...control}
              type={revealable && revealed ? 'text' : type}
              autoComplete={autoComplete}
              maxLength={maxLength}
              readOnly={readOnly}
              inputMode={inputMode}
            />
          )}
        </FormField>
      )}
    </Field>
  );
}

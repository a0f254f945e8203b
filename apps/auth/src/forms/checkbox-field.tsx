import { useFieldMessage } from '@touchline/i18n';
import { visibleFieldError } from '@touchline/ui';
import type { Validator } from '@touchline/validators';
import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import styles from './forms.module.css';

/** A checkbox with its label; a rule message shows once it has been touched. */
export function CheckboxField({
  name,
  label,
  validate,
}: {
  name: string;
  label: ReactNode;
  validate?: Validator;
}) {
  const id = useId();
  const fieldMessage = useFieldMessage();
  return (
    <Field<boolean> name={name} type="checkbox" validate={validate}>
      {({ input, meta }) => {
        const error = fieldMessage(visibleFieldError(meta));
        return (
          <div className={styles.checkField}>
            <input
              name={input.name}
              checked={Boolean(input.checked)}
              onChange={input.onChange}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              id={id}
              type="checkbox"
              className={styles.checkbox}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <label htmlFor={id}>{label}</label>
            {/* A ruled box keeps a line for its message: nothing below moves when it shows. */}
            {validate && (
              <div className={styles.checkMessage}>
                {error && (
                  <p id={`${id}-error`} className={styles.error}>
                    {error}
                  </p>
                )}
              </div>
            )}
          </div>
        );
      }}
    </Field>
  );
}

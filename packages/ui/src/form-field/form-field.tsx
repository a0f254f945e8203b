import { useId, type ReactNode } from 'react';
import styles from './form-field.module.css';

/** What the control inside a `FormField` takes to be labelled, described and styled. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The control: spread the props onto an input, a select or a text area. */
  children: (control: FieldControlProps) => ReactNode;
  /** Help under the control, read out with it. */
  hint?: ReactNode;
  /** The message to show (see `visibleFieldError`); none while valid. */
  error?: string;
  required?: boolean;
  /** The control's id; a generated one by default. */
  id?: string;
  /** Extra content beside the control (e.g. a show-password button). */
  aside?: ReactNode;
}

/**
 * A labelled form control with its hint and its error, both tied to the control for assistive
 * technology; an invalid control is marked so.
 */
export function FormField({
  label,
  children,
  hint,
  error,
  required = false,
  id: givenId,
  aside,
}: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const control = children({
    id,
    className: styles.control ?? '',
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  });
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {aside ? (
        <div className={styles.withAside}>
          {control}
          {aside}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* A line is kept for the message, so one that appears on leaving the field moves
          nothing below it (not the control the pointer is pressing). */}
      <div className={styles.message}>
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** The parts of a form library's field state that decide which message shows. */
export interface FieldMessageState {
  touched?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}

/**
 * The message a field shows (errors only after the field is touched): its rule's
 * message once touched, else the server's refusal (`submitError` or `serverError`) until the
 * value changes.
 */
export function visibleFieldError(
  meta: FieldMessageState,
  serverError?: string,
): string | undefined {
  if (meta.touched && typeof meta.error === 'string' && meta.error) return meta.error;
  if (meta.dirtySinceLastSubmit) return undefined;
  if (typeof meta.submitError === 'string' && meta.submitError) return meta.submitError;
  return serverError || undefined;
}

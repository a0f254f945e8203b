import { FormField, visibleFieldError } from '@touchline/ui';
import { contactEmail, contactName, contactSurname, type Validator } from '@touchline/validators';
import type { FormApi } from 'final-form';
import { useEffect, useRef, type ReactNode } from 'react';
import { Field, Form, type FormProps } from 'react-final-form';
import { type StorefrontMessageId, useStorefrontT } from '../messages/storefront-messages';
import button from './club-button.module.css';
import styles from './message-form.module.css';

/** One text field of a visitor's message form. */
export interface TextFieldSpec<Name extends string> {
  name: Name;
  label: StorefrontMessageId;
  validate?: Validator;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  multiline?: boolean;
  optional?: boolean;
  parse?: (value: string) => string;
  hint?: StorefrontMessageId;
  maxLength: number;
}

/** Who sends the message: name, surname and email, checked with the contact rules. */
export function senderFields(
  emailHint?: StorefrontMessageId,
): TextFieldSpec<'name' | 'surname' | 'email'>[] {
  return [
    {
      name: 'name',
      label: 'form.name',
      validate: contactName,
      autoComplete: 'given-name',
      maxLength: 32,
    },
    {
      name: 'surname',
      label: 'form.surname',
      validate: contactSurname,
      autoComplete: 'family-name',
      maxLength: 32,
    },
    {
      name: 'email',
      label: 'form.email',
      validate: contactEmail,
      type: 'email',
      autoComplete: 'email',
      ...(emailHint ? { hint: emailHint } : {}),
      maxLength: 64,
    },
  ];
}

/** The sender's fields as the form sends them: trimmed, empty when left out. */
export function trimmedSender(values: { name?: string; surname?: string; email?: string }) {
  return {
    name: values.name?.trim() ?? '',
    surname: values.surname?.trim() ?? '',
    email: values.email?.trim() ?? '',
  };
}

/**
 * A labelled input (or text area) whose rule message, or the server's, shows once it has been
 * touched; `idPrefix` keeps the form's ids apart from another form's.
 */
export function MessageTextField<Name extends string>({
  spec,
  idPrefix,
  sending,
  serverError,
  fieldMessage,
}: {
  spec: TextFieldSpec<Name>;
  idPrefix: string;
  sending: boolean;
  serverError: string | undefined;
  fieldMessage: (error: string | undefined) => string | undefined;
}) {
  const t = useStorefrontT();
  return (
    <Field<string> name={spec.name} validate={spec.validate} parse={spec.parse}>
      {({ input, meta }) => (
        <FormField
          id={`${idPrefix}-${spec.name}`}
          label={
            <>
              {t(spec.label)}
              {spec.optional && <span className={styles.optional}>{` ${t('form.optional')}`}</span>}
            </>
          }
          hint={spec.hint && t(spec.hint)}
          required={!spec.optional}
          error={fieldMessage(visibleFieldError(meta, serverError))}
        >
          {(control) =>
            spec.multiline ? (
              <textarea
                {...input}
                {...control}
                autoComplete={spec.autoComplete}
                maxLength={spec.maxLength}
                disabled={sending}
                rows={6}
              />
            ) : (
              <input
                {...input}
                {...control}
                type={spec.type ?? 'text'}
                inputMode={spec.type === 'tel' ? 'tel' : undefined}
                autoComplete={spec.autoComplete}
                maxLength={spec.maxLength}
                disabled={sending}
              />
            )
          }
        </FormField>
      )}
    </Field>
  );
}

/**
 * The form's send button: busy, with a spinner, while the message goes. `stillSpinner`: the
 * spinner stops for a visitor who asks for less motion.
 */
function SendButton({
  sending,
  stillSpinner = false,
  children,
}: {
  sending: boolean;
  stillSpinner?: boolean;
  children: ReactNode;
}) {
  const spinner = stillSpinner ? `${button.spinner} ${button.still}` : button.spinner;
  return (
    <button
      type="submit"
      className={`${button.button} ${styles.send}`}
      disabled={sending}
      aria-busy={sending}
    >
      {sending && <span className={spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

/**
 * A visitor's message form: its fields, then the send button. It restarts empty after each
 * successful send (`sentCount` changes then).
 */
export function MessageForm<Values extends object>({
  label,
  className,
  sending,
  sentCount,
  onSubmit,
  sendLabel,
  stillSpinner,
  children,
}: {
  label: string;
  className?: string;
  sending: boolean;
  sentCount: number;
  onSubmit: FormProps<Values>['onSubmit'];
  sendLabel: string;
  /** The send button's spinner stops, rather than turning slowly, for less motion. */
  stillSpinner?: boolean;
  children: ReactNode;
}) {
  const formRef = useRef<FormApi<Values> | null>(null);
  useEffect(() => {
    if (sentCount > 0) formRef.current?.restart({});
  }, [sentCount]);
  return (
    <Form<Values>
      onSubmit={onSubmit}
      render={({ handleSubmit, form }) => {
        formRef.current = form;
        return (
          <form
            className={className ? `${styles.form} ${className}` : styles.form}
            onSubmit={handleSubmit}
            noValidate
            aria-label={label}
          >
            {children}
            <SendButton sending={sending} stillSpinner={stillSpinner}>
              {sendLabel}
            </SendButton>
          </form>
        );
      }}
    />
  );
}

import {
  contactEmail,
  contactMessage,
  contactName,
  contactPhone,
  contactPhoneNumber,
  contactSurname,
  type Validator,
} from '@touchline/validators';
import { useFieldMessage } from '@touchline/i18n';
import { FormField, visibleFieldError } from '@touchline/ui';
import type { FormApi } from 'final-form';
import { useEffect, useRef } from 'react';
import { Field, Form } from 'react-final-form';
import { type StorefrontMessageId, useStorefrontT } from '../messages/storefront-messages';
import styles from './contact-page.module.css';

export interface ContactValues {
  name?: string;
  surname?: string;
  email?: string;
  phone?: string;
  message?: string;
}

interface FieldSpec {
  name: keyof ContactValues;
  label: StorefrontMessageId;
  validate: Validator;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  multiline?: boolean;
  optional?: boolean;
  parse?: (value: string) => string;
  maxLength: number;
}

const FIELDS: FieldSpec[] = [
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
    maxLength: 64,
  },
  {
    name: 'phone',
    label: 'form.phone',
    validate: contactPhoneNumber,
    type: 'tel',
    autoComplete: 'tel',
    optional: true,
    parse: (value) => contactPhone(value),
    // The field keeps a + and at most 15 digits itself; the browser's limit applies to what is
    // typed or pasted before that, spaces, dashes and letters included, so it must leave room.
    maxLength: 32,
  },
  {
    name: 'message',
    label: 'form.message',
    validate: contactMessage,
    autoComplete: 'off',
    multiline: true,
    maxLength: 1500,
  },
];

interface ContactFormProps {
  sending: boolean;
  /** Changes after each successful send: the form resets then. */
  sentCount: number;
  /** Field errors the server sent back, by form field. */
  serverErrors: Partial<Record<keyof ContactValues, string>>;
  onSend: (
    values: Required<Pick<ContactValues, 'name' | 'surname' | 'email' | 'message'>> & {
      phone?: string;
    },
  ) => void;
}

/** Name, surname, email, phone (optional) and message, checked with the spec's rules. */
export function ContactForm({ sending, sentCount, serverErrors, onSend }: ContactFormProps) {
  const t = useStorefrontT();
  const fieldMessage = useFieldMessage();
  const formRef = useRef<FormApi<ContactValues> | null>(null);

  useEffect(() => {
    if (sentCount > 0) formRef.current?.restart({});
  }, [sentCount]);

  return (
    <Form<ContactValues>
      onSubmit={(values) =>
        onSend({
          name: values.name?.trim() ?? '',
          surname: values.surname?.trim() ?? '',
          email: values.email?.trim() ?? '',
          message: values.message?.trim() ?? '',
          phone: values.phone || undefined,
        })
      }
      render={({ handleSubmit, form }) => {
        formRef.current = form;
        return (
          <form
            className={styles.form}
            onSubmit={handleSubmit}
            noValidate
            aria-label={t('contact.form')}
          >
            {FIELDS.map((spec) => (
              <Field<string>
                key={spec.name}
                name={spec.name}
                validate={spec.validate}
                parse={spec.parse}
              >
                {({ input, meta }) => (
                  <FormField
                    id={`contact-${spec.name}`}
                    label={
                      <>
                        {t(spec.label)}
                        {spec.optional && (
                          <span className={styles.optional}>{` ${t('form.optional')}`}</span>
                        )}
                      </>
                    }
                    required={!spec.optional}
                    error={fieldMessage(visibleFieldError(meta, serverErrors[spec.name]))}
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
            ))}
            <button type="submit" className={styles.send} disabled={sending} aria-busy={sending}>
              {sending && <span className={styles.spinner} aria-hidden="true" />}
              {t('contact.send')}
            </button>
          </form>
        );
      }}
    />
  );
}

import { guestEmail, guestName, type Validator } from '@touchline/validators';
import { useFieldMessage } from '@touchline/i18n';
import { Button, FormField, visibleFieldError } from '@touchline/ui';
import type { ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import type { GuestDetails } from '../checkout-flow/checkout-slice';
import { useCheckoutT } from '../messages/checkout-messages';
import styles from './guest-form.module.css';

interface GuestFormProps {
  /** The guest already created: the form is locked until they choose to update. */
  guest: GuestDetails | null;
  onCreate: (details: GuestDetails) => Promise<boolean>;
  onUpdate: () => void;
}

/** The guest details: Continue creates the guest and locks the form; update reopens it. */
export function GuestForm({ guest, onCreate, onUpdate }: GuestFormProps) {
  const t = useCheckoutT();
  const locked = guest !== null;
  return (
    <Form<Partial<GuestDetails>>
      onSubmit={async (values) => {
        await onCreate({
          first_name: values.first_name ?? '',
          last_name: values.last_name ?? '',
          email: values.email ?? '',
        });
      }}
      initialValues={guest ?? undefined}
      render={({ handleSubmit, invalid, submitting }) => (
        <form
          className={styles.form}
          onSubmit={handleSubmit}
          noValidate
          aria-label={t('guest.form')}
        >
          <GuestField
            name="first_name"
            label={t('guest.firstName')}
            autoComplete="given-name"
            validate={guestName}
            locked={locked}
          />
          <GuestField
            name="last_name"
            label={t('guest.lastName')}
            autoComplete="family-name"
            validate={guestName}
            locked={locked}
          />
          <GuestField
            name="email"
            label={t('guest.email')}
            type="email"
            autoComplete="email"
            validate={guestEmail}
            locked={locked}
            hint={t('guest.emailHint')}
          />
          {locked ? (
            <Button type="button" variant="outline" onClick={onUpdate}>
              {t('guest.update')}
            </Button>
          ) : (
            <Button type="submit" disabled={invalid} loading={submitting}>
              {t('guest.continue')}
            </Button>
          )}
        </form>
      )}
    />
  );
}

interface GuestFieldProps {
  name: keyof GuestDetails;
  label: string;
  validate: Validator;
  autoComplete: string;
  locked: boolean;
  type?: 'text' | 'email';
  hint?: ReactNode;
}

function GuestField({
  name,
  label,
  validate,
  autoComplete,
  locked,
  type = 'text',
  hint,
}: GuestFieldProps) {
  const fieldMessage = useFieldMessage();
  return (
    <Field<string> name={name} validate={validate} parse={(value) => value ?? ''}>
      {({ input, meta }) => (
        <FormField label={label} hint={hint} required error={fieldMessage(visibleFieldError(meta))}>
          {(control) => (
            <input
              {...input}
              {...control}
              type={type}
              autoComplete={autoComplete}
              readOnly={locked}
            />
          )}
        </FormField>
      )}
    </Field>
  );
}

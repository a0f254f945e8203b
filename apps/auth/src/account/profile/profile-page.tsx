import type { ClubApi } from '@touchline/api-client';
import { useNotify } from '@touchline/notifications';
import { selectUser, useAppDispatch, useAppSelector, userLoaded } from '@touchline/store';
import { Button } from '@touchline/ui';
import { emptyAsNull } from '@touchline/validators';
import type { FormApi } from 'final-form';
import { useState, type ReactNode } from 'react';
import { Form, type FormProps } from 'react-final-form';
import formStyles from '../../forms/forms.module.css';
import {
  CurrentPasswordField,
  EmailField,
  MobileField,
  NameFields,
  NewPasswordFields,
} from '../../forms/person-fields';
import { useAuthT } from '../../messages/auth-messages';
import { useAuthApi } from '../../session/use-session';
import { useAccountCalls } from '../api/use-account-calls';
import styles from './profile.module.css';
import { useFieldErrorSave } from './server-errors';

interface DetailsValues {
  first_name: string;
  last_name: string;
  mobile: string;
}

/**
 * The member's name and mobile, password and email address. When the session lapses while the
 * page is open, the forms stay as the member left them (with what they typed) under the offer to
 * sign in again: the last member shown is kept until another is signed in.
 */
export function ProfilePage() {
  const t = useAuthT();
  const signedIn = useAppSelector(selectUser);
  const [user, setUser] = useState(signedIn);
  if (signedIn && signedIn !== user) setUser(signedIn);
  if (!user) return null;
  return (
    <section aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('profile.heading')}</h2>
      <div className={styles.sections}>
        <DetailsForm
          initial={{
            first_name: user.first_name,
            last_name: user.last_name,
            mobile: user.mobile ?? '',
          }}
        />
        {user.pwd_set_allowed ? (
          <>
            <PasswordForm />
            <EmailForm currentEmail={user.email} />
          </>
        ) : (
          <p>{t('profile.ssoManaged')}</p>
        )}
      </div>
    </section>
  );
}

/** One of the page's cards: a form under its heading (`{name}-heading`), its button last. */
function CardForm<Values extends object>({
  name,
  heading,
  submitLabel,
  onSubmit,
  initialValues,
  disabledWhenPristine = false,
  children,
}: {
  name: string;
  heading: string;
  submitLabel: string;
  onSubmit: FormProps<Values>['onSubmit'];
  initialValues?: FormProps<Values>['initialValues'];
  disabledWhenPristine?: boolean;
  children: ReactNode;
}) {
  const headingId = `${name}-heading`;
  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, invalid, pristine }) => (
        <form
          className={`${formStyles.form} ${styles.card}`}
          onSubmit={handleSubmit}
          noValidate
          aria-labelledby={headingId}
        >
          <h3 id={headingId} className={styles.subheading}>
            {heading}
          </h3>
          {children}
          <div>
            <Button
              type="submit"
              loading={submitting}
              disabled={invalid || (disabledWhenPristine && pristine)}
            >
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    />
  );
}

function DetailsForm({ initial }: { initial: DetailsValues }) {
  const t = useAuthT();
  const api = useAuthApi() as ClubApi;
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { serverErrors, save } = useFieldErrorSave();
  const onSubmit = (values: DetailsValues) =>
    save(async () => {
      const user = await api.updateUser({
        first_name: values.first_name,
        last_name: values.last_name,
        mobile: emptyAsNull(values.mobile ?? ''),
      });
      dispatch(userLoaded(user));
      notify.success(t('profile.detailsSaved'));
    });
  return (
    <CardForm<DetailsValues>
      name="details"
      heading={t('profile.details')}
      submitLabel={t('profile.saveDetails')}
      onSubmit={onSubmit}
      initialValues={initial}
      disabledWhenPristine
    >
      <NameFields
        labels={{ first: t('profile.firstName'), last: t('profile.lastName') }}
        serverErrors={serverErrors}
      />
      <MobileField label={t('profile.mobile')} serverError={serverErrors.mobile} />
    </CardForm>
  );
}

interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

function PasswordForm() {
  const t = useAuthT();
  const api = useAccountCalls();
  const notify = useNotify();
  const { serverErrors, save } = useFieldErrorSave();
  const onSubmit = (values: PasswordValues, form: FormApi<PasswordValues>) =>
    save(async () => {
      const answer = await api.changePassword(values);
      notify.success(answer.message);
      // The passwords leave the page once changed.
      setTimeout(() => form.restart(), 0);
    });
  return (
    <CardForm<PasswordValues>
      name="password"
      heading={t('profile.password')}
      submitLabel={t('profile.savePassword')}
      onSubmit={onSubmit}
    >
      <CurrentPasswordField
        name="current_password"
        label={t('profile.currentPassword')}
        serverError={serverErrors.current_password}
      />
      <NewPasswordFields
        labels={{
          password: t('profile.newPassword'),
          confirm: t('profile.confirmNewPassword'),
        }}
        confirmName="password_confirmation"
        serverErrors={serverErrors}
      />
    </CardForm>
  );
}

/** Where the address goes in the sentence that shows it. */
const EMAIL_MARK = '\u0000';

interface EmailValues {
  email: string;
  current_password: string;
}

function EmailForm({ currentEmail }: { currentEmail: string }) {
  const t = useAuthT();
  // The address stands out in the sentence, wherever the language puts it.
  const [beforeEmail, afterEmail] = t('profile.currentEmail', { email: EMAIL_MARK }).split(
    EMAIL_MARK,
  );
  const api = useAccountCalls();
  const { serverErrors, save } = useFieldErrorSave();
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = (values: EmailValues) => {
    setSent(null);
    return save(async () => {
      const answer = await api.changeEmail(values);
      setSent(answer.message);
    });
  };
  return (
    <CardForm<EmailValues>
      name="email"
      heading={t('profile.email')}
      submitLabel={t('profile.sendLink')}
      onSubmit={onSubmit}
    >
      <p className={styles.current}>
        {beforeEmail}
        <strong>{currentEmail}</strong>
        {afterEmail}
      </p>
      <EmailField
        label={t('profile.newEmail')}
        inputMode="email"
        serverError={serverErrors.email}
      />
      <CurrentPasswordField
        name="current_password"
        label={t('profile.emailPassword')}
        serverError={serverErrors.current_password}
      />
      {sent && (
        <p className={styles.sent} role="status">
          {sent}
        </p>
      )}
    </CardForm>
  );
}

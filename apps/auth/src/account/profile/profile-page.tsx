import type { ClubApi } from '@touchline/api-client';
import { useNotify } from '@touchline/notifications';
import { selectUser, useAppDispatch, useAppSelector, userLoaded } from '@touchline/store';
import { Button } from '@touchline/ui';
import { authEmail, emptyAsNull, lowercase, signInPassword } from '@touchline/validators';
import type { FormApi } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import formStyles from '../../forms/forms.module.css';
import { MobileField, NameFields, NewPasswordFields } from '../../forms/person-fields';
import { TextField } from '../../forms/text-field';
import { useAuthT } from '../../messages/auth-messages';
import { useAuthApi } from '../../session/use-session';
import { useAccountCalls } from '../api/use-account-calls';
import styles from './profile.module.css';
import { serverFieldErrors } from './server-errors';

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

function DetailsForm({ initial }: { initial: DetailsValues }) {
  const t = useAuthT();
  const api = useAuthApi() as ClubApi;
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const onSubmit = async (values: DetailsValues) => {
    setServerErrors({});
    try {
      const user = await api.updateUser({
        first_name: values.first_name,
        last_name: values.last_name,
        mobile: emptyAsNull(values.mobile ?? ''),
      });
      dispatch(userLoaded(user));
      notify.success(t('profile.detailsSaved'));
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      notify.apiError(error);
    }
  };
  return (
    <Form<DetailsValues>
      onSubmit={onSubmit}
      initialValues={initial}
      render={({ handleSubmit, submitting, invalid, pristine }) => (
        <form
          className={`${formStyles.form} ${styles.card}`}
          onSubmit={handleSubmit}
          noValidate
          aria-labelledby="details-heading"
        >
          <h3 id="details-heading" className={styles.subheading}>
            {t('profile.details')}
          </h3>
          <NameFields
            labels={{ first: t('profile.firstName'), last: t('profile.lastName') }}
            serverErrors={serverErrors}
          />
          <MobileField label={t('profile.mobile')} serverError={serverErrors.mobile} />
          <div>
            <Button type="submit" loading={submitting} disabled={invalid || pristine}>
              {t('profile.saveDetails')}
            </Button>
          </div>
        </form>
      )}
    />
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
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const onSubmit = async (values: PasswordValues, form: FormApi<PasswordValues>) => {
    setServerErrors({});
    try {
      const answer = await api.changePassword(values);
      notify.success(answer.message);
      // The passwords leave the page once changed.
      setTimeout(() => form.restart(), 0);
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      notify.apiError(error);
    }
  };
  return (
    <Form<PasswordValues>
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, invalid }) => (
        <form
          className={`${formStyles.form} ${styles.card}`}
          onSubmit={handleSubmit}
          noValidate
          aria-labelledby="password-heading"
        >
          <h3 id="password-heading" className={styles.subheading}>
            {t('profile.password')}
          </h3>
          <TextField
            name="current_password"
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            maxLength={100}
            validate={signInPassword}
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
          <div>
            <Button type="submit" loading={submitting} disabled={invalid}>
              {t('profile.savePassword')}
            </Button>
          </div>
        </form>
      )}
    />
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
  const notify = useNotify();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = async (values: EmailValues) => {
    setServerErrors({});
    setSent(null);
    try {
      const answer = await api.changeEmail(values);
      setSent(answer.message);
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      notify.apiError(error);
    }
  };
  return (
    <Form<EmailValues>
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, invalid }) => (
        <form
          className={`${formStyles.form} ${styles.card}`}
          onSubmit={handleSubmit}
          noValidate
          aria-labelledby="email-heading"
        >
          <h3 id="email-heading" className={styles.subheading}>
            {t('profile.email')}
          </h3>
          <p className={styles.current}>
            {beforeEmail}
            <strong>{currentEmail}</strong>
            {afterEmail}
          </p>
          <TextField
            name="email"
            label={t('profile.newEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={64}
            parse={lowercase}
            validate={authEmail}
            serverError={serverErrors.email}
          />
          <TextField
            name="current_password"
            label={t('profile.emailPassword')}
            type="password"
            autoComplete="current-password"
            maxLength={100}
            validate={signInPassword}
            serverError={serverErrors.current_password}
          />
          {sent && (
            <p className={styles.sent} role="status">
              {sent}
            </p>
          )}
          <div>
            <Button type="submit" loading={submitting} disabled={invalid}>
              {t('profile.sendLink')}
            </Button>
          </div>
        </form>
      )}
    />
  );
}

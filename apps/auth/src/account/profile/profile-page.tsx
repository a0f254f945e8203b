import type { ClubApi } from '@touchline/api-client';
import { useNotify } from '@touchline/notifications';
import { selectUser, useAppDispatch, useAppSelector, userLoaded } from '@touchline/store';
import { Button } from '@touchline/ui';
import {
  authEmail,
  confirmPassword,
  emptyAsNull,
  firstName,
  lastName,
  lowercase,
  mobile,
  newPassword,
  phoneCharacters,
  signInPassword,
} from '@touchline/validators';
import type { FormApi } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import formStyles from '../../forms/forms.module.css';
import { TextField } from '../../forms/text-field';
import { useAuthApi } from '../../session/use-session';
import { useAccountCalls } from '../api/use-account-calls';
import styles from './profile.module.css';
import { serverFieldErrors } from './server-errors';

export const PROFILE_TEXTS = {
  heading: 'Profile',
  details: 'Your details',
  saveDetails: 'Save details',
  detailsSaved: 'Your details have been saved.',
  password: 'Change password',
  savePassword: 'Change password',
  email: 'Change email',
  currentEmail: 'Your email address is',
  sendLink: 'Send confirmation link',
  ssoManaged:
    'Your sign-in is managed by single sign-on: its password and email are changed there.',
} as const;

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
  const signedIn = useAppSelector(selectUser);
  const [user, setUser] = useState(signedIn);
  if (signedIn && signedIn !== user) setUser(signedIn);
  if (!user) return null;
  return (
    <section aria-labelledby="profile-heading">
      <h2 id="profile-heading">{PROFILE_TEXTS.heading}</h2>
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
          <p>{PROFILE_TEXTS.ssoManaged}</p>
        )}
      </div>
    </section>
  );
}

function DetailsForm({ initial }: { initial: DetailsValues }) {
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
      notify.success(PROFILE_TEXTS.detailsSaved);
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
            {PROFILE_TEXTS.details}
          </h3>
          <TextField
            name="first_name"
            label="First name"
            autoComplete="given-name"
            maxLength={100}
            validate={firstName}
            serverError={serverErrors.first_name}
          />
          <TextField
            name="last_name"
            label="Last name"
            autoComplete="family-name"
            maxLength={100}
            validate={lastName}
            serverError={serverErrors.last_name}
          />
          <TextField
            name="mobile"
            label="Mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={16}
            optional
            parse={phoneCharacters}
            validate={mobile()}
            serverError={serverErrors.mobile}
          />
          <div>
            <Button type="submit" loading={submitting} disabled={invalid || pristine}>
              {PROFILE_TEXTS.saveDetails}
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
            {PROFILE_TEXTS.password}
          </h3>
          <TextField
            name="current_password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            maxLength={100}
            validate={signInPassword}
            serverError={serverErrors.current_password}
          />
          <TextField
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            maxLength={30}
            validate={newPassword}
            revealable
            serverError={serverErrors.password}
          />
          <TextField
            name="password_confirmation"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            maxLength={30}
            validate={confirmPassword('password')}
            serverError={serverErrors.password_confirmation}
          />
          <div>
            <Button type="submit" loading={submitting} disabled={invalid}>
              {PROFILE_TEXTS.savePassword}
            </Button>
          </div>
        </form>
      )}
    />
  );
}

interface EmailValues {
  email: string;
  current_password: string;
}

function EmailForm({ currentEmail }: { currentEmail: string }) {
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
            {PROFILE_TEXTS.email}
          </h3>
          <p className={styles.current}>
            {PROFILE_TEXTS.currentEmail} <strong>{currentEmail}</strong>.
          </p>
          <TextField
            name="email"
            label="New email"
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
            label="Password"
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
              {PROFILE_TEXTS.sendLink}
            </Button>
          </div>
        </form>
      )}
    />
  );
}

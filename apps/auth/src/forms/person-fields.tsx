import {
  authEmail,
  confirmPassword,
  firstName,
  lastName,
  lowercase,
  mobile,
  newPassword,
  phoneCharacters,
  signInPassword,
} from '@touchline/validators';
import { TextField } from './text-field';

/**
 * A person's first and last name, each at most 100 characters and required. `ownName`: the
 * member's own, which the browser may fill in (a child's is not).
 */
export function NameFields({
  labels,
  serverErrors,
  ownName = true,
}: {
  labels: { first: string; last: string };
  serverErrors: Readonly<Record<string, string | undefined>>;
  ownName?: boolean;
}) {
  return (
    <>
      <TextField
        name="first_name"
        label={labels.first}
        autoComplete={ownName ? 'given-name' : undefined}
        maxLength={100}
        validate={firstName}
        serverError={serverErrors['first_name']}
      />
      <TextField
        name="last_name"
        label={labels.last}
        autoComplete={ownName ? 'family-name' : undefined}
        maxLength={100}
        validate={lastName}
        serverError={serverErrors['last_name']}
      />
    </>
  );
}

/** The member's mobile number: optional, a phone's characters only, checked as a number. */
export function MobileField({ label, serverError }: { label: string; serverError?: string }) {
  return (
    <TextField
      name="mobile"
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={16}
      optional
      parse={phoneCharacters}
      validate={mobile()}
      serverError={serverError}
    />
  );
}

/**
 * A new password (the spec's rules, with a show/hide toggle) and its confirmation, which must
 * match it. `confirmName`: the confirmation's field, as the call it goes with names it.
 */
export function NewPasswordFields({
  labels,
  confirmName,
  serverErrors,
}: {
  labels: { password: string; confirm: string };
  confirmName: string;
  serverErrors: Readonly<Record<string, string | undefined>>;
}) {
  return (
    <>
      <TextField
        name="password"
        label={labels.password}
        type="password"
        autoComplete="new-password"
        maxLength={30}
        validate={newPassword}
        revealable
        serverError={serverErrors['password']}
      />
      <TextField
        name={confirmName}
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        maxLength={30}
        validate={confirmPassword('password')}
        serverError={serverErrors[confirmName]}
      />
    </>
  );
}

/**
 * An email address, lower-cased as typed and checked as the API checks an account's. `autoComplete`
 * `username` where it names the account being signed in to.
 */
export function EmailField({
  label,
  autoComplete = 'email',
  inputMode,
  serverError,
}: {
  label: string;
  autoComplete?: 'email' | 'username';
  inputMode?: 'email';
  serverError?: string;
}) {
  return (
    <TextField
      name="email"
      label={label}
      type="email"
      inputMode={inputMode}
      autoComplete={autoComplete}
      maxLength={64}
      parse={lowercase}
      validate={authEmail}
      serverError={serverError}
    />
  );
}

/** The password the member has now, as signing in asks for it. */
export function CurrentPasswordField({
  name,
  label,
  revealable = false,
  serverError,
}: {
  name: string;
  label: string;
  revealable?: boolean;
  serverError?: string;
}) {
  return (
    <TextField
      name={name}
      label={label}
      type="password"
      autoComplete="current-password"
      maxLength={100}
      validate={signInPassword}
      revealable={revealable}
      serverError={serverError}
    />
  );
}

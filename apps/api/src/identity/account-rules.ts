import { ERRORS } from '../errors/catalogue';
import type { MemberAddressInput, MemberCreateBody } from '@touchline/contracts';
import {
  addressText,
  authEmail,
  confirmEmail,
  confirmPassword,
  firstName,
  guestEmail,
  guestName,
  lastName,
  mobile,
  newPassword,
  PASSWORDS_DO_NOT_MATCH,
  resetCode,
  signUpEmail,
  type Validator,
} from '@touchline/validators';

/** Field path -> messages, as in the JSON error body. */
export type FieldErrors = Record<string, string[]>;

/** The message of a 422 answer whose `errors` name the fields. */
export const INVALID_DATA = ERRORS.invalid_data.message;

export const TERMS_REQUIRED = 'You must accept the terms and conditions';
export const SSO_ONLY_PASSWORD =
  'This club signs you in with single sign-on: no password can be set here';

/** Runs each validator over its field; the first message per field is kept. */
export function collectErrors(
  checks: ReadonlyArray<readonly [field: string, validator: Validator, value: unknown]>,
  allValues: object = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, validate, value] of checks) {
    const message = validate(value, allValues);
    if (message !== undefined) (errors[field] ??= []).push(message);
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** Lower-cases and trims an email as every identity call stores and compares it. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A new password (and its confirmation when one is sent). */
export function checkNewPassword(
  password: string,
  confirmation?: string,
  field = 'password',
): FieldErrors {
  const errors = collectErrors([[field, newPassword, password]]);
  if (confirmation !== undefined && confirmation !== password) {
    (errors[`${field}_confirmation`] ??= []).push(PASSWORDS_DO_NOT_MATCH);
  }
  return errors;
}

function checkAddress(address: MemberAddressInput | undefined): FieldErrors {
  if (!address) return {};
  return collectErrors(
    (['county', 'city', 'line1', 'line2', 'postal_code', 'country'] as const).map(
      (name) => [`address.${name}`, addressText, address[name] ?? undefined] as const,
    ),
  );
}

/** The sign-up rules; `passwordAllowed` when the club lets users choose one. */
export function checkSignUp(body: MemberCreateBody, passwordAllowed: boolean): FieldErrors {
  const errors = collectErrors(
    [
      ['email', signUpEmail, body.email.trim()],
      ['user.email', confirmEmail('email'), body.user.email],
      ['user.confirmEmail', confirmEmail('user.email'), body.user.confirmEmail],
      ['first_name', firstName, body.first_name],
      ['last_name', lastName, body.last_name],
      ['mobile', mobile(), body.mobile ?? ''],
    ],
    body,
  );
  if (body.user.password !== undefined) {
    if (passwordAllowed) {
      Object.assign(
        errors,
        collectErrors(
          [
            ['user.password', newPassword, body.user.password],
            ['user.confirmPassword', confirmPassword('user.password'), body.user.confirmPassword],
          ],
          body,
        ),
      );
    } else {
      errors['user.password'] = [SSO_ONLY_PASSWORD];
    }
  }
  if (body.terms !== true) errors['terms'] = [TERMS_REQUIRED];
  return { ...errors, ...checkAddress(body.address) };
}

export function checkMemberChanges(body: {
  first_name?: string;
  last_name?: string;
  mobile?: string | null;
  address?: MemberAddressInput;
}): FieldErrors {
  const checks: Array<readonly [string, Validator, unknown]> = [];
  if (body.first_name !== undefined) checks.push(['first_name', firstName, body.first_name]);
  if (body.last_name !== undefined) checks.push(['last_name', lastName, body.last_name]);
  if (body.mobile !== undefined) checks.push(['mobile', mobile(), body.mobile ?? '']);
  return { ...collectErrors(checks), ...checkAddress(body.address) };
}

export function checkGuest(body: { first_name: string; last_name: string; email: string }) {
  return collectErrors([
    ['first_name', guestName, body.first_name],
    ['last_name', guestName, body.last_name],
    ['email', guestEmail, body.email.trim()],
  ]);
}

export function checkEmailField(email: string, field = 'email'): FieldErrors {
  return collectErrors([[field, authEmail, email.trim()]]);
}

export function checkResetCode(code: string): FieldErrors {
  return collectErrors([['token', resetCode, code.trim()]]);
}

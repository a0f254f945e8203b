import {
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailChangeBody,
  ErrorBody,
  MessageAnswer,
} from '@touchline/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../http/api-instance';
import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import type { AreaOptions } from '../http/area-options';
import { createOriginMatcher } from '../http/cors-origins';
import { createRateLimiter } from '../http/rate-limit';
import {
  checkEmailField,
  checkNewPassword,
  hasErrors,
  normaliseEmail,
  type FieldErrors,
} from '../identity/account-rules';
import { requireUser, type UserAuth } from '../identity/authenticate';
import { verifyPassword } from '../identity/passwords';
import { clubSlugOfOrigin } from '../identity/sso-policy';
import { findCredentials, isEmailTaken, setPassword } from '../identity/user-repository';
import { memberMailLanguage } from '../mail/mail-language-repository';
import { createMailPort } from '../mail/mail-port';
import { emailChangeMail, emailChangeNoticeMail } from './account-security-mail';
import {
  confirmEmailChange,
  EMAIL_CHANGE_TTL_SECONDS,
  EMAIL_UNDO_TTL_SECONDS,
  requestEmailChange,
  signOutOtherSessions,
  undoEmailChange,
} from './account-security';

export const WRONG_PASSWORD = ERRORS.wrong_password.message;
export const PASSWORD_CHANGED =
  'Your password has been changed. You have been signed out on your other devices.';
export const SAME_EMAIL = ERRORS.same_email.message;
export const EMAIL_IN_USE = ERRORS.email_in_use.message;
export const EMAIL_CHANGE_SENT =
  'We have sent a link to your new email address. Open it to confirm the change.';
export const EMAIL_CHANGED = 'Your email address has been changed.';
export const EMAIL_CHANGE_FAILED = ERRORS.email_change_link_invalid.message;
export const EMAIL_CHANGE_UNDONE =
  'Your old email address is back, and every session of your account has been signed out. Reset your password now to keep the account yours.';

/** Wrong current passwords a user may enter before waiting (re-authentication). */
export const REAUTH_LIMIT = { max: 5, windowSeconds: 900 } as const;

const invalid = (errors: FieldErrors) => fail('invalid_data', { errors });

/**
 * Changes of the signed-in user's secrets, each after the current password is entered again:
 * the password (other sessions are signed out) and the email address (changed once the link
 * mailed to the new address is opened).
 */
export async function accountSecurityRoutes(app: ApiInstance, { db, config }: AreaOptions) {
  const limiter = createRateLimiter(db);
  const mail = createMailPort(config.mail, db);
  const isAllowedOrigin = createOriginMatcher(config.corsOrigins);
  /** Where mailed links lead: the site the request came from, when it is one of ours. */
  const siteOf = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return origin && isAllowedOrigin(origin) ? origin : config.identity.siteUrl;
  };
  /** The club whose site the request came from: its default language for the mails. */
  const clubOf = (request: FastifyRequest) => clubSlugOfOrigin(request.headers.origin);
  const reauthLimit = limiter.limit({
    name: 'account-reauth',
    ...REAUTH_LIMIT,
    key: (request) => String(request.auth?.userId ?? request.ip),
  });
  const errors = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, 429: ErrorBody };

  /** The user's row when the password given is theirs; throws otherwise. */
  async function reauthenticate(request: FastifyRequest, password: string) {
    const auth = request.auth as UserAuth;
    const user = await findCredentials(db, auth.userId);
    if (!user.pwd_set_allowed) throw fail('password_change_forbidden');
    if (!(await verifyPassword(password, user.password_hash))) {
      throw invalid({ current_password: [WRONG_PASSWORD] });
    }
    return user;
  }

  app.post(
    '/v2/user/password',
    {
      preHandler: [requireUser, reauthLimit],
      schema: { body: ChangePasswordBody, response: { 200: MessageAnswer, ...errors } },
    },
    async (request) => {
      const {
        current_password: current,
        password,
        password_confirmation: confirmation,
      } = request.body;
      const problems = checkNewPassword(password, confirmation);
      if (hasErrors(problems)) throw invalid(problems);
      const user = await reauthenticate(request, current);
      await setPassword(db, user.id, password);
      await signOutOtherSessions(db, user.id, (request.auth as UserAuth).tokenId);
      return { message: PASSWORD_CHANGED };
    },
  );

  app.post(
    '/v2/user/email',
    {
      preHandler: [requireUser, reauthLimit],
      schema: { body: ChangeEmailBody, response: { 200: MessageAnswer, ...errors } },
    },
    async (request) => {
      const problems = checkEmailField(request.body.email);
      if (hasErrors(problems)) throw invalid(problems);
      const email = normaliseEmail(request.body.email);
      const user = await reauthenticate(request, request.body.current_password);
      if (email === user.email) throw invalid({ email: [SAME_EMAIL] });
      if (await isEmailTaken(db, email)) throw invalid({ email: [EMAIL_IN_USE] });
      const code = await requestEmailChange(db, user.id, email);
      const link = `${siteOf(request)}/profile/email?c=${encodeURIComponent(code)}`;
      await mail.sendMail(
        emailChangeMail({
          to: email,
          firstName: user.first_name,
          link,
          code,
          hours: EMAIL_CHANGE_TTL_SECONDS / 3600,
          language: await memberMailLanguage(db, { userId: user.id, clubSlug: clubOf(request) }),
        }),
      );
      return { message: EMAIL_CHANGE_SENT };
    },
  );

  app.post(
    '/v2/user/email/confirm',
    {
      preHandler: limiter.limit({ name: 'email-change-confirm', max: 20, windowSeconds: 600 }),
      schema: {
        body: ConfirmEmailChangeBody,
        response: { 200: MessageAnswer, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const outcome = await confirmEmailChange(db, request.body.code);
      // The old address is told, with the way to put it back if the owner did not ask.
      const link = `${siteOf(request)}/profile/email-undo?c=${encodeURIComponent(outcome.undoCode)}`;
      await mail.sendMail(
        emailChangeNoticeMail({
          to: outcome.previousEmail,
          firstName: outcome.firstName,
          newEmail: outcome.newEmail,
          link,
          days: EMAIL_UNDO_TTL_SECONDS / 86_400,
          // The account is at the new address by now.
          language: await memberMailLanguage(db, {
            email: outcome.newEmail,
            clubSlug: clubOf(request),
          }),
        }),
      );
      return { message: EMAIL_CHANGED };
    },
  );

  app.post(
    '/v2/user/email/undo',
    {
      preHandler: limiter.limit({ name: 'email-change-undo', max: 20, windowSeconds: 600 }),
      schema: {
        body: ConfirmEmailChangeBody,
        response: { 200: MessageAnswer, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      await undoEmailChange(db, request.body.code);
      return { message: EMAIL_CHANGE_UNDONE };
    },
  );
}

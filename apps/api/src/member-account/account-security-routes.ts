import {
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailChangeBody,
  ErrorBody,
  MessageAnswer,
} from '@touchline/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../http/area-options';
import { createOriginMatcher } from '../http/cors-origins';
import { createRateLimiter } from '../http/rate-limit';
import {
  checkEmailField,
  checkNewPassword,
  hasErrors,
  INVALID_DATA,
  normaliseEmail,
  type FieldErrors,
} from '../identity/account-rules';
import { requireUser, type UserAuth } from '../identity/authenticate';
import { verifyPassword } from '../identity/passwords';
import { setPassword } from '../identity/user-repository';
import { PASSWORD_CHANGE_NOT_ALLOWED } from '../identity/user-routes';
import { escapeHtml } from '../mail/html';
import { createMailPort } from '../mail/mail-port';
import {
  confirmEmailChange,
  EMAIL_CHANGE_TTL_SECONDS,
  requestEmailChange,
  signOutOtherSessions,
} from './account-security';

export const WRONG_PASSWORD = 'The password is incorrect.';
export const PASSWORD_CHANGED =
  'Your password has been changed. You have been signed out on your other devices.';
export const SAME_EMAIL = 'This is already your email address.';
export const EMAIL_IN_USE = 'This email address is used by another account.';
export const EMAIL_CHANGE_SENT =
  'We have sent a link to your new email address. Open it to confirm the change.';
export const EMAIL_CHANGED = 'Your email address has been changed.';
export const EMAIL_CHANGE_FAILED = 'This link has expired or has already been used.';

/** Wrong current passwords a user may enter before waiting (re-authentication). */
export const REAUTH_LIMIT = { max: 5, windowSeconds: 900 } as const;

const invalid = (reply: FastifyReply, errors: FieldErrors) =>
  reply.code(422).send({ message: INVALID_DATA, errors } satisfies ErrorBody);

/**
 * Changes of the signed-in user's secrets, each after the current password is entered again:
 * the password (other sessions are signed out) and the email address (changed once the link
 * mailed to the new address is opened).
 */
export async function accountSecurityRoutes(app: FastifyInstance, { db, config }: AreaOptions) {
  const limiter = createRateLimiter(db);
  const mail = createMailPort(config.mail, db);
  const isAllowedOrigin = createOriginMatcher(config.corsOrigins);
  const reauthLimit = limiter.limit({
    name: 'account-reauth',
    ...REAUTH_LIMIT,
    key: (request) => String(request.auth?.userId ?? request.ip),
  });
  const errors = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, 429: ErrorBody };

  /** The user's row when the password given is theirs; otherwise the reply is sent. */
  async function reauthenticate(request: FastifyRequest, reply: FastifyReply, password: string) {
    const auth = request.auth as UserAuth;
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'password_hash', 'pwd_set_allowed'])
      .where('id', '=', auth.userId)
      .executeTakeFirstOrThrow();
    if (!user.pwd_set_allowed) {
      await reply.code(403).send({ message: PASSWORD_CHANGE_NOT_ALLOWED });
      return null;
    }
    if (!(await verifyPassword(password, user.password_hash))) {
      await invalid(reply, { current_password: [WRONG_PASSWORD] });
      return null;
    }
    return user;
  }

  app.post<{ Body: ChangePasswordBody }>(
    '/v2/user/password',
    {
      preHandler: [requireUser, reauthLimit],
      schema: { body: ChangePasswordBody, response: { 200: MessageAnswer, ...errors } },
    },
    async (request, reply) => {
      const {
        current_password: current,
        password,
        password_confirmation: confirmation,
      } = request.body;
      const problems = checkNewPassword(password, confirmation);
      if (hasErrors(problems)) return invalid(reply, problems);
      const user = await reauthenticate(request, reply, current);
      if (!user) return reply;
      await setPassword(db, user.id, password);
      await signOutOtherSessions(db, user.id, (request.auth as UserAuth).tokenId);
      return { message: PASSWORD_CHANGED };
    },
  );

  app.post<{ Body: ChangeEmailBody }>(
    '/v2/user/email',
    {
      preHandler: [requireUser, reauthLimit],
      schema: { body: ChangeEmailBody, response: { 200: MessageAnswer, ...errors } },
    },
    async (request, reply) => {
      const problems = checkEmailField(request.body.email);
      if (hasErrors(problems)) return invalid(reply, problems);
      const email = normaliseEmail(request.body.email);
      const user = await reauthenticate(request, reply, request.body.current_password);
      if (!user) return reply;
      if (email === user.email) return invalid(reply, { email: [SAME_EMAIL] });
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      if (taken) return invalid(reply, { email: [EMAIL_IN_USE] });
      const code = await requestEmailChange(db, user.id, email);
      const origin = request.headers.origin;
      const site = origin && isAllowedOrigin(origin) ? origin : config.identity.siteUrl;
      const link = `${site}/profile/email?c=${encodeURIComponent(code)}`;
      const hours = EMAIL_CHANGE_TTL_SECONDS / 3600;
      const greeting = user.first_name ? `Hello ${user.first_name},` : 'Hello,';
      await mail.sendMail({
        kind: 'email_change',
        to: email,
        subject: 'Confirm your new email address',
        text: `${greeting}\n\nPlease confirm your new email address by opening this link:\n${link}\n\nThe link works for ${hours} hours. Until then you sign in with your old address. If you did not ask for this, ignore this email.`,
        html: `<p>${escapeHtml(greeting)}</p><p>Please confirm your new email address:</p><p><a href="${escapeHtml(link)}">Confirm my new email</a></p><p>The link works for ${hours} hours. Until then you sign in with your old address. If you did not ask for this, ignore this email.</p>`,
        data: { code, link },
      });
      return { message: EMAIL_CHANGE_SENT };
    },
  );

  app.post<{ Body: ConfirmEmailChangeBody }>(
    '/v2/user/email/confirm',
    {
      preHandler: limiter.limit({ name: 'email-change-confirm', max: 20, windowSeconds: 600 }),
      schema: {
        body: ConfirmEmailChangeBody,
        response: { 200: MessageAnswer, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const outcome = await confirmEmailChange(db, request.body.code);
      if (outcome === 'invalid') return reply.code(422).send({ message: EMAIL_CHANGE_FAILED });
      if (outcome === 'taken') return reply.code(409).send({ message: EMAIL_IN_USE });
      return { message: EMAIL_CHANGED };
    },
  );
}

import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import {
  ErrorBody,
  MessageAnswer,
  RecoveryBody,
  ResetTokenBody,
  TokenResponse,
  User,
  UserPatchBody,
  VerifyEmailBody,
} from '@touchline/contracts';
import { firstName, lastName, mobile } from '@touchline/validators';
import type { ApiInstance } from '../http/api-instance';
import {
  checkEmailField,
  checkNewPassword,
  checkResetCode,
  collectErrors,
  hasErrors,
  normaliseEmail,
  type FieldErrors,
} from './account-rules';
import {
  consumeLinkCode,
  consumeResetCode,
  issueLinkCode,
  issueResetCode,
  resetCodeInvalid,
} from './auth-codes';
import { memberMailLanguage } from '../mail/mail-language-repository';
import { requireUser, type UserAuth } from './authenticate';
import { siteUrlFor, type IdentityContext } from './identity-context';
import { clubSlugOfOrigin, ssoClubRefusingPassword } from './sso-policy';
import { inSteadyTime } from './steady-time';
import { issueUserTokens, revokeUserTokens } from './tokens';
import {
  findUserByEmail,
  findVerificationState,
  loadUser,
  markEmailVerified,
  maySetPassword,
  setPassword,
  updateUserDetails,
} from './user-repository';

export const RECOVERY_SENT =
  'If an account exists for this email, we have sent it a 6-digit code. Please check your inbox.';
export const CODE_EXPIRED = ERRORS.code_expired.message;
export const CODE_LOCKED = ERRORS.code_locked.message;
export const VERIFIED = 'Your email is verified. You can now log in to your account.';
export const VERIFY_FAILED = ERRORS.verify_failed.message;
export const VERIFICATION_SENT = 'Email sent, please check your inbox.';
export const ALREADY_VERIFIED = 'Your email is already verified.';
export const PASSWORD_CHANGE_NOT_ALLOWED = ERRORS.password_change_forbidden.message;

/** Limits per client address and email (or user). */
export const RECOVERY_LIMIT = { max: 5, windowSeconds: 900 } as const;
/** Reset requests one client address may make in an hour, for any emails. */
export const RECOVERY_ADDRESS_LIMIT = { max: 20, windowSeconds: 3600 } as const;
/**
 * Reset codes mailed to one account in an hour, whoever asks from wherever. Past it the answer
 * stays the same and nothing is mailed: no flood, and no sign of whether the account exists.
 */
export const RECOVERY_ACCOUNT_LIMIT = { max: 5, windowSeconds: 3600 } as const;
/**
 * Code guesses for one email in an hour, from any addresses (beside each code's own lock):
 * counted alike whether or not the email has an account.
 */
export const RESET_GUESS_ACCOUNT_LIMIT = { max: 10, windowSeconds: 3600 } as const;
/** How long every reset request takes to answer, whether or not a code was mailed. */
export const RECOVERY_ANSWER_MS = 400;
export const RESET_TOKEN_LIMIT = { max: 10, windowSeconds: 900 } as const;
export const VERIFY_LIMIT = { max: 10, windowSeconds: 900 } as const;
export const VERIFICATION_MAIL_LIMIT = { max: 3, windowSeconds: 600 } as const;

const invalid = (errors: FieldErrors) => fail('invalid_data', { errors });

/**
 * Applies a password change for the signed-in user: rules; every other
 * session of the user is signed out. Returns field errors, or a 403 message.
 */
export async function changePassword(
  context: IdentityContext,
  auth: UserAuth,
  password: string,
  confirmation?: string,
): Promise<void> {
  if (!(await maySetPassword(context.db, auth.userId))) throw fail('password_change_forbidden');
  const errors = checkNewPassword(password, confirmation);
  if (hasErrors(errors)) throw invalid(errors);
  await setPassword(context.db, auth.userId, password);
  await revokeUserTokens(context.db, auth.userId, auth.tokenId);
}

/** The signed-in user, password change, email verification and password recovery. */
export async function userRoutes(app: ApiInstance, context: IdentityContext): Promise<void> {
  const { db, limiter, mail } = context;

  app.get(
    '/v2/user',
    {
      schema: { response: { 200: User, 401: ErrorBody, 403: ErrorBody } },
      preHandler: requireUser,
    },
    async (request) => {
      const user = await loadUser(db, (request.auth as UserAuth).userId);
      if (!user) throw fail('unauthenticated');
      return user;
    },
  );

  app.patch(
    '/v2/user',
    {
      schema: {
        body: UserPatchBody,
        response: { 200: User, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const auth = request.auth as UserAuth;
      const body = request.body;
      const errors = collectErrors([
        ...(body.first_name === undefined
          ? []
          : [['first_name', firstName, body.first_name] as const]),
        ...(body.last_name === undefined ? [] : [['last_name', lastName, body.last_name] as const]),
        ...(body.mobile === undefined ? [] : [['mobile', mobile(), body.mobile ?? ''] as const]),
      ]);
      if (hasErrors(errors)) throw invalid(errors);
      if (body.password !== undefined) {
        await changePassword(context, auth, body.password, body.password_confirmation);
      }
      if (
        body.first_name !== undefined ||
        body.last_name !== undefined ||
        body.mobile !== undefined ||
        body.language !== undefined
      ) {
        await updateUserDetails(db, auth.userId, body);
      }
      // The signed-in user (requireUser), so found.
      return (await loadUser(db, auth.userId))!;
    },
  );

  app.post(
    '/v2/user/verification-notification',
    {
      schema: { response: { 200: MessageAnswer, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody } },
      preHandler: [
        requireUser,
        limiter.limit({
          name: 'verification-mail',
          ...VERIFICATION_MAIL_LIMIT,
          key: (request) => String(request.auth?.userId ?? request.ip),
        }),
      ],
    },
    async (request) => {
      const auth = request.auth as UserAuth;
      const user = await findVerificationState(db, auth.userId);
      if (user.email_verified_at !== null) return { message: ALREADY_VERIFIED };
      const code = await issueLinkCode(db, auth.userId, 'verify_email');
      await mail.sendVerification(
        {
          email: user.email,
          firstName: user.first_name,
          language: await memberMailLanguage(db, {
            userId: auth.userId,
            clubSlug: clubSlugOfOrigin(request.headers.origin),
          }),
        },
        siteUrlFor(context, request),
        code,
      );
      return { message: VERIFICATION_SENT };
    },
  );

  app.post(
    '/v2/user/authentication/recovery',
    {
      schema: {
        body: RecoveryBody,
        response: { 200: MessageAnswer, 422: ErrorBody, 429: ErrorBody },
      },
      preHandler: [
        // Per client address, whatever the emails asked for, and per address and email.
        limiter.limit({ name: 'recovery-address', ...RECOVERY_ADDRESS_LIMIT }),
        limiter.limit({
          name: 'recovery',
          ...RECOVERY_LIMIT,
          key: (request) => `${request.ip}:${normaliseEmail((request.body as RecoveryBody).email)}`,
        }),
      ],
    },
    async (request) => {
      const errors = checkEmailField(request.body.email);
      if (hasErrors(errors)) throw invalid(errors);
      const email = request.body.email;
      // The same answer, in the same time, whether or not the account exists.
      await inSteadyTime(
        RECOVERY_ANSWER_MS,
        async () => {
          const user = await findUserByEmail(db, email);
          if (!user?.pwd_set_allowed) return;
          const sent = await limiter.hit(
            { name: 'recovery-account', ...RECOVERY_ACCOUNT_LIMIT },
            String(user.id),
          );
          if (sent.limited) return;
          const code = await issueResetCode(db, user.id);
          await mail.sendResetCode(
            {
              email: user.email,
              firstName: user.first_name,
              language: await memberMailLanguage(db, {
                userId: user.id,
                clubSlug: clubSlugOfOrigin(request.headers.origin),
              }),
            },
            code,
            user.password_hash === null,
          );
        },
        (error) => request.log.error({ err: error }, 'The password reset mail failed'),
      );
      return { message: RECOVERY_SENT };
    },
  );

  app.post(
    '/v2/user/authentication/token',
    {
      schema: {
        body: ResetTokenBody,
        response: { 200: TokenResponse, 403: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
      preHandler: [
        limiter.limit({
          name: 'reset-token',
          ...RESET_TOKEN_LIMIT,
          key: (request) =>
            `${request.ip}:${normaliseEmail((request.body as ResetTokenBody).email)}`,
        }),
        limiter.limit({
          name: 'reset-token-account',
          ...RESET_GUESS_ACCOUNT_LIMIT,
          key: (request) => normaliseEmail((request.body as ResetTokenBody).email),
        }),
      ],
    },
    async (request) => {
      const { email, token } = request.body;
      const errors = { ...checkEmailField(email), ...checkResetCode(token) };
      if (hasErrors(errors)) throw invalid(errors);
      const user = await findUserByEmail(db, email);
      if (!user) throw resetCodeInvalid();
      await consumeResetCode(db, user.id, token.trim());
      // A reset code opens no session past a club's mandatory single sign-on.
      const ssoClub = await ssoClubRefusingPassword(db, request.clubs, user.id, {
        slug: clubSlugOfOrigin(request.headers.origin),
      });
      if (ssoClub) throw fail('sso_required');
      // The code came by email: the address is proven.
      await markEmailVerified(db, user.id);
      return issueUserTokens(db, context.config.identity, { userId: user.id, withRefresh: false });
    },
  );

  app.post(
    '/v2/user/authentication/verify',
    {
      schema: {
        body: VerifyEmailBody,
        response: { 200: MessageAnswer, 422: ErrorBody, 429: ErrorBody },
      },
      preHandler: limiter.limit({ name: 'verify-email', ...VERIFY_LIMIT }),
    },
    async (request) => {
      const code = request.body.code.trim();
      const userId = code ? await consumeLinkCode(db, 'verify_email', code) : null;
      if (userId === null) throw fail('verify_failed');
      await markEmailVerified(db, userId);
      return { message: VERIFIED };
    },
  );
}

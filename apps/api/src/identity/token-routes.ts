import { ErrorBody, TokenError, TokenRequest, TokenResponse } from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import { EMAIL_REQUIRED, PASSWORD_REQUIRED } from '@touchline/validators';
import { ERRORS, type ErrorCode } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import { normaliseEmail } from './account-rules';
import { consumeLinkCode, consumeLinkCodeOf } from './auth-codes';
import { createGuest } from './guest-accounts';
import { isOn, type IdentityContext } from './identity-context';
import { verifyPassword } from './passwords';
import { clearSignInFailures, recordSignInFailure, signInLockout } from './sign-in-lockout';
import { clubSlugOfOrigin, ssoClubRefusingPassword } from './sso-policy';
import { rotateRefreshToken, issueUserTokens } from './tokens';
import { findUserByEmail, holdsRole } from './user-repository';

export const BAD_CREDENTIALS = ERRORS.bad_credentials.message;
export const BAD_REFRESH_TOKEN = ERRORS.bad_refresh_token.message;
export const BAD_AUTHORIZATION_CODE = ERRORS.bad_authorization_code.message;

/**
 * Token requests one client address may make per username (or grant) in a minute: `max` by
 * default, `TOKEN_REQUESTS_PER_MINUTE` where set (identity-config.ts).
 */
export const TOKEN_LIMIT = { max: 10, windowSeconds: 60 } as const;

type TokenErrorCode = NonNullable<TokenError['error']>;

/** A token refusal: the API's error body with the OAuth `error` name beside its code. */
const refuse = (code: ErrorCode, error: TokenErrorCode, errors?: Record<string, string[]>) =>
  fail(code, { extra: { error }, ...(errors ? { errors } : {}) });

/** The pause after too many failed passwords for one account (`sign-in-lockout.ts`). */
const locked = (retryAfterSeconds: number) =>
  fail('sign_in_locked', {
    extra: { error: 'invalid_grant' },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/**
 * `POST /oauth/token`: the password, refresh_token, authorization_code, handover_code and guest
 * grants.
 */
export async function tokenRoutes(app: ApiInstance, context: IdentityContext): Promise<void> {
  const { db, config, limiter } = context;
  const lifetimes = config.identity;

  app.post(
    '/oauth/token',
    {
      schema: {
        body: TokenRequest,
        response: {
          200: TokenResponse,
          400: TokenError,
          403: TokenError,
          404: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
        },
      },
      preHandler: limiter.limit({
        name: 'oauth-token',
        ...TOKEN_LIMIT,
        max: context.config.identity.tokenRequestsPerMinute,
        key: (request) => {
          const body = request.body as TokenRequest;
          const subject = body.username ? normaliseEmail(body.username) : body.grant_type;
          return `${request.ip}:${subject}`;
        },
      }),
    },
    async (request) => {
      const body = request.body;
      const clientId = body.client_id ?? null;

      if (body.grant_type === 'password') {
        const username = body.username?.trim() ?? '';
        const password = body.password ?? '';
        if (!username || !password) {
          const errors: Record<string, string[]> = {};
          if (!username) errors['username'] = [EMAIL_REQUIRED];
          if (!password) errors['password'] = [PASSWORD_REQUIRED];
          throw refuse('invalid_request', 'invalid_request', errors);
        }
        const paused = await signInLockout(db, username);
        if (paused.locked) throw locked(paused.retryAfterSeconds);
        const user = await findUserByEmail(db, username);
        const matches = await verifyPassword(password, user?.password_hash ?? null);
        if (!user || !matches) {
          // Counted per account across addresses, known or not: the answers stay alike.
          const failed = await recordSignInFailure(db, username);
          if (failed.locked) throw locked(failed.retryAfterSeconds);
          throw refuse('bad_credentials', 'invalid_grant');
        }
        await clearSignInFailures(db, username);
        // Mandatory single sign-on: the club's identity provider is the only way in. Said only
        // after the password matched, so the refusal tells a stranger nothing.
        const ssoClub = await ssoClubRefusingPassword(db, request.clubs, user.id, {
          accountId: body.account_id === undefined ? null : Number(body.account_id),
          slug: clubSlugOfOrigin(request.headers.origin),
        });
        if (ssoClub)
          throw fail('sso_required', { extra: { error: 'access_denied', club: ssoClub } });
        const xgb = isOn(body.xgb_user);
        if (xgb) {
          const grant = await holdsRole(db, user.id, ['XGB', 'Superuser']);
          if (!grant) throw refuse('insufficient_permissions', 'access_denied');
        }
        return issueUserTokens(db, lifetimes, {
          userId: user.id,
          clientId,
          xgb,
          withRefresh: true,
        });
      }

      if (body.grant_type === 'refresh_token') {
        if (!body.refresh_token) {
          throw refuse('invalid_request', 'invalid_request', {
            refresh_token: ['The refresh token is required.'],
          });
        }
        const rotated = await rotateRefreshToken(db, lifetimes, body.refresh_token);
        return rotated.tokens;
      }

      if (body.grant_type === 'handover_code') {
        // A session handed over in a link: the code works once, within a minute, and opens a
        // session that began at single sign-on only if the one that made it did.
        const handed = body.code
          ? await consumeLinkCodeOf(db, ['session_handover', 'session_handover_sso'], body.code)
          : null;
        if (!handed) throw refuse('bad_handover_code', 'invalid_grant');
        return issueUserTokens(db, lifetimes, {
          userId: handed.userId,
          clientId,
          viaSso: handed.purpose === 'session_handover_sso',
          withRefresh: true,
          // Linked to the session it came from: signing out of either ends both.
          handedOverFrom: handed.handedOverFrom,
        });
      }

      if (body.grant_type === 'authorization_code') {
        const userId = body.code ? await consumeLinkCode(db, 'sso_login', body.code) : null;
        if (userId === null) throw refuse('bad_authorization_code', 'invalid_grant');
        return issueUserTokens(db, lifetimes, {
          userId,
          clientId,
          viaSso: true,
          withRefresh: true,
        });
      }

      // guest
      const missing = (['first_name', 'last_name', 'email', 'account_id'] as const).filter(
        (field) => body[field] === undefined,
      );
      if (missing.length > 0) {
        throw refuse(
          'invalid_request',
          'invalid_request',
          Object.fromEntries(missing.map((field) => [field, ['This is a required field']])),
        );
      }
      const created = await createGuest(context, {
        first_name: body.first_name ?? '',
        last_name: body.last_name ?? '',
        email: body.email ?? '',
        account_id: body.account_id ?? 0,
        client_id: body.client_id,
      });
      return created.oauth;
    },
  );
}

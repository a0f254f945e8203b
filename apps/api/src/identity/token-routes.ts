import {
  ErrorBody,
  INSUFFICIENT_PERMISSIONS,
  TokenError,
  TokenRequest,
  TokenResponse,
} from '@touchline/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { EMAIL_REQUIRED, PASSWORD_REQUIRED } from '@touchline/validators';
import { normaliseEmail } from './account-rules';
import { consumeLinkCode } from './auth-codes';
import { createGuest } from './guest-accounts';
import { isOn, type IdentityContext } from './identity-context';
import { verifyPassword } from './passwords';
import { rotateRefreshToken, issueUserTokens } from './tokens';
import { findUserByEmail } from './user-repository';

export const BAD_CREDENTIALS = 'The user credentials were incorrect.';
export const BAD_REFRESH_TOKEN = 'The refresh token is invalid.';
export const BAD_AUTHORIZATION_CODE = 'The authorization code is invalid or has expired.';

/** Token requests one client address may make per username (or grant) in a minute. */
export const TOKEN_LIMIT = { max: 10, windowSeconds: 60 } as const;

type TokenErrorCode = NonNullable<TokenError['error']>;

function refuse(
  reply: FastifyReply,
  status: 400 | 403,
  error: TokenErrorCode,
  message: string,
  errors?: Record<string, string[]>,
) {
  const body: TokenError = { message, error, ...(errors ? { errors } : {}) };
  return reply.code(status).send(body);
}

/** `POST /oauth/token`: the password, refresh_token, authorization_code and guest grants. */
export async function tokenRoutes(app: FastifyInstance, context: IdentityContext): Promise<void> {
  const { db, config, limiter } = context;
  const lifetimes = config.identity;

  app.post<{ Body: TokenRequest }>(
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
        key: (request) => {
          const body = request.body as TokenRequest;
          const subject = body.username ? normaliseEmail(body.username) : body.grant_type;
          return `${request.ip}:${subject}`;
        },
      }),
    },
    async (request, reply) => {
      const body = request.body;
      const clientId = body.client_id ?? null;

      if (body.grant_type === 'password') {
        const username = body.username?.trim() ?? '';
        const password = body.password ?? '';
        if (!username || !password) {
          const errors: Record<string, string[]> = {};
          if (!username) errors['username'] = [EMAIL_REQUIRED];
          if (!password) errors['password'] = [PASSWORD_REQUIRED];
          return refuse(reply, 400, 'invalid_request', 'The request is not valid', errors);
        }
        const user = await findUserByEmail(db, username);
        const matches = await verifyPassword(password, user?.password_hash ?? null);
        if (!user || !matches) return refuse(reply, 400, 'invalid_grant', BAD_CREDENTIALS);
        const xgb = isOn(body.xgb_user);
        if (xgb) {
          const grant = await db
            .selectFrom('user_roles')
            .select('id')
            .where('user_id', '=', user.id)
            .where('role', 'in', ['XGB', 'Superuser'])
            .executeTakeFirst();
          if (!grant) return refuse(reply, 403, 'access_denied', INSUFFICIENT_PERMISSIONS);
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
          return refuse(reply, 400, 'invalid_request', 'The request is not valid', {
            refresh_token: ['The refresh token is required.'],
          });
        }
        const rotated = await rotateRefreshToken(db, lifetimes, body.refresh_token);
        if (!rotated.ok) return refuse(reply, 400, 'invalid_grant', BAD_REFRESH_TOKEN);
        return rotated.tokens;
      }

      if (body.grant_type === 'authorization_code') {
        const userId = body.code ? await consumeLinkCode(db, 'sso_login', body.code) : null;
        if (userId === null) return refuse(reply, 400, 'invalid_grant', BAD_AUTHORIZATION_CODE);
        return issueUserTokens(db, lifetimes, { userId, clientId, withRefresh: true });
      }

      // guest
      const missing = (['first_name', 'last_name', 'email', 'account_id'] as const).filter(
        (field) => body[field] === undefined,
      );
      if (missing.length > 0) {
        return refuse(
          reply,
          400,
          'invalid_request',
          'The request is not valid',
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
      if (!created.ok) return reply.code(created.status).send(created.body);
      return created.guest.oauth;
    },
  );
}

import { ErrorBody, RevokeRequest } from '@touchline/contracts';
import { Type } from '@sinclair/typebox';
import type { ApiInstance } from '../http/api-instance';
import type { IdentityContext } from './identity-context';
import { revokeSession } from './tokens';

/** Revocations one client address may ask for in a minute. */
export const REVOKE_LIMIT = { max: 30, windowSeconds: 60 } as const;

/**
 * `POST /oauth/revoke` (token revocation, RFC 7009): sign-out ends the session on the server.
 * The body's `token` (the refresh token, or an access token) is revoked with its whole refresh
 * family, and so is the bearer token the call carries. Answers `200 {}` whether or not the
 * token was known, so the call tells nothing about tokens.
 */
export async function revokeRoutes(app: ApiInstance, context: IdentityContext): Promise<void> {
  const { db, limiter } = context;
  app.post(
    '/oauth/revoke',
    {
      schema: {
        body: RevokeRequest,
        response: { 200: Type.Object({}), 400: ErrorBody, 429: ErrorBody },
      },
      preHandler: limiter.limit({ name: 'oauth-revoke', ...REVOKE_LIMIT }),
    },
    async (request) => {
      await revokeSession(db, request.body.token);
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (bearer) await revokeSession(db, bearer);
      return {};
    },
  );
}

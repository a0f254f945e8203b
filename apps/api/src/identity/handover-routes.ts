import { ErrorBody, HandoverCode } from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { HANDOVER_CODE_TTL_SECONDS, issueLinkCode } from './auth-codes';
import { requireUser, type UserAuth } from './authenticate';
import type { IdentityContext } from './identity-context';
import { handoverOriginOf } from './session-group-repository';

/** Hand-over codes one user may ask for in a minute. */
export const HANDOVER_LIMIT = { max: 30, windowSeconds: 60 } as const;

/**
 * `POST /oauth/handover`: a signed-in user's one-time code for a link that opens their session
 * on another site of the platform (`https://<site>/?c=<code>`). The address never carries a
 * token: the code lives a minute and is exchanged once at `/oauth/token`
 * (`grant_type=handover_code`) for a session of its own, linked to the caller's: signing out of
 * either signs out of both (session-group-repository.ts).
 */
export async function handoverRoutes(
  app: FastifyInstance,
  context: IdentityContext,
): Promise<void> {
  const { db, limiter } = context;
  app.post(
    '/oauth/handover',
    {
      schema: {
        response: { 200: HandoverCode, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
      preHandler: [
        requireUser,
        limiter.limit({
          name: 'oauth-handover',
          ...HANDOVER_LIMIT,
          key: (request) => String(request.auth?.userId ?? request.ip),
        }),
      ],
    },
    async (request) => {
      const auth = request.auth as UserAuth;
      const code = await issueLinkCode(
        db,
        auth.userId,
        auth.viaSso ? 'session_handover_sso' : 'session_handover',
        await handoverOriginOf(db, auth.tokenId),
      );
      return { code, expires_in: HANDOVER_CODE_TTL_SECONDS };
    },
  );
}

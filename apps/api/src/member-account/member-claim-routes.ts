import { ErrorBody, MemberClaimBody, MemberClaimed } from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RateLimiter } from '../http/rate-limit';
import { claimMember } from '../identity/member-claim-repository';

/** Claim attempts per client address in 15 minutes (a code is 192 random bits). */
export const CLAIM_LIMIT = { max: 10, windowSeconds: 900 } as const;

export const CLAIMED_WITH_PASSWORD =
  'The membership is now part of your account. Sign in to see it.';
export const CLAIMED_NEW_ACCOUNT =
  'Your account is ready. Sign in with your email to set a password.';

/** An adult linked to someone's household claims their member record with the mailed link. */
export async function memberClaimRoutes(
  app: ApiInstance,
  { db, limiter }: { db: Kysely<Database>; limiter: RateLimiter },
): Promise<void> {
  app.post(
    '/v2/member/claims',
    {
      schema: {
        body: MemberClaimBody,
        response: {
          200: MemberClaimed,
          400: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
      preHandler: limiter.limit({ name: 'member-claim', ...CLAIM_LIMIT }),
    },
    async (request) => {
      const claimed = await claimMember(db, request.body.code);
      return {
        message: claimed.passwordSet ? CLAIMED_WITH_PASSWORD : CLAIMED_NEW_ACCOUNT,
        email: claimed.email,
        password_set: claimed.passwordSet,
      };
    },
  );
}

import { ErrorBody, TeamInvitationAcceptBody, TeamInvitationAccepted } from '@touchline/contracts';
import type { ApiInstance } from '../../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RateLimiter } from '../../http/rate-limit';
import { acceptTeamInvitation } from './team-invitation-repository';

/** Accepting attempts per client address in 15 minutes (a code is 192 random bits). */
export const ACCEPT_LIMIT = { max: 10, windowSeconds: 900 } as const;

export const ACCEPTED_WITH_PASSWORD = 'You have joined the team. Sign in to start.';
export const ACCEPTED_NEW_ACCOUNT =
  'You have joined the team. Sign in with your email to set a password.';

/**
 * An invited person takes up their role with the mailed link's code: no sign-in needed (the
 * link proves the address); the role goes to the email's account, made when there is none.
 */
export async function teamInvitationAcceptRoutes(
  app: ApiInstance,
  { db, limiter }: { db: Kysely<Database>; limiter: RateLimiter },
): Promise<void> {
  app.post(
    '/v2/team-invitations/accept',
    {
      schema: {
        tags: ['back-office'],
        body: TeamInvitationAcceptBody,
        response: { 200: TeamInvitationAccepted, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
      preHandler: limiter.limit({ name: 'team-invitation-accept', ...ACCEPT_LIMIT }),
    },
    async (request) => {
      const accepted = await acceptTeamInvitation(db, request.body.code);
      return {
        message: accepted.passwordSet ? ACCEPTED_WITH_PASSWORD : ACCEPTED_NEW_ACCOUNT,
        email: accepted.email,
        role: accepted.role,
        club_name: accepted.clubName,
        password_set: accepted.passwordSet,
      };
    },
  );
}

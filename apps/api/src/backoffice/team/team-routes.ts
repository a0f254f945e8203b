import { memberMailLanguage } from '../../mail/mail-language-repository';
import {
  ErrorBody,
  TeamInvitationBody,
  TeamInvitationParams,
  TeamPage,
  TeamRoleParams,
} from '@touchline/contracts';
import { isEmail } from '@touchline/validators';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/api-instance';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/schema';
import { fail, failOnField } from '../../errors/domain-error';
import type { MailPort } from '../../mail/mail-port';
import { managedClubOf, requireBackofficeTool } from '../club-admin-access';
import { cancelTeamInvitation, issueTeamInvitation } from './team-invitation-repository';
import { backofficeUrl, TEAM_INVITATION_PATH, teamInvitationMail } from './team-invitation-mail';
import { holdsRole, listTeam, removeTeamRole } from './team-repository';
import { backofficeSchema } from '../backoffice-schema';

const BASE = '/v2/backoffice/team';

export interface TeamRouteOptions {
  readonly db: Kysely<Database>;
  readonly config: ApiConfig;
  readonly mail: MailPort;
}

/**
 * The club's team (Owner only): the people holding back-office roles and the invitations still
 * open; inviting an email to a role (a single-use link by mail), cancelling an invitation,
 * removing a role (never the club's last Owner). Every change is recorded in `role_changes`.
 * Each answer is the team as it now stands.
 */
export async function teamRoutes(app: ApiInstance, options: TeamRouteOptions): Promise<void> {
  const { db, config, mail } = options;
  const guard = requireBackofficeTool('team');
  /** The Owner making the change (the guard let through a signed-in user only). */
  const byUserId = (request: FastifyRequest): number => {
    if (request.auth?.kind !== 'user') throw fail('forbidden');
    return request.auth.userId;
  };

  app.get(
    BASE,
    {
      preHandler: guard,
      schema: backofficeSchema({
        response: { 200: TeamPage },
      }),
    },
    async (request) => listTeam(db, managedClubOf(request).accountId),
  );

  app.post(
    `${BASE}/invitations`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        body: TeamInvitationBody,
        response: { 201: TeamPage, 409: ErrorBody, 422: ErrorBody },
      }),
    },
    async (request, reply) => {
      const club = managedClubOf(request);
      const email = request.body.email.trim().toLowerCase();
      if (!isEmail(email)) throw failOnField('team_invitation_email_invalid', 'email');
      if (await holdsRole(db, club.accountId, email, request.body.role)) {
        throw fail('team_role_held');
      }
      const issued = await issueTeamInvitation(db, {
        accountId: club.accountId,
        email,
        role: request.body.role,
        byUserId: byUserId(request),
      });
      const link = `${backofficeUrl(config)}${TEAM_INVITATION_PATH}?c=${encodeURIComponent(issued.code)}`;
      // In the invitee's language: their account's choice if they have one, else the club's.
      const language = await memberMailLanguage(db, { email, accountId: club.accountId });
      await mail.sendMail(
        teamInvitationMail(
          {
            email,
            role: request.body.role,
            clubName: club.name,
            inviterEmail: request.auth?.email ?? club.name,
            link,
            invitationId: issued.invitationId,
          },
          language,
        ),
      );
      return reply.code(201).send(await listTeam(db, club.accountId));
    },
  );

  app.delete(
    `${BASE}/invitations/:invitation_id`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: TeamInvitationParams,
        response: { 200: TeamPage },
      }),
    },
    async (request) => {
      const { accountId } = managedClubOf(request);
      await cancelTeamInvitation(db, {
        accountId,
        invitationId: request.params.invitation_id,
        byUserId: byUserId(request),
      });
      return listTeam(db, accountId);
    },
  );

  app.delete(
    `${BASE}/roles/:grant_id`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: TeamRoleParams,
        response: { 200: TeamPage, 409: ErrorBody },
      }),
    },
    async (request) => {
      const { accountId } = managedClubOf(request);
      await removeTeamRole(db, {
        accountId,
        grantId: request.params.grant_id,
        byUserId: byUserId(request),
      });
      return listTeam(db, accountId);
    },
  );
}

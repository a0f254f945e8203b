import type {
  BackofficeQuery,
  TeamInvitationAccepted,
  TeamInvitationBody,
  TeamPage,
} from '@touchline/contracts';
import type { CallOptions, Http } from '../http';
import { segment } from './paths';

const checks = () => import('../generated/backoffice-team-validators');

const TEAM = '/backoffice/team';
const teamPage = { lazy: () => checks().then((m) => m.validateTeamPage) };

/**
 * The back office's team (an Owner's): the people with roles and the open invitations, inviting
 * an email to a role, cancelling an invitation, removing a role; and accepting an invitation
 * with its mailed code (no sign-in). Each change answers the team as it now stands.
 */
export function createBackofficeTeamCalls(http: Http) {
  return {
    /** `GET /backoffice/team` */
    getTeam: (query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<TeamPage>(TEAM, { query, signal, check: teamPage }),

    /** `POST /backoffice/team/invitations`: mails the person a single-use link. */
    inviteToTeam: (
      body: TeamInvitationBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<TeamPage>(`${TEAM}/invitations`, {
        method: 'POST',
        body,
        query,
        signal,
        check: teamPage,
      }),

    /** `DELETE /backoffice/team/invitations/{id}`: its link stops working. */
    cancelTeamInvitation: (id: number, query: BackofficeQuery = {}) =>
      http<TeamPage>(`${TEAM}/invitations/${segment(id)}`, {
        method: 'DELETE',
        query,
        check: teamPage,
      }),

    /** `DELETE /backoffice/team/roles/{grant_id}`: never the club's last Owner (409). */
    removeTeamRole: (grantId: number, query: BackofficeQuery = {}) =>
      http<TeamPage>(`${TEAM}/roles/${segment(grantId)}`, {
        method: 'DELETE',
        query,
        check: teamPage,
      }),

    /** `POST /team-invitations/accept`: the role is the invited email's account's. */
    acceptTeamInvitation: (code: string, { signal }: CallOptions = {}) =>
      http<TeamInvitationAccepted>('/team-invitations/accept', {
        method: 'POST',
        body: { code },
        signal,
        check: {
          lazy: () => checks().then((m) => m.validateTeamInvitationAccepted),
        },
      }),
  };
}

export type BackofficeTeamCalls = ReturnType<typeof createBackofficeTeamCalls>;

import {
  DEVELOPMENT_PORTS,
  escapeHtml,
  roleLabel,
  TEAM_INVITATION_TTL_DAYS,
  type BackofficeRole,
} from '@touchline/contracts';
import type { ApiConfig } from '../../config';
import { clubSiteUrl } from '../club-site-url';

/** The back-office page an invitation's link opens. */
export const TEAM_INVITATION_PATH = '/team/accept';

/**
 * The back office's address: `BACKOFFICE_URL` where the deployment serves it on a host of its
 * own; otherwise the club site's with `backoffice` as the host's first label (and, on a
 * development machine's shell port, the back office's own development port).
 */
export function backofficeUrl(config: ApiConfig): string {
  if (config.identity.backofficeUrl) return config.identity.backofficeUrl;
  const url = new URL(clubSiteUrl(config.identity.siteUrl, config.defaultClub, 'backoffice'));
  if (!config.production && url.port === String(DEVELOPMENT_PORTS.shell)) {
    url.port = String(DEVELOPMENT_PORTS.backoffice);
  }
  return url.origin;
}

/** The mail that hands an invited person the link to take up their role. */
export function teamInvitationMail(invitation: {
  email: string;
  role: BackofficeRole;
  clubName: string;
  inviterEmail: string;
  link: string;
  invitationId: number;
}) {
  const role = roleLabel(invitation.role);
  const lead = `${invitation.inviterEmail} has invited you to help run ${invitation.clubName} as ${role}.`;
  const ask = 'Open this link to accept, with this email address:';
  const after = `The link works once, for ${TEAM_INVITATION_TTL_DAYS} days. If you did not expect this invitation, ignore this email.`;
  return {
    kind: 'team_invitation',
    to: invitation.email,
    subject: `Join the ${invitation.clubName} team as ${role}`,
    text: `Hello,\n\n${lead}\n${ask}\n${invitation.link}\n\n${after}`,
    html: `<p>Hello,</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(invitation.link)}">Accept the invitation</a></p><p>${escapeHtml(after)}</p>`,
    data: { link: invitation.link, invitation_id: invitation.invitationId, role: invitation.role },
  };
}

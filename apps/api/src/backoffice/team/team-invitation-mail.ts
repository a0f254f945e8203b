import {
  DEVELOPMENT_PORTS,
  escapeHtml,
  TEAM_INVITATION_TTL_DAYS,
  type BackofficeRole,
} from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import type { ApiConfig } from '../../config';
import { htmlIn, mailTranslator } from '../../mail/mail-language';
import { greeting } from '../../mail/plain-text-mail';
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

/** The mail that hands an invited person the link to take up their role, in their language. */
export function teamInvitationMail(
  invitation: {
    email: string;
    role: BackofficeRole;
    clubName: string;
    inviterEmail: string;
    link: string;
    invitationId: number;
  },
  language: Language = 'en',
) {
  const t = mailTranslator(language);
  const names = { club: invitation.clubName, role: t(`team.role.${invitation.role}`) };
  const lead = t('team.invite.lead', { ...names, inviter: invitation.inviterEmail });
  const ask = t('team.invite.ask');
  const after = t('team.invite.after', { days: String(TEAM_INVITATION_TTL_DAYS) });
  const hello = greeting(null, t);
  return {
    kind: 'team_invitation',
    to: invitation.email,
    subject: t('team.invite.subject', names),
    text: `${hello}\n\n${lead}\n${ask}\n${invitation.link}\n\n${after}`,
    html: htmlIn(
      language,
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(invitation.link)}">${escapeHtml(t('team.invite.button'))}</a></p><p>${escapeHtml(after)}</p>`,
    ),
    data: { link: invitation.link, invitation_id: invitation.invitationId, role: invitation.role },
  };
}

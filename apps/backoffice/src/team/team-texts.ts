import { isBackofficeRole, type BackofficeRole, type TeamRole } from '@touchline/contracts';
import type { Translate } from '@touchline/i18n';
import type { BackofficeMessageId } from '../messages/backoffice-messages';

type T = Translate<BackofficeMessageId>;

export const TEAM_PATH = '/team';
/** The page an invitation's mailed link opens (the API's `TEAM_INVITATION_PATH`). */
export const TEAM_INVITATION_PATH = '/team/accept';

/** The roles an Owner may invite to, in the order the role list offers them. */
export const INVITABLE_ROLES: readonly TeamRole[] = [
  'Editor',
  'Registrar',
  'Treasurer',
  'LottoCoordinator',
  'Admin',
  'Owner',
];

const ROLE_MESSAGES: Readonly<Record<BackofficeRole, BackofficeMessageId>> = {
  Owner: 'team.role.Owner',
  Admin: 'team.role.Admin',
  Editor: 'team.role.Editor',
  Registrar: 'team.role.Registrar',
  Treasurer: 'team.role.Treasurer',
  LottoCoordinator: 'team.role.LottoCoordinator',
};

const ROLE_SUMMARY_MESSAGES: Readonly<Record<BackofficeRole, BackofficeMessageId>> = {
  Owner: 'team.roleSummary.Owner',
  Admin: 'team.roleSummary.Admin',
  Editor: 'team.roleSummary.Editor',
  Registrar: 'team.roleSummary.Registrar',
  Treasurer: 'team.roleSummary.Treasurer',
  LottoCoordinator: 'team.roleSummary.LottoCoordinator',
};

/** A role's name as people read it; a name that is not a back-office role as it is. */
export const roleName = (t: T, role: string) =>
  isBackofficeRole(role) ? t(ROLE_MESSAGES[role]) : role;

/** What a role is for, under the role list. */
export const roleSummary = (t: T, role: BackofficeRole) => t(ROLE_SUMMARY_MESSAGES[role]);

export const removeRoleQuestion = (t: T, role: string, name: string) => ({
  title: t('team.removeTitle', { role }),
  message: t('team.removeMessage', { role, name }),
  confirmLabel: t('team.removeConfirm', { role }),
});
export const cancelInvitationQuestion = (t: T, email: string) => ({
  title: t('team.cancelTitle'),
  message: t('team.cancelMessage', { email }),
  confirmLabel: t('team.cancelConfirm'),
  cancelLabel: t('team.keepIt'),
});

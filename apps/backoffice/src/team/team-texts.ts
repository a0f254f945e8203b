import type { TeamRole } from '@touchline/contracts';

export const TEAM_PATH = '/team';
/** The page an invitation's mailed link opens (the API's `TEAM_INVITATION_PATH`). */
export const TEAM_INVITATION_PATH = '/team/accept';
export const TEAM_TITLE = 'Team';

export const TEAM_LEAD =
  'The people who run the club with you, and what each may do. Invite someone by email: the link works once, for 7 days.';
export const PEOPLE_HEADING = 'People with a role';
export const INVITATIONS_HEADING = 'Invitations waiting';
export const NO_INVITATIONS = 'No invitation is waiting.';
export const INVITE_HEADING = 'Invite someone';
export const INVITE_BUTTON = 'Send the invitation';
export const EMAIL_LABEL = 'Email address';
export const ROLE_LABEL = 'Role';
export const EMAIL_REQUIRED = 'Enter the email address of the person to invite.';
export const TEAM_LOAD_FAILED = 'The team could not be loaded.';

/** The roles an Owner may invite to, in the order the role list offers them. */
export const INVITABLE_ROLES: readonly TeamRole[] = [
  'Editor',
  'Registrar',
  'Treasurer',
  'LottoCoordinator',
  'Admin',
  'Owner',
];

export const invitationSent = (email: string) => `Invitation sent to ${email}.`;
export const invitationCancelled = (email: string) => `The invitation to ${email} is cancelled.`;
export const roleRemoved = (role: string, name: string) => `${name} is no longer ${role}.`;

export const removeRoleQuestion = (role: string, name: string) => ({
  title: `Remove ${role}?`,
  message: `${name} will no longer be able to use what the ${role} role opens.`,
  confirmLabel: `Remove ${role}`,
});
export const cancelInvitationQuestion = (email: string) => ({
  title: 'Cancel the invitation?',
  message: `The link sent to ${email} will stop working.`,
  confirmLabel: 'Cancel the invitation',
  cancelLabel: 'Keep it',
});

export const ACCEPT_TITLE = 'Join the club’s team';
export const ACCEPT_LEAD =
  'You were invited to help run a club on Touchline. Accept to take up the role with the email address the invitation was sent to.';
export const ACCEPT_BUTTON = 'Accept the invitation';
export const acceptedAs = (role: string, club: string) => `You are now ${role} of ${club}.`;
export const ACCEPT_NO_CODE =
  'This link is incomplete. Open the link from the invitation email again.';
export const SIGN_IN_TO_START = 'Sign in';

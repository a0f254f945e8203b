// The club roles of the back office and what each may do, and the roles that open each host
// area: one table the API's guards, the back office's navigation and the shared store all read,
// so they cannot disagree. Plain values, no schema library (the types below vanish from the
// built code), so a browser bundle may import this module on its own
// (`@touchline/contracts/roles`).
import type { HostArea, Role } from './identity';

/** The roles a club gives people who run part of it from the back office. */
export const BACKOFFICE_ROLES = [
  'Owner',
  'Admin',
  'Editor',
  'Registrar',
  'Treasurer',
  'LottoCoordinator',
] as const;
export type BackofficeRole = (typeof BACKOFFICE_ROLES)[number];

/** What a role is for, as the Team screen shows it. */
export const BACKOFFICE_ROLE_SUMMARIES: Readonly<Record<BackofficeRole, string>> = {
  Owner: 'Everything, and the team: invites people to roles and removes them.',
  Admin: 'Everything but the team.',
  Editor: 'News and pages.',
  Registrar: 'Members and registration forms.',
  Treasurer: 'Payments, orders and refunds; the member register without medical answers.',
  LottoCoordinator: 'The lotto: its draws and the lines playing in them.',
};

/** A role's name as people read it (the stored name is one word). */
export const BACKOFFICE_ROLE_LABELS: Readonly<Record<BackofficeRole, string>> = {
  Owner: 'Owner',
  Admin: 'Admin',
  Editor: 'Editor',
  Registrar: 'Registrar',
  Treasurer: 'Treasurer',
  LottoCoordinator: 'Lotto coordinator',
};

/** `role` as people read it; a name that is not a back-office role as it is. */
export function roleLabel(role: string): string {
  return isBackofficeRole(role) ? BACKOFFICE_ROLE_LABELS[role] : role;
}

/**
 * The back office's tools (each a screen and the API calls behind it). `images` and `rephrase`
 * are the rich-text editor's helpers, used by the news editor and the email composer.
 */
export const BACKOFFICE_TOOL_NAMES = [
  'emails',
  'inbox',
  'forms',
  'payments',
  'orders',
  'settings',
  'news',
  'images',
  'rephrase',
  'team',
  'members',
  'dashboard',
  'lotto',
] as const;
export type BackofficeToolName = (typeof BACKOFFICE_TOOL_NAMES)[number];

const EVERYONE_RUNNING_THE_CLUB = ['Owner', 'Admin'] as const;

/** Which roles may use each tool (the Superuser, outside any club, may use them all). */
export const BACKOFFICE_PERMISSIONS: Readonly<
  Record<BackofficeToolName, readonly BackofficeRole[]>
> = {
  emails: EVERYONE_RUNNING_THE_CLUB,
  inbox: EVERYONE_RUNNING_THE_CLUB,
  forms: [...EVERYONE_RUNNING_THE_CLUB, 'Registrar'],
  payments: [...EVERYONE_RUNNING_THE_CLUB, 'Treasurer'],
  orders: [...EVERYONE_RUNNING_THE_CLUB, 'Treasurer'],
  settings: EVERYONE_RUNNING_THE_CLUB,
  news: [...EVERYONE_RUNNING_THE_CLUB, 'Editor'],
  images: [...EVERYONE_RUNNING_THE_CLUB, 'Editor'],
  rephrase: [...EVERYONE_RUNNING_THE_CLUB, 'Editor'],
  team: ['Owner'],
  // The Treasurer chases payments, so may read the register (its payment state); never the
  // medical answers (`MEDICAL_ANSWER_ROLES`).
  members: [...EVERYONE_RUNNING_THE_CLUB, 'Registrar', 'Treasurer'],
  // Counts only (no names): the roles that answer to the committee for members and money. An
  // Editor writes news and pages and has no part in the register, so is left out.
  dashboard: [...EVERYONE_RUNNING_THE_CLUB, 'Registrar', 'Treasurer'],
  // The draws and who plays which numbers: names and emails of the players, nothing more of the
  // register, the money or the club's settings.
  lotto: [...EVERYONE_RUNNING_THE_CLUB, 'LottoCoordinator'],
};

/**
 * The roles that may read the answers to medical questions of the registration forms, in the
 * member register and its CSV export. The API leaves them out for every other role (a Superuser,
 * who runs the platform and not the club, included).
 */
export const MEDICAL_ANSWER_ROLES: readonly BackofficeRole[] = ['Owner', 'Admin', 'Registrar'];

/** Whether a person holding `roles` in a club may read its members' medical answers. */
export function mayReadMedicalAnswers(roles: readonly string[]): boolean {
  return roles.some((role) => (MEDICAL_ANSWER_ROLES as readonly string[]).includes(role));
}

/** Whether a person holding `roles` in a club may use `tool` there. */
export function mayUseTool(roles: readonly string[], tool: BackofficeToolName): boolean {
  const allowed: readonly string[] = BACKOFFICE_PERMISSIONS[tool];
  return roles.some((role) => allowed.includes(role));
}

/** Whether `role` is one of the back office's roles. */
export function isBackofficeRole(role: string): role is BackofficeRole {
  return (BACKOFFICE_ROLES as readonly string[]).includes(role);
}

/**
 * The roles that open each host area (the club-admin host takes the back-office roles). A club's
 * public site is open to everyone.
 */
export const AREA_ROLES: Readonly<Record<HostArea, readonly Role[] | 'anyone'>> = {
  site: 'anyone',
  club: BACKOFFICE_ROLES,
  backoffice: BACKOFFICE_ROLES,
  myaccount: ['Member'],
  su: ['Superuser'],
  xgb: ['XGB'],
};

/** Whether a user holding `roles` may stay signed in on a host of `area`. */
export function canEnterArea(roles: readonly Role[], area: HostArea): boolean {
  const allowed = AREA_ROLES[area];
  return allowed === 'anyone' || roles.some((role) => allowed.includes(role));
}

/** The danger message when the roles do not suit the host. */
export const INSUFFICIENT_PERMISSIONS =
  'You do not have sufficient permissions to access this area. Please try again with a different email.';

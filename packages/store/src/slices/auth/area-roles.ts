import type { HostArea, Role } from '@touchline/contracts';

// The contracts package builds its schemas when imported; these few values are repeated here so
// the shared store never ships the schema library to the browser. area-roles.test.ts checks
// them against the contracts.

/** The club's back-office roles (`BACKOFFICE_ROLES` of the contracts). */
export const BACKOFFICE_ROLES: readonly Role[] = [
  'Owner',
  'Admin',
  'Editor',
  'Registrar',
  'Treasurer',
  'LottoCoordinator',
];

/** The roles that open each host area; a club's own site is open to all. */
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

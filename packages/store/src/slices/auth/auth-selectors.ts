import { createSelector } from '@reduxjs/toolkit';
import type { Role } from '@touchline/contracts';
import { canEnterArea, isBackofficeRole } from '@touchline/contracts/roles';
import type { RootState } from '../../core/root-reducer';
import { selectClubAccount } from '../club';
import { initialAuthState, type AuthState } from './auth-slice';
import { hostAreaOf } from './host-area';

const selectAuth = (state: RootState): AuthState => state.auth ?? initialAuthState;
const NO_ROLES: readonly Role[] = [];

export const selectUser = (state: RootState) => selectAuth(state).user;
export const selectAuthEmail = (state: RootState) => selectAuth(state).email;
export const selectAuthDone = (state: RootState) => selectAuth(state).authDone;
export const selectPersist = (state: RootState) => selectAuth(state).persist;
export const selectAuthStatus = (state: RootState) => selectAuth(state).status;
export const selectIsSignedIn = (state: RootState) => selectAuth(state).user !== null;
export const selectHandingOver = (state: RootState) => selectAuth(state).handingOver;
/** The session lapsed on this page and could not be renewed (see `AuthState.lapsed`). */
export const selectSessionLapsed = (state: RootState) => selectAuth(state).lapsed;

/** The host's area: as set, else read from the page's host name. */
export const selectHostArea = (state: RootState) =>
  selectAuth(state).area ??
  hostAreaOf(typeof window === 'undefined' ? '' : window.location.hostname);

/** Every role the signed-in user holds. */
export const selectRoles = createSelector(selectUser, (user) => user?.roles ?? NO_ROLES);

/** Role check: the user holds at least one of `roles`. */
export const selectHasRole = (...roles: Role[]) =>
  createSelector(selectRoles, (held) => held.some((role) => roles.includes(role)));

/** The club account the signed-in user runs (a back-office role there: Owner, Admin, Editor…), if any. */
export const selectRunClub = createSelector(selectUser, (user) =>
  user?.accounts.find((account) => account.roles.some(isBackofficeRole)),
);

/**
 * Domain-role check: the user's roles suit the host they are on (back-office needs a back-office
 * role, member account Member, superuser Superuser, governing body XGB; a club's site anyone).
 */
export const selectHasDomainRole = createSelector([selectRoles, selectHostArea], (roles, area) =>
  canEnterArea(roles, area),
);

/** The roles the user holds in the club of this site (e.g. Admin shows "Go to my club"). */
export const selectClubRoles = createSelector(
  [selectUser, selectClubAccount],
  (user, club) =>
    user?.accounts.find((account) => account.account_id === club?.account_id)?.roles ?? NO_ROLES,
);

export const selectHasClubRole = (...roles: Role[]) =>
  createSelector(selectClubRoles, (held) => held.some((role) => roles.includes(role)));

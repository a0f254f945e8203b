import { createBackofficeTeamCalls } from '@touchline/api-client';
import { defineServerRead } from '@touchline/store/server-data';

// The team page's reads (ADR 0035); the club is the signed-in admin's, from the session.

/** The people with back-office roles and the invitations waiting. */
export const teamRead = defineServerRead('backoffice/team', (http, _: object, signal) =>
  createBackofficeTeamCalls(http).getTeam({}, { signal }),
);

/** The arguments of a read that takes none. */
export const NO_ARGS = {};

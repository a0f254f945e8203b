import { createBackofficeMembersCalls } from '@touchline/api-client';
import { defineServerRead } from '@touchline/store/server-data';

// The member register's reads (ADR 0035); the club is the signed-in admin's, from the session.

/** The register's recent CSV exports. */
export const memberExportsRead = defineServerRead(
  'backoffice/member-exports',
  async (http, _: object, signal) =>
    (await createBackofficeMembersCalls(http).getMemberExports({ signal })).data,
);

/** The arguments of a read that takes none. */
export const NO_ARGS = {};

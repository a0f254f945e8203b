import { createBackofficeMembersCalls } from '@touchline/api-client';
import type { MemberRegisterQuery } from '@touchline/contracts';
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

/**
 * A page of the member register under the filters, with the season, columns and filter choices
 * it offers (with the paged list).
 */
export const memberRegisterRead = defineServerRead(
  'backoffice/member-register',
  (http, query: MemberRegisterQuery, signal) =>
    createBackofficeMembersCalls(http).getMemberRegister(query, { signal }),
);

import {
  MemberExportList,
  MemberExportListQuery,
  MemberExportQuery,
  MemberRegisterPage,
  MemberRegisterQuery,
  mayReadMedicalAnswers,
  type MemberRegisterFilters,
} from '@touchline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/api-instance';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock/clock';
import type { Database } from '../../db/schema';
import { textsForRequest } from '../../messages/texts-for-request';
import { backofficeSchema } from '../backoffice-schema';
import { sendCsvDownload } from '../csv-download';
import { managedClubOf, requireBackofficeTool, type ManagedClub } from '../club-admin-access';
import { createMemberRegisterService, type RegisterReader } from './member-register-service';

const BASE = '/v2/backoffice/members';

/** The register's filters of a query (paging and the club left out). */
function filtersOf(query: MemberRegisterFilters): MemberRegisterFilters {
  const { season, program_id, plan_id, age_group, payment_state } = query;
  const q = query.q?.trim();
  return {
    ...(season !== undefined ? { season } : {}),
    ...(program_id !== undefined ? { program_id } : {}),
    ...(plan_id !== undefined ? { plan_id } : {}),
    ...(age_group !== undefined ? { age_group } : {}),
    ...(payment_state !== undefined ? { payment_state } : {}),
    ...(q ? { q } : {}),
  };
}

/**
 * The reader of the register: medical answers only for a role of `MEDICAL_ANSWER_ROLES` held in
 * this club (a Superuser's platform role does not give them).
 */
function readerOf(request: FastifyRequest, club: ManagedClub): RegisterReader {
  const auth = request.auth;
  const roles =
    auth?.kind === 'user'
      ? auth.roles.filter((grant) => grant.accountId === club.accountId).map((grant) => grant.role)
      : [];
  return {
    accountId: club.accountId,
    userId: auth?.kind === 'user' ? auth.userId : null,
    email: auth?.email ?? '',
    medicalAllowed: mayReadMedicalAnswers(roles),
  };
}

/**
 * The member register: the club's members with their memberships, age group, household,
 * payment state and registration answers, filtered and paged; the register as CSV (each export
 * recorded), and the recent exports. Medical answers leave the server only for the roles that
 * may read them.
 */
export async function memberRegisterRoutes(
  app: ApiInstance,
  options: { db: Kysely<Database>; clock: Clock },
): Promise<void> {
  const guard = requireBackofficeTool('members');
  const register = createMemberRegisterService(options.db, options.clock);

  app.get(
    BASE,
    {
      preHandler: guard,
      schema: backofficeSchema({
        querystring: MemberRegisterQuery,
        response: { 200: MemberRegisterPage },
      }),
    },
    async (request, reply) => {
      const club = managedClubOf(request);
      const page = await register.page(
        readerOf(request, club),
        filtersOf(request.query),
        request.query.page ?? 1,
        request.query.per_page ?? 25,
      );
      return reply.header('cache-control', 'private, no-store').send(page);
    },
  );

  app.get(
    `${BASE}/export`,
    {
      preHandler: guard,
      schema: backofficeSchema({ querystring: MemberExportQuery, response: {} }),
    },
    async (request, reply) => {
      const club = managedClubOf(request);
      const { season, csv } = await register.exportCsv(
        readerOf(request, club),
        filtersOf(request.query),
        textsForRequest(request, reply),
      );
      return sendCsvDownload(reply as FastifyReply, `members-${club.slug}-${season}.csv`, csv);
    },
  );

  app.get(
    `${BASE}/exports`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        querystring: MemberExportListQuery,
        response: { 200: MemberExportList },
      }),
    },
    async (request, reply) => {
      const data = await register.recentExports(managedClubOf(request).accountId);
      return reply.header('cache-control', 'private, no-store').send({ data });
    },
  );
}

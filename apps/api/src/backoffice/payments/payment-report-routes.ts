import {
  ClubArrearsPage,
  ClubArrearsQuery,
  PaymentExportQuery,
  PaymentSummary,
  PaymentSummaryQuery,
} from '@touchline/contracts';
import type { FastifyReply } from 'fastify';
import type { ApiInstance } from '../../http/api-instance';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock/clock';
import type { Database } from '../../db/schema';
import { textsForRequest } from '../../messages/texts-for-request';
import { backofficeSchema } from '../backoffice-schema';
import { sendCsvDownload } from '../csv-download';
import { managedClubOf, requireBackofficeTool } from '../club-admin-access';
import { createPaymentReportService } from './payment-report-service';

const BASE = '/v2/backoffice/payments';

/**
 * The club treasurer's view of the money: collected, due and failed by month, the members in
 * arrears, and the payments of a range of days as CSV. Admin or Owner only.
 */
export async function paymentReportRoutes(
  app: ApiInstance,
  options: { db: Kysely<Database>; clock: Clock },
): Promise<void> {
  const { db } = options;
  const guard = requireBackofficeTool('payments');
  const reports = createPaymentReportService(db, options.clock);

  app.get(
    `${BASE}/summary`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        querystring: PaymentSummaryQuery,
        response: { 200: PaymentSummary },
      }),
    },
    async (request, reply) => {
      const summary = await reports.summary(managedClubOf(request).accountId, request.query);
      return reply.header('cache-control', 'private, no-store').send(summary);
    },
  );

  app.get(
    `${BASE}/arrears`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        querystring: ClubArrearsQuery,
        response: { 200: ClubArrearsPage },
      }),
    },
    async (request, reply) => {
      const page = await reports.arrears(
        managedClubOf(request).accountId,
        request.query.page ?? 1,
        request.query.per_page ?? 10,
      );
      return reply.header('cache-control', 'private, no-store').send(page);
    },
  );

  app.get(
    `${BASE}/export`,
    {
      preHandler: guard,
      schema: backofficeSchema({ querystring: PaymentExportQuery, response: {} }),
    },
    async (request, reply) => {
      const club = managedClubOf(request);
      const { from, to, csv } = await reports.exportCsv(
        club.accountId,
        request.query,
        textsForRequest(request, reply),
      );
      return sendCsvDownload(
        reply as FastifyReply,
        `payments-${club.slug}-${from}-to-${to}.csv`,
        csv,
      );
    },
  );
}

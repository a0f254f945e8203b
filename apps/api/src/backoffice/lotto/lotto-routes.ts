import {
  LottoDrawExportQuery,
  LottoDrawLinesPage,
  LottoDrawLinesQuery,
  LottoDrawParams,
  LottoOverview,
  LottoOverviewQuery,
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
import { createLottoService } from './lotto-service';

const BASE = '/v2/backoffice/lotto';

/**
 * The Lotto screen: the club's lotto and draw products with their upcoming and recent draws (the
 * paid lines playing in each), who plays which numbers in a draw, and those lines as CSV. Open
 * to the Lotto coordinator besides Owner and Admin.
 */
export async function lottoRoutes(
  app: ApiInstance,
  options: { db: Kysely<Database>; clock: Clock },
): Promise<void> {
  const guard = requireBackofficeTool('lotto');
  const lotto = createLottoService(options.db, options.clock);

  app.get(
    BASE,
    {
      preHandler: guard,
      schema: backofficeSchema({
        querystring: LottoOverviewQuery,
        response: { 200: LottoOverview },
      }),
    },
    async (request, reply) => {
      const overview = await lotto.overview(managedClubOf(request).accountId);
      return reply.header('cache-control', 'private, no-store').send(overview);
    },
  );

  app.get(
    `${BASE}/draws/:draw_id/lines`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: LottoDrawParams,
        querystring: LottoDrawLinesQuery,
        response: { 200: LottoDrawLinesPage },
      }),
    },
    async (request, reply) => {
      const page = await lotto.lines(
        managedClubOf(request).accountId,
        request.params.draw_id,
        request.query.page ?? 1,
        request.query.per_page ?? 25,
      );
      return reply.header('cache-control', 'private, no-store').send(page);
    },
  );

  app.get(
    `${BASE}/draws/:draw_id/lines/export`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: LottoDrawParams,
        querystring: LottoDrawExportQuery,
        response: {},
      }),
    },
    async (request, reply) => {
      const club = managedClubOf(request);
      const { draw, csv } = await lotto.exportCsv(
        club.accountId,
        request.params.draw_id,
        textsForRequest(request, reply),
      );
      const day = draw.draw_at.slice(0, 10);
      return sendCsvDownload(
        reply as FastifyReply,
        `lotto-${club.slug}-draw-${draw.draw_id}-${day}.csv`,
        csv,
      );
    },
  );
}

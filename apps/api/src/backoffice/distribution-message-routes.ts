import {
  DistributionListParams,
  DistributionMessage,
  DistributionMessageBody,
  DistributionMessagePage,
  DistributionMessageQuery,
  ErrorBody,
} from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { findClubBrand } from '../clubs/club-brand-repository';
import type { ApiConfig } from '../config';
import type { Database } from '../db/schema';
import { fail } from '../errors/domain-error';
import type { MailPort } from '../mail/mail-port';
import { managedClubOf, requireClubAdmin } from './club-admin-access';
import { clubSiteUrl } from './club-site-url';
import { findDistributionList } from './distribution-list-repository';
import { listMessages } from './distribution-message-repository';
import { sendListMessage } from './distribution-message-service';

const BASE = '/v2/backoffice/emails/distribution-lists/:id/messages';
const tags = ['back-office'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Messages written to a distribution list: send one to the list's recipients (each mail with its
 * own opt-out link), and the list's sent messages with their time and recipient count.
 */
export async function distributionMessageRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; config: ApiConfig; mail: MailPort },
): Promise<void> {
  const { db, config, mail } = options;
  const guard = requireClubAdmin(db);

  app.post<{
    Params: DistributionListParams;
    Querystring: DistributionMessageQuery;
    Body: DistributionMessageBody;
  }>(
    BASE,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params: DistributionListParams,
        querystring: DistributionMessageQuery,
        body: DistributionMessageBody,
        response: {
          200: DistributionMessage,
          201: DistributionMessage,
          409: ErrorBody,
          422: ErrorBody,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const club = managedClubOf(request);
      const brand = await findClubBrand(db, club.accountId, config.publicUrl);
      if (!brand) throw fail('club_not_found');
      const { message, created } = await sendListMessage(
        { db, mail, log: request.log },
        {
          accountId: club.accountId,
          brand,
          siteUrl: clubSiteUrl(config.identity.siteUrl, config.defaultClub, club.slug),
          userId: request.auth?.userId ?? null,
        },
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  app.get<{ Params: DistributionListParams; Querystring: DistributionMessageQuery }>(
    BASE,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params: DistributionListParams,
        querystring: DistributionMessageQuery,
        response: { 200: DistributionMessagePage, ...errors },
      },
    },
    async (request) => {
      const { accountId } = managedClubOf(request);
      const { page = 1, per_page: perPage = 10 } = request.query;
      if (!(await findDistributionList(db, accountId, request.params.id))) {
        throw fail('list_not_found');
      }
      const { items, total } = await listMessages(db, accountId, request.params.id, {
        page,
        perPage,
      });
      const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
      return {
        items,
        total,
        current_page: page,
        per_page: perPage,
        from,
        to: from === null ? null : from + items.length - 1,
      };
    },
  );
}

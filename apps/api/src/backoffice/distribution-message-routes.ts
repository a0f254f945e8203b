import {
  DistributionListParams,
  DistributionMessage,
  DistributionMessageBody,
  DistributionMessagePage,
  DistributionMessageQuery,
  ErrorBody,
} from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { backofficeSchema } from './backoffice-schema';
import { managedClubOf, requireBackofficeTool } from './club-admin-access';
import { clubList } from './distribution-list-service';
import { listMessages } from './distribution-message-repository';
import { sendListMessage } from './distribution-message-service';
import { queueListMessage } from './list-mail-jobs';
import { pageAnswer } from '../http/page-answer';

const BASE = '/v2/backoffice/emails/distribution-lists/:id/messages';
/** Both routes are a list's: the list named in the address, the club in the query. */
const OF_LIST = { params: DistributionListParams, querystring: DistributionMessageQuery } as const;

/**
 * Messages written to a distribution list: send one to the list's recipients (recorded with a
 * delivery per recipient and answered at once; background jobs send each copy, with its own
 * opt-out link), and the list's sent messages with their time and their copies delivered,
 * failed and pending.
 */
export async function distributionMessageRoutes(
  app: ApiInstance,
  options: { db: Kysely<Database>; jobs?: JobQueue },
): Promise<void> {
  const { db, jobs } = options;
  const guard = requireBackofficeTool('emails');
  const queueMessage = jobs && ((messageId: number) => queueListMessage(jobs, messageId));

  app.post(
    BASE,
    {
      preHandler: guard,
      schema: backofficeSchema({
        ...OF_LIST,
        body: DistributionMessageBody,
        response: {
          200: DistributionMessage,
          201: DistributionMessage,
          409: ErrorBody,
          422: ErrorBody,
        },
      }),
    },
    async (request, reply) => {
      const club = managedClubOf(request);
      const { message, created } = await sendListMessage(
        { db, log: request.log, ...(queueMessage ? { queueMessage } : {}) },
        { accountId: club.accountId, userId: request.auth?.userId ?? null },
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  app.get(
    BASE,
    {
      preHandler: guard,
      schema: backofficeSchema({ ...OF_LIST, response: { 200: DistributionMessagePage } }),
    },
    async (request) => {
      const { accountId } = managedClubOf(request);
      const { page = 1, per_page: perPage = 10 } = request.query;
      await clubList(db, accountId, request.params.id);
      const { items, total } = await listMessages(db, accountId, request.params.id, {
        page,
        perPage,
      });
      return pageAnswer(items, total, { page, perPage });
    },
  );
}

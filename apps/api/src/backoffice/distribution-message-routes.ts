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
import { fail } from '../errors/domain-error';
import type { JobQueue } from '../jobs/job-queue';
import { managedClubOf, requireBackofficeTool } from './club-admin-access';
import { findDistributionList } from './distribution-list-repository';
import { listMessages } from './distribution-message-repository';
import { sendListMessage } from './distribution-message-service';
import { queueListMessage } from './list-mail-jobs';
import { pageAnswer } from '../http/page-answer';

const BASE = '/v2/backoffice/emails/distribution-lists/:id/messages';
const tags = ['back-office'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

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
      return pageAnswer(items, total, { page, perPage });
    },
  );
}

import {
  ContactMessage,
  ContactMessagePage,
  ContactMessageParams,
  ContactMessageQuery,
  ContactMessageReadBody,
} from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fail } from '../errors/domain-error';
import { managedClubOf, requireBackofficeTool } from './club-admin-access';
import {
  findContactMessage,
  listContactMessages,
  setContactMessageRead,
} from './contact-inbox-repository';
import { backofficeSchema } from './backoffice-schema';
import { pageAnswer } from '../http/page-answer';

const BASE = '/v2/backoffice/contact-messages';

/** The club's contact inbox: the messages sent from its contact page, newest first. */
export async function contactInboxRoutes(
  app: ApiInstance,
  options: { db: Kysely<Database> },
): Promise<void> {
  const { db } = options;
  const guard = requireBackofficeTool('inbox');

  app.get(
    BASE,
    {
      preHandler: guard,
      schema: backofficeSchema({
        querystring: ContactMessageQuery,
        response: { 200: ContactMessagePage },
      }),
    },
    async (request) => {
      const { accountId } = managedClubOf(request);
      const { page = 1, per_page: perPage = 10, search, read_status, sort } = request.query;
      const { items, total, unread } = await listContactMessages(
        db,
        accountId,
        { search, readStatus: read_status },
        { page, perPage },
        { sort, direction: request.query.sort_direction },
      );
      return { ...pageAnswer(items, total, { page, perPage }), unread };
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: ContactMessageParams,
        response: { 200: ContactMessage },
      }),
    },
    async (request) => {
      const message = await findContactMessage(
        db,
        managedClubOf(request).accountId,
        request.params.id,
      );
      if (!message) throw fail('contact_message_not_found');
      return message;
    },
  );

  app.patch(
    `${BASE}/:id`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: ContactMessageParams,
        body: ContactMessageReadBody,
        response: { 200: ContactMessage },
      }),
    },
    async (request) => {
      const { accountId } = managedClubOf(request);
      const found = await setContactMessageRead(
        db,
        accountId,
        request.params.id,
        request.body.read,
      );
      if (!found) throw fail('contact_message_not_found');
      return (await findContactMessage(db, accountId, request.params.id))!;
    },
  );
}

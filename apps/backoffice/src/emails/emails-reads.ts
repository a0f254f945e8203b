import { createBackofficeCalls, withNotFoundFallback } from '@touchline/api-client';
import type { DistributionListQuery, DistributionMessageQuery } from '@touchline/contracts';
import { defineServerRead } from '@touchline/store/server-data';

// The email pages' reads (ADR 0035); the club is the signed-in admin's, from the session.

/** A distribution list; null when the club has no such list. */
export const distributionListRead = defineServerRead(
  'backoffice/distribution-list',
  (http, { id }: { id: number }, signal) =>
    withNotFoundFallback(createBackofficeCalls(http).getDistributionList(id, {}, { signal }), null),
);

/**
 * What the list editor and the compose page start from, read together so one failure is said
 * once: the club's templates and, for a list (`id` null: a new one), the list (null when there
 * is no such list).
 */
export const listWithTemplatesRead = defineServerRead(
  'backoffice/list-with-templates',
  async (http, { id }: { id: number | null }, signal) => {
    const calls = createBackofficeCalls(http);
    const [templates, list] = await Promise.all([
      calls.getEmailTemplates({}, { signal }),
      id === null
        ? Promise.resolve(null)
        : withNotFoundFallback(calls.getDistributionList(id, {}, { signal }), null),
    ]);
    return { templates: templates.items, list };
  },
);

/** A page of the club's distribution lists (with the paged list). */
export const distributionListsRead = defineServerRead(
  'backoffice/distribution-lists',
  (http, query: DistributionListQuery, signal) =>
    createBackofficeCalls(http).getDistributionLists(query, { signal }),
);

/** A page of the messages written to a list (with the paged list). */
export const listMessagesRead = defineServerRead(
  'backoffice/list-messages',
  (http, { list_id, ...query }: DistributionMessageQuery & { list_id: number }, signal) =>
    createBackofficeCalls(http).getListMessages(list_id, query, { signal }),
);

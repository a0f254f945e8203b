import { createBackofficeCalls, withNotFoundFallback } from '@touchline/api-client';
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

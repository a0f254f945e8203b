import type { ApiInstance } from '../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findClubContentVersions } from './club-content-version-repository';
import type { ContentVersionWatches } from './content-version-watch';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write answers once the page servers watching its club here have been told of the content
 * version it made. The database announces a change after its commit, on a connection of its
 * own, so the answer could otherwise reach the admin first: a reload right after saving was
 * answered the page kept from before. Which clubs a write changed is not known here, so the
 * versions of the clubs watched here are read (one read, and only while a page server watches);
 * a version already announced, the usual case, answers at once, and a notice that never comes
 * holds the answer for the watches' limit at most.
 */
export function answerWritesOnceAnnounced(
  app: ApiInstance,
  { db, watches }: { db: Kysely<Database>; watches: ContentVersionWatches },
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return payload;
    const clubs = watches.watchedClubs();
    if (clubs.length === 0) return payload;
    try {
      const versions = await findClubContentVersions(db, clubs);
      await Promise.all(versions.map(({ slug, version }) => watches.toldOf(slug, version)));
    } catch (error) {
      // The write itself is done: its answer goes out, as it would have without a watch.
      request.log.warn({ err: error }, 'the clubs watched here were not read after a write');
    }
    return payload;
  });
}

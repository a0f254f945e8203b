import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { Db } from 'pg-boss';
import type { Database } from '../db/schema';

/**
 * The job queue's statements on the embedded database. PGlite is one session, shared with the
 * API's queries: each statement of the queue waits its turn on the Kysely driver (as a request's
 * transaction does), so a job statement never lands inside a request's open transaction, nor a
 * request's statement inside the queue's `begin ... commit` blocks.
 *
 * A statement with parameters runs on its own; one without may be a script of several
 * statements (the queue's schema, its locked blocks): every result's rows are answered, so a
 * `returning` in the middle is not lost behind the final `commit`. A failed script leaves no
 * transaction open on the shared session.
 */
export function pgliteJobDatabase(db: Kysely<Database>, pglite: PGlite): Db {
  return {
    executeSql(text, values) {
      return db.connection().execute(async () => {
        try {
          if (values && values.length > 0) {
            const result = await pglite.query(text, values);
            return { rows: result.rows };
          }
          const results = await pglite.exec(text);
          return { rows: results.flatMap((result) => result.rows) };
        } catch (error) {
          await pglite.exec('rollback').catch(() => undefined);
          throw error;
        }
      });
    },
  };
}

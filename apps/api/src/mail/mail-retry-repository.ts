import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A mail waiting to be sent again. */
export interface RetryMail {
  readonly mailRetryId: number;
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly idempotencyKey: string;
  readonly attempts: number;
}

/** Keeps a mail the SMTP server did not take, for the retry job; answers its row's id. */
export async function insertRetryMail(
  db: Kysely<Database>,
  mail: {
    kind: string;
    to: string;
    subject: string;
    text: string;
    html: string | null;
    idempotencyKey: string;
    error: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('mail_retries')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      idempotency_key: mail.idempotencyKey,
      last_error: mail.error,
    })
    .returning('mail_retry_id')
    .executeTakeFirstOrThrow();
  return row.mail_retry_id;
}

/**
 * Takes up to `limit` mails whose next attempt is due (by the database's clock), each counted as
 * attempted and put off by `leaseSeconds`, so a second worker running at once takes others.
 */
export async function claimRetryMails(
  db: Kysely<Database>,
  limit: number,
  leaseSeconds: number,
): Promise<RetryMail[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('mail_retries')
      .select('mail_retry_id')
      .where('failed_at', 'is', null)
      .where('next_attempt_at', '<=', sql<Date>`now()`)
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const rows = await trx
      .updateTable('mail_retries')
      .set({
        attempts: sql<number>`attempts + 1`,
        next_attempt_at: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(
        'mail_retry_id',
        'in',
        due.map((row) => row.mail_retry_id),
      )
      .returningAll()
      .execute();
    return rows.map((row) => ({
      mailRetryId: row.mail_retry_id,
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      idempotencyKey: row.idempotency_key,
      attempts: row.attempts,
    }));
  });
}

/** A mail sent at last: it leaves the table. */
export async function deleteRetryMail(db: Kysely<Database>, mailRetryId: number): Promise<void> {
  await db.deleteFrom('mail_retries').where('mail_retry_id', '=', mailRetryId).execute();
}

/** A retry that failed: tried again after `delaySeconds`, or given up on (null). */
export async function failRetryMail(
  db: Kysely<Database>,
  mailRetryId: number,
  error: string,
  delaySeconds: number | null,
): Promise<void> {
  await db
    .updateTable('mail_retries')
    .set(
      delaySeconds === null
        ? { last_error: error, failed_at: sql<Date>`now()` }
        : {
            last_error: error,
            next_attempt_at: sql<Date>`now() + make_interval(secs => ${delaySeconds})`,
          },
    )
    .where('mail_retry_id', '=', mailRetryId)
    .execute();
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fail } from '../errors/domain-error';
import { findOrStoreSigningKey } from './signing-key-repository';

/** How long a link in a club's email keeps working. */
export const EMAIL_LINK_LIFETIME_DAYS = 180;
const KEY_NAME = 'email-action-links';

/** What an email-action link may do: one member's answer to one list, or one lotto friend's. */
export type EmailLinkSubject =
  | {
      readonly kind: 'opt-out';
      readonly accountId: number;
      readonly listId: number;
      readonly memberId: number;
    }
  | { readonly kind: 'friend'; readonly accountId: number; readonly friendId: number };

const describe = (subject: EmailLinkSubject): string =>
  subject.kind === 'opt-out'
    ? `opt-out:${subject.accountId}:${subject.listId}:${subject.memberId}`
    : `friend:${subject.accountId}:${subject.friendId}`;

/** The signing secret, made once from 32 random bytes and shared through the database. */
async function readSigningKey(db: Kysely<Database>): Promise<Buffer> {
  const secret = await findOrStoreSigningKey(db, KEY_NAME, randomBytes(32).toString('base64url'));
  return Buffer.from(secret, 'base64url');
}

/** The key of each database handle, read once (a list message signs a link per recipient). */
const signingKeys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

/**
 * The signing secret of this database, read on first use and kept for the handle's life. The
 * key is never changed once made; a failed read is forgotten, so the next link tries again.
 */
function signingKey(db: Kysely<Database>): Promise<Buffer> {
  const known = signingKeys.get(db);
  if (known) return known;
  const reading = readSigningKey(db);
  signingKeys.set(db, reading);
  reading.catch(() => {
    if (signingKeys.get(db) === reading) signingKeys.delete(db);
  });
  return reading;
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/**
 * The token an email link carries: what it may change and until when, signed. Ids in a link
 * are not enough on their own: anyone could count through them.
 */
export async function signEmailLink(
  db: Kysely<Database>,
  subject: EmailLinkSubject,
  now = new Date(),
): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + EMAIL_LINK_LIFETIME_DAYS * 86_400;
  const text = `${describe(subject)}:${expires}`;
  const signature = mac(await signingKey(db), text).toString('base64url');
  return `${Buffer.from(text).toString('base64url')}.${signature}`;
}

/** The site page an email link opens, and the ids, answer and signed token it carries. */
export interface EmailActionLink {
  /** Path and query on the club's site, e.g. `/recurring-email-status?email_id=…&t=…`. */
  readonly path: string;
  readonly token: string;
}

/**
 * The link a club's email carries for this subject, on the site's email action pages: a list's
 * opt-out (`/recurring-email-status?email_id=&member_id=&opt_out=true&t=`) or a lotto friend's
 * unsubscribe (`/unsubscribe-lotto-friend-email?id=&t=`). Every mail and the development link
 * maker build their links here, so all of them carry the same parameters.
 */
export async function emailActionLink(
  db: Kysely<Database>,
  subject: EmailLinkSubject,
  now = new Date(),
): Promise<EmailActionLink> {
  const token = await signEmailLink(db, subject, now);
  const query =
    subject.kind === 'opt-out'
      ? new URLSearchParams({
          email_id: String(subject.listId),
          member_id: String(subject.memberId),
          opt_out: 'true',
          t: token,
        })
      : new URLSearchParams({ id: String(subject.friendId), t: token });
  const page =
    subject.kind === 'opt-out' ? 'recurring-email-status' : 'unsubscribe-lotto-friend-email';
  return { path: `/${page}?${query.toString()}`, token };
}

/**
 * Passes a link whose token was signed here for exactly this subject and is still in date;
 * refuses any other with `email_link_invalid`, or `email_link_expired` once out of date.
 */
export async function checkEmailLink(
  db: Kysely<Database>,
  token: string | undefined,
  subject: EmailLinkSubject,
  now = new Date(),
): Promise<void> {
  const [encoded, signature, extra] = (token ?? '').split('.');
  if (!encoded || !signature || extra !== undefined) throw fail('email_link_invalid');
  const text = Buffer.from(encoded, 'base64url').toString();
  const expected = mac(await signingKey(db), text);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw fail('email_link_invalid');
  }
  const separator = text.lastIndexOf(':');
  if (text.slice(0, separator) !== describe(subject)) throw fail('email_link_invalid');
  const expires = Number(text.slice(separator + 1));
  if (!Number.isSafeInteger(expires)) throw fail('email_link_invalid');
  if (expires * 1000 < now.getTime()) throw fail('email_link_expired');
}

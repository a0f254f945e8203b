import {
  countNonSpaceCharacters,
  countRichTextCharacters,
  escapeHtml,
  fillPlaceholders,
  unfilledPlaceholders,
  unfilledPlaceholdersText,
  MESSAGE_CONTENT_REQUIRED,
  MESSAGE_SUBJECT_REQUIRED,
  RICH_TEXT_MAX_LENGTH,
  visibleText,
  type DistributionMessage,
  type DistributionMessageBody,
} from '@touchline/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { sanitizeArticleHtml } from '../content/html-sanitizer';
import type { Database } from '../db/schema';
import { fail } from '../errors/domain-error';
import { clubMailHtml, type ClubBrand } from '../mail/club-mail-layout';
import { clubList } from './distribution-list-service';
import { findMessageByKey, recordMessage } from './distribution-message-repository';

export const OPT_OUT_LINK_TEXT = 'Stop receiving these emails';

/** Recipients per job sending a message's copies. */
export const DELIVERY_BATCH_SIZE = 25;

export interface MessageContext {
  readonly db: Kysely<Database>;
  /** Queues the jobs that send a recorded message's copies (absent: the workers' sweep will). */
  readonly queueMessage?: (messageId: number) => Promise<void>;
  readonly log: FastifyBaseLogger;
}

export interface Sender {
  readonly accountId: number;
  readonly userId: number | null;
}

/** The club as its mail shows it: what a copy of a message carries. */
export interface MailingClub {
  /** The club's name, logo and colours, which its mail carries. */
  readonly brand: ClubBrand;
  /** The club's public site, where the opt-out link leads. */
  readonly siteUrl: string;
}

/** A member a copy is for. */
export interface CopyRecipient {
  readonly firstName: string;
}

/** The subject and the sanitised body, or the refusal naming each field at fault. */
function checkedMessage(body: DistributionMessageBody): { subject: string; content: string } {
  const subject = body.subject.trim();
  const content = sanitizeArticleHtml(body.content);
  const hasImage = /<img\s/i.test(content);
  const errors: Record<string, string[]> = {};
  const subjectUnfilled = unfilledPlaceholders(subject);
  const contentUnfilled = unfilledPlaceholders(content);
  if (!subject) errors['subject'] = [MESSAGE_SUBJECT_REQUIRED];
  else if (subjectUnfilled.length > 0)
    errors['subject'] = [unfilledPlaceholdersText(subjectUnfilled)];
  if (countNonSpaceCharacters(content) === 0 && !hasImage) {
    errors['content'] = [MESSAGE_CONTENT_REQUIRED];
  } else if (countRichTextCharacters(content) > RICH_TEXT_MAX_LENGTH) {
    errors['content'] = [`Maximum length ${RICH_TEXT_MAX_LENGTH}`];
  } else if (contentUnfilled.length > 0) {
    errors['content'] = [unfilledPlaceholdersText(contentUnfilled)];
  }
  if (Object.keys(errors).length > 0) throw fail('invalid_data', { errors });
  return { subject, content };
}

/** One member's copy of a message: placeholders filled in, in the club's look, with the link. */
export function mailFor(
  club: MailingClub,
  message: Pick<DistributionMessage, 'subject' | 'content'>,
  recipient: CopyRecipient,
  link: string,
): { subject: string; html: string; text: string } {
  const clubName = club.brand.name;
  const plain = { first_name: recipient.firstName, club_name: clubName };
  const escaped = {
    first_name: escapeHtml(recipient.firstName),
    club_name: escapeHtml(clubName),
  };
  // Cleaned again once filled in: a value can be harmless as text and not inside an attribute
  // (a first name of `javascript:...` in an href).
  const content = sanitizeArticleHtml(fillPlaceholders(message.content, escaped));
  const subject = fillPlaceholders(message.subject, plain);
  const html = clubMailHtml(club.brand, {
    title: subject,
    content,
    footer: `You receive this email as a member of ${escapeHtml(clubName)}. <a href="${escapeHtml(link)}">${OPT_OUT_LINK_TEXT}</a>.`,
  });
  const text = `${visibleText(content)
    .replace(/[ \t]+/g, ' ')
    .trim()}\n\n--\nYou receive this email as a member of ${clubName}. ${OPT_OUT_LINK_TEXT}: ${link}`;
  return { subject, html, text };
}

/**
 * Records a message to an active list with one queued delivery per recipient, and queues the
 * jobs that send them (docs/architecture.md, "Background jobs"): answers at once, every copy
 * pending. The same idempotency key again answers the recorded message (`created: false`), with
 * its copies as they are now, and records nothing.
 */
export async function sendListMessage(
  context: MessageContext,
  sender: Sender,
  listId: number,
  body: DistributionMessageBody,
): Promise<{ message: DistributionMessage; created: boolean }> {
  const { db, log } = context;
  const earlier = await findMessageByKey(db, sender.accountId, body.idempotency_key);
  if (earlier) {
    if (earlier.email_distribution_list_id !== listId) throw fail('message_key_reused');
    return { message: earlier, created: false };
  }
  const list = await clubList(db, sender.accountId, listId);
  if (list.email_status !== 'active') throw fail('list_inactive');
  const { subject, content } = checkedMessage(body);

  const recorded = await recordMessage(
    db,
    sender.accountId,
    { listId, subject, content, idempotencyKey: body.idempotency_key, sentBy: sender.userId },
    DELIVERY_BATCH_SIZE,
  );
  if (!recorded) {
    // Another request with the same key got there first: answer its message.
    const first = await findMessageByKey(db, sender.accountId, body.idempotency_key);
    if (!first) throw new Error('A claimed message key has no message');
    if (first.email_distribution_list_id !== listId) throw fail('message_key_reused');
    return { message: first, created: false };
  }
  if (recorded.batches > 0 && context.queueMessage) {
    try {
      await context.queueMessage(recorded.message.id);
    } catch (error) {
      // Recorded all the same: the workers' sweep queues deliveries left waiting.
      log.error({ err: error, messageId: recorded.message.id }, 'A list message was not queued');
    }
  }
  return { message: recorded.message, created: true };
}

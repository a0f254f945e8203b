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
import type { MailPort } from '../mail/mail-port';
import { findDistributionList } from './distribution-list-repository';
import {
  claimMessage,
  findMessageByKey,
  listRecipients,
  setRecipientCount,
  type Recipient,
} from './distribution-message-repository';
import { emailActionLink } from '../content/email-link-signing';

export const OPT_OUT_LINK_TEXT = 'Stop receiving these emails';

export interface MessageContext {
  readonly db: Kysely<Database>;
  readonly mail: MailPort;
  readonly log: FastifyBaseLogger;
}

export interface Sender {
  readonly accountId: number;
  /** The club's name, logo and colours, which its mail carries. */
  readonly brand: ClubBrand;
  /** The club's public site, where the opt-out link leads. */
  readonly siteUrl: string;
  readonly userId: number | null;
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

function mailFor(
  sender: Sender,
  message: DistributionMessage,
  recipient: Recipient,
  link: string,
): { subject: string; html: string; text: string } {
  const clubName = sender.brand.name;
  const plain = { first_name: recipient.firstName, club_name: clubName };
  const escaped = {
    first_name: escapeHtml(recipient.firstName),
    club_name: escapeHtml(clubName),
  };
  // Cleaned again once filled in: a value can be harmless as text and not inside an attribute
  // (a first name of `javascript:...` in an href).
  const content = sanitizeArticleHtml(fillPlaceholders(message.content, escaped));
  const subject = fillPlaceholders(message.subject, plain);
  const html = clubMailHtml(sender.brand, {
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
 * Sends a message to every recipient of an active list, each with its own opt-out link, and
 * records it with the number reached. The same idempotency key again answers the recorded
 * message (`created: false`) and sends nothing.
 */
export async function sendListMessage(
  context: MessageContext,
  sender: Sender,
  listId: number,
  body: DistributionMessageBody,
): Promise<{ message: DistributionMessage; created: boolean }> {
  const { db, mail, log } = context;
  const earlier = await findMessageByKey(db, sender.accountId, body.idempotency_key);
  if (earlier) {
    if (earlier.email_distribution_list_id !== listId) throw fail('message_key_reused');
    return { message: earlier, created: false };
  }
  const list = await findDistributionList(db, sender.accountId, listId);
  if (!list) throw fail('list_not_found');
  if (list.email_status !== 'active') throw fail('list_inactive');
  const { subject, content } = checkedMessage(body);

  const claimed = await claimMessage(db, sender.accountId, {
    listId,
    subject,
    content,
    idempotencyKey: body.idempotency_key,
    sentBy: sender.userId,
  });
  if (!claimed) {
    // Another request with the same key got there first: answer its message.
    const first = await findMessageByKey(db, sender.accountId, body.idempotency_key);
    if (!first) throw new Error('A claimed message key has no message');
    return { message: first, created: false };
  }

  let reached = 0;
  for (const recipient of await listRecipients(db, sender.accountId, listId)) {
    // The opt-out link records this member's answer to this list on the club's site. It
    // carries a signed token (`t`): ids alone would let anyone change another member's choice.
    const { path } = await emailActionLink(db, {
      kind: 'opt-out',
      accountId: sender.accountId,
      listId: claimed.email_distribution_list_id,
      memberId: recipient.memberId,
    });
    const link = `${sender.siteUrl}${path}`;
    const { subject: personalSubject, html, text } = mailFor(sender, claimed, recipient, link);
    try {
      await mail.sendMail({
        to: recipient.email,
        subject: personalSubject,
        html,
        text,
        kind: 'distribution_message',
        data: { link, list_id: listId, member_id: recipient.memberId, message_id: claimed.id },
      });
      reached++;
    } catch (error) {
      // One bad address must not stop the others; the count says how many were reached.
      log.warn({ err: error, memberId: recipient.memberId }, 'A list message was not sent');
    }
  }
  await setRecipientCount(db, claimed.id, reached);
  return { message: { ...claimed, recipients: reached }, created: true };
}

import { ACCESSIBILITY_TOPICS, type ContactMessageBody } from '@touchline/contracts';
import {
  contactEmail,
  contactMessage,
  contactName,
  contactPhoneNumber,
  contactSurname,
  type Validator,
} from '@touchline/validators';
import { fail } from '../errors/domain-error';

/** A contact message as stored, after trimming. */
export interface CleanContactMessage {
  readonly sender: string;
  readonly sender_email: string;
  readonly sender_phone: string | null;
  readonly subject: string;
  readonly content: string;
  /** 'accessibility' for a report from the accessibility statement; null otherwise. */
  readonly category: string | null;
  readonly category_detail: string | null;
}

/** Answered when an accessibility report names no kind of problem, or one not offered. */
export const TOPIC_REQUIRED = 'Choose what the problem is about.';

/** The longest subject stored; a longer one is cut. */
export const SUBJECT_MAX = 200;

const messagesOf = (checks: ReadonlyArray<readonly [Validator, unknown]>): string[] =>
  checks.flatMap(([validate, value]) => validate(value) ?? []);

/**
 * The site sends the name and the surname joined by a space as `sender`; either may hold spaces
 * itself ("Mary Kate", "Ó Sé"). The sender passes when some split passes both fields' rules;
 * otherwise the messages of the split with the fewest (the last space first) are answered.
 */
function senderErrors(sender: string): string[] {
  const splits: Array<readonly [string, string]> = [];
  for (let at = sender.lastIndexOf(' '); at > 0; at = sender.lastIndexOf(' ', at - 1)) {
    splits.push([sender.slice(0, at), sender.slice(at + 1)]);
  }
  if (splits.length === 0) splits.push([sender, '']);
  let best: string[] | undefined;
  for (const [name, surname] of splits) {
    const errors = messagesOf([
      [contactName, name],
      [contactSurname, surname],
    ]);
    if (errors.length === 0) return [];
    if (!best || errors.length < best.length) best = errors;
  }
  return best ?? [];
}

/**
 * The server's half of the contact form rules, with the site's own
 * validators (`@touchline/validators`), so both answer the same texts. Refuses a message that
 * breaks them with `contact_invalid` and the messages by field.
 */
export function checkContactMessage(
  body: ContactMessageBody,
  clubName: string,
): CleanContactMessage {
  const errors: Record<string, string[]> = {};
  const report = (field: string, messages: string[]) => {
    if (messages.length > 0) errors[field] = messages;
  };

  const sender = body.sender.trim().replace(/\s+/g, ' ');
  const email = body.sender_email.trim();
  const phone = body.sender_phone?.trim() || null;
  const content = body.content.trim();
  report('sender', senderErrors(sender));
  report('sender_email', messagesOf([[contactEmail, email]]));
  report('sender_phone', messagesOf([[contactPhoneNumber, phone]]));
  report('content', messagesOf([[contactMessage, content]]));
  const category = body.category ?? null;
  const detail = body.category_detail?.trim() || null;
  if (category === 'accessibility' && !(detail && Object.hasOwn(ACCESSIBILITY_TOPICS, detail))) {
    report('category_detail', [TOPIC_REQUIRED]);
  }
  if (!category && detail) report('category_detail', [TOPIC_REQUIRED]);
  if (Object.keys(errors).length > 0) throw fail('contact_invalid', { errors });

  const fallback =
    category === 'accessibility'
      ? `Accessibility problem reported by ${sender} on the ${clubName} website`
      : `Message from ${sender} via the ${clubName} website`;
  const subject = (body.subject?.trim() || fallback).slice(0, SUBJECT_MAX);
  return {
    sender,
    sender_email: email.toLowerCase(),
    sender_phone: phone,
    subject,
    content,
    category,
    category_detail: category ? detail : null,
  };
}

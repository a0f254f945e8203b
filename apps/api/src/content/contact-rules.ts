import { CONTACT_LIMITS, type ContactMessageBody } from '@touchline/contracts';

/** A contact message as stored, after trimming. */
export interface CleanContactMessage {
  readonly sender: string;
  readonly sender_email: string;
  readonly sender_phone: string | null;
  readonly subject: string;
  readonly content: string;
}

export type ContactCheck =
  | { readonly ok: true; readonly message: CleanContactMessage }
  | { readonly ok: false; readonly errors: Record<string, string[]> };

const SENDER_MAX = CONTACT_LIMITS.nameMax + 1 + CONTACT_LIMITS.surnameMax;

/**
 * Local part and domain of a plain address; neither may start or end with a dot or hold two in a
 * row (spec 000 section 5), and the domain needs a dot-separated top-level label.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** The server's half of the contact form rules, with the spec's messages. */
export function checkContactMessage(body: ContactMessageBody, clubName: string): ContactCheck {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  const sender = body.sender.trim().replace(/\s+/g, ' ');
  if (!sender) add('sender', 'Please enter your name');
  else if (sender.length < CONTACT_LIMITS.nameMin)
    add('sender', `Name must be at least ${CONTACT_LIMITS.nameMin} characters long`);
  else if (sender.length > SENDER_MAX)
    add('sender', `Name must be at most ${SENDER_MAX} characters long`);

  const email = body.sender_email.trim();
  if (!email) add('sender_email', 'Please enter your email');
  else if (email.length < CONTACT_LIMITS.emailMin)
    add('sender_email', `Email must be at least ${CONTACT_LIMITS.emailMin} characters long`);
  else if (email.length > CONTACT_LIMITS.emailMax || !isValidEmail(email))
    add('sender_email', 'Please enter a valid email address');

  const phone = body.sender_phone?.trim() || null;
  const phonePattern = new RegExp(`^\\+\\d{1,${CONTACT_LIMITS.phoneDigitsMax}}$`);
  if (phone !== null && !phonePattern.test(phone)) {
    add('sender_phone', 'Please enter a valid phone number');
  }

  const content = body.content.trim();
  if (!content) add('content', 'Please enter your message');
  else if (content.length < CONTACT_LIMITS.messageMin)
    add('content', `Message must be at least ${CONTACT_LIMITS.messageMin} characters long`);
  else if (content.length > CONTACT_LIMITS.messageMax)
    add('content', `Message must be at most ${CONTACT_LIMITS.messageMax} characters long`);

  const subject = (
    body.subject?.trim() || `Message from ${sender} via the ${clubName} website`
  ).slice(0, CONTACT_LIMITS.subjectMax);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    message: { sender, sender_email: email.toLowerCase(), sender_phone: phone, subject, content },
  };
}

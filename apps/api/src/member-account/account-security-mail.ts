import { escapeHtml } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import { htmlIn, mailTranslator } from '../mail/mail-language';
import type { MailMessage } from '../mail/mail-port';
import { greeting } from '../mail/plain-text-mail';

/** The link to confirm a new address, mailed to it (kind `email_change`). */
export function emailChangeMail(change: {
  readonly to: string;
  readonly firstName: string | null;
  readonly link: string;
  readonly code: string;
  readonly hours: number;
  readonly language: Language;
}): MailMessage {
  const t = mailTranslator(change.language);
  const hello = greeting(change.firstName, t);
  const expiry = t('security.change.expiry', { hours: String(change.hours) });
  return {
    kind: 'email_change',
    to: change.to,
    subject: t('security.change.subject'),
    text: `${hello}\n\n${t('security.change.ask')}\n${change.link}\n\n${expiry}`,
    html: htmlIn(
      change.language,
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(t('security.change.askShort'))}</p><p><a href="${escapeHtml(change.link)}">${escapeHtml(t('security.change.button'))}</a></p><p>${escapeHtml(expiry)}</p>`,
    ),
    data: { code: change.code, link: change.link },
  };
}

/** The old address told of the change, with the link to undo it (kind `email_change_notice`). */
export function emailChangeNoticeMail(notice: {
  readonly to: string;
  readonly firstName: string | null;
  readonly newEmail: string;
  readonly link: string;
  readonly days: number;
  readonly language: Language;
}): MailMessage {
  const t = mailTranslator(notice.language);
  const hello = greeting(notice.firstName, t);
  const changed = t('security.notice.changed', { email: notice.newEmail });
  const notYou = t('security.notice.notYou', { days: String(notice.days) });
  return {
    kind: 'email_change_notice',
    to: notice.to,
    subject: t('security.notice.subject'),
    text: `${hello}\n\n${changed}\n\n${notYou}\n${notice.link}`,
    html: htmlIn(
      notice.language,
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(changed)}</p><p>${escapeHtml(notYou)}</p><p><a href="${escapeHtml(notice.link)}">${escapeHtml(t('security.notice.button'))}</a></p>`,
    ),
    data: { link: notice.link },
  };
}

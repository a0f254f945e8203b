import { escapeHtml, RESET_CODE_RULES } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import { htmlIn, htmlMessage, mailTranslator } from '../mail/mail-language';
import type { MailPort } from '../mail/mail-port';
import { greeting } from '../mail/plain-text-mail';

/** Whom an identity mail goes to, and the language of their mails (`memberMailLanguage`). */
export interface IdentityMailRecipient {
  readonly email: string;
  readonly firstName: string;
  readonly language?: Language;
}

/** Mails of the identity area, as plain text plus a short HTML version, in the member's language. */
export function createIdentityMail(mail: MailPort) {
  return {
    /** The link to the site's email-confirmed page (`c` = the code). */
    async sendVerification(to: IdentityMailRecipient, siteUrl: string, code: string) {
      const language = to.language ?? 'en';
      const t = mailTranslator(language);
      const link = `${siteUrl}/authentication/email-confirmed?c=${encodeURIComponent(code)}`;
      const hello = greeting(to.firstName, t);
      const expiry = t('identity.verify.expiry');
      await mail.sendMail({
        kind: 'email_verification',
        to: to.email,
        subject: t('identity.verify.subject'),
        text: `${hello}\n\n${t('identity.verify.ask')}\n${link}\n\n${expiry}`,
        html: htmlIn(
          language,
          `<p>${escapeHtml(hello)}</p><p>${escapeHtml(t('identity.verify.askShort'))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t('identity.verify.button'))}</a></p><p>${escapeHtml(expiry)}</p>`,
        ),
        data: { code, link },
      });
    },

    /** The 6-digit code of the forgot-password and set-password screens. */
    async sendResetCode(to: IdentityMailRecipient, code: string, setting: boolean) {
      const language = to.language ?? 'en';
      const t = mailTranslator(language);
      const minutes = String(RESET_CODE_RULES.ttlSeconds / 60);
      const values = { setting: setting ? 'yes' : 'no' };
      const hello = greeting(to.firstName, t);
      const expiry = t('identity.reset.expiry', { minutes });
      await mail.sendMail({
        kind: 'password_reset',
        to: to.email,
        subject: t('identity.reset.subject', values),
        text: `${hello}\n\n${t('identity.reset.code', { ...values, code })}\n${expiry}`,
        html: htmlIn(
          language,
          `<p>${escapeHtml(hello)}</p><p>${htmlMessage(t, 'identity.reset.code', values, { code: `<strong>${escapeHtml(code)}</strong>` })}</p><p>${escapeHtml(expiry)}</p>`,
        ),
        data: { code, email: to.email },
      });
    },
  };
}

export type IdentityMail = ReturnType<typeof createIdentityMail>;

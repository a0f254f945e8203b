import { escapeHtml, RESET_CODE_RULES } from '@touchline/contracts';
import type { MailPort } from '../mail/mail-port';

/** Mails of the identity area, as plain text plus a short HTML version. */
export function createIdentityMail(mail: MailPort) {
  return {
    /** The link to the site's email-confirmed page (`c` = the code). */
    async sendVerification(
      to: { email: string; firstName: string },
      siteUrl: string,
      code: string,
    ) {
      const link = `${siteUrl}/authentication/email-confirmed?c=${encodeURIComponent(code)}`;
      const greeting = to.firstName ? `Hello ${to.firstName},` : 'Hello,';
      await mail.sendMail({
        kind: 'email_verification',
        to: to.email,
        subject: 'Verify your email address',
        text: `${greeting}\n\nPlease confirm your email address by opening this link:\n${link}\n\nThe link works for 48 hours. If you did not create an account, ignore this email.`,
        html: `<p>${escapeHtml(greeting)}</p><p>Please confirm your email address:</p><p><a href="${escapeHtml(link)}">Verify my email</a></p><p>The link works for 48 hours. If you did not create an account, ignore this email.</p>`,
        data: { code, link },
      });
    },

    /** The 6-digit code of the forgot-password and set-password screens. */
    async sendResetCode(to: { email: string; firstName: string }, code: string, setting: boolean) {
      const minutes = RESET_CODE_RULES.ttlSeconds / 60;
      const purpose = setting ? 'set your password' : 'reset your password';
      const greeting = to.firstName ? `Hello ${to.firstName},` : 'Hello,';
      await mail.sendMail({
        kind: 'password_reset',
        to: to.email,
        subject: setting ? 'Your code to set a password' : 'Your password reset code',
        text: `${greeting}\n\nYour code to ${purpose} is ${code}.\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
        html: `<p>${escapeHtml(greeting)}</p><p>Your code to ${purpose} is <strong>${code}</strong>.</p><p>It expires in ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.</p>`,
        data: { code, email: to.email },
      });
    },
  };
}

export type IdentityMail = ReturnType<typeof createIdentityMail>;

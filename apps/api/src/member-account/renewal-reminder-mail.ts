import type { Renewal } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import { mailTranslator, type MailT } from '../mail/mail-language';
import type { MailMessage } from '../mail/mail-port';
import { greeting, plainTextHtml } from '../mail/plain-text-mail';

/** `YYYY-MM-DD` as the spec writes dates, `dd/MM/yyyy`. */
const spelled = (iso: string) => iso.split('-').reverse().join('/');

/**
 * `Ciaran Murphy's Adult Social Membership ends on …`, or a bundle's `Your Family Membership
 * for … ends on …`.
 */
function endsText(t: MailT, renewal: Renewal): string {
  const owner =
    renewal.kind === 'bundle'
      ? renewal.person
        ? 'bundleFor'
        : 'yours'
      : renewal.person
        ? 'person'
        : 'yours';
  return t('reminder.ends', {
    owner,
    person: renewal.person ?? '',
    plan: renewal.plan_name,
    date: spelled(renewal.ends_on),
  });
}

/** Sent once, 30 days before a membership ends (kind `membership_renewal_reminder`). */
export function renewalReminderMail(notice: {
  readonly to: string;
  readonly firstName: string | null;
  readonly renewal: Renewal;
  /** The account area's Renewals page. */
  readonly renewalsUrl: string;
  /** The member's language (`memberMailLanguage`). */
  readonly language?: Language;
}): MailMessage {
  const { renewal } = notice;
  const language = notice.language ?? 'en';
  const t = mailTranslator(language);
  const lines = [
    greeting(notice.firstName, t),
    '',
    endsText(t, renewal),
    ...(renewal.next_plan || renewal.next_bundle ? [t('reminder.renew'), notice.renewalsUrl] : []),
    '',
    renewal.club_name,
  ];
  return {
    to: notice.to,
    kind: 'membership_renewal_reminder',
    subject: t('reminder.subject', { club: renewal.club_name, plan: renewal.plan_name }),
    text: lines.join('\n'),
    html: plainTextHtml(lines, language),
    data: { order_item_id: renewal.order_item_id, ends_on: renewal.ends_on },
    idempotencyKey: `membership-renewal:${renewal.order_item_id}`,
  };
}

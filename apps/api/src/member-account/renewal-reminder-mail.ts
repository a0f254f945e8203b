import type { Renewal } from '@touchline/contracts';
import type { MailMessage } from '../mail/mail-port';
import { greeting, plainTextHtml } from '../mail/plain-text-mail';

/** `YYYY-MM-DD` as the spec writes dates, `dd/MM/yyyy`. */
const spelled = (iso: string) => iso.split('-').reverse().join('/');

/** `Ciaran Murphy's Adult Social Membership`, or a bundle's `Your Family Membership for …`. */
function whose(renewal: Renewal): string {
  if (renewal.kind === 'bundle') {
    return `Your ${renewal.plan_name}${renewal.person ? ` for ${renewal.person}` : ''}`;
  }
  return `${renewal.person ? `${renewal.person}'s` : 'Your'} ${renewal.plan_name}`;
}

/** Sent once, 30 days before a membership ends (kind `membership_renewal_reminder`). */
export function renewalReminderMail(notice: {
  readonly to: string;
  readonly firstName: string | null;
  readonly renewal: Renewal;
  /** The account area's Renewals page. */
  readonly renewalsUrl: string;
}): MailMessage {
  const { renewal } = notice;
  const lines = [
    greeting(notice.firstName),
    '',
    `${whose(renewal)} ends on ${spelled(renewal.ends_on)}.`,
    ...(renewal.next_plan || renewal.next_bundle
      ? [`You can renew it for next season with one Renew in your account:`, notice.renewalsUrl]
      : []),
    '',
    renewal.club_name,
  ];
  return {
    to: notice.to,
    kind: 'membership_renewal_reminder',
    subject: `${renewal.club_name}: renew ${renewal.plan_name} for next season`,
    text: lines.join('\n'),
    html: plainTextHtml(lines),
    data: { order_item_id: renewal.order_item_id, ends_on: renewal.ends_on },
    idempotencyKey: `membership-renewal:${renewal.order_item_id}`,
  };
}

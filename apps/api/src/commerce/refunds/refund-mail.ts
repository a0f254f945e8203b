import type { Language } from '@touchline/contracts/languages';
import { mailTranslator } from '../../mail/mail-language';
import type { MailMessage } from '../../mail/mail-port';
import { greeting, plainTextHtml } from '../../mail/plain-text-mail';
import { formatMoney } from '../receipts/money-format';

export interface RefundNotice {
  readonly to: string;
  readonly firstName: string | null;
  readonly clubName: string;
  readonly orderId: string;
  readonly orderSeq: number;
  readonly currency: string;
  readonly reason: string;
  /** What was given back of each line. */
  readonly lines: readonly { readonly name: string; readonly amount: number }[];
  /** How many instalments will no longer be charged. */
  readonly cancelledInstalments: number;
  /** The member's language (`memberMailLanguage`); the club's reason stays as it wrote it. */
  readonly language?: Language;
}

/** The receipt of a refund the club made (kind `order_refunded`), like the instalment mails. */
export function orderRefundedMail(notice: RefundNotice): MailMessage {
  const language = notice.language ?? 'en';
  const t = mailTranslator(language);
  const amount = notice.lines.reduce((sum, line) => sum + line.amount, 0);
  const money = formatMoney(amount, notice.currency);
  const orderSeq = String(notice.orderSeq);
  const lines = [
    greeting(notice.firstName, t),
    '',
    t('refund.text', { amount: money, orderSeq }),
    ...notice.lines.map((line) => `${line.name}: ${formatMoney(line.amount, notice.currency)}`),
    '',
    t('refund.reason', { reason: notice.reason }),
    ...(notice.cancelledInstalments > 0
      ? [t('refund.cancelled', { count: notice.cancelledInstalments })]
      : []),
    t('refund.usually'),
    '',
    notice.clubName,
  ];
  return {
    to: notice.to,
    kind: 'order_refunded',
    subject: t('refund.subject', { club: notice.clubName, amount: money, orderSeq }),
    text: lines.join('\n'),
    html: plainTextHtml(lines, language),
    data: {
      order_id: notice.orderId,
      order_seq: notice.orderSeq,
      amount,
      currency: notice.currency,
    },
  };
}

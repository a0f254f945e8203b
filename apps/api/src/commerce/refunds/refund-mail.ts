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
}

/** The receipt of a refund the club made (kind `order_refunded`), like the instalment mails. */
export function orderRefundedMail(notice: RefundNotice): MailMessage {
  const amount = notice.lines.reduce((sum, line) => sum + line.amount, 0);
  const money = formatMoney(amount, notice.currency);
  const lines = [
    greeting(notice.firstName),
    '',
    `We refunded ${money} to the card you paid with for order ${notice.orderSeq}:`,
    ...notice.lines.map((line) => `${line.name}: ${formatMoney(line.amount, notice.currency)}`),
    '',
    `Reason: ${notice.reason}`,
    ...(notice.cancelledInstalments > 0
      ? [
          notice.cancelledInstalments === 1
            ? 'The remaining payment of this order is cancelled: it will not be charged.'
            : `The ${notice.cancelledInstalments} remaining payments of this order are cancelled: they will not be charged.`,
        ]
      : []),
    'A refund usually reaches your account within 5 to 10 working days.',
    '',
    notice.clubName,
  ];
  return {
    to: notice.to,
    kind: 'order_refunded',
    subject: `${notice.clubName}: refund of ${money} for order ${notice.orderSeq}`,
    text: lines.join('\n'),
    html: plainTextHtml(lines),
    data: {
      order_id: notice.orderId,
      order_seq: notice.orderSeq,
      amount,
      currency: notice.currency,
    },
  };
}

import { clubSiteUrl } from '../../backoffice/club-site-url';
import type { Clock } from '../../clock/clock';
import { mailTranslator } from '../../mail/mail-language';
import { memberMailLanguage } from '../../mail/mail-language-repository';
import type { MailMessage } from '../../mail/mail-port';
import { chargeLabel, type ChargeSubject } from '../collection/charge-label';
import type { CommerceContext } from '../commerce-context';
import {
  cardToCharge,
  claimNotice,
  memberToTell,
  releaseNotice,
  scheduledPayments,
} from './payment-notice-repository';
import { cardExpiringMail, paymentReminderMail, type UpcomingChargeNotice } from './renewal-mail';
import type { RenewalService } from './renewal-service';

/** The reminder goes this many days before a charge (one mail per charge). */
export const REMINDER_DAYS = 3;
/** A card that expires before a charge due within this many days is told of (once per card). */
export const CARD_EXPIRY_NOTICE_DAYS = 30;
/** How many charges one run looks at. */
export const NOTICE_BATCH = 2000;

const DAY = 86_400_000;
const dateOf = (time: Date): string => time.toISOString().slice(0, 10);
/** `visa` -> `Visa`, as the account shows card brands. */
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** Whether a card valid to the end of its expiry month has expired by `dueOn` (`YYYY-MM-DD`). */
export function expiresBefore(
  card: { readonly expiration_month: number; readonly expiration_year: number },
  dueOn: string,
): boolean {
  const firstDayAfter = dateOf(new Date(Date.UTC(card.expiration_year, card.expiration_month, 1)));
  return dueOn >= firstDayAfter;
}

interface UpcomingCharge {
  /** `instalment:{id}` or `renewal:{order item id}:{renewal}`. */
  readonly key: string;
  readonly userId: number;
  /** The club of the order, whose default language the member's mails take without a choice. */
  readonly accountId: number;
  /** The next charge of its item (the card-expiry notice is about the next one only). */
  readonly next: boolean;
  /** What it pays for, named in the member's language when the mail is written. */
  readonly subject: ChargeSubject;
  readonly notice: Omit<UpcomingChargeNotice, 'to' | 'firstName' | 'cardsUrl' | 'label'>;
}

/**
 * Mails ahead of the charges to come: a reminder {@link REMINDER_DAYS} days before each charge
 * (instalments, subscription periods, renewals), and a notice when the card it will be charged
 * to expires first. Each is recorded before it goes and sent once.
 */
export function createPaymentNoticeService(
  context: CommerceContext,
  clock: Clock,
  renewals: RenewalService,
) {
  const { db } = context;
  const cardsUrl = `${clubSiteUrl(context.config.identity.siteUrl, context.config.defaultClub, 'myaccount')}/payment-methods`;

  async function upcomingCharges(now: Date): Promise<UpcomingCharge[]> {
    const today = dateOf(now);
    const until = new Date(now.getTime() + CARD_EXPIRY_NOTICE_DAYS * DAY);
    const charges: UpcomingCharge[] = [];
    const seenItems = new Set<number>();
    for (const row of await scheduledPayments(db, today, dateOf(until), NOTICE_BATCH)) {
      if (row.user_id === null) continue;
      charges.push({
        key: `instalment:${row.order_instalment_id}`,
        userId: row.user_id,
        accountId: row.account_id,
        next: !seenItems.has(row.order_item_id),
        subject: {
          productName: row.product_name,
          sequence: row.sequence,
          numberOfPayments: row.number_of_payments,
          paymentType: row.payment_type,
        },
        notice: {
          clubName: row.club_name,
          orderId: row.order_id,
          orderSeq: row.order_seq,
          amount: row.amount,
          currency: row.currency,
          dueOn: row.due_on,
        },
      });
      seenItems.add(row.order_item_id);
    }
    for (const upcoming of await renewals.upcomingRenewals(until)) {
      const { entry } = upcoming;
      if (entry.user_id === null) continue;
      charges.push({
        key: `renewal:${entry.order_item_id}:${upcoming.renewal}`,
        userId: entry.user_id,
        accountId: entry.account_id,
        next: true,
        subject: {
          productName: entry.name,
          sequence: 0,
          numberOfPayments: 0,
          paymentType: 'full',
          renewal: { title: entry.price_title },
        },
        notice: {
          clubName: entry.club_name,
          orderId: entry.order_id,
          orderSeq: entry.order_seq,
          amount: upcoming.amount,
          currency: entry.currency,
          dueOn: upcoming.dueOn,
        },
      });
    }
    return charges;
  }

  /** Sends a notice once: recorded first, given back if the mail could not be handed over. */
  async function sendOnce(
    notice: { kind: 'reminder' | 'card_expiry'; chargeKey: string; cardKey: string },
    userId: number,
    dueOn: string,
    mail: MailMessage,
  ): Promise<boolean> {
    if (!(await claimNotice(db, { ...notice, userId, dueOn }))) return false;
    try {
      await context.mail.sendMail(mail);
    } catch (error) {
      await releaseNotice(db, notice);
      throw error;
    }
    return true;
  }

  return {
    /** One run: answers how many reminders and card-expiry notices went. */
    async sendNotices(): Promise<{ reminders: number; cardExpiry: number }> {
      const now = await clock.now();
      const remindUntil = dateOf(new Date(now.getTime() + REMINDER_DAYS * DAY));
      let reminders = 0;
      let cardExpiry = 0;
      for (const charge of await upcomingCharges(now)) {
        const member = await memberToTell(db, charge.userId);
        if (!member) continue;
        const language = await memberMailLanguage(db, {
          userId: charge.userId,
          accountId: charge.accountId,
        });
        const notice: UpcomingChargeNotice = {
          ...charge.notice,
          to: member.email,
          firstName: member.first_name,
          cardsUrl,
          label: chargeLabel(charge.subject, mailTranslator(language)),
          language,
        };
        const card = await cardToCharge(db, charge.userId, context.payments.provider);
        if (notice.dueOn <= remindUntil) {
          const sent = await sendOnce(
            { kind: 'reminder', chargeKey: charge.key, cardKey: '' },
            charge.userId,
            notice.dueOn,
            paymentReminderMail(
              notice,
              card ? { brand: brandName(card.brand), lastFour: card.last_four_digits } : null,
            ),
          );
          if (sent) reminders += 1;
        }
        if (card && charge.next && expiresBefore(card, notice.dueOn)) {
          const sent = await sendOnce(
            { kind: 'card_expiry', chargeKey: charge.key, cardKey: String(card.payment_method_id) },
            charge.userId,
            notice.dueOn,
            cardExpiringMail(notice, {
              brand: brandName(card.brand),
              lastFour: card.last_four_digits,
              expirationMonth: card.expiration_month,
              expirationYear: card.expiration_year,
            }),
          );
          if (sent) cardExpiry += 1;
        }
      }
      return { reminders, cardExpiry };
    },
  };
}

export type PaymentNoticeService = ReturnType<typeof createPaymentNoticeService>;

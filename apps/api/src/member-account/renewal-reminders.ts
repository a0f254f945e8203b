import type { Kysely } from 'kysely';
import { clubSiteUrl } from '../backoffice/club-site-url';
import type { Clock } from '../clock/clock';
import type { ApiConfig } from '../config';
import type { Database } from '../db/schema';
import { memberMailLanguage } from '../mail/mail-language-repository';
import type { MailPort } from '../mail/mail-port';
import { renewalReminderMail } from './renewal-reminder-mail';
import {
  claimRenewalReminder,
  findMembershipsToRemind,
  releaseRenewalReminder,
} from './renewal-repository';
import { isRenewable, listRenewals } from './renewals';

/** The account area's Renewals page, where the reminder links to. */
export const renewalsPageUrl = (config: ApiConfig) =>
  `${clubSiteUrl(config.identity.siteUrl, config.defaultClub, 'myaccount')}/renewals`;

/**
 * One run of the renewal reminders: each membership (a plan, or a bundle line) ending within 30
 * days whose next season's plan or bundle is on sale and that its people do not hold yet gets one
 * mail (recorded before it goes, given back if the mail could not be handed over). Answers how
 * many went.
 */
export async function sendRenewalReminders(dependencies: {
  readonly db: Kysely<Database>;
  readonly config: ApiConfig;
  readonly mail: MailPort;
  readonly clock: Clock;
}): Promise<number> {
  const { db, mail } = dependencies;
  const now = await dependencies.clock.now();
  const due = await findMembershipsToRemind(db, now.toISOString().slice(0, 10));
  const byUser = new Map<number, Awaited<ReturnType<typeof listRenewals>>>();
  let sent = 0;
  for (const membership of due) {
    const userId = membership.user_id;
    if (userId === null) continue;
    let drafts = byUser.get(userId);
    if (!drafts) {
      drafts = await listRenewals(db, userId, now);
      byUser.set(userId, drafts);
    }
    const renewal = drafts.find(
      (draft) => draft.renewal.order_item_id === membership.order_item_id,
    )?.renewal;
    if (!renewal || !isRenewable(renewal)) continue;
    const claim = { orderItemId: renewal.order_item_id, userId, endsOn: membership.ends_on };
    if (!(await claimRenewalReminder(db, claim))) continue;
    try {
      await mail.sendMail(
        renewalReminderMail({
          to: membership.email,
          firstName: membership.first_name,
          renewal,
          renewalsUrl: renewalsPageUrl(dependencies.config),
          language: await memberMailLanguage(db, { userId, accountId: membership.account_id }),
        }),
      );
    } catch (error) {
      await releaseRenewalReminder(db, renewal.order_item_id);
      throw error;
    }
    sent += 1;
  }
  return sent;
}

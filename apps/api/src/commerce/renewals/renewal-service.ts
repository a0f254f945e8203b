import { clubSiteUrl } from '../../backoffice/club-site-url';
import type { Clock } from '../../clock/clock';
import { addPeriods } from '../../pricing/payment-schedule';
import type { CommerceContext } from '../commerce-context';
import { memberMailLanguage } from '../../mail/mail-language-repository';
import { renewalStoppedMail } from './renewal-mail';
import {
  addSubscriptionPeriod,
  cancelScheduledPeriods,
  claimRefusalNotices,
  entryEnd,
  makeRenewal,
  readProductNow,
  renewingEntries,
  runningSubscriptions,
  stopSubscription,
  type ProductNow,
  type RenewalDecision,
  type RenewingEntry,
} from './renewal-repository';

/** How many entries or subscriptions are read at a time (a run reads them all, page by page). */
export const RENEWAL_BATCH = 500;

/**
 * After an entry's last draw, how long it waits for the club to put the next draw on sale
 * before it is refused as ended (a weekly lotto whose next draw is not listed yet).
 */
export const RENEWAL_WAIT_DAYS = 7;

const DAY = 86_400_000;

const dateOf = (time: Date): string => time.toISOString().slice(0, 10);

/** The entry as it stands: where its draws start, how many it covers, its renewal number. */
function currentEntry(entry: RenewingEntry) {
  const startAt = entry.latest?.draw_at ?? (entry.draw_at ? new Date(entry.draw_at) : null);
  const draws = entry.latest?.draws ?? entry.draws ?? 1;
  return { startAt, draws, nextRenewal: (entry.latest?.renewal ?? 0) + 1 };
}

/**
 * The next entry as the club prices it now: the price option of the same title (the product's
 * price when it has none) times the quantity; null when the option is no longer offered.
 */
export function priceNow(
  entry: Pick<RenewingEntry, 'price_title' | 'quantity' | 'tickets'>,
  product: ProductNow,
): { amount: number; draws: number; units: number } | null {
  const units = entry.quantity * Math.max(1, entry.tickets ?? 1);
  // As the cart prices it: the option of the title, else the product's price.
  if (product.prices.length === 0 || entry.price_title === null) {
    return { amount: product.price * entry.quantity, draws: 1, units };
  }
  const option = product.prices.find((price) => price.title === entry.price_title);
  if (!option) return null;
  return { amount: option.price * entry.quantity, draws: Math.max(1, option.draws), units };
}

/** Renew, refuse (and why) or wait, by the product as sold now. */
export function decideRenewal(
  entry: Pick<RenewingEntry, 'price_title' | 'quantity' | 'tickets'>,
  state: { readonly product: ProductNow | null; readonly unpaid: boolean },
  endedAt: Date,
  now: Date,
): RenewalDecision {
  const { product } = state;
  if (!product || !product.active || (product.validTo !== null && product.validTo < dateOf(now))) {
    return { kind: 'refuse', reason: 'ended' };
  }
  if (!product.nextDraw) {
    return now.getTime() - endedAt.getTime() > RENEWAL_WAIT_DAYS * DAY
      ? { kind: 'refuse', reason: 'ended' }
      : { kind: 'wait' };
  }
  if (state.unpaid) return { kind: 'refuse', reason: 'unpaid' };
  const price = priceNow(entry, product);
  if (!price) return { kind: 'refuse', reason: 'price_option' };
  if (product.availableCount !== null && product.availableCount < price.units) {
    return { kind: 'refuse', reason: 'sold_out' };
  }
  return { kind: 'renew', ...price };
}

/**
 * Lotto and draw entries bought with automatic renewal, renewed when their last draw has been
 * held; subscriptions given their next period when the last one listed fell due.
 */
export function createRenewalService(context: CommerceContext, clock: Clock) {
  const { db } = context;
  const arrearsUrl = `${clubSiteUrl(context.config.identity.siteUrl, context.config.defaultClub, 'myaccount')}/arrears`;

  /** Every entry that renews, page by page. */
  async function* allEntries() {
    for (let afterId = 0; ;) {
      const page = await renewingEntries(db, { afterId, limit: RENEWAL_BATCH });
      yield* page;
      if (page.length < RENEWAL_BATCH) return;
      afterId = page[page.length - 1]!.order_item_id;
    }
  }

  /** Every subscription that goes on, page by page. */
  async function* allSubscriptions() {
    for (let afterId = 0; ;) {
      const page = await runningSubscriptions(db, { afterId, limit: RENEWAL_BATCH });
      yield* page;
      if (page.length < RENEWAL_BATCH) return;
      afterId = page[page.length - 1]!.order_item_id;
    }
  }

  /** Tells each member whose entry was refused why (once per refusal). */
  async function notifyRefusals(): Promise<number> {
    const refusals = await claimRefusalNotices(db, RENEWAL_BATCH);
    for (const refusal of refusals) {
      const to = refusal.user_email ?? refusal.buyer_email;
      if (!to) continue;
      const language = await memberMailLanguage(db, { email: to, accountId: refusal.account_id });
      await context.mail.sendMail(
        renewalStoppedMail({
          to,
          language,
          firstName: refusal.first_name,
          clubName: refusal.club_name,
          productName: refusal.name,
          title: refusal.price_title,
          orderId: refusal.order_id,
          orderSeq: refusal.order_seq,
          reason: refusal.reason,
          arrearsUrl,
        }),
      );
    }
    return refusals.length;
  }

  return {
    /**
     * Renews every entry whose draws have all been held by the clock: the next draw's entry at
     * today's price, its payment added to the line and due now (the charge jobs take it). Answers
     * the payments added, for their charge jobs.
     */
    async renewEntries(): Promise<{ instalmentIds: number[]; refused: number }> {
      const now = await clock.now();
      const instalmentIds: number[] = [];
      let refused = 0;
      for await (const entry of allEntries()) {
        const { startAt, draws, nextRenewal } = currentEntry(entry);
        if (!startAt || entry.product_id === null) continue;
        const endedAt = await entryEnd(db, entry.product_id, startAt, draws);
        if (!endedAt || endedAt.getTime() > now.getTime()) continue;
        const made = await makeRenewal(
          db,
          { orderItemId: entry.order_item_id, renewal: nextRenewal, now },
          (state) => decideRenewal(entry, state, endedAt, now),
        );
        if (made?.status === 'renewed') instalmentIds.push(made.instalmentId);
        if (made?.status === 'refused') refused += 1;
      }
      await notifyRefusals();
      return { instalmentIds, refused };
    },

    /**
     * The renewals to come by `until`: each entry's next renewal, when its last draw is held, at
     * today's price (entries the club no longer sells, or sold out, are left out).
     */
    async upcomingRenewals(until: Date) {
      const now = await clock.now();
      const upcoming = [];
      for await (const entry of allEntries()) {
        const { startAt, draws, nextRenewal } = currentEntry(entry);
        if (!startAt || entry.product_id === null || entry.user_id === null) continue;
        const endsAt = await entryEnd(db, entry.product_id, startAt, draws);
        if (!endsAt || endsAt.getTime() <= now.getTime() || endsAt.getTime() > until.getTime()) {
          continue;
        }
        const product = await readProductNow(db, entry.product_id, now);
        const dueOn = dateOf(endsAt);
        if (!product || !product.active || (product.validTo !== null && product.validTo < dueOn)) {
          continue;
        }
        const price = priceNow(entry, product);
        if (!price) continue;
        if (product.availableCount !== null && product.availableCount < price.units) continue;
        upcoming.push({ entry, renewal: nextRenewal, dueOn, amount: price.amount });
      }
      return upcoming;
    },

    /**
     * Subscriptions: periods after the club's end date are cancelled; a subscription whose
     * option the club withdrew, or whose payments the club cancelled or refunded, is stopped (by
     * the club); one with no period left scheduled is
     * given the next, one period after the last, at the plan's price now, while it is on or
     * before the end date. Answers the periods added.
     */
    async extendSubscriptions(): Promise<number[]> {
      const now = await clock.now();
      const added: number[] = [];
      for await (const subscription of allSubscriptions()) {
        const option = subscription.option;
        if (!option || subscription.price === null) {
          await stopSubscription(db, subscription.order_item_id, 'club', now);
          continue;
        }
        if (option.ends_on !== null) {
          const cancelled = await cancelScheduledPeriods(
            db,
            subscription.order_item_id,
            option.ends_on,
            now,
          );
          if (cancelled > 0) continue;
        }
        if (subscription.has_scheduled) continue;
        // The club cancelled what was left to pay (or refunded the line): stopped by the club.
        if (subscription.cancelled_by_club) {
          await stopSubscription(db, subscription.order_item_id, 'club', now);
          continue;
        }
        const last = subscription.last_due_on ?? subscription.bought_on;
        const next = addPeriods(last, option.frequency, Math.max(1, option.occurrence));
        if (option.ends_on !== null && next > option.ends_on) continue;
        const id = await addSubscriptionPeriod(db, {
          orderId: subscription.order_id,
          orderItemId: subscription.order_item_id,
          sequence: Number(subscription.last_sequence) + 1,
          dueOn: next,
          amount: subscription.price,
        });
        if (id !== null) added.push(id);
      }
      return added;
    },

    /** Stops a subscription: its scheduled periods are cancelled and none is added. */
    async stop(orderItemId: number, by: 'member' | 'club'): Promise<void> {
      await stopSubscription(db, orderItemId, by, await clock.now());
    },
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;

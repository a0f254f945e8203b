import { randomUUID } from 'node:crypto';
import type { PaymentMethod, PaymentMethodList, SetupIntentResult } from '@touchline/contracts';
import { fail } from '../../errors/domain-error';
import { cardsAreNeeded } from '../../member-account/card-dependencies';
import { paymentRefusal } from '../../payments/payment-refusals';
import type { CommerceContext } from '../commerce-context';
import { customerFor } from '../orders/order-payments';
import {
  countOwnCards,
  deleteCard,
  findCard,
  findCardByProviderId,
  findOwnCard,
  findOwnCardId,
  hasDefaultCard,
  hasOtherOwnCard,
  insertCard,
  listOwnCards,
  makeDefaultCard,
  newestCardId,
  type PaymentMethodRow,
} from './payment-method-repository';
import { inTransaction } from '../../db/in-transaction';
import { pageAnswer } from '../../http/page-answer';

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.payment_method_id,
    brand: row.brand,
    last_four_digits: row.last_four_digits,
    expiration_month: row.expiration_month,
    expiration_year: row.expiration_year,
    funding: row.funding,
    is_default: row.is_default,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * A member's saved cards with the configured payment provider: one default at all times, a card
 * belongs to one account, and the last card cannot go while something still charges it.
 */
export function createPaymentMethodService(context: CommerceContext) {
  const { db, payments } = context;

  return {
    async list(owner: number, page: number, perPage: number): Promise<PaymentMethodList> {
      const [rows, total] = await Promise.all([
        listOwnCards(db, owner, payments.provider, {
          limit: perPage,
          offset: (page - 1) * perPage,
        }),
        countOwnCards(db, owner, payments.provider),
      ]);
      return pageAnswer(rows.map(toPaymentMethod), total, { page, perPage });
    },

    /** Saves the card the provider's library tokenised; the default when asked, or the first. */
    async save(owner: number, paymentMethodId: string, asDefault: boolean): Promise<PaymentMethod> {
      const customerId = await customerFor(context, owner);
      let saved;
      try {
        saved = await payments.port.attachPaymentMethod({ paymentMethodId, customerId });
      } catch (error) {
        throw paymentRefusal(error, 'save_card');
      }
      const row = await inTransaction(db, async (trx) => {
        const existing = await findCardByProviderId(trx, payments.provider, saved.paymentMethodId);
        if (existing && existing.user_id !== owner) {
          throw fail('card_saved_elsewhere');
        }
        const hasDefault = await hasDefaultCard(trx, owner);
        const inserted =
          existing ??
          (await insertCard(trx, {
            userId: owner,
            provider: payments.provider,
            providerPaymentMethodId: saved.paymentMethodId,
            brand: saved.brand,
            lastFour: saved.lastFour,
            expMonth: saved.expMonth,
            expYear: saved.expYear,
            funding: saved.funding,
          }));
        if (asDefault || !hasDefault) {
          await makeDefaultCard(trx, owner, inserted.payment_method_id);
        }
        return findCard(trx, inserted.payment_method_id);
      });
      return toPaymentMethod(row);
    },

    async makeDefault(owner: number, id: number): Promise<PaymentMethod> {
      const row = await inTransaction(db, async (trx) => {
        const found = await findOwnCardId(trx, owner, id);
        if (found === undefined) throw fail('payment_method_not_found');
        await makeDefaultCard(trx, owner, found);
        return findCard(trx, found);
      });
      return toPaymentMethod(row);
    },

    /** Removes a card at the provider and here; the newest card left becomes the default. */
    async remove(owner: number, id: number): Promise<void> {
      const found = await findOwnCard(db, owner, payments.provider, id);
      if (!found) throw fail('payment_method_not_found');
      const others = await hasOtherOwnCard(db, owner, payments.provider, found.payment_method_id);
      if (!others && (await cardsAreNeeded(db, owner))) throw fail('only_card_in_use');
      await payments.port.detachPaymentMethod(found.provider_payment_method_id);
      await inTransaction(db, async (trx) => {
        await deleteCard(trx, found.payment_method_id);
        if (!found.is_default) return;
        const next = await newestCardId(trx, owner);
        if (next !== undefined) await makeDefaultCard(trx, owner, next);
      });
    },

    /** A setup intent the browser confirms to save a card. */
    async createSetupIntent(owner: number): Promise<SetupIntentResult> {
      const setup = await payments.port.createSetupIntent({
        customerId: await customerFor(context, owner),
        idempotencyKey: `setup:${owner}:${randomUUID()}`,
      });
      return {
        client_secret: setup.clientSecret,
        setup_intent_id: setup.id,
        provider: payments.provider,
      };
    },
  };
}

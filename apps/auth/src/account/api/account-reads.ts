import {
  createMemberAccountCalls,
  createMemberLottoCalls,
  createMemberPaymentCalls,
  createMemberRenewalCalls,
} from '@touchline/api-client';
import { defineServerRead } from '@touchline/store/server-data';

/** A page of a list: the page number and its size, as the address has them. */
interface PageQuery {
  page: number;
  per_page: number;
}

// The account pages' reads (ADR 0035), on the page's HTTP client; their answer checks load
// with the account pages' chunk.

export const memberOrdersRead = defineServerRead(
  'account/orders',
  (http, query: PageQuery, signal) =>
    createMemberAccountCalls(http).getMemberOrders(query, { signal }),
);

export const paymentMethodsRead = defineServerRead(
  'account/payment-methods',
  (http, query: PageQuery, signal) =>
    createMemberPaymentCalls(http).getPaymentMethods(query, { signal }),
);

/** Every card of the member, to pay arrears with (a read of its own: not a page of the list). */
export const cardsToPayRead = defineServerRead('account/cards-to-pay', (http, _: object, signal) =>
  createMemberPaymentCalls(http).getPaymentMethods({ page: 1, per_page: 100 }, { signal }),
);

export const arrearsOrdersRead = defineServerRead('account/arrears', (http, _: object, signal) =>
  createMemberPaymentCalls(http).getArrearsOrders({ signal }),
);

export const lottoEntriesRead = defineServerRead(
  'account/lotto-entries',
  (http, _: object, signal) => createMemberLottoCalls(http).getLottoEntries({ signal }),
);

export const renewalsRead = defineServerRead('account/renewals', (http, _: object, signal) =>
  createMemberRenewalCalls(http).getRenewals({ signal }),
);

export const autoRenewalsRead = defineServerRead(
  'account/auto-renewals',
  (http, _: object, signal) => createMemberAccountCalls(http).getAutoRenewals({ signal }),
);

export const familyRead = defineServerRead('account/family', (http, _: object, signal) =>
  createMemberAccountCalls(http).getFamily({ signal }),
);

export const subscriptionsRead = defineServerRead(
  'account/subscriptions',
  (http, _: object, signal) => createMemberAccountCalls(http).getSubscriptions({ signal }),
);

/** The arguments of a read that takes none. */
export const NO_ARGS = {};

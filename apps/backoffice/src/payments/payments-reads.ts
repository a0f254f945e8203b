import { createBackofficePaymentsCalls } from '@touchline/api-client';
import type { ClubArrearsQuery, PaymentSummaryQuery } from '@touchline/contracts';
import { defineServerRead } from '@touchline/store/server-data';

// The payments page's reads (ADR 0035); the club is the signed-in admin's, from the session.

/** The money collected, due and failed by month (no months chosen: the API's default range). */
export const paymentSummaryRead = defineServerRead(
  'backoffice/payment-summary',
  (http, query: PaymentSummaryQuery, signal) =>
    createBackofficePaymentsCalls(http).getPaymentSummary(query, { signal }),
);

/** A page of the orders in arrears, with what the club is owed in all (with the paged list). */
export const clubArrearsRead = defineServerRead(
  'backoffice/club-arrears',
  (http, query: ClubArrearsQuery, signal) =>
    createBackofficePaymentsCalls(http).getClubArrears(query, { signal }),
);

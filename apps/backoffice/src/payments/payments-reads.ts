import { createBackofficePaymentsCalls } from '@touchline/api-client';
import type { PaymentSummaryQuery } from '@touchline/contracts';
import { defineServerRead } from '@touchline/store/server-data';

// The payments page's reads (ADR 0035); the club is the signed-in admin's, from the session.

/** The money collected, due and failed by month (no months chosen: the API's default range). */
export const paymentSummaryRead = defineServerRead(
  'backoffice/payment-summary',
  (http, query: PaymentSummaryQuery, signal) =>
    createBackofficePaymentsCalls(http).getPaymentSummary(query, { signal }),
);

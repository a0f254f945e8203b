import type {
  ClubArrearsPage,
  ClubArrearsQuery,
  PaymentExportQuery,
  PaymentSummary,
  PaymentSummaryQuery,
} from '@touchline/contracts';
import type { CallOptions, Http } from '../http';

const PAYMENTS = '/backoffice/payments';

/** The back office's payments screen: the club's money by month, arrears, and the CSV export. */
export function createBackofficePaymentsCalls(http: Http) {
  return {
    /** `GET /backoffice/payments/summary?from=&to=`: collected, due and failed by month. */
    getPaymentSummary: (query: PaymentSummaryQuery = {}, { signal }: CallOptions = {}) =>
      http<PaymentSummary>(`${PAYMENTS}/summary`, { query, signal }),

    /** `GET /backoffice/payments/arrears?page=&per_page=`: the members in arrears. */
    getClubArrears: (query: ClubArrearsQuery = {}, { signal }: CallOptions = {}) =>
      http<ClubArrearsPage>(`${PAYMENTS}/arrears`, { query, signal }),

    /** `GET /backoffice/payments/export?from=&to=`: the payments of those days as CSV. */
    downloadPaymentsCsv: (query: PaymentExportQuery = {}, { signal }: CallOptions = {}) =>
      http<Blob>(`${PAYMENTS}/export`, { query, signal, responseType: 'blob' }),
  };
}

export type BackofficePaymentsCalls = ReturnType<typeof createBackofficePaymentsCalls>;

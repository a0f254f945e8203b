import type { LottoDrawLinesPage, LottoDrawLinesQuery, LottoOverview } from '@touchline/contracts';
import type { CallOptions, Http } from '../http';

const LOTTO = '/backoffice/lotto';

/** The back office's Lotto screen: the draws, the lines playing in a draw, and their CSV. */
export function createBackofficeLottoCalls(http: Http) {
  return {
    /** `GET /backoffice/lotto`: the lotto products, their upcoming and recent draws. */
    getLottoOverview: ({ signal }: CallOptions = {}) => http<LottoOverview>(LOTTO, { signal }),

    /** `GET /backoffice/lotto/draws/{draw_id}/lines?page=&per_page=`: who plays which numbers. */
    getDrawLines: (drawId: number, query: LottoDrawLinesQuery = {}, { signal }: CallOptions = {}) =>
      http<LottoDrawLinesPage>(`${LOTTO}/draws/${drawId}/lines`, { query, signal }),

    /** `GET /backoffice/lotto/draws/{draw_id}/lines/export`: the draw's lines as CSV. */
    downloadDrawLinesCsv: (drawId: number, { signal }: CallOptions = {}) =>
      http<Blob>(`${LOTTO}/draws/${drawId}/lines/export`, { signal, responseType: 'blob' }),
  };
}

export type BackofficeLottoCalls = ReturnType<typeof createBackofficeLottoCalls>;

import { createBackofficeLottoCalls, withNotFoundFallback } from '@touchline/api-client';
import type { LottoDrawLine, LottoDrawLinesQuery, LottoDrawRow } from '@touchline/contracts';
import { defineServerRead } from '@touchline/store/server-data';

// The Lotto screen's reads (ADR 0035); the club is the signed-in admin's, from the session.

/** The arguments of a read that takes none. */
export const NO_ARGS = {};

/** The club's lotto products with their upcoming and recent draws. */
export const lottoOverviewRead = defineServerRead(
  'backoffice/lotto-overview',
  (http, _: object, signal) => createBackofficeLottoCalls(http).getLottoOverview({ signal }),
);

/** A page of a draw's lines, and the draw; `draw` null when the club has no such draw. */
export interface DrawLinesAnswer {
  draw: LottoDrawRow | null;
  items: LottoDrawLine[];
  total: number;
}

const NO_SUCH_DRAW: DrawLinesAnswer = { draw: null, items: [], total: 0 };

/** Who plays which numbers in a draw, a page at a time (with the paged list). */
export const drawLinesRead = defineServerRead(
  'backoffice/lotto-draw-lines',
  (
    http,
    { draw_id, ...query }: LottoDrawLinesQuery & { draw_id: number },
    signal,
  ): Promise<DrawLinesAnswer> =>
    withNotFoundFallback(
      createBackofficeLottoCalls(http).getDrawLines(draw_id, query, { signal }),
      NO_SUCH_DRAW,
    ),
);

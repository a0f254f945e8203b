import { fail } from '../errors/domain-error';
import { ErrorBody, PlanParams, QuickPick, QuickPickQuery } from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import { findLotteryDraw } from './catalogue-repository';
import { ERROR_RESPONSES, type CatalogueContext } from './catalogue-context';
import { quickPickLine } from './quick-pick';

/** Random valid lines for a lotto draw, by the draw's rules. */
export function lotteryRoutes(app: ApiInstance, { db }: CatalogueContext): void {
  app.get(
    '/v2/store/:club/lottery/draws/:id/quick_pick',
    {
      schema: {
        params: PlanParams,
        querystring: QuickPickQuery,
        response: { 200: QuickPick, 403: ErrorBody, 409: ErrorBody, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const club = request.club;
      if (!club.features.can_quick_pick) throw fail('quick_pick_off');
      const draw = await findLotteryDraw(db, club.accountId, request.params.id);
      if (!draw) throw fail('draw_not_found');
      if (!draw.open) throw fail('draw_closed');
      if (draw.number_type === 'None' || draw.numbers_count === 0) {
        throw fail('no_numbers');
      }
      const rules = {
        numbersCount: draw.numbers_count,
        minNumber: draw.min_number,
        maxNumber: draw.max_number,
      };
      const lines = Array.from({ length: request.query.lines ?? 1 }, () => quickPickLine(rules));
      return {
        draw_id: draw.draw_id,
        number_type: draw.number_type,
        numbers: lines[0] ?? [],
        lines,
      };
    },
  );
}

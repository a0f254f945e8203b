import { ErrorBody, PlanParams, QuickPick, QuickPickQuery } from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ERROR_RESPONSES, type CatalogueContext } from './catalogue-context';
import { quickPickLine } from './quick-pick';

export const QUICK_PICK_OFF: ErrorBody = { message: 'Quick pick is not available for this club' };
export const DRAW_NOT_FOUND: ErrorBody = { message: 'Draw not found' };
export const DRAW_CLOSED: ErrorBody = { message: 'This draw is closed' };
export const NO_NUMBERS: ErrorBody = { message: 'This draw has no numbers to pick' };

/** Random valid lines for a lotto draw, by the draw's rules. */
export function lotteryRoutes(app: FastifyInstance, { db, clubOr404 }: CatalogueContext): void {
  app.get<{ Params: PlanParams; Querystring: QuickPickQuery }>(
    '/v2/store/:club/lottery/draws/:id/quick_pick',
    {
      schema: {
        params: PlanParams,
        querystring: QuickPickQuery,
        response: { 200: QuickPick, 403: ErrorBody, 409: ErrorBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const club = await clubOr404(request.params.club, reply);
      if (!club) return reply;
      if (!club.features.can_quick_pick) return reply.code(403).send(QUICK_PICK_OFF);
      const draw = await db
        .selectFrom('lottery_draws as d')
        .innerJoin('products as p', 'p.product_id', 'd.product_id')
        .select([
          'd.draw_id',
          'd.number_type',
          'd.numbers_count',
          'd.min_number',
          'd.max_number',
          sql<boolean>`d.status = 'open' and d.draw_at > now()`.as('open'),
        ])
        .where('d.account_id', '=', club.accountId)
        .where('d.draw_id', '=', request.params.id)
        .where('p.active', '=', true)
        .executeTakeFirst();
      if (!draw) return reply.code(404).send(DRAW_NOT_FOUND);
      if (!draw.open) return reply.code(409).send(DRAW_CLOSED);
      if (draw.number_type === 'None' || draw.numbers_count === 0) {
        return reply.code(409).send(NO_NUMBERS);
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

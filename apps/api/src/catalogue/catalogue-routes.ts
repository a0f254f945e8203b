import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../http/area-options';

/** Routes of the catalogue area: products, programmes and plans, bundles, plan discounts, promotions, registration forms, shop items, lottery quick pick. */
export async function catalogueRoutes(
  _app: FastifyInstance,
  _options: AreaOptions,
): Promise<void> {}

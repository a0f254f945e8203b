import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../http/area-options';

/** Routes of the commerce area: shopping cart, discount codes, checkouts, payments, orders and receipts, payment methods and arrears. */
export async function commerceRoutes(_app: FastifyInstance, _options: AreaOptions): Promise<void> {}

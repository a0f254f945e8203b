import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../http/area-options';

/** Routes of the leagues area: simulators of the two league data providers. */
export async function leaguesRoutes(_app: FastifyInstance, _options: AreaOptions): Promise<void> {}

import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../http/area-options';

/** Routes of the content area: articles, pages, sponsors, contact messages, countries, email-action results. */
export async function contentRoutes(_app: FastifyInstance, _options: AreaOptions): Promise<void> {}

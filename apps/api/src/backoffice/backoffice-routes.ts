import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../http/area-options';

/** Routes of the backoffice area: email distribution lists, templates, opt-out, rephrase, image upload. */
export async function backofficeRoutes(
  _app: FastifyInstance,
  _options: AreaOptions,
): Promise<void> {}

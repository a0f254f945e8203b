import type { FastifyInstance } from 'fastify';

/**
 * One JSON line per answered request, carrying the request id like every other line: refusals
 * (4xx) at info, so an operator sees them at the default level; successful answers at debug (a
 * line per request would cost more than the hottest route; LOG_LEVEL=debug shows them). Failures
 * (5xx) are logged with their error by the error handler.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (status >= 500) return;
    const line = {
      method: request.method,
      url: request.url,
      route: request.routeOptions.url,
      statusCode: status,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    };
    if (status >= 400) request.log.info(line, 'request refused');
    else request.log.debug(line, 'request completed');
  });
}

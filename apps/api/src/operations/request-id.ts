import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Header that carries the request id in and out (load balancers and logs correlate on it). */
export const REQUEST_ID_HEADER = 'x-request-id';

const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of a request: the one a proxy in front already gave it (when it looks like an id), so
 * one request has one id from the load balancer to the database log, or a fresh UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

import type { ErrorBody } from '@touchline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';

export const NUL_REFUSED = 'Text may not contain NUL characters';

/** The path of the first text holding a NUL character (`body.name`, `querystring.q`), if any. */
function nulAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = key.includes('\u0000')
      ? `${path}.${key}`
      : nulAt(inner, `${path}.${key}`, depth + 1);
    if (at) return at;
  }
  return undefined;
}

/**
 * PostgreSQL text and jsonb cannot hold NUL characters: a request carrying one (in its body,
 * query or path) is answered 400, naming the field, before any route runs, instead of failing
 * in the database. Registered once for the whole API.
 */
export const refuseNulCharacters: preHandlerAsyncHookHandler = async (request, reply) => {
  const at =
    nulAt(request.body, 'body') ??
    nulAt(request.query, 'querystring') ??
    nulAt(request.params, 'params');
  if (at) {
    const body: ErrorBody = { message: NUL_REFUSED, errors: { [at]: [NUL_REFUSED] } };
    return reply.code(400).send(body);
  }
};

import type { preHandlerAsyncHookHandler } from 'fastify';
import { ERRORS } from '../errors/catalogue';
import { failOnField } from '../errors/domain-error';

export const NUL_REFUSED = ERRORS.nul_character.message;

/** The path of the first text holding a NUL character (`body.name`, `querystring.q`), if any. */
export function nulAt(value: unknown, path: string, depth = 0): string | undefined {
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
export const refuseNulCharacters: preHandlerAsyncHookHandler = async (request) => {
  const at =
    nulAt(request.body, 'body') ??
    nulAt(request.query, 'querystring') ??
    nulAt(request.params, 'params');
  if (at) throw failOnField('nul_character', at);
};

import type { ErrorBody } from '@touchline/contracts';
import type { preValidationAsyncHookHandler } from 'fastify';

export const NUL_REFUSED = 'Text may not contain NUL characters';

/** Whether a parsed query, path or JSON body holds a string with a NUL character anywhere. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  return entries.some((entry) => containsNul(entry, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL, so a NUL in any text would fail in the database: refused with
 * 400 before validation instead.
 */
export const refuseNulCharacters: preValidationAsyncHookHandler = async (request, reply) => {
  if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
    return reply.code(400).send({ message: NUL_REFUSED } satisfies ErrorBody);
  }
};

import type { FastifyReply } from 'fastify';

/**
 * Adds `Accept-Language` to the answer's `Vary`, keeping what is there (CORS's `Origin`): an
 * answer whose words follow the request's language must not be cached for another language.
 */
export function varyOnLanguage(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes('accept-language')) return;
  reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
}

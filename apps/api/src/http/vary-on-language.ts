import type { FastifyReply } from 'fastify';

/**
 * Adds `Accept-Language` to the answer's `Vary`, keeping what is there (CORS's `Origin`): an
 * answer whose words follow the request's language must not be cached for another language.
 */
/** What `varyOnLanguage` needs of a reply: any route's, whatever its schemas type. */
export type HeaderReply = Pick<FastifyReply, 'getHeader' | 'header'>;

export function varyOnLanguage(reply: HeaderReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes('accept-language')) return;
  reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
}

import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../http/area-options';

/** Routes of the identity area: OAuth tokens, users, members, juveniles and relations, guest members, roles, rate limits, mail outbox, SSO. */
export async function identityRoutes(_app: FastifyInstance, _options: AreaOptions): Promise<void> {}

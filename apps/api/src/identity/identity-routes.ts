import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../http/area-options';
import { createRateLimiter } from '../http/rate-limit';
import { createMailPort } from '../mail/mail-port';
import { mailboxRoutes } from '../mail/mailbox-routes';
import { createIdentityContext } from './identity-context';
import { createIdentityMail } from './identity-mail';
import { memberRoutes } from './member-routes';
import { handoverRoutes } from './handover-routes';
import { revokeRoutes } from './revoke-routes';
import { ssoRoutes } from './sso-routes';
import { tokenRoutes } from './token-routes';
import { userRoutes } from './user-routes';
import { named } from '../http/plugin-name';

/**
 * Routes of the identity area: OAuth tokens, the user, email verification and password
 * recovery, members and sign-up, the email check, guests, juveniles and relations, SSO; and,
 * while `config.devTools` is on, the development mailbox and identity provider.
 */
export async function identityRoutes(app: FastifyInstance, options: AreaOptions): Promise<void> {
  const { db, config } = options;
  // The token endpoint takes form-encoded bodies (the governing-body host sends them).
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  const context = createIdentityContext({
    db,
    config,
    limiter: createRateLimiter(db),
    mail: createIdentityMail(createMailPort(config.mail, db)),
    clubs: app.clubs,
  });
  await app.register(named(tokenRoutes), context);
  await app.register(named(revokeRoutes), context);
  await app.register(named(handoverRoutes), context);
  await app.register(named(userRoutes), context);
  await app.register(named(memberRoutes), context);
  await app.register(named(ssoRoutes), context);
  if (config.devTools) await app.register(named(mailboxRoutes), { db });
}

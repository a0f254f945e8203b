import type { FastifyInstance } from 'fastify';
import { createClock } from '../clock/clock';
import { createRateLimiter } from '../http/rate-limit';
import { createCommerceContext } from '../commerce/commerce-context';
import { createMailPort } from '../mail/mail-port';
import type { AreaOptions } from '../http/area-options';
import { accountSecurityRoutes } from './account-security-routes';
import { autoRenewalRoutes } from './auto-renewal-routes';
import { familyRoutes } from './family-routes';
import { lottoEntryRoutes } from './lotto-entry-routes';
import { memberClaimRoutes } from './member-claim-routes';
import { memberOrderRoutes } from './member-order-routes';
import { renewalRoutes } from './renewal-routes';
import { subscriptionRoutes } from './subscription-routes';
import { named } from '../http/plugin-name';

/**
 * Routes of the member's account area that the other areas do not already serve: the member's
 * orders across clubs, their lotto and draw entries, their automatic renewals and subscriptions, renewing last season's memberships, their family (juveniles' details; an adult of a family claiming their record), and changing
 * the password or the email address after entering the password again. Saved cards and arrears are commerce routes; the user's record is an
 * identity route.
 */
export async function memberAccountRoutes(app: FastifyInstance, options: AreaOptions) {
  await app.register(named(memberOrderRoutes), { db: options.db });
  await app.register(named(autoRenewalRoutes), { db: options.db });
  await app.register(named(lottoEntryRoutes), {
    db: options.db,
    clock: createClock(options.db, { movable: !options.config.production }),
  });
  await app.register(named(subscriptionRoutes), { db: options.db });
  const clock = createClock(options.db, { movable: !options.config.production });
  await app.register(named(renewalRoutes), {
    db: options.db,
    clock,
    commerce: createCommerceContext(options.db, options.config, { clubs: app.clubs }),
  });
  await app.register(named(accountSecurityRoutes), options);
  const limiter = createRateLimiter(options.db);
  await app.register(named(familyRoutes), {
    db: options.db,
    config: options.config,
    mail: createMailPort(options.config.mail, options.db),
    limiter,
  });
  await app.register(named(memberClaimRoutes), { db: options.db, limiter });
}

import { Type } from '@sinclair/typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { STATIC_DIR } from './app-paths';
import { clubRoutes, type ClubStoreEntry } from './clubs/club-routes';
import { ClubStoreCache } from './clubs/club-store-cache';
import type { ApiConfig } from './config';
import type { Database } from './db/schema';
import { frameworkErrorHandler, registerErrorHandlers } from './http/errors';
import { registerSecurity } from './http/security';
import { staticAssets } from './http/static-assets';
import { memberAccountRoutes } from './member-account/member-account-routes';
import { registerOpenApi } from './openapi/openapi';
import { refuseNulCharacters } from './http/nul-guard';
import { registerValidatorCompiler } from './http/validator-compiler';
import { contentRoutes } from './content/content-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { identityRoutes } from './identity/identity-routes';
import { commerceRoutes } from './commerce/commerce-routes';
import { backofficeRoutes } from './backoffice/backoffice-routes';
import { leaguesRoutes } from './leagues/leagues-routes';

/** Call after changing a club's account record or menu, so the next read sees the change. */
export interface ClubStoreInvalidation {
  invalidate(slug: string): void;
  invalidateAll(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly clubStore: ClubStoreInvalidation;
  }
}

export interface BuildAppOptions {
  readonly db: Kysely<Database>;
  readonly config: ApiConfig;
  /** Defaults to JSON logs at `config.logLevel`. */
  readonly logger?: FastifyServerOptions['logger'];
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The Club API as a Fastify instance, not listening yet (tests use `inject`). */
export async function buildApp({ db, config, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // One line per failure is logged by the error handler; a line per request would cost more
    // than the hottest route itself.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  });

  const cache = new ClubStoreCache<ClubStoreEntry>({ ttlMs: config.clubCacheTtlMs });
  app.decorate('clubStore', {
    invalidate: (slug: string) => cache.invalidate(slug),
    invalidateAll: () => cache.invalidateAll(),
  } satisfies ClubStoreInvalidation);

  registerValidatorCompiler(app);
  registerErrorHandlers(app);
  // The one NUL guard: PostgreSQL text cannot hold NUL, so such input is refused before any route.
  app.addHook('preValidation', refuseNulCharacters);
  await registerSecurity(app, { corsOrigins: config.corsOrigins });
  await registerOpenApi(app, config.publicUrl);

  app.get(
    '/health',
    { schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  await app.register(clubRoutes, { db, cache, publicUrl: config.publicUrl });
  await app.register(staticAssets, { root: STATIC_DIR });
  // One plugin per area; each area owns its folder, migration, schema file and seed.
  await app.register(contentRoutes, { db, config });
  await app.register(catalogueRoutes, { db, config });
  await app.register(identityRoutes, { db, config });
  await app.register(commerceRoutes, { db, config });
  await app.register(memberAccountRoutes, { db, config });
  await app.register(backofficeRoutes, { db, config });
  await app.register(leaguesRoutes, { db, config });

  return app;
}

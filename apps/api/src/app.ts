import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { Kysely } from 'kysely';
import { STATIC_DIR } from './app-paths';
import { ClubDirectory } from './clubs/club-directory';
import { clubResolver } from './clubs/club-resolver';
import { clubRoutes } from './clubs/club-routes';
import { contentVersionChangesRoute } from './clubs/content-version-changes-route';
import type { ContentVersionWatches } from './clubs/content-version-watch';
import { answerWritesOnceAnnounced } from './clubs/writes-announced';
import type { ApiConfig } from './config';
import type { Database } from './db/schema';
import { frameworkErrorHandler, registerErrorHandlers } from './http/errors';
import { rateLimits } from './http/rate-limit';
import { registerSecurity } from './http/security';
import { staticAssets } from './http/static-assets';
import { memberAccountRoutes } from './member-account/member-account-routes';
import { registerOpenApi } from './openapi/openapi';
import { guardDevTools } from './http/dev-tools-guard';
import { refuseNulCharacters } from './http/nul-guard';
import { registerSerializerCompiler } from './http/serializer-compiler';
import { registerValidatorCompiler } from './http/validator-compiler';
import { authentication } from './identity/authenticate';
import { contentRoutes } from './content/content-routes';
import { ArticleListCache } from './content/article-list-cache';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { identityRoutes } from './identity/identity-routes';
import { commerceRoutes } from './commerce/commerce-routes';
import { backofficeRoutes } from './backoffice/backoffice-routes';
import { leaguesRoutes } from './leagues/leagues-routes';
import { devMemberRoutes } from './dev-member-routes';
import { createMetrics, type PoolStats } from './operations/metrics';
import { QUEUES, type JobQueue } from './jobs/job-queue';
import { createClock } from './clock/clock';
import { clockRoutes } from './clock/clock-routes';
import { databaseStatus } from './db/migration-status';
import { registerAccessLog } from './operations/access-log';
import { operationsRoutes } from './operations/operations-routes';
import { REQUEST_ID_HEADER, requestIdOf } from './operations/request-id';
import { named } from './http/plugin-name';

export interface BuildAppOptions {
  readonly db: Kysely<Database>;
  readonly config: ApiConfig;
  /** Defaults to JSON logs at `config.logLevel`. */
  readonly logger?: FastifyServerOptions['logger'];
  /** A logger the process already writes with (production): request lines go to it too. */
  readonly loggerInstance?: FastifyBaseLogger;
  /** The database pool's connections, for /metrics (PostgreSQL only). */
  readonly poolStats?: () => PoolStats;
  /** True once shutdown began (/ready then answers 503 while running requests finish). */
  readonly draining?: () => boolean;
  /** How long /ready waits for the database (2 s; tests of other rules give it longer). */
  readonly readyTimeoutMs?: number;
  /** The background jobs' queue: sent to by the API, counted in /metrics. */
  readonly jobs?: JobQueue;
  /** The page servers' watches of clubs' content versions, fed by the database's notices. */
  readonly contentVersionWatches?: ContentVersionWatches;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** `TRUST_PROXY` as Fastify takes it: a number of hops nearest the API, or proxy addresses. */
function trustProxyOption(setting: number | string): boolean | string | TrustProxyHops {
  if (setting === 0) return false;
  if (typeof setting === 'string') return setting;
  return (_address, hop) => hop < setting;
}
type TrustProxyHops = (address: string, hop: number) => boolean;

/** The Club API as a Fastify instance, not listening yet (tests use `inject`). */
export async function buildApp({
  db,
  config,
  logger,
  loggerInstance,
  poolStats,
  draining,
  readyTimeoutMs,
  jobs,
  contentVersionWatches,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // JSON lines; every line logged for a request carries its `reqId`.
    ...(loggerInstance ? { loggerInstance } : { logger: logger ?? { level: config.logLevel } }),
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // One line per failure is logged by the error handler; a line per request would cost more
    // than the hottest route itself.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
    // A limit that only stops a plugin that hangs: reading the seeded images on a machine whose
    // cores are shared with builds and browsers has taken longer than Fastify's 10 s.
    pluginTimeout: 60_000,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerAccessLog(app);
  const metrics = createMetrics(app, poolStats, jobs && (() => jobs.counts()));
  registerValidatorCompiler(app, config.compileSchemas);
  registerSerializerCompiler(app, config.compileSchemas);
  registerErrorHandlers(app);
  // The one NUL guard: PostgreSQL text cannot hold NUL, so such input is refused before any route.
  app.addHook('preValidation', refuseNulCharacters);
  // Development tools (DEV_TOOLS) answer this machine only.
  guardDevTools(app);
  await registerSecurity(app, { corsOrigins: config.corsOrigins });
  await registerOpenApi(app, { publicUrl: config.publicUrl, serve: !config.production });
  // Counted in the database: every instance on it shares the limits.
  await app.register(rateLimits, { db });

  await app.register(named(operationsRoutes), {
    databaseStatus: () => databaseStatus(db),
    metrics,
    draining,
    ...(readyTimeoutMs === undefined ? {} : { readyTimeoutMs }),
    metricsAccess: {
      ...(config.metricsToken === undefined ? {} : { token: config.metricsToken }),
      open: !config.production,
    },
  });
  // The one club lookup: `app.clubs`, and `request.club` on every `/:club` route.
  const directory = new ClubDirectory(db, config.clubCacheTtlMs);
  await app.register(clubResolver, { directory });
  await app.register(named(clubRoutes), { db, publicUrl: config.publicUrl });
  await app.register(named(contentVersionChangesRoute), {
    db,
    ...(contentVersionWatches ? { watches: contentVersionWatches } : {}),
  });
  await app.register(named(staticAssets), { root: STATIC_DIR });
  // The one reading of the bearer token: `request.auth` on every request of every area.
  await app.register(authentication, { db });
  // One plugin per area; each area owns its folder, migration, schema file and seed.
  // The public article lists, kept by the content area and forgotten by the back office's editor.
  const articleLists = new ArticleListCache(config.clubCacheTtlMs);
  // Whatever instance wrote a club's content, this one forgets what it kept of the club at the
  // write's commit, before the page servers watching the club hear of it.
  const stopForgetting = contentVersionWatches?.forgetOnChange({
    club: ({ club, accountId }) => {
      directory.invalidate(club);
      articleLists.forgetClub(accountId);
    },
    all: () => {
      directory.invalidateAll();
      articleLists.forgetAll();
    },
  });
  if (stopForgetting) app.addHook('onClose', async () => stopForgetting());
  if (contentVersionWatches) answerWritesOnceAnnounced(app, { db, watches: contentVersionWatches });
  await app.register(named(contentRoutes), { db, config, articleLists });
  await app.register(named(catalogueRoutes), { db, config });
  await app.register(named(identityRoutes), { db, config });
  await app.register(named(commerceRoutes), { db, config });
  await app.register(named(memberAccountRoutes), { db, config });
  await app.register(named(backofficeRoutes), {
    db,
    config,
    articleLists,
    ...(jobs ? { jobs } : {}),
  });
  await app.register(named(leaguesRoutes), { db, config });
  // Members made like the seeded one, for journeys that each need their own (this machine only).
  if (config.devTools) await app.register(named(devMemberRoutes), { db, config });
  // The clock payments fall due by, moved forward for demonstrations and journeys (this machine
  // only; never movable in production).
  if (config.devTools) {
    await app.register(named(clockRoutes), {
      clock: createClock(db, { movable: !config.production }),
      ...(jobs
        ? {
            collectNow: () =>
              Promise.all(
                [QUEUES.renewEntries, QUEUES.collectDuePayments, QUEUES.sendPaymentNotices].map(
                  (queue) => jobs.send(queue, {}),
                ),
              ),
          }
        : {}),
    });
  }

  return app;
}

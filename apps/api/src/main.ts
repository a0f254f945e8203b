import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { DEVELOPMENT_REPHRASER_NOTICE } from './backoffice/development-rephraser';
import { ConfigError, loadConfig, type ApiConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { DEV_TOOL_PATHS } from './http/dev-tools-guard';
import { migrate } from './db/migrate';
import { openDatabase, type DatabaseHandle } from './db/open-database';
import { createProcessLog, type ProcessLog } from './operations/process-log';
import { createCommerceContext } from './commerce/commerce-context';
import { runBackgroundJobs } from './jobs/background-jobs';
import { createClock } from './clock/clock';
import { startJobQueue, type JobQueue, type QueueRole } from './jobs/job-queue';
import { areaSeeds, seedDatabaseOnce } from './seed';
import { listenForNotices, type NoticeListener } from './db/database-notices';
import { CONTENT_VERSION_CHANNEL, ContentVersionWatches } from './clubs/content-version-watch';
import { clubSlugExists } from './clubs/club-repository';

const SHUTDOWN_TIMEOUT_MS = 10_000;

let database: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;
let jobs: JobQueue | undefined;
let notices: NoticeListener | undefined;
let stopping: Promise<void> | undefined;
let draining = false;

function readConfig(): ApiConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // No configuration yet: the environment says whether lines must be JSON.
      const production = process.env['NODE_ENV'] === 'production';
      createProcessLog({ production, logLevel: 'info' }).error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Opens the database and brings it up to this build: migrations, then the demo clubs if asked. */
async function prepareDatabase(config: ApiConfig, log: ProcessLog): Promise<DatabaseHandle> {
  const opened = await openDatabase(config.database);
  database = opened;
  log.info(`Database: ${opened.kind} (${opened.location})`);
  const applied = await migrate(opened.db);
  log.info(
    applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'Migrations: up to date',
  );
  if (config.seedDemo) {
    const { created } = await seedDatabaseOnce(
      opened.db,
      undefined,
      areaSeeds({ developmentAccounts: !config.production }),
    );
    if (created.length > 0) log.info(`Seeded clubs: ${created.join(', ')}`);
  } else log.info('Demo clubs: not seeded (SEED_DEMO=1 seeds them)');
  return opened;
}

/**
 * `main.js migrate`: the one-off job a deployment runs before starting the new instances (a
 * compose service, a release step). Instances still migrate at start, under the same lock, so a
 * stack without the job works too.
 */
async function migrateOnly(config: ApiConfig, log: ProcessLog): Promise<void> {
  await prepareDatabase(config, log);
  log.info('The database is ready for this build');
}

/**
 * The background jobs' queue: a worker runs the jobs (and their schedules); an API instance
 * beside separate workers only sends them.
 */
async function startJobs(
  config: ApiConfig,
  log: ProcessLog,
  opened: DatabaseHandle,
  role: QueueRole,
): Promise<JobQueue> {
  const queue = await startJobQueue(opened, {
    role,
    onError: (error) => log.error('Job queue error', error),
    onJobError: (name, error) => log.error(`A ${name} job failed; it will be retried`, error),
  });
  jobs = queue;
  if (role === 'work') {
    await runBackgroundJobs(queue, {
      db: opened.db,
      commerce: createCommerceContext(opened.db, config),
      clock: createClock(opened.db, { movable: !config.production }),
      log,
    });
  }
  return queue;
}

/**
 * `main.js worker`: a process that runs the background jobs and nothing else, beside API
 * instances started with IN_PROCESS_WORKER=off (PostgreSQL only). Any number may run: each job
 * is taken by one of them.
 */
async function worker(config: ApiConfig, log: ProcessLog): Promise<void> {
  if (config.database.kind !== 'postgres') {
    throw new Error(
      'The worker needs DATABASE_URL: with the embedded database the API runs the jobs itself',
    );
  }
  const opened = await openDatabase(config.database);
  database = opened;
  log.info(`Database: ${opened.kind} (${opened.location})`);
  const applied = await migrate(opened.db);
  if (applied.length > 0) log.info(`Applied migrations: ${applied.join(', ')}`);
  if (stopping) return;
  await startJobs(config, log, opened, 'work');
  log.info('Worker running the background jobs');
}

async function start(config: ApiConfig, log: ProcessLog): Promise<void> {
  database = await prepareDatabase(config, log);
  if (stopping) return;
  const queue = await startJobs(config, log, database, config.inProcessWorker ? 'work' : 'send');
  if (stopping) return;

  // One listening connection tells every page server watching a club of its new versions.
  const contentVersionWatches = new ContentVersionWatches();
  notices = await listenForNotices(
    database,
    CONTENT_VERSION_CHANNEL,
    contentVersionWatches.handlers,
  );
  if (stopping) return;
  app = await buildApp({
    contentVersionWatches,
    db: database.db,
    config,
    ...(log.logger ? { loggerInstance: log.logger } : {}),
    poolStats: database.poolStats,
    draining: () => draining,
    jobs: queue,
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = ['127.0.0.1', '::1', 'localhost'].includes(config.host)
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  const base = `http://${shownHost}:${port}`;

  const defaultClub = await clubSlugExists(database.db, config.defaultClub);
  log.info(`Club API listening on ${base}`);
  log.info(
    config.inProcessWorker
      ? 'Background jobs: run in this process'
      : 'Background jobs: run by the workers (main.js worker)',
  );
  if (config.rephrase.provider === 'development') log.info(DEVELOPMENT_REPHRASER_NOTICE);
  if (defaultClub) log.info(`Default club: ${base}/v2/store/${config.defaultClub}`);
  else log.warn(`DEFAULT_CLUB "${config.defaultClub}" does not exist in the database`);
  if (config.devTools) {
    log.info('Development tools (DEV_TOOLS=on; this machine only, never in production):');
    for (const tool of DEV_TOOL_PATHS) log.info(`  ${tool.name}: ${base}${tool.path}`);
  } else log.info('Development tools: off');
  log.info(
    config.geocoding.provider === 'mapbox'
      ? 'Address search: Mapbox geocoding (MAPBOX_TOKEN)'
      : config.geocoding.provider === 'none'
        ? 'Address search: off (GEOCODER=none); admins place the club on the map by hand'
        : "Address search: development geocoder over the seeded clubs' addresses (set MAPBOX_TOKEN for Mapbox)",
  );
}

/**
 * Graceful drain: /ready turns 503 at once so a load balancer stops sending, new requests are
 * still served for SHUTDOWN_DRAIN_MS (the balancer's probe interval), then the server stops
 * taking requests, lets running ones finish and closes the database cleanly.
 */
function stop(exitCode: number): Promise<void> {
  stopping ??= (async () => {
    draining = true;
    const drainMs = exitCode === 0 ? config.drainMs : 0;
    const timer = setTimeout(() => {
      log.error('Shutdown is taking too long; exiting without a clean close');
      process.exit(1);
    }, drainMs + SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await startup.catch(() => undefined);
    if (app && drainMs > 0) {
      log.info(`Draining for ${drainMs} ms before closing`);
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    try {
      await app?.close();
    } catch (error) {
      log.error('Error while closing the HTTP server', error);
    }
    await notices?.close().catch(() => undefined);
    try {
      // Running jobs finish (or are retried by another worker once they expire).
      await jobs?.stop(SHUTDOWN_TIMEOUT_MS / 2);
    } catch (error) {
      log.error('Error while stopping the background jobs', error);
    }
    try {
      await database?.close();
    } catch (error) {
      log.error('Error while closing the database', error);
      exitCode = 1;
    }
    clearTimeout(timer);
    process.exit(exitCode);
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      log.info('Still shutting down; waiting for the database to close...');
      return;
    }
    log.info(`${signal} received, shutting down`);
    void stop(0);
  });
}

const config = readConfig();
const log = createProcessLog(config);
const command = process.argv[2];
const known = command === undefined || command === 'migrate' || command === 'worker';
if (!known) {
  log.error(`Unknown command "${command}": run with no command to serve, "migrate" or "worker"`);
  // Not process.exit: the JSON log writes asynchronously, and the line must reach the operator.
  process.exitCode = 2;
}
const startup = !known
  ? Promise.resolve()
  : command === 'migrate'
    ? migrateOnly(config, log)
    : command === 'worker'
      ? worker(config, log)
      : start(config, log);
// The job ends once the database is ready (its connection closed as at any stop).
if (command === 'migrate') void startup.then(() => stop(0));
startup.catch((error: unknown) => {
  if (error instanceof DataDirInUseError) log.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    log.error(`Port ${config.port} on ${config.host} is in use: stop that process or set PORT`);
  } else log.error('The Club API could not start', error);
  void stop(1);
});

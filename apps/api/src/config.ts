import { parseTrustProxy, TRUST_PROXY_FORMAT } from '@touchline/validators';
import path from 'node:path';
import { API_ROOT, DEFAULT_DATA_DIR } from './app-paths';
import { isLoopbackInterface } from './http/dev-tools-guard';
import { parseInteger } from './integer-setting';
import { readIdentityConfig, type IdentityConfig } from './identity/identity-config';
import { readMailConfig, type MailConfig } from './mail/mail-config';
import { readPaymentsConfig, type PaymentsConfig } from './payments/payments-config';
import { readRephraseConfig, type RephraseConfig } from './backoffice/rephrase-config';
import { readStockHoldConfig, type StockHoldConfig } from './commerce/stock-hold-config';
import { checkProductionSettings } from './production-config';
import { readGeocodingConfig, type GeocodingConfig } from './backoffice/location/geocoding-config';

export const SLUG_PATTERN = /^[a-z0-9-]{1,63}$/;

/** In-memory PGlite (no files): for tests and throw-away runs. */
export const MEMORY_DATA_DIR = 'memory://';

/** Ports of the development apps (shell, remotes, back office) allowed to call the API. */
export const DEV_APP_PORTS = [4200, 4201, 4202, 4203, 4204, 4205, 4300] as const;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type SchemaCompilation = 'at-start' | 'on-first-use';

export type DatabaseConfig =
  | { readonly kind: 'postgres'; readonly url: string }
  | { readonly kind: 'pglite'; readonly dataDir: string };

export interface ApiConfig {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseConfig;
  /** Allowed browser origins: exact (`https://club.example`) or one wildcard label (`http://*.localhost:4200`). */
  readonly corsOrigins: readonly string[];
  /** Absolute base URL under which this API is reachable from browsers; image paths are made absolute with it. */
  readonly publicUrl: string;
  readonly defaultClub: string;
  readonly logLevel: LogLevel;
  /** `NODE_ENV=production`: real providers required, no development accounts seeded. */
  readonly production: boolean;
  /** Proxy hops whose X-Forwarded-For is trusted (0: none), so rate limits see the client. */
  readonly trustProxy: number | string;
  /** On SIGTERM, how long /ready says "shutting down" while requests are still served. */
  readonly drainMs: number;
  /** Safety net beside explicit invalidation, for writes made by another API instance. */
  readonly clubCacheTtlMs: number;
  /** Development pages and calls (mailbox, SSO identity provider): off in production. */
  readonly devTools: boolean;
  /**
   * Seed the demo clubs with their content and products at start (`SEED_DEMO`): on in
   * development and tests, off in production unless `SEED_DEMO=1`.
   */
  readonly seedDemo: boolean;
  /**
   * When the routes' schemas become validators and serializers: all at start, so a schema that
   * does not compile stops the start (the product); or each when its route is first called
   * (the API's tests, where every file builds the whole app and calls a few of its routes).
   */
  readonly compileSchemas: SchemaCompilation;
  /**
   * `METRICS_TOKEN`: the bearer token `/metrics` asks for. Without one, `/metrics` is open in
   * development and not served in production.
   */
  readonly metricsToken?: string;
  readonly identity: IdentityConfig;
  readonly mail: MailConfig;
  readonly payments: PaymentsConfig;
  readonly rephrase: RephraseConfig;
  readonly stockHolds: StockHoldConfig;
  /** The map picker's address search: Mapbox with `MAPBOX_TOKEN`, else the development geocoder. */
  readonly geocoding: GeocodingConfig;
  /**
   * `IN_PROCESS_WORKER`: whether the API process also runs the background jobs (on by default;
   * always with the embedded database, which one process opens). Off where separate workers
   * (`main.js worker`) run them on PostgreSQL.
   */
  readonly inProcessWorker: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const defaultCorsOrigins = (): string[] =>
  DEV_APP_PORTS.flatMap((port) => [`http://localhost:${port}`, `http://*.localhost:${port}`]);

type Env = Readonly<Record<string, string | undefined>>;

/** Reads and validates the configuration; every problem is reported at once. */
export function loadConfig(env: Env = process.env): ApiConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const port = parseInteger(read('PORT'), 3333, 'PORT', 0, 65535, problems);
  const host = read('HOST') ?? '127.0.0.1';

  const databaseUrl = read('DATABASE_URL');
  let database: DatabaseConfig;
  if (databaseUrl !== undefined) {
    if (!/^postgres(ql)?:\/\/\S+$/.test(databaseUrl) || !canParseUrl(databaseUrl)) {
      problems.push(
        'DATABASE_URL must be a PostgreSQL URL such as postgres://user:pass@host:5432/db',
      );
    }
    database = { kind: 'postgres', url: databaseUrl };
  } else {
    const dataDir = read('DATA_DIR');
    database = {
      kind: 'pglite',
      dataDir:
        dataDir === undefined
          ? DEFAULT_DATA_DIR
          : dataDir === MEMORY_DATA_DIR
            ? MEMORY_DATA_DIR
            : path.resolve(API_ROOT, dataDir),
    };
  }

  const corsSetting = read('CORS_ORIGINS');
  const corsOrigins =
    corsSetting === undefined
      ? defaultCorsOrigins()
      : corsSetting
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean);
  for (const origin of corsOrigins) {
    const problem = checkOrigin(origin);
    if (problem) problems.push(`CORS_ORIGINS: ${problem}`);
  }

  const defaultClub = read('DEFAULT_CLUB') ?? 'demo';
  if (!SLUG_PATTERN.test(defaultClub)) {
    problems.push(
      `DEFAULT_CLUB must be a club slug (lower-case letters, digits and '-', up to 63), got "${defaultClub}"`,
    );
  }

  const publicUrlSetting = read('PUBLIC_URL') ?? `http://localhost:${port || 3333}`;
  const publicUrl = publicUrlSetting.replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl) || !canParseUrl(publicUrl)) {
    problems.push(`PUBLIC_URL must be an absolute http(s) URL, got "${publicUrlSetting}"`);
  }

  const logLevelSetting = read('LOG_LEVEL') ?? 'info';
  const logLevel = LOG_LEVELS.find((level) => level === logLevelSetting);
  if (!logLevel) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const clubCacheTtlMs = parseInteger(
    read('CLUB_CACHE_TTL_MS'),
    30_000,
    'CLUB_CACHE_TTL_MS',
    0,
    86_400_000,
    problems,
  );

  const production = read('NODE_ENV') === 'production';
  // The development tools need the loopback interface: listening on another one turns them off.
  const loopback = isLoopbackInterface(host);
  const devToolsSetting = read('DEV_TOOLS') ?? (production || !loopback ? 'off' : 'on');
  if (devToolsSetting !== 'on' && devToolsSetting !== 'off') {
    problems.push(`DEV_TOOLS must be on or off, got "${devToolsSetting}"`);
  } else if (production && devToolsSetting === 'on') {
    problems.push('DEV_TOOLS cannot be on when NODE_ENV is production');
  } else if (!loopback && devToolsSetting === 'on') {
    problems.push(
      `DEV_TOOLS cannot be on when HOST is not the loopback interface (127.0.0.1, ::1 or localhost), got "${host}"`,
    );
  }
  const seedDemoSetting = read('SEED_DEMO') ?? (production ? '0' : '1');
  if (seedDemoSetting !== '0' && seedDemoSetting !== '1') {
    problems.push(`SEED_DEMO must be 0 or 1, got "${seedDemoSetting}"`);
  }
  const identity = readIdentityConfig(read, problems);
  const mail = readMailConfig(read, problems);
  const payments = readPaymentsConfig(read, problems);
  const rephrase = readRephraseConfig(read, problems);
  const stockHolds = readStockHoldConfig(read, problems);
  if (production) checkProductionSettings(read, { payments, mail }, problems);
  const trustProxy = readTrustProxy(read('TRUST_PROXY'), problems);
  const drainMs = parseInteger(
    read('SHUTDOWN_DRAIN_MS'),
    0,
    'SHUTDOWN_DRAIN_MS',
    0,
    60_000,
    problems,
  );
  const geocoding = readGeocodingConfig(read, problems);
  if (production && geocoding.provider === 'development') {
    problems.push(
      "In production MAPBOX_TOKEN must be set for the back office's address search, or GEOCODER=none to turn it off: the development geocoder only knows the seeded clubs' addresses",
    );
  }
  const workerSetting = read('IN_PROCESS_WORKER') ?? 'on';
  if (workerSetting !== 'on' && workerSetting !== 'off') {
    problems.push(`IN_PROCESS_WORKER must be on or off, got "${workerSetting}"`);
  } else if (workerSetting === 'off' && database.kind === 'pglite') {
    problems.push(
      'IN_PROCESS_WORKER=off needs DATABASE_URL: the embedded database is opened by one process, so the API runs the background jobs itself',
    );
  }
  const metricsToken = read('METRICS_TOKEN');
  if (metricsToken !== undefined && !/^[\x21-\x7e]{24,}$/.test(metricsToken)) {
    problems.push('METRICS_TOKEN must be at least 24 printable characters without spaces');
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    database,
    corsOrigins,
    publicUrl,
    defaultClub,
    logLevel: logLevel ?? 'info',
    production,
    trustProxy,
    drainMs,
    clubCacheTtlMs,
    devTools: devToolsSetting === 'on',
    seedDemo: seedDemoSetting === '1',
    compileSchemas: 'at-start',
    ...(metricsToken === undefined ? {} : { metricsToken }),
    identity,
    mail,
    payments,
    rephrase,
    stockHolds,
    geocoding,
    inProcessWorker: workerSetting !== 'off',
  };
}

/**
 * `TRUST_PROXY`: a number of proxy hops in front of the API (`1` behind one load balancer), or a
 * comma-separated list of proxy addresses / CIDR ranges. Unset: the socket address is the client.
 */
function readTrustProxy(value: string | undefined, problems: string[]): number | string {
  const setting = parseTrustProxy(value);
  if (setting !== undefined) return setting;
  problems.push(`TRUST_PROXY must be ${TRUST_PROXY_FORMAT}, got "${value}"`);
  return 0;
}

function canParseUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function checkOrigin(origin: string): string | undefined {
  if (origin === '*')
    return 'a bare "*" is not allowed (credentials are allowed): list the origins';
  const match = /^(https?):\/\/(\*\.)?([a-z0-9.-]+)(:\d{1,5})?$/i.exec(origin);
  if (!match)
    return `"${origin}" is not an origin like https://club.example or http://*.localhost:4200`;
  return undefined;
}

// The page server's settings, from its command line and environment:
//   --app shell [--dir apps/shell/dist] [--port 4200] [--host 127.0.0.1]
//   --remotes releases/remotes.json   a host: its deployment file (promote / rollback write it)
//   --releases releases/checkout      a remote's origin serving every release folder
//   --api-url (TOUCHLINE_API_URL)     where the pages' data comes from (default: config.json's)
//   --remote-builds (TOUCHLINE_REMOTE_BUILDS)  where a local deployment's remote builds are
//   --no-prerender (TOUCHLINE_PRERENDER=off)   pages without the server render
//   --club-timeout-ms (TOUCHLINE_CLUB_TIMEOUT_MS)  how long a page waits for the club record
//   --page-cache-mb (PAGE_CACHE_MB)   memory for the pages kept (page-cache.ts; 0 keeps none)
//   --runtime-config (RUNTIME_CONFIG) a JSON object of the deployment's settings over the build's
//                                     config.json (e.g. {"apiBaseUrl":"https://api.clubs.example"})
// LOG_FORMAT=json|text chooses the log (JSON lines by default in production).
// PORT and HOST stand in for --port and --host (a container's settings); TRUST_PROXY (a number
// of proxy hops, or the proxies' addresses) lets the page's address read the proxy's
// X-Forwarded-Proto and -Host, as a page behind a TLS-terminating proxy needs. APP_ORIGINS and
// API_ORIGIN name the deployment's origins for the Content-Security-Policy; in production
// (NODE_ENV=production) they are required, as the development defaults would break every page.
import { parseTrustProxy, TRUST_PROXY_FORMAT } from '@touchline/validators';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEVELOPMENT_PORTS, isAppName } from './development-ports';
import { type LogFormat, logFormatOf } from './log';
import type { PageServerOptions } from './page-server';
import { deploymentOrigins } from './security-headers';

export interface ServeSettings extends PageServerOptions {
  port: number;
  host: string;
  /** JSON lines or text (`LOG_FORMAT`; JSON in production). */
  logFormat: LogFormat;
}

/** The repository's root, from src/ or dist/ of this app. */
const root = path.resolve(__dirname, '../../..');

/** The settings, or the reason they cannot be used (said to the operator, exit code 2). */
export function readSettings(
  argv: string[],
  env: NodeJS.ProcessEnv,
): { settings: ServeSettings } | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        app: { type: 'string' },
        dir: { type: 'string' },
        port: { type: 'string', default: env.PORT },
        host: { type: 'string', default: env.HOST ?? '127.0.0.1' },
        remotes: { type: 'string' },
        releases: { type: 'string' },
        'api-url': { type: 'string', default: env.TOUCHLINE_API_URL },
        'remote-builds': { type: 'string', default: env.TOUCHLINE_REMOTE_BUILDS },
        'no-prerender': { type: 'boolean', default: env.TOUCHLINE_PRERENDER === 'off' },
        'club-timeout-ms': { type: 'string', default: env.TOUCHLINE_CLUB_TIMEOUT_MS },
        'page-cache-mb': { type: 'string', default: env.PAGE_CACHE_MB },
        'runtime-config': { type: 'string', default: env.RUNTIME_CONFIG },
      },
    }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const app = values.app;
  if (!isAppName(app) || app === 'api') {
    const known = Object.keys(DEVELOPMENT_PORTS).filter((name) => name !== 'api');
    return { error: `Unknown app "${app ?? ''}". Known: ${known.join(', ')}` };
  }
  const port = values.port === undefined ? DEVELOPMENT_PORTS[app] : Number(values.port);
  // An empty setting is a mistake, not port 0 (any free port).
  if (values.port?.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65_535) {
    return { error: `--port must be a port number, got "${values.port}"` };
  }
  const timeout = values['club-timeout-ms'];
  const clubTimeoutMs = timeout === undefined ? undefined : Number(timeout);
  if (clubTimeoutMs !== undefined && !(Number.isInteger(clubTimeoutMs) && clubTimeoutMs > 0)) {
    return { error: `--club-timeout-ms must be a number of milliseconds, got "${timeout}"` };
  }
  const cacheSetting = values['page-cache-mb'];
  const cacheMb = cacheSetting === undefined ? undefined : Number(cacheSetting);
  if (
    cacheMb !== undefined &&
    !(cacheSetting?.trim() && Number.isInteger(cacheMb) && cacheMb >= 0)
  ) {
    return { error: `--page-cache-mb must be a whole number of megabytes, got "${cacheSetting}"` };
  }
  const runtimeConfig = readRuntimeConfig(values['runtime-config']);
  if (runtimeConfig === null) {
    return {
      error: `--runtime-config must be a JSON object of settings, got "${values['runtime-config']}"`,
    };
  }
  const apiUrl = values['api-url'] || undefined;
  if (apiUrl !== undefined && !URL.canParse(apiUrl)) {
    return { error: `--api-url must be a URL, got "${apiUrl}"` };
  }
  if (env.NODE_ENV === 'production' && (!env.APP_ORIGINS?.trim() || !env.API_ORIGIN?.trim())) {
    return {
      error:
        'In production APP_ORIGINS (the app origins, comma-separated) and API_ORIGIN (the Club ' +
        "API's origin) must be set: they are the pages' Content-Security-Policy.",
    };
  }
  const logFormat = logFormatOf(env);
  if (!logFormat) return { error: `LOG_FORMAT must be json or text, got "${env.LOG_FORMAT}"` };
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy === undefined) {
    return { error: `TRUST_PROXY must be ${TRUST_PROXY_FORMAT}, got "${env.TRUST_PROXY}"` };
  }
  // The API the pages call (`--api-url`) is the one the policy lets them reach, unless named.
  const origins = deploymentOrigins(
    apiUrl && !env.API_ORIGIN ? { ...env, API_ORIGIN: new URL(apiUrl).origin } : env,
  );
  return {
    settings: {
      app,
      dir: path.resolve(values.releases ?? values.dir ?? path.join(root, 'apps', app, 'dist')),
      releases: values.releases !== undefined,
      remotesFile: values.remotes ? path.resolve(values.remotes) : undefined,
      apiUrl,
      remoteBuilds: values['remote-builds'] ? path.resolve(values['remote-builds']) : undefined,
      prerender: !values['no-prerender'],
      clubTimeoutMs,
      ...(runtimeConfig ? { runtimeConfig } : {}),
      ...(cacheMb === undefined
        ? {}
        : { pageCache: cacheMb === 0 ? false : { maxBytes: cacheMb * 1024 * 1024 } }),
      origins,
      trustProxy,
      port,
      host: values.host ?? '127.0.0.1',
      logFormat,
    },
  };
}

/** `RUNTIME_CONFIG` as an object, undefined when not set, null when it is not a JSON object. */
function readRuntimeConfig(value: string | undefined): Record<string, unknown> | undefined | null {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

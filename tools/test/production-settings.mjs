// What the production stack step gives each of deploy/'s services: the page servers' settings
// and command, and the Caddyfile's site names and upstreams. deploy/compose.yaml gives its
// services the same names (production-settings.test.mjs keeps the two in step), so the step runs
// what compose runs, on local ports and `*.localhost` names.

/**
 * A page server's environment (the app and its folders are on the command line). `areas` names
 * the back office's and the account area's addresses the pages link to (`backofficeUrl`,
 * `accountUrl` in the runtime configuration).
 */
export function pageServerSettings({ port, insidePort, apiOrigin, appOrigins, areas = {} }) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    TOUCHLINE_API_URL: `http://127.0.0.1:${insidePort}`,
    APP_ORIGINS: appOrigins.join(','),
    API_ORIGIN: apiOrigin,
    TRUST_PROXY: '1',
    RUNTIME_CONFIG: JSON.stringify({
      apiBaseUrl: apiOrigin,
      backofficeUrl: areas.backoffice ?? '',
      accountUrl: areas.account ?? '',
    }),
  };
}

/** A page server's command after `node`. */
export const pageServerArgs = ({ app, dir, remotesFile }) => [
  'apps/page-server/dist/main.js',
  `--app=${app}`,
  `--dir=${dir}`,
  `--remotes=${remotesFile}`,
];

/** The Caddyfile's settings: every `{$NAME}` it reads. */
export function caddySettings({ port, insidePort, adminPort, apiPorts, pagesPorts, releasesDir }) {
  return {
    CADDY_ADMIN: `127.0.0.1:${adminPort}`,
    API_SITE: `http://api.clubs.localhost:${port}`,
    INSIDE_API_SITE: `http://127.0.0.1:${insidePort}`,
    CLUB_SITES: `http://*.clubs.localhost:${port}`,
    ADMIN_SITE: `http://admin.clubs.localhost:${port}`,
    STATIC_SITES: `http://*.static.localhost:${port}`,
    API_UPSTREAMS: apiPorts.map((apiPort) => `127.0.0.1:${apiPort}`).join(' '),
    SHELL_PAGES: `127.0.0.1:${pagesPorts.shell}`,
    BACKOFFICE_PAGES: `127.0.0.1:${pagesPorts.backoffice}`,
    RELEASES_DIR: releasesDir,
  };
}

/** The API's one-off migrate job: its command, and the whole of it after `node`. */
export const MIGRATE_COMMAND = 'migrate';
export const MIGRATE_ARGS = ['apps/api/dist/main.js', MIGRATE_COMMAND];

/**
 * The background jobs' worker: its command, and the whole of it after `node`. Beside it the API
 * instances run with IN_PROCESS_WORKER=off; any number of workers may run.
 */
export const WORKER_COMMAND = 'worker';
export const WORKER_ARGS = ['apps/api/dist/main.js', WORKER_COMMAND];

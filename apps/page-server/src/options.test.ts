import path from 'node:path';
import { readSettings, type ServeSettings } from './options';
import { deploymentOrigins } from './security-headers';

/** The repository's root, from this app's src/. */
const ROOT = path.resolve(__dirname, '../../..');
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_ORIGINS: 'https://*.clubs.example, https://admin.clubs.example',
  API_ORIGIN: 'https://api.clubs.example',
};

/** The settings read, failing the test with the reason when there are none. */
function settingsOf(argv: string[], env: NodeJS.ProcessEnv = {}): ServeSettings {
  const read = readSettings(argv, env);
  if ('error' in read) throw new Error(`Expected settings, got: ${read.error}`);
  return read.settings;
}

/** The reason the settings cannot be used, failing the test when they can. */
function errorOf(argv: string[], env: NodeJS.ProcessEnv = {}): string {
  const read = readSettings(argv, env);
  if (!('error' in read)) throw new Error(`Expected an error, got ${JSON.stringify(read)}`);
  return read.error;
}

describe("the page server's settings", () => {
  it('serve the shell on 4200 from apps/shell/dist by default, with the development origins', () => {
    expect(settingsOf(['--app', 'shell'])).toEqual({
      app: 'shell',
      dir: path.join(ROOT, 'apps', 'shell', 'dist'),
      releases: false,
      remotesFile: undefined,
      apiUrl: undefined,
      remoteBuilds: undefined,
      prerender: true,
      clubTimeoutMs: undefined,
      origins: deploymentOrigins({}),
      trustProxy: 0,
      port: 4200,
      host: '127.0.0.1',
      logFormat: 'text',
    });
  });

  it('give each app its own development port and build folder', () => {
    expect(settingsOf(['--app', 'backoffice'])).toMatchObject({
      port: 4300,
      dir: path.join(ROOT, 'apps', 'backoffice', 'dist'),
    });
    expect(settingsOf(['--app', 'checkout'])).toMatchObject({
      port: 4204,
      dir: path.join(ROOT, 'apps', 'checkout', 'dist'),
    });
  });

  it('refuse an unknown app, naming the apps it knows', () => {
    for (const argv of [['--app', 'nope'], ['--app', 'api'], ['--app', 'toString'], []]) {
      const error = errorOf(argv);
      expect(error).toMatch(/^Unknown app "(nope|api|toString|)"\. Known: /);
      for (const app of ['shell', 'storefront', 'membership', 'checkout', 'auth', 'backoffice']) {
        expect(error).toContain(app);
      }
      // The API is not served by the page server.
      expect(error).not.toMatch(/\bapi\b(?!")/);
    }
    expect(errorOf(['--app', 'nope'])).toBe(
      'Unknown app "nope". Known: shell, storefront, fixtures, membership, checkout, auth, backoffice',
    );
  });

  it('refuse an option they do not know', () => {
    expect(errorOf(['--app', 'shell', '--verbose'])).toMatch(/--verbose/);
  });

  it.each(['soon', '0', '-5', '1.5', ''])('refuse a club timeout of "%s"', (timeout) => {
    expect(errorOf(['--app', 'shell', `--club-timeout-ms=${timeout}`])).toBe(
      `--club-timeout-ms must be a number of milliseconds, got "${timeout}"`,
    );
    expect(errorOf(['--app', 'shell'], { TOUCHLINE_CLUB_TIMEOUT_MS: timeout })).toMatch(
      /^--club-timeout-ms must be a number of milliseconds/,
    );
  });

  it("take the deployment's runtime settings as a JSON object", () => {
    expect(
      settingsOf(['--app', 'shell'], {
        RUNTIME_CONFIG: '{"apiBaseUrl":"https://api.clubs.example"}',
      }).runtimeConfig,
    ).toEqual({ apiBaseUrl: 'https://api.clubs.example' });
    expect(settingsOf(['--app', 'shell']).runtimeConfig).toBeUndefined();
  });

  it.each(['nope', '[1]', '"https://api.clubs.example"', 'null'])(
    'refuse runtime settings that are not a JSON object: %s',
    (value) => {
      expect(errorOf(['--app', 'shell'], { RUNTIME_CONFIG: value })).toBe(
        `--runtime-config must be a JSON object of settings, got "${value}"`,
      );
    },
  );

  it.each(['lots', '-1', '1.5', ''])('refuse a page cache of "%s" MB', (size) => {
    expect(errorOf(['--app', 'shell', `--page-cache-mb=${size}`])).toBe(
      `--page-cache-mb must be a whole number of megabytes, got "${size}"`,
    );
  });

  it('keep pages in the memory given, none for 0, the default when not set', () => {
    expect(settingsOf(['--app', 'shell'], { PAGE_CACHE_MB: '16' }).pageCache).toEqual({
      maxBytes: 16 * 1024 * 1024,
    });
    expect(settingsOf(['--app', 'shell', '--page-cache-mb', '0']).pageCache).toBe(false);
    expect(settingsOf(['--app', 'shell']).pageCache).toBeUndefined();
  });

  it('take the club timeout from the command line, or else from the environment', () => {
    expect(settingsOf(['--app', 'shell', '--club-timeout-ms', '4000']).clubTimeoutMs).toBe(4000);
    expect(
      settingsOf(['--app', 'shell'], { TOUCHLINE_CLUB_TIMEOUT_MS: '2500' }).clubTimeoutMs,
    ).toBe(2500);
    expect(
      settingsOf(['--app', 'shell', '--club-timeout-ms', '4000'], {
        TOUCHLINE_CLUB_TIMEOUT_MS: '2500',
      }).clubTimeoutMs,
    ).toBe(4000);
  });

  it.each(['http', '70000', '-1', '80.5', '4200x', '', ' '])('refuse a port of "%s"', (port) => {
    expect(errorOf(['--app', 'shell', `--port=${port}`])).toBe(
      `--port must be a port number, got "${port}"`,
    );
    expect(errorOf(['--app', 'shell'], { PORT: port })).toMatch(/^--port must be a port number/);
  });

  it('take PORT and HOST for --port and --host, the command line first', () => {
    expect(settingsOf(['--app', 'shell'], { PORT: '8080', HOST: '0.0.0.0' })).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
    });
    expect(
      settingsOf(['--app', 'shell', '--port', '9000', '--host', '::1'], {
        PORT: '8080',
        HOST: '0.0.0.0',
      }),
    ).toMatchObject({ port: 9000, host: '::1' });
  });

  it('refuse to start in production without APP_ORIGINS and API_ORIGIN', () => {
    const error =
      'In production APP_ORIGINS (the app origins, comma-separated) and API_ORIGIN (the Club ' +
      "API's origin) must be set: they are the pages' Content-Security-Policy.";
    expect(errorOf(['--app', 'shell'], { NODE_ENV: 'production' })).toBe(error);
    expect(errorOf(['--app', 'shell'], { ...PRODUCTION, APP_ORIGINS: undefined })).toBe(error);
    expect(errorOf(['--app', 'shell'], { ...PRODUCTION, API_ORIGIN: ' ' })).toBe(error);
    // An API URL on the command line does not stand in for the origins in production.
    expect(
      errorOf(['--app', 'shell', '--api-url', 'https://api.clubs.example'], {
        NODE_ENV: 'production',
        APP_ORIGINS: PRODUCTION.APP_ORIGINS,
      }),
    ).toBe(error);
  });

  it("take the deployment's origins from APP_ORIGINS and API_ORIGIN", () => {
    expect(settingsOf(['--app', 'shell'], PRODUCTION).origins).toEqual({
      appOrigins: ['https://*.clubs.example', 'https://admin.clubs.example'],
      apiOrigin: 'https://api.clubs.example',
    });
    // Outside production too.
    expect(
      settingsOf(['--app', 'shell'], { ...PRODUCTION, NODE_ENV: 'development' }).origins,
    ).toEqual(settingsOf(['--app', 'shell'], PRODUCTION).origins);
  });

  it('let the pages reach the API they are given when API_ORIGIN names none', () => {
    const settings = settingsOf(['--app', 'shell', '--api-url', 'http://127.0.0.1:3999/api/']);
    expect(settings.apiUrl).toBe('http://127.0.0.1:3999/api/');
    expect(settings.origins).toEqual({
      appOrigins: deploymentOrigins({}).appOrigins,
      apiOrigin: 'http://127.0.0.1:3999',
    });
    expect(
      settingsOf(['--app', 'shell'], { TOUCHLINE_API_URL: 'https://api.test/v2' }).origins
        .apiOrigin,
    ).toBe('https://api.test');
    // API_ORIGIN, when set, is the policy's: the server may reach the API by another address.
    expect(
      settingsOf(['--app', 'shell', '--api-url', 'http://api.internal:3333'], PRODUCTION).origins
        .apiOrigin,
    ).toBe('https://api.clubs.example');
  });

  it('refuse an API URL that is not a URL, and take an empty one as none', () => {
    expect(errorOf(['--app', 'shell', '--api-url', 'api.clubs.example'])).toBe(
      '--api-url must be a URL, got "api.clubs.example"',
    );
    const settings = settingsOf(['--app', 'shell'], { TOUCHLINE_API_URL: '' });
    expect(settings.apiUrl).toBeUndefined();
    expect(settings.origins).toEqual(deploymentOrigins({}));
  });

  it("serve a remote's release folders, or a host with its deployment file", () => {
    const remote = settingsOf(['--app', 'checkout', '--releases', 'releases/checkout']);
    expect(remote).toMatchObject({
      app: 'checkout',
      dir: path.resolve('releases/checkout'),
      releases: true,
      port: 4204,
    });
    const host = settingsOf([
      '--app',
      'shell',
      '--dir',
      'build/shell',
      '--remotes',
      'releases/remotes.json',
      '--remote-builds',
      'build',
    ]);
    expect(host).toMatchObject({
      dir: path.resolve('build/shell'),
      releases: false,
      remotesFile: path.resolve('releases/remotes.json'),
      remoteBuilds: path.resolve('build'),
    });
    expect(
      settingsOf(['--app', 'shell'], { TOUCHLINE_REMOTE_BUILDS: '/srv/builds' }).remoteBuilds,
    ).toBe(path.resolve('/srv/builds'));
  });

  it('send the pages without their server render when told', () => {
    expect(settingsOf(['--app', 'shell', '--no-prerender']).prerender).toBe(false);
    expect(settingsOf(['--app', 'shell'], { TOUCHLINE_PRERENDER: 'off' }).prerender).toBe(false);
    expect(settingsOf(['--app', 'shell'], { TOUCHLINE_PRERENDER: 'on' }).prerender).toBe(true);
  });

  it('believe the proxies TRUST_PROXY names, and refuse anything else', () => {
    expect(settingsOf(['--app', 'shell'], { TRUST_PROXY: '' }).trustProxy).toBe(0);
    expect(settingsOf(['--app', 'shell'], { TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(
      settingsOf(['--app', 'shell'], { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy,
    ).toBe('10.0.0.0/8,127.0.0.1,::1');
    for (const value of ['yes', '10.0.0.0/8, proxy.internal', '*', '100', '11', 'cafe']) {
      const error = errorOf(['--app', 'shell'], { TRUST_PROXY: value });
      expect(error).toMatch(/^TRUST_PROXY must be a number of proxy hops or a list of proxy/);
      expect(error.endsWith(`got "${value}"`)).toBe(true);
    }
  });

  it('log JSON lines in production and text elsewhere, as LOG_FORMAT says when it is set', () => {
    const production = {
      NODE_ENV: 'production',
      APP_ORIGINS: 'https://a.test',
      API_ORIGIN: 'https://b.test',
    };
    expect(settingsOf(['--app', 'shell']).logFormat).toBe('text');
    expect(settingsOf(['--app', 'shell'], production).logFormat).toBe('json');
    expect(settingsOf(['--app', 'shell'], { ...production, LOG_FORMAT: 'text' }).logFormat).toBe(
      'text',
    );
    expect(errorOf(['--app', 'shell'], { LOG_FORMAT: 'yaml' })).toBe(
      'LOG_FORMAT must be json or text, got "yaml"',
    );
  });
});

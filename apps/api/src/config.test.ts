import path from 'node:path';
import { API_ROOT, DEFAULT_DATA_DIR } from './app-paths';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: loopback, port 3333, PGlite in the app folder, the demo club', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3333,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: DEFAULT_DATA_DIR },
      defaultClub: 'demo',
      publicUrl: 'http://localhost:3333',
      logLevel: 'info',
    });
    expect(DEFAULT_DATA_DIR).toBe(path.join(API_ROOT, '.data', 'pglite'));
    expect(config.corsOrigins).toEqual(
      expect.arrayContaining([
        'http://localhost:4200',
        'http://*.localhost:4200',
        'http://localhost:4205',
        'http://*.localhost:4300',
      ]),
    );
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://club:secret@db.internal:5432/touchline',
      CORS_ORIGINS: 'https://*.clubs.example, https://admin.clubs.example',
      DEFAULT_CLUB: 'st-brendans',
      PUBLIC_URL: 'https://api.clubs.example/',
      LOG_LEVEL: 'warn',
      CLUB_CACHE_TTL_MS: '5000',
      TRUST_PROXY: '2',
      SHUTDOWN_DRAIN_MS: '5000',
      TOKEN_REQUESTS_PER_MINUTE: '60',
      SIGN_UPS_PER_HOUR: '200',
    });
    expect(config).toEqual({
      port: 4000,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://club:secret@db.internal:5432/touchline' },
      corsOrigins: ['https://*.clubs.example', 'https://admin.clubs.example'],
      defaultClub: 'st-brendans',
      publicUrl: 'https://api.clubs.example',
      logLevel: 'warn',
      clubCacheTtlMs: 5000,
      production: false,
      trustProxy: 2,
      drainMs: 5000,
      // Listening beyond loopback turns the development tools off.
      devTools: false,
      seedDemo: true,
      compileSchemas: 'at-start',
      identity: {
        accessTokenTtlSeconds: 3600,
        refreshTokenTtlSeconds: 2_592_000,
        siteUrl: 'http://demo.localhost:4200',
        backofficeUrl: null,
        tokenRequestsPerMinute: 60,
        signUpsPerHour: 200,
      },
      mail: { transport: 'outbox', from: 'Touchline <no-reply@touchline.localhost>' },
      payments: { provider: 'test' },
      rephrase: { provider: 'development' },
      stockHolds: { holdMinutes: 15, maxSharePercent: 25, minUnits: 10, sweepSeconds: 60 },
      geocoding: { provider: 'development' },
      inProcessWorker: true,
    });
  });

  it('runs the background jobs in the API process unless separate workers run them on PostgreSQL', () => {
    const url = 'postgres://touchline@db:5432/touchline';
    expect(loadConfig({ DATABASE_URL: url }).inProcessWorker).toBe(true);
    expect(loadConfig({ DATABASE_URL: url, IN_PROCESS_WORKER: 'off' }).inProcessWorker).toBe(false);
    expect(() => loadConfig({ IN_PROCESS_WORKER: 'off' })).toThrow(
      /IN_PROCESS_WORKER=off needs DATABASE_URL/,
    );
    expect(() => loadConfig({ IN_PROCESS_WORKER: 'maybe' })).toThrow(
      /IN_PROCESS_WORKER must be on or off/,
    );
  });

  it('keeps memory:// and resolves a relative DATA_DIR from the app folder', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: 'memory://',
    });
    expect(loadConfig({ DATA_DIR: '.data/other' }).database).toEqual({
      kind: 'pglite',
      dataDir: path.join(API_ROOT, '.data', 'other'),
    });
    expect(loadConfig({ DATA_DIR: '/var/lib/touchline' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/var/lib/touchline',
    });
  });

  it('reports every problem at once, naming the variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        CORS_ORIGINS: '*',
        DEFAULT_CLUB: 'Not A Slug',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(5);
    for (const name of ['PORT', 'DATABASE_URL', 'CORS_ORIGINS', 'DEFAULT_CLUB', 'LOG_LEVEL']) {
      expect(message).toContain(name);
    }
  });

  it.each([['70000'], ['-1'], ['3.5']])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT must be a whole number/);
  });

  it('limits token requests to 10 a minute per address and account unless set', () => {
    expect(loadConfig({}).identity.tokenRequestsPerMinute).toBe(10);
    expect(() => loadConfig({ TOKEN_REQUESTS_PER_MINUTE: '0' })).toThrow(
      /TOKEN_REQUESTS_PER_MINUTE must be a whole number/,
    );
  });

  it('limits sign-ups to 10 an hour per address unless set', () => {
    expect(loadConfig({}).identity.signUpsPerHour).toBe(10);
    expect(loadConfig({ SIGN_UPS_PER_HOUR: '200' }).identity.signUpsPerHour).toBe(200);
    expect(() => loadConfig({ SIGN_UPS_PER_HOUR: '0' })).toThrow(
      /SIGN_UPS_PER_HOUR must be a whole number/,
    );
  });

  it('refuses an origin with a path', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://club.example/app' })).toThrow(/CORS_ORIGINS/);
  });
});

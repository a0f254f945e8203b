import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { PRODUCTION_ENV } from '../testing/production-env';

// The development tools: the mailbox (every reset code), the sign-in page that signs anyone in,
// and the simulators' failure switch.
const DOORS: InjectOptions[] = [
  { method: 'GET', url: '/dev/mailbox' },
  { method: 'GET', url: '/dev/mailbox.json' },
  { method: 'GET', url: '/dev/sso/authorize?state=abc' },
  {
    method: 'POST',
    url: '/dev/sso/authorize',
    payload: { state: 'abc', email: 'admin@demo.touchline.test', action: 'sign-in' },
  },
  { method: 'GET', url: '/dev/email-links/demo?friend_id=1' },
  { method: 'POST', url: '/sim/control', payload: { fail: true } },
  { method: 'POST', url: '/dev/members/demo', payload: { email: 'door@demo.touchline.test' } },
  { method: 'GET', url: '/dev/clock' },
  { method: 'POST', url: '/dev/clock', payload: { days: 31 } },
  { method: 'DELETE', url: '/dev/clock' },
];

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

async function withApp(
  app: Promise<FastifyInstance>,
  run: (app: FastifyInstance) => Promise<void>,
) {
  const built = await app;
  try {
    await run(built);
  } finally {
    await built.close();
  }
}

describe('development tools', () => {
  it('are unreachable in the production configuration (NODE_ENV=production)', async () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.devTools).toBe(false);
    await withApp(buildApp({ db: database.db, config }), async (app) => {
      for (const door of DOORS) {
        const response = await app.inject(door);
        expect([door.url, response.statusCode]).toEqual([door.url, 404]);
      }
    });
  });

  it('cannot be turned on in production, nor on an interface other than loopback', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'on' })).toThrow(
      'DEV_TOOLS cannot be on when NODE_ENV is production',
    );
    expect(() => loadConfig({ HOST: '0.0.0.0', DEV_TOOLS: 'on' })).toThrow(
      'DEV_TOOLS cannot be on when HOST is not the loopback interface',
    );
    expect(loadConfig({ HOST: '0.0.0.0' }).devTools).toBe(false);
    expect(loadConfig({ HOST: '::1' }).devTools).toBe(true);
  });

  it('refuse a caller from another machine, and a request addressed to another host', async () => {
    await withApp(buildApp({ db: database.db, config: testConfig() }), async (app) => {
      for (const door of DOORS) {
        const remote = await app.inject({ ...door, remoteAddress: '192.0.2.10' });
        expect([door.url, remote.statusCode]).toEqual([door.url, 404]);
        const otherHost = await app.inject({ ...door, headers: { host: 'club.example' } });
        expect([door.url, otherHost.statusCode]).toEqual([door.url, 404]);
        const rebound = await app.inject({ ...door, headers: { host: 'attacker.example:3333' } });
        expect(rebound.statusCode).toBe(404);
      }
    });
  });

  it('answer this machine in development', async () => {
    await withApp(buildApp({ db: database.db, config: testConfig() }), async (app) => {
      const mailbox = await app.inject({
        method: 'GET',
        url: '/dev/mailbox',
        headers: { host: 'localhost:3333' },
      });
      expect(mailbox.statusCode).toBe(200);
      expect(mailbox.body).toContain('Development mailbox');
      const viaIpv6 = await app.inject({
        method: 'GET',
        url: '/dev/mailbox.json',
        remoteAddress: '::1',
        headers: { host: '[::1]:3333' },
      });
      expect(viaIpv6.statusCode).toBe(200);
      const control = await app.inject({
        method: 'POST',
        url: '/sim/control',
        headers: { host: '127.0.0.1:3333' },
        payload: { fail: false },
      });
      expect(control.json()).toEqual({ fail: false });
    });
  });
});

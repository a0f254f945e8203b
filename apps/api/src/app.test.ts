import { Writable } from 'node:stream';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ClubAccount, type MenuItem } from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { insertClubAccount } from './clubs/club-repository';
import type { DatabaseHandle } from './db/open-database';
import { DEMO_CLUB } from './clubs/club-seed-data';
import { createTestDatabase, testConfig } from './testing/test-database';

const checkClubAccount = TypeCompiler.Compile(ClubAccount);

let database: DatabaseHandle;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    // As the product starts: every route's schemas compiled before the first request.
    config: testConfig({ PUBLIC_URL: 'http://api.test:3333' }, 'at-start'),
    logger: {
      level: 'error',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    },
  });
  // Routes used only here: a handler that fails unexpectedly, and one that reads a body.
  app.get('/test/explode', async () => {
    throw new Error('secret database detail');
  });
  app.post('/test/echo', async (request) => ({ received: request.body }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { response, body: response.json() as Record<string, unknown> };
}

function expectJsonError(response: { headers: Record<string, unknown>; body: string }) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(typeof body['message']).toBe('string');
  expect(response.body).not.toMatch(/stack|at .*\.ts:\d+|node_modules/);
  return body;
}

describe('GET /v2/store/:club', () => {
  it('answers the demo club record, matching the contract', async () => {
    const { response, body } = await getJson('/v2/store/demo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(checkClubAccount.Check(body)).toBe(true);
    const club = body as unknown as ClubAccount;
    expect(club).toMatchObject({
      slug: 'demo',
      name: 'Glenarden Gaels GAA Club',
      currency: 'EUR',
      display_address: true,
      logo_image: 'http://api.test:3333/static/clubs/demo/logo.svg',
      layout_image: 'http://api.test:3333/static/clubs/demo/banner.svg',
      comortais: { organisation_id: '1001', comortais_club_id: '2042' },
      comet: { api_key: 'local-comet-demo-key', organization_id: '301' },
      sso: { mode: 'off' },
    });
    expect(club.banner?.title).toBeTruthy();
    expect(club.address).toMatchObject({ country: 'Ireland' });
    expect(typeof club.address?.latitude).toBe('number');
    expect(typeof club.address?.longitude).toBe('number');
    for (const link of [club.facebook, club.twitter, club.instagram]) {
      expect(link).toMatch(/^https:\/\//);
    }
    expect(club.features).toEqual({
      is_contact_enabled: true,
      checkout: true,
      guest_checkout: true,
      lotto: true,
      draw: true,
      shop: true,
      membership: true,
      comortais: true,
      comet: true,
      login_dialog: true,
      redirect_after_login: true,
      can_quick_pick: true,
    });
  });

  it('lists a menu with every item type, sorted by position, more than the header shows', async () => {
    const { body } = await getJson('/v2/store/demo');
    const menu = (body as unknown as ClubAccount).menu_items;
    expect(menu.length).toBeGreaterThanOrEqual(7);
    const positions = menu.map((item) => item.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const kinds = menu.map((item) => `${item.type}/${item.product_type ?? ''}`);
    expect(new Set(kinds)).toEqual(
      new Set([
        'Page/',
        'Product/MembershipPage',
        'Product/LotteryPage',
        'Product/DrawPage',
        'Product/ShopPage',
        'Section/',
        'External/',
      ]),
    );
    const byUrl = (url: string) => menu.find((item) => item.url === url);
    expect(byUrl('about-us')?.type).toBe('Page');
    expect(byUrl('history')?.type).toBe('Page');
    expect(byUrl('club-lotto')?.product_type).toBe('LotteryPage');
    expect(byUrl('summer-draw')?.product_type).toBe('DrawPage');
    const external = menu.find((item) => item.type === 'External');
    expect(external?.url).toMatch(/^https:\/\//);
    const section = menu.find((item) => item.type === 'Section') as MenuItem;
    expect(section.pages?.length).toBeGreaterThan(0);
    for (const page of section.pages ?? []) {
      expect(page).toEqual({ title: expect.any(String), url: expect.stringMatching(/^[a-z-]+$/) });
    }
    // Only sections carry pages.
    expect(menu.filter((item) => item.pages !== undefined)).toEqual([section]);
  });

  it('answers the quiet club record', async () => {
    const { response, body } = await getJson('/v2/store/quiet');
    expect(response.statusCode).toBe(200);
    expect(checkClubAccount.Check(body)).toBe(true);
    const club = body as unknown as ClubAccount;
    expect(club.slug).toBe('quiet');
    expect(club.banner).toBeNull();
    expect(club.layout_image).toBeNull();
    expect(club.comortais).toBeNull();
    expect(club.comet).toBeNull();
    expect(club.sso.mode).toBe('mandatory');
    expect(club.features).toMatchObject({
      is_contact_enabled: false,
      checkout: false,
      guest_checkout: false,
      comortais: false,
      comet: false,
      can_quick_pick: true,
    });
    expect(club.menu_items).toHaveLength(2);
    expect(club.account_id).not.toBe(
      ((await getJson('/v2/store/demo')).body as ClubAccount).account_id,
    );
  });

  it('answers 404 JSON for an unknown club', async () => {
    const { response, body } = await getJson('/v2/store/no-such-club');
    expect(response.statusCode).toBe(404);
    expect(body).toEqual({ message: 'Club not found', code: 'club_not_found' });
  });

  it.each([
    ['spaces and capitals', '/v2/store/DROP%20TABLE'],
    ['an SQL quote', "/v2/store/demo'%20or%201=1--"],
    ['upper case', '/v2/store/Demo'],
    ['64 characters', `/v2/store/${'a'.repeat(64)}`],
    ['300 characters', `/v2/store/${'a'.repeat(300)}`],
    ['an encoded slash', '/v2/store/..%2F..%2Fetc'],
    ['broken percent-encoding', '/v2/store/%E0%A4%A'],
  ])('refuses a malformed slug (%s) with a 4xx JSON answer', async (_label, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectJsonError(response);
  });

  it('answers a path parameter over the router limit with 414', async () => {
    const { response, body } = await getJson(`/v2/store/${'a'.repeat(300)}`);
    expect(response.statusCode).toBe(414);
    expect(body).toEqual({ message: 'The request URL is too long', code: 'url_too_long' });
  });

  it('names the invalid parameter in a 400 answer', async () => {
    const { response, body } = await getJson('/v2/store/DROP%20TABLE');
    expect(response.statusCode).toBe(400);
    expect(body['errors']).toEqual({ 'params.club': [expect.stringContaining('pattern')] });
  });

  it('lets clients revalidate: no-cache with an ETag, 304 while unchanged', async () => {
    const first = await app.inject({ method: 'GET', url: '/v2/store/demo' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^".+"$/);
    const second = await app.inject({
      method: 'GET',
      url: '/v2/store/demo',
      headers: { 'if-none-match': String(etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('answers HEAD and a trailing slash like GET', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/v2/store/demo' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const slash = await app.inject({ method: 'GET', url: '/v2/store/demo/' });
    expect(slash.statusCode).toBe(200);
    expect(slash.json()).toMatchObject({ slug: 'demo' });
  });

  it('serves cached records until the club store is invalidated', async () => {
    await insertClubAccount(database.db, { ...DEMO_CLUB, slug: 'cache-check', name: 'Before' });
    expect((await getJson('/v2/store/cache-check')).body['name']).toBe('Before');

    await database.db
      .updateTable('clubs')
      .set({ name: 'After' })
      .where('slug', '=', 'cache-check')
      .execute();
    expect((await getJson('/v2/store/cache-check')).body['name']).toBe('Before');

    app.clubs.invalidate('cache-check');
    expect((await getJson('/v2/store/cache-check')).body['name']).toBe('After');

    await database.db.deleteFrom('clubs').where('slug', '=', 'cache-check').execute();
    app.clubs.invalidateAll();
    expect((await getJson('/v2/store/cache-check')).response.statusCode).toBe(404);
  });

  it('serves a club created through the directory at once, though its slug was cached unknown', async () => {
    const unknown = await getJson('/v2/store/created-now');
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.body).toEqual({ message: 'Club not found', code: 'club_not_found' });
    expect((await getJson('/v2/store/created-now/articles')).response.statusCode).toBe(404);

    await app.clubs.create({ ...DEMO_CLUB, slug: 'created-now', name: 'Created now' });
    expect((await getJson('/v2/store/created-now')).body['name']).toBe('Created now');
    const articles = await getJson('/v2/store/created-now/articles');
    expect(articles.response.statusCode).toBe(200);
  });

  it('resolves the club of every /:club route through the one cache and its invalidation', async () => {
    await app.clubs.create({ ...DEMO_CLUB, slug: 'shared-cache', name: 'Shared' });
    expect((await getJson('/v2/store/shared-cache/articles')).response.statusCode).toBe(200);
    expect((await getJson('/v2/store/shared-cache/products')).response.statusCode).toBe(200);

    await database.db.deleteFrom('clubs').where('slug', '=', 'shared-cache').execute();
    // Still cached: every area reads the same entry.
    expect((await getJson('/v2/store/shared-cache/products')).response.statusCode).toBe(200);
    app.clubs.invalidate('shared-cache');
    for (const path of ['', '/articles', '/products', '/sponsors']) {
      const gone = await getJson(`/v2/store/shared-cache${path}`);
      expect(gone.response.statusCode).toBe(404);
      expect(gone.body).toEqual({ message: 'Club not found', code: 'club_not_found' });
    }
  });
});

describe('other routes', () => {
  it('reports health', async () => {
    const { response, body } = await getJson('/health');
    expect(response.statusCode).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it('answers 404 JSON for an unknown route', async () => {
    for (const url of ['/nope', '/v2/store', '/v2/store/demo/unknown', '/static/missing.svg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(expectJsonError(response)).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });

  it('serves the club images that the records point to', async () => {
    const response = await app.inject({ method: 'GET', url: '/static/clubs/demo/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toContain('<svg');
    // Club sites on other origins embed them.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('hides unexpected errors behind a generic 500 and logs them', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(expectJsonError(response)).toEqual({
      message: 'An error has occurred',
      code: 'internal_error',
    });
    expect(response.body).not.toContain('secret');
    expect(logLines.join('\n')).toContain('secret database detail');
  });

  it('answers malformed JSON with 400 and a body over 1 MB with 413', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expectJsonError(malformed);

    const accepted = await app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { text: 'x'.repeat(1000) },
    });
    expect(accepted.statusCode).toBe(200);

    const tooLarge = await app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { text: 'x'.repeat(1024 * 1024) },
    });
    expect(tooLarge.statusCode).toBe(413);
    expectJsonError(tooLarge);
  });
});

describe('CORS', () => {
  it('allows a club site in development, with credentials', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v2/store/demo',
      headers: { origin: 'http://demo.localhost:4200' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://demo.localhost:4200');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['vary'])).toMatch(/origin/i);
  });

  it('answers a preflight from an allowed origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/v2/store/demo',
      headers: {
        origin: 'http://localhost:4204',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:4204');
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
  });

  it.each(['http://evil.example', 'http://demo.localhost:9999', 'https://demo.localhost:4200'])(
    'refuses %s',
    async (origin) => {
      const response = await app.inject({
        method: 'GET',
        url: '/v2/store/demo',
        headers: { origin },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();

      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/v2/store/demo',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});

describe('security headers', () => {
  it.each([
    ['a record', '/v2/store/demo'],
    ['a missing club', '/v2/store/no-such-club'],
    ['an invalid slug', '/v2/store/DROP%20TABLE'],
    ['an unknown route', '/nope'],
    ['a failure', '/test/explode'],
    ['a URL the router refuses', `/v2/store/${'a'.repeat(300)}`],
    ['a URL that cannot be decoded', '/v2/store/%E0%A4%A'],
  ])('are set on %s', async (_label, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

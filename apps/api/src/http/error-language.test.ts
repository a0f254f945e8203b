import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES, buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { fail, failOnField } from '../errors/domain-error';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { createRateLimiter } from './rate-limit';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig(), logger: false });
  // Refusals only these tests make: a thrower's own text, a field's message, a limit, a failure.
  app.get('/test/sold-out', async () => {
    throw fail('product_unavailable', { message: 'The Club Jersey (XL) is sold out' });
  });
  app.get('/test/invitation', async () => {
    throw failOnField('team_invitation_email_invalid', 'body.email');
  });
  const limiter = createRateLimiter(database.db);
  app.get(
    '/test/limited',
    { preHandler: limiter.limit({ name: 'test-language', max: 1, windowSeconds: 60 }) },
    async () => ({ ok: true }),
  );
  app.post('/test/echo', async (request) => ({ got: request.body }));
  app.get('/test/explode', async () => {
    throw new Error('secret detail');
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function get(url: string, acceptLanguage?: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  });
  return { response, body: response.json() as Record<string, unknown> };
}

describe('the language of refusals', () => {
  it.each(['ga', 'ga-IE,en;q=0.8', 'en;q=0.5, ga'])(
    'answers an unknown club in Irish for Accept-Language %s',
    async (acceptLanguage) => {
      const { response, body } = await get('/v2/store/no-such-club', acceptLanguage);
      expect(response.statusCode).toBe(404);
      expect(body).toEqual({ message: 'Níor aimsíodh an club', code: 'club_not_found' });
      expect(response.headers['vary']).toMatch(/\bAccept-Language\b/);
    },
  );

  it.each([
    ['no header', undefined],
    ['French', 'fr'],
    ['English', 'en-IE,ga;q=0.5'],
  ])('answers in English for %s', async (_label, acceptLanguage) => {
    const { response, body } = await get('/v2/store/no-such-club', acceptLanguage);
    expect(body).toEqual({ message: 'Club not found', code: 'club_not_found' });
    expect(response.headers['vary']).toMatch(/\bAccept-Language\b/);
  });

  it('keeps CORS in Vary beside the language', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v2/store/no-such-club',
      headers: { origin: 'http://demo.localhost:4200', 'accept-language': 'ga' },
    });
    expect(String(response.headers['vary']).split(/\s*,\s*/)).toEqual(
      expect.arrayContaining(['Origin', 'Accept-Language']),
    );
  });

  it('answers an unknown route in Irish', async () => {
    const { response, body } = await get('/v2/no-such-route', 'ga');
    expect(response.statusCode).toBe(404);
    expect(body).toEqual({ message: 'Níor aimsíodh é', code: 'not_found' });
    expect(response.headers['vary']).toMatch(/\bAccept-Language\b/);
  });

  it('says invalid input in Irish and leaves its field messages in English', async () => {
    const { response, body } = await get('/v2/store/DROP%20TABLE', 'ga');
    expect(response.statusCode).toBe(400);
    expect(body['message']).toBe('Níl an t-iarratas bailí');
    expect(body['errors']).toEqual({
      'params.club': [expect.stringContaining('must match pattern')],
    });
  });

  it("leaves a refusal's field message in English under its Irish message", async () => {
    const { response, body } = await get('/test/invitation', 'ga');
    expect(response.statusCode).toBe(422);
    expect(body).toEqual({
      message: 'Cuir isteach seoladh ríomhphoist bailí.',
      code: 'team_invitation_email_invalid',
      errors: { 'body.email': ['Enter a valid email address.'] },
    });
  });

  it('says a limit in Irish', async () => {
    expect((await app.inject({ method: 'GET', url: '/test/limited' })).statusCode).toBe(200);
    const { response, body } = await get('/test/limited', 'ga-IE');
    expect(response.statusCode).toBe(429);
    expect(body).toEqual({
      message: 'An iomarca iarrachtaí. Bain triail eile as ar ball.',
      code: 'too_many_requests',
    });
  });

  it('says an unexpected failure in Irish', async () => {
    const { response, body } = await get('/test/explode', 'ga');
    expect(response.statusCode).toBe(500);
    expect(body).toEqual({ message: 'Tharla earráid', code: 'internal_error' });
  });

  it('says a URL the router cannot decode in Irish', async () => {
    const { response, body } = await get('/v2/store/%E0%A4%A', 'ga');
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ message: 'Níl URL an iarratais bailí', code: 'invalid_url' });
    expect(response.headers['vary']).toMatch(/\bAccept-Language\b/);
  });

  it("keeps a thrower's own text as given, in any language", async () => {
    const { response, body } = await get('/test/sold-out', 'ga');
    expect(response.statusCode).toBe(422);
    expect(body).toEqual({
      message: 'The Club Jersey (XL) is sold out',
      code: 'product_unavailable',
    });
    expect(response.headers['vary'] ?? '').not.toMatch(/Accept-Language/);
  });

  async function post(body: string, contentType: string, acceptLanguage: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: body,
      headers: { 'content-type': contentType, 'accept-language': acceptLanguage },
    });
    return { response, body: response.json() as Record<string, unknown> };
  }

  it("says Fastify's own refusals (a body that is not JSON, a type not taken) in Irish", async () => {
    const broken = await post('{"name": ', 'application/json', 'ga');
    expect(broken.response.statusCode).toBe(400);
    expect(broken.body).toEqual({ message: 'Níl an t-iarratas bailí', code: 'request_refused' });
    expect(broken.response.headers['vary']).toMatch(/\bAccept-Language\b/);
    const csv = await post('a,b', 'text/csv', 'ga');
    expect(csv.response.statusCode).toBe(415);
    expect(csv.body).toEqual({
      message: 'Ní ghlactar leis an gcineál ábhair seo',
      code: 'unsupported_media_type',
    });
  });

  it('says a body over the limit is too large in Irish', async () => {
    const tooLarge = await post(
      JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }),
      'application/json',
      'ga',
    );
    expect(tooLarge.response.statusCode).toBe(413);
    expect(tooLarge.body).toEqual({
      message: 'Tá an t-iarratas rómhór',
      code: 'payload_too_large',
    });
  });

  it("keeps Fastify's own text of a refusal in English, which says what was wrong", async () => {
    const broken = await post('{"name": ', 'application/json', 'en');
    expect(broken.response.statusCode).toBe(400);
    expect(broken.body['code']).toBe('request_refused');
    expect(broken.body['message']).toMatch(/JSON/);
    expect(broken.response.headers['vary']).toMatch(/\bAccept-Language\b/);
  });
});

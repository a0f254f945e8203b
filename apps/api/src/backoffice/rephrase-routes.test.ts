import { REPHRASE_FAILED, REPHRASE_TOO_SHORT } from '@touchline/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { bearer, jsonError, SEEDED, signIn } from '../identity/identity-test-kit';
import { testConfig } from '../testing/test-database';
import { startBackofficeApp, type BackofficeTestApp } from './backoffice-test-kit';
import { REPHRASE_LIMIT, REPHRASE_NOT_CONFIGURED } from './rephrase-routes';

// A local stand-in for an OpenAI-compatible service, reached over HTTP like the real one.
interface ServiceCall {
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}
const serviceCalls: ServiceCall[] = [];
let serviceAnswer: { status: number; content: string } = { status: 200, content: '' };
let service: FastifyInstance;

let kit: BackofficeTestApp;
let admin: Record<string, string>;
let member: Record<string, string>;

const TEXT =
  'Training is on Tuesday at 7pm on the main pitch. Please bring boots and a water bottle.';

beforeAll(async () => {
  service = Fastify({ logger: false });
  service.post('/v1/chat/completions', async (request, reply) => {
    serviceCalls.push({
      authorization: request.headers.authorization,
      body: request.body as ServiceCall['body'],
    });
    if (serviceAnswer.status !== 200) return reply.code(serviceAnswer.status).send({ error: 'no' });
    return { choices: [{ message: { role: 'assistant', content: serviceAnswer.content } }] };
  });
  const address = await service.listen({ port: 0, host: '127.0.0.1' });
  kit = await startBackofficeApp({
    REPHRASE_API_URL: `${address}/v1`,
    REPHRASE_API_KEY: 'local-test-key',
    REPHRASE_MODEL: 'club-writer',
  });
  admin = bearer((await signIn(kit.app, SEEDED.demoAdmin)).access_token);
  member = bearer((await signIn(kit.app, SEEDED.demoMember)).access_token);
});
afterAll(async () => {
  await kit?.close();
  await service?.close();
});
beforeEach(async () => {
  serviceCalls.length = 0;
  serviceAnswer = { status: 200, content: '' };
  await kit.database.db.deleteFrom('rate_limit_counters').execute();
});

const rephrase = (payload: object, headers = admin, app = kit.app) =>
  app.inject({ method: 'POST', url: '/v2/backoffice/email/rephrase', headers, payload });

describe('POST /v2/backoffice/email/rephrase', () => {
  it('answers the service’s text as data.rephrased', async () => {
    serviceAnswer = { status: 200, content: 'Training: Tuesday, 7pm, main pitch. Bring boots!' };
    const response = await rephrase({
      text: TEXT,
      tone: 'concise',
      language: 'english',
      module: 'news',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { rephrased: 'Training: Tuesday, 7pm, main pitch. Bring boots!' },
    });
    expect(serviceCalls).toHaveLength(1);
    expect(serviceCalls[0]!.authorization).toBe('Bearer local-test-key');
    expect(serviceCalls[0]!.body.model).toBe('club-writer');
    expect(serviceCalls[0]!.body.messages[0]!.content).toContain('concise tone, in English');
    expect(serviceCalls[0]!.body.messages[1]!.content).toBe(TEXT);
  });

  it('cleans HTML the service answers for HTML text', async () => {
    serviceAnswer = {
      status: 200,
      content: '<p onclick="steal()">Training on <b>Tuesday</b><script>alert(1)</script></p>',
    };
    const response = await rephrase({
      text: `<p>${TEXT}</p>`,
      tone: 'friendly',
      language: 'irish',
      module: 'email',
    });
    expect(response.json()).toEqual({ data: { rephrased: '<p>Training on <b>Tuesday</b></p>' } });
  });

  it('refuses fewer than 25 characters (spaces and tags not counted) before calling the service', async () => {
    const short = await rephrase({
      text: '<p>Training   on   Tuesday  at 7</p>',
      tone: 'formal',
      language: 'english',
      module: 'news',
    });
    expect(jsonError(short, 422)).toEqual({
      message: REPHRASE_TOO_SHORT,
      code: 'rephrase_refused',
      errors: { text: [REPHRASE_TOO_SHORT] },
    });
    expect(REPHRASE_TOO_SHORT).toBe('Minimum content length is 25 characters.');
    const long = await rephrase({
      text: `<p>${'a'.repeat(5001)}</p>`,
      tone: 'formal',
      language: 'english',
      module: 'news',
    });
    expect(jsonError(long, 422).message).toBe('Maximum length 5000');
    expect(serviceCalls).toHaveLength(0);
  });

  it('refuses unknown tones, languages and modules with 400', async () => {
    for (const payload of [
      { text: TEXT, tone: 'angry', language: 'english', module: 'news' },
      { text: TEXT, tone: 'formal', language: 'french', module: 'news' },
      { text: TEXT, tone: 'formal', language: 'english', module: '<script>' },
      { text: 42, tone: 'formal', language: 'english', module: 'news' },
    ]) {
      jsonError(await rephrase(payload), 400);
    }
  });

  it('answers 502 with the spec text when the service fails', async () => {
    serviceAnswer = { status: 500, content: '' };
    const response = await rephrase({
      text: TEXT,
      tone: 'neutral',
      language: 'english',
      module: 'news',
    });
    expect(jsonError(response, 502).message).toBe(REPHRASE_FAILED);
    expect(REPHRASE_FAILED).toBe('Rephrasing failed. Please try again.');
  });

  it('is for back-office users only', async () => {
    const payload = { text: TEXT, tone: 'neutral', language: 'english', module: 'news' };
    expect(jsonError(await rephrase(payload, {}), 401).message).toBe('Unauthenticated.');
    expect(jsonError(await rephrase(payload, member), 403).message).toBe(
      'This action is unauthorized.',
    );
    expect(serviceCalls).toHaveLength(0);
  });

  it(`allows ${REPHRASE_LIMIT.max} rephrasings per user in ${REPHRASE_LIMIT.windowSeconds / 60} minutes`, async () => {
    serviceAnswer = { status: 200, content: 'Fine.' };
    const payload = { text: TEXT, tone: 'neutral', language: 'english', module: 'news' };
    for (let index = 0; index < REPHRASE_LIMIT.max; index++) {
      expect((await rephrase(payload)).statusCode).toBe(200);
    }
    const limited = await rephrase(payload);
    expect(jsonError(limited, 429).message).toBe('Too many attempts. Please try again later.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(serviceCalls).toHaveLength(REPHRASE_LIMIT.max);
  });

  it('answers 503 "not configured" on a server without a rephrase service', async () => {
    const unconfigured = await buildApp({
      db: kit.database.db,
      config: testConfig({ REPHRASE_PROVIDER: 'none' }),
    });
    try {
      const response = await rephrase(
        { text: TEXT, tone: 'neutral', language: 'english', module: 'news' },
        admin,
        unconfigured,
      );
      expect(jsonError(response, 503).message).toBe(REPHRASE_NOT_CONFIGURED);
    } finally {
      await unconfigured.close();
    }
  });
});

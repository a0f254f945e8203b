import Fastify, { type FastifyInstance } from 'fastify';
import type { SchemaCompilation } from '../config';
import { registerValidatorCompiler } from './validator-compiler';

const NEW_MEMBER = {
  type: 'object',
  required: ['name', 'age'],
  additionalProperties: false,
  properties: { name: { type: 'string', minLength: 1 }, age: { type: 'integer' } },
} as const;

async function appWith(compileSchemas: SchemaCompilation, body: object): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerValidatorCompiler(app, compileSchemas);
  app.post('/members', { schema: { body, querystring: PAGE } }, async (request) => ({
    body: request.body,
    query: request.query,
  }));
  return app;
}

const PAGE = { type: 'object', properties: { page: { type: 'integer', default: 1 } } } as const;

describe.each<SchemaCompilation>(['at-start', 'on-first-use'])('validators compiled %s', (when) => {
  it('refuse a body that breaks the schema with what is wrong, on every call', async () => {
    const app = await appWith(when, NEW_MEMBER);
    for (const age of ['twelve', 'thirteen']) {
      const response = await app.inject({
        method: 'POST',
        url: '/members',
        payload: { name: 'Aoife', age },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'body/age must be integer' });
    }
    await app.close();
  });

  it('pass a valid request on, with the query coerced and its defaults filled in', async () => {
    const app = await appWith(when, NEW_MEMBER);
    const response = await app.inject({
      method: 'POST',
      url: '/members?page=2',
      payload: { name: 'Aoife', age: 12, extra: 'dropped' },
    });
    expect(response.json()).toEqual({ body: { name: 'Aoife', age: 12 }, query: { page: 2 } });
    const defaults = await app.inject({
      method: 'POST',
      url: '/members',
      payload: { name: 'Aoife', age: 12 },
    });
    expect(defaults.json()).toMatchObject({ query: { page: 1 } });
    await app.close();
  });
});

describe('a schema that does not compile', () => {
  const BROKEN = { type: 'object', properties: { age: { type: 'integer', minimum: 'ten' } } };

  it('stops the start when schemas compile at start, as the product does', async () => {
    const app = await appWith('at-start', BROKEN);
    await expect(app.ready()).rejects.toThrow(/minimum/);
    await app.close();
  });

  // Why `app.test.ts` builds the whole app with schemas compiled at start.
  it('fails only when its route is first called when schemas compile on first use', async () => {
    const app = await appWith('on-first-use', BROKEN);
    await app.ready();
    const response = await app.inject({ method: 'POST', url: '/members', payload: { age: 12 } });
    expect(response.statusCode).toBe(500);
    await app.close();
  });
});

import Fastify from 'fastify';
import { registerSerializerCompiler, serializerFor } from './serializer-compiler';

const PUBLIC_USER = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

describe('response serializers', () => {
  it('are built once per schema, however many routes and statuses share it', () => {
    expect(serializerFor(PUBLIC_USER)).toBe(serializerFor(PUBLIC_USER));
    expect(serializerFor({ ...PUBLIC_USER })).not.toBe(serializerFor(PUBLIC_USER));
  });

  it('send only what the schema names, on every route that shares it', async () => {
    const app = Fastify({ logger: false });
    registerSerializerCompiler(app);
    const user = { id: 7, name: 'Aoife', passwordHash: 'scrypt$secret' };
    for (const url of ['/a', '/b']) {
      app.get(url, { schema: { response: { 200: PUBLIC_USER } } }, async () => user);
    }
    for (const url of ['/a', '/b']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.json()).toEqual({ id: 7, name: 'Aoife' });
    }
    await app.close();
  });
});

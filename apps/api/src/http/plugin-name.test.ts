import Fastify, { type FastifyInstance } from 'fastify';
import { named } from './plugin-name';

describe('named plugins', () => {
  it('give Fastify the function’s name, so it need not search the loaded modules for it', async () => {
    const app = Fastify();
    async function greetingRoutes(instance: FastifyInstance) {
      instance.get('/greeting', () => ({ hello: 'club' }));
    }
    const plugin = named(greetingRoutes);
    expect((plugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')]).toBe(
      'greetingRoutes',
    );
    await app.register(plugin);
    await app.ready();
    expect(app.printPlugins()).toContain('greetingRoutes');
    expect((await app.inject({ url: '/greeting' })).json()).toEqual({ hello: 'club' });
    await app.close();
  });

  it('keeps a name already given', () => {
    const plugin = async () => undefined;
    Object.defineProperty(plugin, Symbol.for('fastify.display-name'), { value: 'kept' });
    expect(
      (named(plugin) as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')],
    ).toBe('kept');
  });
});

import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawServerDefault,
} from 'fastify';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Names a plugin for Fastify by its function's name. Fastify otherwise looks for an unnamed
 * plugin among every loaded module (`require.cache`) each time it is registered: cheap in the
 * built API, but under jest that cache is the test runner's module registry, searched key by
 * key for each of the API's plugins in every test file that builds the app.
 */
export function named<
  Options extends FastifyPluginOptions,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
>(
  plugin: FastifyPluginAsync<Options, RawServerDefault, TypeProvider>,
): FastifyPluginAsync<Options, RawServerDefault, TypeProvider> {
  if (!Object.prototype.hasOwnProperty.call(plugin, DISPLAY_NAME)) {
    Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name || 'anonymous plugin' });
  }
  return plugin;
}

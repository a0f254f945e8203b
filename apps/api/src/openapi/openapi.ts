import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** A route as registered: what the OpenAPI document and the API-wide tests walk. */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly hidden: boolean;
  readonly hasBody: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Collects every route's schemas into an OpenAPI 3 document, served at `/openapi.json` when
 * `serve` (development: production keeps its map of the API to itself; docs/api.md describes
 * it). Must be registered before the routes it describes.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { publicUrl, serve }: { publicUrl: string; serve: boolean },
): Promise<void> {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as { hide?: boolean; body?: unknown };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: route.url, hidden: !!schema.hide, hasBody: !!schema.body });
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Touchline Club API',
        description:
          'The reference Club API: every call the club sites make. Money is in cents; errors are `{ message, errors? }` with a 4xx status. See docs/api.md.',
        version: '2',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    // TypeBox schemas carry a symbol-keyed "kind"; the document keeps plain JSON Schema only.
    transform: ({ schema, url }) => ({ schema: JSON.parse(JSON.stringify(schema ?? {})), url }),
  });

  if (!serve) return;
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}

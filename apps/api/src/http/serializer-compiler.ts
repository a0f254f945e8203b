import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import type { SchemaCompilation } from '../config';

type Serialize = (data: unknown) => string;

/**
 * Response schemas are shared between routes (every route's 4xx replies, a GET and its HEAD):
 * Fastify's own compiler builds a serializer per route and status, about nine per distinct
 * schema here. One serializer per schema object gives the same output, since fast-json-stringify
 * turns a schema into a pure function. The app registers no shared schemas (`addSchema`), so
 * none are passed on.
 */
const serializers = new WeakMap<object, Serialize>();

export function serializerFor(schema: object): Serialize {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = fastJson(schema) as Serialize;
    serializers.set(schema, serialize);
  }
  return serialize;
}

export function registerSerializerCompiler(
  app: FastifyInstance,
  compileSchemas: SchemaCompilation = 'at-start',
): void {
  app.setSerializerCompiler(({ schema }) =>
    compileSchemas === 'at-start' ? serializerFor(schema) : (data) => serializerFor(schema)(data),
  );
}

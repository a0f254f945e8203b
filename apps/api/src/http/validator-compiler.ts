import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const COMMON: Options = {
  useDefaults: true,
  removeAdditional: true,
  allErrors: false,
  strict: false,
  addUsedSchema: false,
};

/**
 * One pair of Ajv instances per process: Ajv keeps what it compiled by schema object, so a schema
 * shared by several routes, or by the apps a process builds, is compiled once.
 */
let compilers: { textParts: Ajv; jsonBody: Ajv } | undefined;

/**
 * Query strings, path parameters and headers arrive as text, so their values are coerced to the
 * schema's types ("2" -> 2). A JSON body is typed already: a number sent where text is expected
 * is a client error, not something to convert quietly.
 */
export function registerValidatorCompiler(app: FastifyInstance): void {
  compilers ??= {
    textParts: addFormats(new Ajv({ ...COMMON, coerceTypes: 'array' })),
    jsonBody: addFormats(new Ajv({ ...COMMON, coerceTypes: false })),
  };
  const { textParts, jsonBody } = compilers;
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? jsonBody : textParts).compile(schema),
  );
}

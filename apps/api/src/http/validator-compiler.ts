import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { FastifyValidationResult } from 'fastify/types/schema';
import type { SchemaCompilation } from '../config';

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
export function registerValidatorCompiler(
  app: FastifyInstance,
  compileSchemas: SchemaCompilation = 'at-start',
): void {
  compilers ??= {
    textParts: addFormats(new Ajv({ ...COMMON, coerceTypes: 'array' })),
    jsonBody: addFormats(new Ajv({ ...COMMON, coerceTypes: false })),
  };
  const { textParts, jsonBody } = compilers;
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const compile = () => (httpPart === 'body' ? jsonBody : textParts).compile(schema);
    return compileSchemas === 'at-start' ? compile() : compiledOnFirstUse(compile);
  });
}

/**
 * A validator that compiles its schema when first called. It answers as Ajv's own does: Fastify
 * reads `errors` after a call, and gives the request as the value's parent (so Ajv may replace
 * the value itself) when the validator has Ajv's `schemaEnv`.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): FastifyValidationResult {
  let validate: ValidateFunction | undefined;
  const compiled = () => (validate ??= compile());
  const onFirstUse = (data: unknown, dataCxt?: Parameters<ValidateFunction>[1]) => {
    const valid = compiled()(data, dataCxt);
    onFirstUse.errors = compiled().errors;
    return valid;
  };
  onFirstUse.errors = undefined as ValidateFunction['errors'];
  Object.defineProperty(onFirstUse, 'schemaEnv', { get: () => compiled().schemaEnv });
  return onFirstUse as FastifyValidationResult;
}

// Renders the generated validator modules (see generate-validators.ts). Kept apart from the
// command so the drift test can render them without writing files.
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import Ajv from 'ajv';
import { fastFormats } from 'ajv-formats/dist/formats';
import standaloneCode from 'ajv/dist/standalone';
import { format, resolveConfig } from 'prettier';
import { RESPONSE_SCHEMAS } from '../src/validation/response-schemas';
import { plainSchema as plain, schemaHashOf } from './schema-hash';

export interface ValidatorModule {
  area: string;
  fileName: string;
  /** See scripts/schema-hash.ts. */
  schemaHash: string;
  source: string;
}

type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Shapes the schemas for small generated code, without changing what they accept: a union of
 * literals becomes an `enum`, and every object schema becomes one shared definition (`$ref`),
 * so a type used in several answers (a product in a list, a page and on its own) is checked by
 * one function instead of being inlined each time.
 */
function createInterner(ajv: Ajv) {
  const ids = new Map<string, string>();

  function intern(schema: unknown): unknown {
    if (Array.isArray(schema)) return schema.map(intern);
    if (!isObject(schema)) return schema;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && isObject(value)) {
        out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, intern(v)]));
      } else if (key === 'patternProperties' && isObject(value)) {
        out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, intern(v)]));
      } else if (
        ['items', 'additionalProperties', 'anyOf', 'allOf', 'oneOf', 'not'].includes(key)
      ) {
        out[key] = intern(value);
      } else {
        out[key] = value;
      }
    }
    const branches = out.anyOf;
    if (
      Array.isArray(branches) &&
      branches.length > 0 &&
      branches.every((branch) => isObject(branch) && 'const' in branch)
    ) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, enum: branches.map((branch) => (branch as JsonSchema).const) };
    }
    const nullable = nullableOf(out);
    if (nullable) return nullable;
    if (out.type !== 'object' || !isObject(out.properties)) return out;
    const key = JSON.stringify(out);
    let id = ids.get(key);
    if (!id) {
      id = `type${ids.size}`;
      ids.set(key, id);
      ajv.addSchema({ $id: id, ...out });
    }
    return { $ref: id };
  }

  return intern;
}

const PRIMITIVES = ['string', 'integer', 'number', 'boolean'];

/** `anyOf: [X, { type: 'null' }]` with a primitive or enum X, written as one schema. */
function nullableOf(schema: JsonSchema): JsonSchema | undefined {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return undefined;
  const isNull = (branch: unknown) =>
    isObject(branch) && branch.type === 'null' && Object.keys(branch).length === 1;
  const value = branches.find((branch) => !isNull(branch));
  if (!isObject(value) || !branches.some(isNull)) return undefined;
  const { anyOf: _anyOf, ...rest } = schema;
  if (Array.isArray(value.enum)) return { ...rest, ...value, enum: [...value.enum, null] };
  if (typeof value.type === 'string' && PRIMITIVES.includes(value.type) && !('const' in value)) {
    return { ...rest, ...value, type: [value.type, 'null'] };
  }
  return undefined;
}

function compileArea(schemas: Record<string, TSchema>): string {
  const ajv = new Ajv({
    code: { source: true, esm: true, lines: true, optimize: 3 },
    messages: false,
    allErrors: false,
    inlineRefs: false,
    strict: true,
    strictTypes: false,
  });
  // ajv-formats' fast formats as plain regular expressions, which the standalone code inlines
  // (its format objects would be imported from ajv-formats at run time).
  for (const [name, format] of Object.entries(fastFormats)) {
    const pattern = format instanceof RegExp ? format : (format as { validate?: unknown }).validate;
    if (pattern instanceof RegExp) ajv.addFormat(name, pattern);
  }
  const intern = createInterner(ajv);
  const exports: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    ajv.addSchema({ $id: name, ...(intern(plain(schema)) as JsonSchema) });
    exports[`raw${name}`] = name;
  }
  return standaloneCode(ajv, exports);
}

/** Counts characters as JSON Schema does (a surrogate pair is one), as ajv's runtime does. */
const UCS2_LENGTH = `function ucs2length(text) {
  let length = 0;
  for (let pos = 0; pos < text.length; length++) {
    const code = text.charCodeAt(pos++);
    if (code >= 0xd800 && code <= 0xdbff && pos < text.length) {
      if ((text.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}`;

/**
 * Makes ajv's standalone output a self-contained ES module: the one runtime helper it needs is
 * inlined (no `require` in an ES module), the schema paths of errors are dropped (the client
 * reports the data path only; they are the least compressible part), regular expressions are
 * marked pure so unused validators shake out, and ajv's exports are renamed `raw*` for the typed
 * `validate*` exports that follow.
 */
function standaloneModule(code: string): string {
  const withHelpers = code
    .replace(/^"use strict";/, '')
    .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, 'ucs2length')
    .replace(/schemaPath:"[^"]*",?/g, '')
    .replace(/= new RegExp\(/g, '= /*#__PURE__*/ new RegExp(')
    .replace(/^export const (raw\w+) = /gm, 'const $1 = ');
  const leftover = /require\(/.exec(withHelpers);
  if (leftover)
    throw new Error(
      `A validator needs a runtime module: ${withHelpers.slice(leftover.index, leftover.index + 80)}`,
    );
  return withHelpers.includes('ucs2length') ? `${UCS2_LENGTH}\n${withHelpers}` : withHelpers;
}

/** `validateX: Validator<X>` for each answer, `X` being the contract's type of that name. */
function typedExports(names: string[]): { imports: string; exports: string } {
  return {
    imports: `import type { ${[...names].sort().join(', ')} } from '@touchline/contracts';\nimport type { Validator } from '../validation/validator';`,
    exports: names
      .map((name) => `export const validate${name}: Validator<${name}> = raw${name};`)
      .join('\n'),
  };
}

export async function renderValidatorModules(): Promise<ValidatorModule[]> {
  const prettierConfig = (await resolveConfig(path.join(__dirname, 'x.ts'))) ?? {};
  const modules: ValidatorModule[] = [];
  for (const [area, schemas] of Object.entries(RESPONSE_SCHEMAS) as [
    string,
    Record<string, TSchema>,
  ][]) {
    const schemaHash = schemaHashOf(schemas);
    const code = standaloneModule(compileArea(schemas));
    const { imports, exports } = typedExports(Object.keys(schemas));
    const source = [
      '/* eslint-disable */',
      '// @ts-nocheck',
      `// Generated by packages/api-client/scripts/generate-validators.ts from the ${area} contract.`,
      '// Do not edit: run `npx nx run api-client:generate-validators`.',
      `// schema-hash: ${schemaHash}`,
      imports,
      code,
      exports,
      '',
    ].join('\n');
    const formatted = await format(source, { ...prettierConfig, parser: 'typescript' });
    modules.push({ area, fileName: `${area}-validators.ts`, schemaHash, source: formatted });
  }
  return modules;
}

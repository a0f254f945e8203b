// Which generated module holds which validator (see generate-validators.ts): the answer schemas
// shaped for small code, every object schema a shared definition, and each definition given to
// the one module that emits it. Kept free of the compiler so the drift test can read the plan.
import type { TSchema } from '@sinclair/typebox';
import { plainSchema } from './schema-hash';

export type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ModulePlan {
  /** The module's name: an area, or `shared-` and the areas that import it. */
  name: string;
  fileName: string;
  /** A module of definitions several areas share (it has no answers of its own). */
  shared: boolean;
  /** The areas whose modules import a shared module. */
  sharedBy: string[];
  /** The area's answers (export name -> shaped schema); none in a shared module. */
  answers: Record<string, JsonSchema>;
  /** The definitions this module emits and exports; the modules that need them import them. */
  definitions: string[];
}

export interface ValidatorPlan {
  /** Every definition by id (`type0`, `type1`, ...), with its `$id`. */
  definitions: Map<string, JsonSchema>;
  modules: ModulePlan[];
  /** The module that emits each definition. */
  owner: Map<string, string>;
}

/**
 * Shapes the schemas for small generated code, without changing what they accept: a union of
 * literals becomes an `enum`, and every object schema becomes one shared definition (`$ref`),
 * so a type used in several answers (a product in a list, a page and on its own) is checked by
 * one function instead of being inlined each time.
 */
function createInterner() {
  const ids = new Map<string, string>();
  const definitions = new Map<string, JsonSchema>();

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
      definitions.set(id, { $id: id, ...out });
    }
    return { $ref: id };
  }

  return { intern, definitions };
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

/** The definitions a schema refers to (`$ref`), directly. */
function refsOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => refsOf(item, found));
  else if (isObject(schema)) {
    if (typeof schema.$ref === 'string') found.add(schema.$ref);
    for (const [key, value] of Object.entries(schema)) if (key !== '$ref') refsOf(value, found);
  }
  return found;
}

/**
 * The modules to generate: one per area with its answers, and one per set of areas that share
 * definitions. A definition needed by one area only is emitted in that area's module; one needed
 * by several areas is emitted once, in the module of exactly those areas, which they import. So
 * each area's module, with what it imports, holds the checks of its answers and nothing more:
 * a page that loads one area's checks loads no other area's.
 */
export function planValidatorModules(
  areas: Record<string, Record<string, TSchema>>,
): ValidatorPlan {
  const { intern, definitions } = createInterner();
  const answers = new Map<string, Record<string, JsonSchema>>();
  for (const [area, schemas] of Object.entries(areas)) {
    answers.set(
      area,
      Object.fromEntries(
        Object.entries(schemas).map(([name, schema]) => [
          name,
          { $id: name, ...(intern(plainSchema(schema)) as JsonSchema) },
        ]),
      ),
    );
  }
  // The areas that need each definition (through their answers and the definitions those use).
  const users = new Map<string, string[]>();
  for (const [area, schemas] of answers) {
    const reached = new Set<string>();
    const visit = (id: string) => {
      if (reached.has(id)) return;
      reached.add(id);
      refsOf(definitions.get(id)).forEach(visit);
    };
    Object.values(schemas).forEach((schema) => refsOf(schema).forEach(visit));
    for (const id of reached) users.set(id, [...(users.get(id) ?? []), area]);
  }
  const owner = new Map<string, string>();
  const shared = new Map<string, { areas: string[]; ids: string[] }>();
  for (const id of definitions.keys()) {
    const areasUsing = users.get(id) ?? [];
    const name = areasUsing.length === 1 ? areasUsing[0]! : `shared-${areasUsing.join('-')}`;
    owner.set(id, name);
    if (areasUsing.length > 1) {
      shared.set(name, { areas: areasUsing, ids: [...(shared.get(name)?.ids ?? []), id] });
    }
  }
  const modules: ModulePlan[] = [
    ...[...answers].map(([area, schemas]) => ({
      name: area,
      fileName: `${area}-validators.ts`,
      shared: false,
      sharedBy: [],
      answers: schemas,
      definitions: [...definitions.keys()].filter((id) => owner.get(id) === area),
    })),
    ...[...shared].map(([name, { areas: sharedBy }]) => ({
      name,
      fileName: `${name}-validators.ts`,
      shared: true,
      sharedBy,
      answers: {},
      definitions: shared.get(name)!.ids,
    })),
  ];
  return { definitions, modules, owner };
}

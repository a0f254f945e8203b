// Renders the generated validator modules (see generate-validators.ts). Kept apart from the
// command so the drift test can render them without writing files.
import path from 'node:path';
import Ajv from 'ajv';
import { fastFormats } from 'ajv-formats/dist/formats';
import standaloneCode from 'ajv/dist/standalone';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import { RESPONSE_SCHEMAS } from '../src/validation/response-schemas';
import { schemaHashOf } from './schema-hash';
import { planValidatorModules, type ModulePlan, type ValidatorPlan } from './validator-plan';

export interface ValidatorModule {
  /** An area, or `shared-` and the areas whose validators import it. */
  area: string;
  fileName: string;
  /** See scripts/schema-hash.ts. */
  schemaHash: string;
  source: string;
}

/** One compiler for every module, so a definition compiles to one function of one name. */
function createCompiler(plan: ValidatorPlan): Ajv {
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
  for (const definition of plan.definitions.values()) ajv.addSchema(definition);
  for (const module of plan.modules) {
    for (const answer of Object.values(module.answers)) ajv.addSchema(answer);
  }
  return ajv;
}

/**
 * A module's standalone code: ajv emits every function its exports reach; the functions of
 * definitions another module emits are dropped here and imported from that module under the
 * same name, with the values (schemas, patterns) only they used.
 */
function moduleCode(
  ajv: Ajv,
  plan: ValidatorPlan,
  module: ModulePlan,
): { imports: string; code: string } {
  const exports: Record<string, string> = {};
  for (const name of Object.keys(module.answers)) exports[`raw${name}`] = name;
  if (module.shared) for (const id of module.definitions) exports[id] = id;
  const emitted = standaloneCode(ajv, exports);
  const source = ts.createSourceFile('module.js', emitted, ts.ScriptTarget.Latest, false);
  const foreign: { from: string; id: string; name: string }[] = [];
  let statements = source.statements.filter((statement) => {
    if (ts.isExpressionStatement(statement) && ts.isStringLiteral(statement.expression)) {
      return false; // "use strict": an ES module is strict already
    }
    if (!ts.isFunctionDeclaration(statement) || !statement.name) return true;
    const id = /sourceURL="([^"]+)"/.exec(statement.getText(source))?.[1];
    const from = id === undefined ? undefined : plan.owner.get(id);
    if (id === undefined || from === undefined || from === module.name) return true;
    foreign.push({ from, id, name: statement.name.text });
    return false;
  });
  const uses = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text);
  // Drop the values that only the dropped functions used.
  for (let dropped = true; dropped;) {
    const texts = statements.map((statement) => statement.getText(source));
    const before = statements.length;
    statements = statements.filter((statement, index) => {
      if (!ts.isVariableStatement(statement)) return true;
      if (statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return true;
      const names = statement.declarationList.declarations.map((d) => d.name.getText(source));
      return texts.some((text, other) => other !== index && names.some((name) => uses(text, name)));
    });
    dropped = statements.length < before;
  }
  const code = statements.map((statement) => statement.getText(source)).join('\n');
  // Imported: the functions of other modules that this module's own functions call.
  const imports = new Map<string, string[]>();
  for (const { from, id, name } of foreign) {
    if (uses(code, name)) imports.set(from, [...(imports.get(from) ?? []), `${id} as ${name}`]);
  }
  return {
    imports: [...imports]
      .map(([from, names]) => `import { ${names.join(', ')} } from './${from}-validators';`)
      .join('\n'),
    code,
  };
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
  const plan = planValidatorModules(RESPONSE_SCHEMAS);
  const ajv = createCompiler(plan);
  const schemaHash = schemaHashOf(RESPONSE_SCHEMAS);
  const modules: ValidatorModule[] = [];
  for (const module of plan.modules) {
    const { imports: shared, code } = moduleCode(ajv, plan, module);
    const names = Object.keys(module.answers);
    const { imports, exports } = names.length ? typedExports(names) : { imports: '', exports: '' };
    const source = [
      '/* eslint-disable */',
      '// @ts-nocheck',
      module.shared
        ? `// Generated by packages/api-client/scripts/generate-validators.ts: the definitions the ${module.sharedBy.join(', ')} validators share.`
        : `// Generated by packages/api-client/scripts/generate-validators.ts from the ${module.name} contract.`,
      '// Do not edit: run `npx nx run api-client:generate-validators`.',
      `// schema-hash: ${schemaHash}`,
      imports,
      shared,
      standaloneModule(code),
      exports,
      '',
    ]
      .filter((part, index, parts) => part !== '' || index === parts.length - 1)
      .join('\n');
    const formatted = await format(source, { ...prettierConfig, parser: 'typescript' });
    modules.push({ area: module.name, fileName: module.fileName, schemaHash, source: formatted });
  }
  return modules;
}

// The fingerprint written at the top of each generated validator module: the plain JSON schemas
// of every area, the compiler's version and the generator's own source. The drift test recomputes it,
// so a changed contract or generator fails until the modules are generated again.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import ajvPackage from 'ajv/package.json';

const ajvVersion = ajvPackage.version;
const generatorSource = ['validator-plan.ts', 'validator-modules.ts']
  .map((file) => readFileSync(path.join(__dirname, file), 'utf8'))
  .join('\n');

/** TypeBox schemas carry symbol keys; the JSON round trip leaves the JSON Schema itself. */
export const plainSchema = (schema: TSchema): object =>
  JSON.parse(JSON.stringify(schema)) as object;

/**
 * Over every area's schemas: a module's code depends on all of them, since which definitions
 * are shared between areas (and so emitted in which module) depends on every area's answers.
 */
export function schemaHashOf(areas: Record<string, Record<string, TSchema>>): string {
  const json = JSON.stringify(
    Object.entries(areas).map(([area, schemas]) => [
      area,
      Object.entries(schemas).map(([name, schema]) => [name, plainSchema(schema)]),
    ]),
  );
  return createHash('sha256')
    .update(`ajv@${ajvVersion}\n${generatorSource}\n${json}`)
    .digest('hex');
}

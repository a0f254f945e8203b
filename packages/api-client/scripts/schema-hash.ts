// The fingerprint written at the top of each generated validator module: the area's plain JSON
// schemas, the compiler's version and the generator's own source. The drift test recomputes it,
// so a changed contract or generator fails until the modules are generated again.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import ajvPackage from 'ajv/package.json';

const ajvVersion = ajvPackage.version;
const generatorSource = readFileSync(path.join(__dirname, 'validator-modules.ts'), 'utf8');

/** TypeBox schemas carry symbol keys; the JSON round trip leaves the JSON Schema itself. */
export const plainSchema = (schema: TSchema): object =>
  JSON.parse(JSON.stringify(schema)) as object;

export function schemaHashOf(schemas: Record<string, TSchema>): string {
  const json = JSON.stringify(
    Object.entries(schemas).map(([name, schema]) => [name, plainSchema(schema)]),
  );
  return createHash('sha256')
    .update(`ajv@${ajvVersion}\n${generatorSource}\n${json}`)
    .digest('hex');
}

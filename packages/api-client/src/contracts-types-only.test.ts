import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Source files that reach a bundle (the schema list feeds only the validator generator). */
const isShipped = (name: string) =>
  /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'response-schemas.ts';

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') yield* sources(full);
    } else if (isShipped(entry.name)) yield full;
  }
}

/** Value imports from the contracts: each one ships the schema library to the browser. */
function contractValueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/import\s+([^;]*?)\s+from\s+'@touchline\/contracts'/g)) {
    const clause = (match[1] ?? '').trim();
    if (clause.startsWith('type ')) continue;
    const names = /^\{([^}]*)\}$/.exec(clause)?.[1];
    const values = names
      ? names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
      : [clause];
    found.push(...values.map((name) => `${path.basename(file)}: ${name}`));
  }
  return found;
}

it('the client takes only types from the contracts', () => {
  const found = [...sources(__dirname)].flatMap(contractValueImports);
  expect(found).toEqual([]);
});

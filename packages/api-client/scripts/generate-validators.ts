// Writes one module of standalone answer validators per contract area into src/generated, from
// the TypeBox schemas listed in src/validation/response-schemas.ts. The modules are plain
// functions (no `new Function` or `eval` at run time), so the client keeps working under a
// strict Content-Security-Policy. Run: `npx nx run api-client:generate-validators`.
// With `--check`, writes nothing and exits 1 when a committed module is out of date.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderValidatorModules } from './validator-modules';

const generatedDir = path.resolve(__dirname, '../src/generated');
const check = process.argv.includes('--check');

async function main() {
  const modules = await renderValidatorModules();
  const stale: string[] = [];
  for (const { fileName, source } of modules) {
    const target = path.join(generatedDir, fileName);
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      current = '';
    }
    if (current === source) continue;
    stale.push(fileName);
    if (!check) writeFileSync(target, source);
  }
  const digest = createHash('sha256')
    .update(modules.map((module) => module.source).join('\n'))
    .digest('hex')
    .slice(0, 12);
  if (check && stale.length) {
    console.error(
      `Out of date: ${stale.join(', ')}. Run npx nx run api-client:generate-validators`,
    );
    process.exit(1);
  }
  console.log(
    stale.length
      ? `${check ? 'Stale' : 'Wrote'} ${stale.join(', ')} (${digest})`
      : `Validators up to date (${digest})`,
  );
}

void main();

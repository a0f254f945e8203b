import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * The workspace's lint configuration run on files written for the purpose, in a child process
 * (ESLint loads its ES-module configuration, which jest's module sandbox cannot). The loop rule
 * reads each import's target from disk, so the probe files are written to a folder of the API
 * for the run and removed after it. Answers the messages of each file, by name.
 */
function lintProbes(probes: Record<string, string>): Record<string, string[]> {
  const script = `
    import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
    import path from 'node:path';
    import { ESLint } from 'eslint';
    const probes = JSON.parse(process.argv[1]);
    const folder = path.join('apps/api/src', 'import-loop-probe-' + process.pid);
    mkdirSync(folder);
    try {
      for (const [name, code] of Object.entries(probes)) writeFileSync(path.join(folder, name), code);
      // Syntax rules only: no TypeScript program of the whole workspace for a few files.
      const eslint = new ESLint({
        cwd: process.cwd(),
        overrideConfig: {
          languageOptions: { parserOptions: { project: false, projectService: false } },
        },
        // The loop rule only (the lint step runs every rule on every module).
        ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle',
      });
      const files = Object.keys(probes).map((name) => path.join(folder, name));
      const out = {};
      for (const result of await eslint.lintFiles(files)) {
        out[path.basename(result.filePath)] = result.messages.map((m) => (m.ruleId ?? '') + ': ' + m.message);
      }
      process.stdout.write(JSON.stringify(out));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  `;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(probes)],
    { cwd: ROOT, encoding: 'utf8', timeout: 240_000 },
  );
  if (run.status !== 0) throw new Error(run.stderr || `eslint exited with ${run.status}`);
  return JSON.parse(run.stdout) as Record<string, string[]>;
}

const LOOP = 'import-x/no-cycle: Dependency cycle detected';
describe('the import loop lint rule', () => {
  let results: Record<string, string[]>;

  beforeAll(() => {
    results = lintProbes({
      'first.ts': `import { second } from './second';\nexport const first = () => second() + 1;\n`,
      'second.ts': `import { first } from './first';\nexport const second = () => first() - 1;\n`,
      'start.ts': `import { middle } from './middle';\nexport const start = middle;\n`,
      'middle.ts': `import { end } from './end';\nexport const middle = end;\n`,
      'end.ts': `import { start } from './start';\nexport const end = () => start;\n`,
      'shared.ts': `export const shared = 1;\n`,
      'left.ts': `import { shared } from './shared';\nexport const left = shared;\n`,
      'right.ts': `import { shared } from './shared';\nimport { left } from './left';\nexport const right = shared + left;\n`,
    });
  }, 240_000);

  it('refuses two modules that import each other', () => {
    expect(results['first.ts']).toEqual([LOOP]);
    expect(results['second.ts']).toEqual([LOOP]);
  });

  it('refuses a longer loop, in each of its modules', () => {
    expect(results['start.ts']).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
    expect(results['middle.ts']).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
    expect(results['end.ts']).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });

  it('lets two modules share a third', () => {
    expect(results['left.ts']).toEqual([]);
    expect(results['right.ts']).toEqual([]);
    expect(results['shared.ts']).toEqual([]);
  });
});

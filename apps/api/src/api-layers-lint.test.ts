import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

interface Fixture {
  /** A real file of the API: the text below is linted as if it were that file. */
  readonly file: string;
  readonly code: string;
}

/**
 * The workspace's own lint configuration (its syntax rules) run on fixture texts, in one child process (ESLint
 * loads its ES-module configuration, which jest's module sandbox cannot). Answers the messages
 * of each fixture.
 */
function lint(fixtures: readonly Fixture[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const fixtures = JSON.parse(process.argv[1]);
    // The layer rules read syntax only: without the type-aware rule, no TypeScript program of
    // the whole API is built for a few fixture texts.
    const eslint = new ESLint({
      cwd: process.cwd(),
      overrideConfig: {
        languageOptions: { parserOptions: { project: false, projectService: false } },
        rules: { '@typescript-eslint/no-floating-promises': 'off' },
      },
      // The loop rule would walk the whole API's imports from each fixture's real path: the lint
      // step checks loops, and tools/lint and import-loops-lint.test.ts prove that rule.
      ruleFilter: ({ ruleId }) => ruleId !== 'import-x/no-cycle',
    });
    const out = [];
    for (const { file, code } of fixtures) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages.map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(fixtures)],
    { cwd: ROOT, encoding: 'utf8', timeout: 240_000 },
  );
  if (run.status !== 0) throw new Error(run.stderr || `eslint exited with ${run.status}`);
  return JSON.parse(run.stdout) as string[][];
}

const ROUTES = 'apps/api/src/clubs/club-routes.ts';
const QUERY = /move this (query|SQL) into a repository/;

describe('the API layers lint rules', () => {
  let results: string[][];

  beforeAll(() => {
    results = lint([
      {
        file: ROUTES,
        code: `import type { Kysely } from 'kysely';
export async function names(db: Kysely<{ clubs: { name: string } }>) {
  return db.selectFrom('clubs').select('name').execute();
}
`,
      },
      {
        file: ROUTES,
        code: `import { sql, type Kysely } from 'kysely';
export async function now(db: Kysely<object>) {
  return sql\`select now()\`.execute(db);
}
`,
      },
      {
        file: ROUTES,
        code: `export async function rename(db: {
  updateTable(table: string): unknown;
  transaction(): unknown;
}) {
  db.updateTable('clubs');
  db.transaction();
}
`,
      },
      {
        file: ROUTES,
        code: `export async function names(clubs: { names(): Promise<string[]> }) {
  return clubs.names();
}
`,
      },
      {
        file: 'apps/api/src/db/migrate.ts',
        code: `import { SEED_CLUBS } from '../clubs/club-seed-data';
export const count = SEED_CLUBS.length;
`,
      },
      {
        file: 'apps/api/src/content/content-seed.ts',
        code: `import { authentication } from '../identity/authenticate';
export const plugin = authentication;
`,
      },
      {
        file: ROUTES,
        code: `import { Type } from '@sinclair/typebox';
import type { ApiInstance } from '../http/api-instance';
const ClubParams = Type.Object({ club: Type.String() });
export async function names(app: ApiInstance) {
  app.get<{ Params: { club: string } }>('/a/:club', { schema: { params: ClubParams } }, async (r) => r.params.club);
  app.route<{ Querystring: { q: string }; Body: unknown }>({ method: 'POST', url: '/b', handler: async () => 'b' });
}
`,
      },
      {
        file: ROUTES,
        code: `import { Type } from '@sinclair/typebox';
import type { ApiInstance } from '../http/api-instance';
const ClubParams = Type.Object({ club: Type.String() });
export async function names(app: ApiInstance) {
  app.get('/a/:club', { schema: { params: ClubParams } }, async (request) => request.params.club);
}
`,
      },
    ]);
  }, 240_000);

  it('refuses a query builder call in a route file', () => {
    expect(results[0]).toEqual([expect.stringMatching(QUERY)]);
  });

  it('refuses raw SQL in a route file, and the value import it needs', () => {
    expect(results[1]).toEqual([
      expect.stringMatching(/Route files build no queries/),
      expect.stringMatching(QUERY),
    ]);
  });

  it('refuses writes and transactions in a route file', () => {
    expect(results[2]).toEqual([expect.stringMatching(QUERY), expect.stringMatching(QUERY)]);
  });

  it('lets a route file call a service', () => {
    expect(results[3]).toEqual([]);
  });

  it('refuses an area import in the database layer', () => {
    expect(results[4]).toEqual([expect.stringMatching(/database layer imports no area/)]);
  });

  it('refuses registering the authentication plugin outside app.ts', () => {
    expect(results[5]).toEqual([expect.stringMatching(/registered once, in src\/app.ts/)]);
  });

  it('refuses request types restated as a route method generic in a route file', () => {
    const fromSchema = expect.stringMatching(/request types come from its schema/);
    expect(results[6]).toEqual([fromSchema, fromSchema, fromSchema]);
  });

  it('lets a route file take its request types from its schemas', () => {
    expect(results[7]).toEqual([]);
  });
});

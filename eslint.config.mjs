// One lint configuration for the workspace. Import boundaries keep dependencies pointing one
// way, and `npm test` fails on a wrong-way import: every project is tagged in its package.json
// (`nx.tags`) and eslint-plugin-boundaries allows only these directions:
// - an app (host `type:host`, remote `type:remote`, `type:api`, `type:server`) imports its own files
//   and packages, never another app (by name or by a relative path);
// - the API and the page server (`type:server`) import only packages tagged `runtime:any` (no
//   React, no browser code);
// - a package (`layer:N`) imports only packages of a lower layer, never an app.
// Inside the API, layers are enforced too (see API_LAYER_RULES below).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noCatalogueTextAccess } from './tools/lint/catalogue-access-rule.mjs';

/** Every project of the workspace with its tags, read from `apps/*` and `packages/*`. */
const PROJECTS = ['apps', 'packages'].flatMap((folder) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${folder}/${entry.name}/package.json`))
    .map((entry) => {
      const manifest = JSON.parse(readFileSync(`${folder}/${entry.name}/package.json`, 'utf8'));
      return { name: entry.name, root: `${folder}/${entry.name}`, tags: manifest.nx?.tags ?? [] };
    }),
);
const tagged = (tag) => PROJECTS.filter((project) => project.tags.includes(tag));
const layerOf = (project) =>
  Number(project.tags.find((tag) => tag.startsWith('layer:'))?.slice('layer:'.length) ?? NaN);
const untagged = PROJECTS.filter(
  (project) => !project.tags.some((tag) => /^type:(host|remote|api|server|package)$/.test(tag)),
);
if (untagged.length > 0) {
  throw new Error(`Tag every project: ${untagged.map((project) => project.root).join(', ')}`);
}

/** The projects each project may import, itself included. */
function allowedImports(project) {
  const packages = tagged('type:package');
  if (project.tags.includes('type:api') || project.tags.includes('type:server')) {
    return [project, ...tagged('runtime:any')];
  }
  if (project.tags.includes('type:package')) {
    return [project, ...packages.filter((other) => layerOf(other) < layerOf(project))];
  }
  return [project, ...packages];
}

/**
 * Files of packages not tagged `runtime:any` that hold plain code (no React, no browser) and that
 * the package exports on a subpath of their own: the API and the page server may import them.
 */
const RUNTIME_ANY_FILES = [
  { project: 'boot', file: 'src/host-area.ts' },
  { project: 'boot', file: 'src/page-data.ts' },
  // The message formatter alone (no React): the API's mails in the member's language.
  { project: 'i18n', file: 'src/translator.ts' },
];

const boundaryPolicies = [
  ...PROJECTS.map((project) => ({
    from: { element: { type: project.name } },
    allow: {
      to: {
        element: { types: { anyOf: allowedImports(project).map((allowed) => allowed.name) } },
      },
    },
  })),
  ...[...tagged('type:api'), ...tagged('type:server')].flatMap((server) =>
    RUNTIME_ANY_FILES.map(({ project, file }) => ({
      from: { element: { type: server.name } },
      allow: { to: { element: { type: project, fileInternalPath: file } } },
    })),
  ),
];

/** A text matched literally in a regular expression. */
const literally = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each package's public face: its `exports` map in package.json, `.` (src/index.ts) and the few
 * subpaths apps need (a server-only module, a test helper). Any other path into a package (its
 * src/ files, a subpath not listed, a relative path across package folders) is refused, so a
 * package may move its own files freely. Merged into every block below that sets
 * `no-restricted-imports` too, as a later block's setting replaces an earlier one.
 */
const PACKAGE_FACES = tagged('type:package').map((project) => {
  const manifest = JSON.parse(readFileSync(`${project.root}/package.json`, 'utf8'));
  const subpaths = Object.keys(manifest.exports ?? { '.': '' })
    .filter((key) => key !== '.')
    .map((key) => key.slice('./'.length));
  return { folder: project.name, name: manifest.name, subpaths };
});
const unscopedNames = PACKAGE_FACES.map(({ name }) => literally(name.replace(/^@touchline\//, '')));
const packageFolders = PACKAGE_FACES.map(({ folder }) => literally(folder));
const PUBLIC_FACE_PATTERNS = [
  ...PACKAGE_FACES.map(({ name, subpaths }) => ({
    regex: `^${literally(name)}/(?!(?:${subpaths.map(literally).join('|')})$)`,
    message: `Import ${name} by an entry point its package.json exports: ${[
      name,
      ...subpaths.filter((subpath) => subpath !== 'package.json').map((s) => `${name}/${s}`),
    ].join(', ')}. Its other files are its own (docs/architecture.md, Packages).`,
  })),
  {
    regex: `^@touchline/(?!(?:${unscopedNames.join('|')})/)[^/]+/src(?:/|$)`,
    message:
      'Import a workspace project by its name and public entry points, never its src/ files.',
  },
  {
    regex: `^(?:\\.\\./)+(?:packages/(?:${packageFolders.join('|')})(?:/|$)|(?:${packageFolders.join('|')})/src(?:/|$))`,
    message:
      'Import another package by its name (@touchline/<package>) or a subpath its package.json exports, never by a relative path into its folder.',
  },
];

/**
 * Query-builder calls: they belong in an API repository (`*-repository.ts`), never in a route
 * file, which declares schemas and calls services.
 */
const QUERY_BUILDER_CALLS =
  'selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom|transaction';

/** The API's route files: schemas and calls of services, no queries. */
const API_ROUTE_FILES = ['apps/api/src/**/*-routes.ts', 'apps/api/src/**/*-route.ts'];
/** Fastify's route methods, whose request types come from the route's schemas (ADR 0031). */
const ROUTE_METHODS = 'get|post|put|patch|delete|head|options|all|route';
/** The authentication plugin is registered once, in app.ts: an area never registers it again. */
const ONE_AUTHENTICATION = {
  group: ['**/identity/authenticate', './authenticate'],
  importNames: ['authentication'],
  message: 'The authentication plugin is registered once, in src/app.ts.',
};
/** A query-builder call or an `sql` template: a query, whose place is a repository. */
const QUERY_SYNTAX = (where) => [
  {
    selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDER_CALLS})$/]`,
    message: `${where}: move this query into a repository (*-repository.ts).`,
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql']",
    message: `${where}: move this SQL into a repository (*-repository.ts).`,
  },
];

/**
 * Where the API's queries may be built besides its repositories: the database layer itself
 * (connection, migrations, paging), the development and load seeds (fixtures written straight
 * to the tables), and tests.
 */
const QUERY_PLACES = [
  'apps/api/src/**/*-repository.ts',
  'apps/api/src/db/**',
  'apps/api/src/**/*-seed.ts',
  'apps/api/src/**/*-seed-data.ts',
  'apps/api/src/load-seed/**',
  '**/*.test.ts',
  '**/*.postgres-test.ts',
  '**/*-test-kit.ts',
  '**/testing/**',
];

/** Builders of an HTTP client, refused in browser code (the page's one is `useApiHttp`). */
const ONE_HTTP_CLIENT = ['@touchline/store', '@touchline/api-client'].map((name) => ({
  name,
  importNames: ['createHttp', 'createClubApi', 'createApiClient'],
  message:
    "Build the calls on the page's one HTTP client: useApiHttp() in a component, yield* apiHttp() in a saga.",
}));

/** Tests and their helpers. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**', '**/*-test-kit.ts'];

const API_LAYER_RULES = [
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/app.ts', '**/*.test.ts', '**/*-test-kit.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [ONE_AUTHENTICATION, ...PUBLIC_FACE_PATTERNS] },
      ],
    },
  },
  {
    // The database layer (connection, migrations, table types) depends on no area.
    files: ['apps/api/src/db/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.postgres-test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ONE_AUTHENTICATION,
            {
              group: ['../*/**'],
              message: 'The database layer imports no area: compose area code in src/ instead.',
            },
            ...PUBLIC_FACE_PATTERNS,
          ],
        },
      ],
    },
  },
  {
    // Queries are built in repositories only: services, policies and helpers call them.
    files: ['apps/api/src/**/*.ts'],
    ignores: QUERY_PLACES,
    rules: {
      'no-restricted-syntax': ['error', ...QUERY_SYNTAX('Queries are built in repositories only')],
    },
  },
  {
    // Route files: the rule above, said for them, and their types from their schemas.
    files: API_ROUTE_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...QUERY_SYNTAX('Route files declare schemas and call services'),
        {
          selector: `CallExpression[callee.property.name=/^(${ROUTE_METHODS})$/] > TSTypeParameterInstantiation TSPropertySignature[key.name=/^(Params|Querystring|Body|Headers)$/]`,
          message:
            "A route's request types come from its schema (ApiInstance, ADR 0031): state them in `schema`, not as a generic.",
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'Route files build no queries: use a repository (*-repository.ts).',
            },
          ],
        },
      ],
    },
  },
];

/**
 * No import loops in the apps and packages: a module never reaches itself through its imports.
 * A loop makes the order modules load in decide which of them sees `undefined`, and ties files
 * together that read as separate: move what both sides need into a module of its own. Type-only
 * imports are not followed (they vanish from the built code). For speed, only the workspace's own
 * sources are parsed (a library cannot import the workspace back), imports resolve the way Node
 * does (the workspace has no path aliases: its packages are linked in node_modules), and test
 * files are not checked (nothing imports them, so no loop can pass through one).
 */
const NO_IMPORT_LOOPS = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/ignore': ['node_modules'],
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

/** Messages read through the app's translator, never out of a catalogue's import (tools/lint). */
const CATALOGUES_THROUGH_TRANSLATORS = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { touchline: { rules: { 'no-catalogue-text-access': noCatalogueTextAccess } } },
  rules: { 'touchline/no-catalogue-text-access': 'error' },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'releases/**',
      '**/node_modules/**',
      '.nx/**',
      '**/coverage/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/.artifacts/**',
      // Written by the validator generator, whose drift test (generated-validators.test.ts) checks they are current; they begin
      // with `eslint-disable`, so linting them reported nothing and cost a type-aware parse of
      // 1.2 MB on every run.
      'packages/api-client/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Packages by their public face only (PUBLIC_FACE_PATTERNS).
    rules: { 'no-restricted-imports': ['error', { patterns: PUBLIC_FACE_PATTERNS }] },
  },
  {
    // The page has one HTTP client, built once from the runtime configuration the host gave the
    // store (`useApiHttp`, `apiHttp`): browser code builds its calls on it, never a client of its
    // own. The servers' renders, the harnesses and the tests build theirs.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['apps/api/**', 'apps/page-server/**', 'apps/*/src/server/**', ...TEST_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ONE_HTTP_CLIENT,
          patterns: PUBLIC_FACE_PATTERNS,
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Type-aware rules: a promise is awaited, returned or explicitly `void`ed, never dropped.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: {
      parserOptions: {
        // One program for the apps and packages (each project's own would build the packages'
        // sources again for every app that imports them), one for the journeys (ADR 0009).
        project: ['./tsconfig.workspace.json', './e2e/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
      'boundaries/elements': PROJECTS.map((project) => ({
        type: project.name,
        pattern: project.root,
      })),
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }],
    },
  },
  {
    // The client and the shared store ship to browsers: a value import from the contracts would
    // ship the schema library too (the validator generator's schema list and test kits aside).
    // `@touchline/contracts/roles` holds plain values only and stays open.
    files: ['packages/api-client/src/**/*.ts', 'packages/store/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      'packages/api-client/src/validation/response-schemas.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@touchline/contracts',
              allowTypeImports: true,
              message: 'Import only types from the contracts here.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts', 'packages/validators/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-redux'],
          patterns: [{ group: ['react/*', '@touchline/*'] }, ...PUBLIC_FACE_PATTERNS],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}', 'apps/api/**/*.ts', 'tools/**/*', 'e2e/**/*'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  NO_IMPORT_LOOPS,
  CATALOGUES_THROUGH_TRANSLATORS,
  ...API_LAYER_RULES,
);

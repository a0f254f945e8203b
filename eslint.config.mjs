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
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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

const boundaryPolicies = PROJECTS.map((project) => ({
  from: { element: { type: project.name } },
  allow: {
    to: { element: { types: { anyOf: allowedImports(project).map((allowed) => allowed.name) } } },
  },
}));

/**
 * Query-builder calls: they belong in an API repository (`*-repository.ts`), never in a route
 * file, which declares schemas and calls services.
 */
export const QUERY_BUILDER_CALLS =
  'selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom|transaction';

/** The API's route files: schemas and calls of services, no queries. */
const API_ROUTE_FILES = ['apps/api/src/**/*-routes.ts'];
/** The authentication plugin is registered once, in app.ts: an area never registers it again. */
const ONE_AUTHENTICATION = {
  group: ['**/identity/authenticate', './authenticate'],
  importNames: ['authentication'],
  message: 'The authentication plugin is registered once, in src/app.ts.',
};
const API_LAYER_RULES = [
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/app.ts', '**/*.test.ts', '**/*-test-kit.ts', '**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ONE_AUTHENTICATION] }] },
  },
  {
    // The database layer (connection, migrations, table types) depends on no area.
    files: ['apps/api/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
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
          ],
        },
      ],
    },
  },
  {
    files: API_ROUTE_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDER_CALLS})$/]`,
          message:
            'Route files declare schemas and call services: move this query into a repository (*-repository.ts).',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message:
            'Route files declare schemas and call services: move this SQL into a repository (*-repository.ts).',
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
        { paths: ['react', 'react-dom', 'react-redux'], patterns: ['react/*', '@touchline/*'] },
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
  ...API_LAYER_RULES,
);

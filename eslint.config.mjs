// One lint configuration for the workspace. Import boundaries keep dependencies pointing one
// way: apps -> packages -> contracts; never an app into another app, never React in contracts.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = [
  'shell',
  'storefront',
  'fixtures',
  'membership',
  'checkout',
  'auth',
  'backoffice',
  'api',
];
const appImports = APPS.map((app) => `@touchline/${app}`);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.nx/**',
      '**/coverage/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/.artifacts/**',
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
      'no-restricted-imports': [
        'error',
        {
          paths: appImports.map((name) => ({ name, message: 'Apps never import another app.' })),
          patterns: [
            {
              group: ['../../apps/*', '../../../apps/*'],
              message: 'Apps never import another app.',
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
);

// Node environment: the API is tested through Fastify's inject against an in-memory PGlite.
const base = require('../../tools/jest/preset.cjs').createJestConfig({
  environment: 'node',
  rootDir: __dirname,
});

// PGlite's CommonJS build loads Node built-ins with dynamic `import()`, which jest's module
// sandbox refuses without --experimental-vm-modules: compile those calls to `require`.
module.exports = {
  ...base,
  // Migrated and seeded once per run; each test file starts from a copy (database-templates.ts).
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
  // Two workers even on two cores (jest's default would be one): a file spends much of its time
  // waiting on its database, and the longest files then overlap. Each embedded database holds
  // tens of MB that a long-lived worker would otherwise keep growing.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
  // A limit that only stops a hung test: it leaves room for a machine several times slower.
  testTimeout: 120_000,
  transform: {
    ...base.transform,
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // pg-boss and two of its dependencies, and the mails' message formatter (intl-messageformat and
  // its @formatjs parts), are ES modules only: compiled to CommonJS like the API's own files
  // (Node itself loads them with require in the built API).
  transformIgnorePatterns: [
    '/node_modules/(?!(@electric-sql/pglite|pg-boss|serialize-error|non-error|temporal-spec|intl-messageformat|@formatjs)/)',
  ],
};

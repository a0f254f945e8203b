// Node environment: the API is tested through Fastify's inject against an in-memory PGlite.
const base = require('../../tools/jest/preset.cjs').createJestConfig({
  environment: 'node',
  rootDir: __dirname,
});

// PGlite's CommonJS build loads Node built-ins with dynamic `import()`, which jest's module
// sandbox refuses without --experimental-vm-modules: compile those calls to `require`.
module.exports = {
  ...base,
  // Each test file starts its own database; on a busy 2-core machine that can take seconds.
  testTimeout: 30_000,
  transform: {
    ...base.transform,
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
};

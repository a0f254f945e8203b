// Node environment: the server is tested through Fastify's inject, its renders in real workers.
const base = require('../../tools/jest/preset.cjs').createJestConfig({
  environment: 'node',
  rootDir: __dirname,
});

// @fastify/static requires content-disposition, published as an ES module only: Node loads it
// with require(esm), jest's module sandbox does not, so the tests compile it to CommonJS.
module.exports = {
  ...base,
  transform: {
    '/node_modules/content-disposition/.+\\.js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    ...base.transform,
  },
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
};

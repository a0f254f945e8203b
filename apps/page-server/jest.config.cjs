// Node environment: the server is tested through Fastify's inject, its renders in real workers.
module.exports = require('../../tools/jest/preset.cjs').createJestConfig({
  environment: 'node',
  rootDir: __dirname,
});

// The production build of the Club API: its TypeScript and the workspace packages it uses
// (@touchline/contracts, @touchline/validators) compiled into plain JavaScript in dist/main.js.
// Migrations and seed images are read from apps/api at run time (src/app-paths.ts, from Node's
// own __dirname), so dist/ sits beside them.
const { createNodeServiceConfig } = require('../../tools/rspack/create-node-service-config.cjs');

module.exports = createNodeServiceConfig({
  dirname: __dirname,
  entry: { main: './src/main.ts' },
});

// The page server's production build: plain JavaScript in dist/, the entry (main.js) and the
// render worker's own file (remote-render-worker.js), which worker threads load by path: found
// beside main.js from Node's own __dirname.
const { createNodeServiceConfig } = require('../../tools/rspack/create-node-service-config.cjs');

module.exports = createNodeServiceConfig({
  dirname: __dirname,
  entry: { main: './src/main.ts', 'remote-render-worker': './src/remote-render-worker.ts' },
});

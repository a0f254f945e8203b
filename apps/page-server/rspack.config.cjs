// The page server's production build: plain JavaScript in dist/, the entry (main.js) and the
// render worker's own file (remote-render-worker.js), which worker threads load by path. Every
// npm package stays an external `require`, resolved at run time from the production dependencies;
// the workspace's packages are bundled.
const path = require('node:path');
const { builtinModules } = require('node:module');

const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

module.exports = {
  context: __dirname,
  mode: 'production',
  target: 'node20',
  devtool: 'source-map',
  entry: { main: './src/main.ts', 'remote-render-worker': './src/remote-render-worker.ts' },
  output: {
    path: path.join(__dirname, 'dist'),
    filename: '[name].js',
    clean: true,
  },
  // Keep Node's own __dirname: the worker's file is found beside main.js.
  node: { __dirname: false, __filename: false },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  externalsType: 'commonjs',
  externals: [
    ({ request }, callback) => {
      if (!request || request.startsWith('.') || path.isAbsolute(request)) return callback();
      // The workspace's own packages are TypeScript sources: bundled, as the API's build does.
      if (request.startsWith('@touchline/')) return callback();
      if (builtins.has(request)) return callback(undefined, `node-commonjs ${request}`);
      return callback(undefined, request);
    },
  ],
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};

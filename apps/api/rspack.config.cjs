// The production build of the Club API: its TypeScript and the workspace packages it uses
// (@touchline/contracts, @touchline/validators) compiled into plain JavaScript in dist/main.js.
// Every npm package stays an external `require`, resolved at run time from the production
// dependencies (`npm ci --omit=dev`). Migrations and seed images are read from apps/api at run
// time (src/app-paths.ts), so dist/ sits beside them.
const path = require('node:path');
const { builtinModules } = require('node:module');

const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

module.exports = {
  context: __dirname,
  mode: 'production',
  target: 'node20',
  devtool: 'source-map',
  entry: { main: './src/main.ts' },
  output: {
    path: path.join(__dirname, 'dist'),
    filename: '[name].js',
    clean: true,
  },
  // Keep Node's own __dirname: app-paths.ts finds migrations/ and static/ from it.
  node: { __dirname: false, __filename: false },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  externalsType: 'commonjs',
  externals: [
    ({ request }, callback) => {
      if (!request || request.startsWith('.') || path.isAbsolute(request)) return callback();
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

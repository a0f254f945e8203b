// The production build of a Node service (the API, the page server): its TypeScript and the
// workspace packages it uses compiled into plain JavaScript in the app's dist/, one file per entry.
// Every npm package stays an external `require`, resolved at run time from the production
// dependencies (`npm ci --omit=dev`).
const path = require('node:path');
const { builtinModules } = require('node:module');

const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** `dirname`: the app's folder; `entry`: its entries, by the name of the file each becomes. */
function createNodeServiceConfig({ dirname, entry }) {
  return {
    context: dirname,
    mode: 'production',
    target: 'node20',
    devtool: 'source-map',
    entry,
    output: {
      path: path.join(dirname, 'dist'),
      filename: '[name].js',
      clean: true,
    },
    // Keep Node's own __dirname: a service finds the files it reads at run time from it.
    node: { __dirname: false, __filename: false },
    resolve: { extensions: ['.ts', '.js', '.json'] },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        if (!request || request.startsWith('.') || path.isAbsolute(request)) return callback();
        // The workspace's own packages are TypeScript sources: bundled.
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
}

module.exports = { createNodeServiceConfig };

// The shell's server render (see src/server/render-page.tsx and docs/adr/0016-*): the same
// components as the browser build, built for Node into dist/ssr/ beside the client files it
// must match, so one shell build carries both halves. The page server (tools/serve) loads it;
// dist/ssr/ is never served. The stylesheet it emits holds the rules of the components it
// renders (the same class names as the browser build), written into the prerendered page.
const path = require('node:path');
const rspack = require('@rspack/core');
const { swcRule } = require('../../tools/rspack/create-app-config.cjs');

const FEDERATION_RUNTIME_STUB = path.join(__dirname, 'src/server/federation-runtime.server.ts');

module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  return {
    context: __dirname,
    mode: production ? 'production' : 'development',
    target: 'node20',
    devtool: false,
    entry: { render: './src/server/render-page.tsx' },
    output: {
      path: path.join(__dirname, 'dist/ssr'),
      filename: '[name].cjs',
      cssFilename: '[name].css',
      library: { type: 'commonjs2' },
      // The client build's name: CSS Modules class names are derived from it.
      uniqueName: 'shell',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        // No remote is loaded on the server: every remote slot renders its loading state and
        // the browser renders the remote.
        '@module-federation/enhanced/runtime$': FEDERATION_RUNTIME_STUB,
        '@module-federation/runtime$': FEDERATION_RUNTIME_STUB,
        // Cookies are the request's (see request-cookies.server.ts).
        'js-cookie$': path.join(__dirname, 'src/server/request-cookies.server.ts'),
      },
    },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      // Emit the rules too (a Node build keeps only the class names by default).
      generator: { 'css/auto': { exportsOnly: false } },
      rules: [
        swcRule('node', { production }),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|webp|gif)$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __TOUCHLINE_RELEASE__: JSON.stringify(process.env.TOUCHLINE_RELEASE || 'local'),
      }),
    ].filter(Boolean),
    optimization: { minimize: production, splitChunks: false },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
};

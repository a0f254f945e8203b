// The storefront's server render (see src/server/render-page.tsx and docs/adr/0016-*): its
// article page built for Node into dist/ssr/ beside the browser files it must match, so one
// storefront build (and one release) carries both halves. The host's page server loads it from
// the release its deployment file names; dist/ssr/ is never served. The stylesheet it emits
// holds the rules of the components it renders, with the browser build's class names.
const path = require('node:path');
const rspack = require('@rspack/core');

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
      // The browser build's name: CSS Modules class names are derived from it.
      uniqueName: 'storefront',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      // Emit the rules too (a Node build keeps only the class names by default).
      generator: { 'css/auto': { exportsOnly: false } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|webp|gif)$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __TOUCHLINE_RELEASE__: JSON.stringify(process.env.TOUCHLINE_RELEASE || 'local'),
      }),
      // One file: the page server loads (and reloads) the render as one module.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: production, splitChunks: false },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
};

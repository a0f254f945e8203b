// An app's server render (docs/adr/0016-*): its components built for Node into dist/ssr/ beside
// the browser files they must match, so one build (and one release) carries both halves. The
// page server (apps/page-server) loads it; dist/ssr/ is never served. The stylesheet it emits holds
// the rules of the components it renders, with the browser build's class names.
const path = require('node:path');
const { catalogueRule, parserAlias } = require('./icu-catalogue-loader.cjs');
const rspack = require('@rspack/core');
const { swcRule } = require('./create-app-config.cjs');
const { hostSharedVersions, sharedLibraries } = require('@touchline/federation/shared-singletons');

/** The file beside render.cjs naming the versions of the host's singletons the render bundles. */
const SERVER_RENDER_VERSIONS = 'versions.json';

/** What `versions.json` holds: each shared library's installed version. */
function serverRenderVersions() {
  const installed = hostSharedVersions();
  return {
    shared: Object.fromEntries(sharedLibraries.map((name) => [name, installed[name].version])),
  };
}

/**
 * Records the versions of the shared singletons (React and the rest) the render was built with:
 * its markup is hydrated by the host's copies, so the release tool refuses a release whose
 * versions differ from the host's (tools/release/contract-check.mjs).
 */
class ServerRenderVersionsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('TouchlineServerRenderVersions', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'TouchlineServerRenderVersions',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const json = JSON.stringify(serverRenderVersions(), null, 2);
          compilation.emitAsset(SERVER_RENDER_VERSIONS, new RawSource(`${json}\n`));
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.name       the browser build's name: CSS Modules class names derive from it
 * @param {string} options.dirname    the app folder
 * @param {Record<string, string>} [options.alias]  modules the server build replaces
 * @param {boolean} [options.oneFile] emit a single file (no split chunks)
 */
function createServerRenderConfig({ name, dirname, alias = {}, oneFile = false }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dirname,
      mode: production ? 'production' : 'development',
      target: 'node20',
      devtool: false,
      entry: { render: './src/server/render-page.tsx' },
      output: {
        path: path.join(dirname, 'dist/ssr'),
        filename: '[name].cjs',
        cssFilename: '[name].css',
        library: { type: 'commonjs2' },
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // The message catalogues come parsed (catalogueRule), as in the browser.
        alias: { ...parserAlias, ...alias },
      },
      module: {
        parser: { 'css/auto': { namedExports: false } },
        // Emit the rules too (a Node build keeps only the class names by default).
        generator: { 'css/auto': { exportsOnly: false } },
        rules: [
          swcRule('node', { production }),
          catalogueRule,
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|svg|jpe?g|webp|gif)$/, type: 'asset/inline' },
        ],
      },
      plugins: [
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          __TOUCHLINE_RELEASE__: JSON.stringify(process.env.TOUCHLINE_RELEASE || 'local'),
        }),
        oneFile && new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new ServerRenderVersionsPlugin(),
      ].filter(Boolean),
      optimization: { minimize: production, splitChunks: false },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createServerRenderConfig, SERVER_RENDER_VERSIONS, serverRenderVersions };

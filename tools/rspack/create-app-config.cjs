// Builds the rspack configuration of one app: a host (shell, backoffice) or a remote.
const fs = require('node:fs');
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { reactRouterProductionAlias } = require('./react-router-production.cjs');
const {
  hostSharedVersions,
  sharedConfig,
  sharedLibraries,
  sharedWorkspacePackages,
} = require('@touchline/federation/shared-singletons');
const { HostManifestPlugin } = require('./host-manifest-plugin.cjs');
const ports = require('./ports.cjs');
const { ContractPlugin } = require('./contract-plugin.cjs');
const { catalogueRule, parserAlias } = require('./icu-catalogue-loader.cjs');
const { harnessIndexOf } = require('./harness-index.cjs');
const {
  ERROR_CODES_LITE_MODULES,
  RUNTIME_LITE_MODULES,
} = require('./federation-runtime-lite/modules.cjs');
const { ReactRefreshRspackPlugin } = require('@rspack/plugin-react-refresh');

/**
 * The federation runtime packages resolve to their CommonJS builds by default, which cannot be
 * shaken or concatenated: every remote's entry then repeats about 11 KB gzip of runtime. Their
 * ESM builds (each package's own `import` condition) shrink every entry.
 */
const FEDERATION_RUNTIME_PACKAGES = [
  'runtime',
  'runtime-core',
  'sdk',
  'webpack-bundler-runtime',
  'error-codes',
  'inject-external-runtime-core-plugin',
];
function federationRuntimeEsmAliases() {
  const aliases = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    // Not every package exports its package.json: find its folder from the resolved main file.
    let pkgDir = path.dirname(require.resolve(`@module-federation/${name}`));
    while (!fs.existsSync(path.join(pkgDir, 'package.json'))) pkgDir = path.dirname(pkgDir);
    const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    const esm = pkg.exports?.['.']?.import?.default ?? pkg.module;
    if (!esm) continue;
    aliases[`@module-federation/${name}$`] = path.join(pkgDir, esm);
    // The plugin's generated runtime module imports the bundler runtime and the runtime plugins
    // by the absolute path of their CommonJS build: those paths go to the ESM build as well.
    const cjs = pkg.exports?.['.']?.require?.default ?? pkg.main;
    if (cjs && cjs !== esm) aliases[path.join(pkgDir, cjs)] = path.join(pkgDir, esm);
  }
  return aliases;
}

/**
 * A host's runtime core without the parts a host never runs: the manifest snapshot handler and
 * the asset preloading (`preloadRemote`). The core imports them by relative path, so the aliases
 * name the files of its ESM build (`federation-runtime-lite/modules.cjs`);
 * `packages/federation/src/runtime/runtime-lite.test.ts` checks that those files still exist and
 * that the replacements export the same names.
 */ function hostRuntimeLiteAliases() {
  let pkgDir = path.dirname(require.resolve('@module-federation/runtime-core'));
  while (!fs.existsSync(path.join(pkgDir, 'package.json'))) pkgDir = path.dirname(pkgDir);
  const dist = path.join(pkgDir, 'dist');
  const aliases = { '@touchline/mf-runtime-core-dist': dist };
  for (const [file, replacement] of Object.entries(RUNTIME_LITE_MODULES)) {
    aliases[path.join(dist, file)] = path.join(__dirname, 'federation-runtime-lite', replacement);
  }
  return aliases;
}

/**
 * Every production browser build: the federation runtime's errors without their English
 * descriptions (the code and its documentation link stay), `federation-runtime-lite/error-desc.mjs`.
 */
function errorCodesLiteAliases() {
  let pkgDir = path.dirname(require.resolve('@module-federation/error-codes'));
  while (!fs.existsSync(path.join(pkgDir, 'package.json'))) pkgDir = path.dirname(pkgDir);
  const aliases = {};
  for (const [file, replacement] of Object.entries(ERROR_CODES_LITE_MODULES)) {
    aliases[path.join(pkgDir, 'dist', file)] = path.join(
      __dirname,
      'federation-runtime-lite',
      replacement,
    );
  }
  return aliases;
}

/**
 * A remote's production build takes the bundler runtime from its host (see
 * external-bundler-runtime.mjs): every request for it, by name or by the path of either build,
 * resolves to the module that reads the host's copy.
 */
function externalBundlerRuntimeAliases() {
  const shim = path.join(__dirname, 'external-bundler-runtime.mjs');
  const aliases = { '@module-federation/webpack-bundler-runtime$': shim };
  let pkgDir = path.dirname(require.resolve('@module-federation/webpack-bundler-runtime'));
  while (!fs.existsSync(path.join(pkgDir, 'package.json'))) pkgDir = path.dirname(pkgDir);
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  for (const build of [pkg.exports['.'].import.default, pkg.exports['.'].require.default]) {
    aliases[path.join(pkgDir, build)] = shim;
  }
  return aliases;
}

/**
 * The shared singletons a host provides, with the packages they import: the host loads all of
 * them before its first render, so they ship as one chunk (one request) instead of one chunk per
 * library, and `redux-saga` and `redux-saga/effects` share one copy of the saga core.
 */
const HOST_SHARED_PACKAGES = [
  ...sharedLibraries,
  'scheduler',
  'immer',
  'reselect',
  'redux-thunk',
  'use-sync-external-store',
  '@redux-saga',
  '@babel/runtime',
  'cookie',
  'set-cookie-parser',
  'js-cookie',
];
/**
 * A workspace package's message catalogue: where it is loaded on demand (a language's, the field
 * messages'), a chunk of its own, not the shared chunk's; where imported, with its importer.
 */
const isCatalogue = (file) => file.includes('/messages/') && file.endsWith('.json');
/** The federation runtime a host loads with its first remote (ADR 0017, decision 19). */
const HOST_RUNTIME_FOLDER = '/packages/federation/src/runtime/';

/** The target file of an `exports` entry: a path, or the first path among its conditions. */
function exportTarget(entry) {
  if (typeof entry === 'string') return entry;
  if (!entry || typeof entry !== 'object') return undefined;
  for (const value of Object.values(entry)) {
    const target = exportTarget(value);
    if (target) return target;
  }
  return undefined;
}

/**
 * The folders of the workspace packages' subpath exports, from each package's `exports` map
 * (such as `@touchline/store/server-data`, ADR 0035): kept out of a host's shared chunk. A
 * subpath is not the package's shared face (a host provides only the main entry), so each chunk
 * that imports it carries it: nothing of a host's first load reads with the store's server-data
 * layer, only the shell's arrears banner, loaded later. A subpath whose file sits in the main
 * entry's folder (or above it) has no folder of its own to leave out.
 * @param {string} [packagesDir] the workspace's `packages` folder
 * @returns {string[]} folders as `/packages/<package folder>/<subpath folder>/`
 */
function subpathExportFolders(packagesDir = path.join(__dirname, '../../packages')) {
  const folders = new Set();
  for (const dir of fs.readdirSync(packagesDir).sort()) {
    const manifest = path.join(packagesDir, dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { exports: map } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    if (!map || typeof map !== 'object') continue;
    const main = exportTarget(map['.']);
    const mainFolder = main ? `${path.posix.dirname(path.posix.normalize(main))}/` : undefined;
    for (const [subpath, entry] of Object.entries(map)) {
      if (subpath === '.' || subpath === './package.json') continue;
      const target = exportTarget(entry);
      if (!target) continue;
      const folder = `${path.posix.dirname(path.posix.normalize(target))}/`;
      if (folder === './' || mainFolder?.startsWith(folder)) continue;
      folders.add(`/packages/${dir}/${folder}`);
    }
  }
  return [...folders];
}
const HOST_SUBPATH_FOLDERS = subpathExportFolders();
const hostWorkspaceFolders = [
  ...sharedWorkspacePackages.map((name) => `/packages/${name.replace('@touchline/', '')}/src/`),
  // The API client's fetch layer and the calls the store's sagas use (not the generated
  // validators, loaded per call, nor the calls of areas loaded later, such as the arrears).
  ...['api-error', 'http', 'query-string', 'cookies', 'navigation-abort', 'api-client'].map(
    (name) => `/packages/api-client/src/${name}.ts`,
  ),
  ...['club', 'identity', 'cart'].map((name) => `/packages/api-client/src/calls/${name}-calls.ts`),
  '/packages/api-client/src/calls/paths.ts',
  '/packages/api-client/src/index.ts',
  // The roles and host areas the store's sign-in checks read (`@touchline/contracts/roles`).
  '/packages/contracts/src/club-roles.ts',
];

/**
 * A remote's production build has no use for the host's runtime starter, which its fallback
 * copy of the federation package names (the host's copy is the one that runs).
 */
function remoteHostRuntimeAlias() {
  return {
    [path.join(__dirname, '../../packages/federation/src/runtime/host-runtime.ts')]: path.join(
      __dirname,
      'remote-host-runtime.mjs',
    ),
  };
}

/** Whether a module belongs in a host's shared chunk. */
function isHostShared(resource) {
  const file = resource.split(path.sep).join('/');
  const inModules = file.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const rest = file.slice(inModules + '/node_modules/'.length);
    return HOST_SHARED_PACKAGES.some((name) => rest.startsWith(`${name}/`));
  }
  return (
    !file.includes('/generated/') &&
    !file.includes(HOST_RUNTIME_FOLDER) &&
    !HOST_SUBPATH_FOLDERS.some((folder) => file.includes(folder)) &&
    !isCatalogue(file) &&
    hostWorkspaceFolders.some((folder) => file.includes(folder))
  );
}

/**
 * Chunks of a host's production build. The first load of a host page is its entry, the shared
 * singletons (one chunk) and the app's own first-load code (the bootstrap chunk); every area or
 * widget loaded later keeps its own chunks.
 */
function hostSplitChunks() {
  return {
    chunks: 'async',
    cacheGroups: {
      defaultVendors: false,
      default: false,
      hostShared: {
        name: 'shared',
        // Only what the entry loads on demand: the entry stays the page's one script, so the
        // banner image is not competing with the shared chunk for the first bytes (ADR 0015).
        chunks: 'async',
        test: (module) => isHostShared(module.resource ?? module.nameForCondition?.() ?? ''),
        enforce: true,
        priority: 20,
      },
    },
  };
}

/**
 * Chunks of a remote's production build: rspack's defaults, except that the generated answer
 * validators stay in the chunk of the area whose checks a call loads. The definitions several
 * areas share are one module in the source (`packages/api-client/src/generated/shared-*`), built
 * into each of those areas' chunks, so a page loads an area's checks in one request.
 */
function remoteSplitChunks() {
  return {
    cacheGroups: {
      default: {
        idHint: '',
        minChunks: 2,
        priority: -20,
        reuseExistingChunk: true,
        test: (module) =>
          !(module.resource ?? module.nameForCondition?.() ?? '')
            .split(path.sep)
            .join('/')
            .includes('/packages/api-client/src/generated/'),
      },
    },
  };
}

/**
 * The rule that compiles an app's TypeScript and JSX, for its browser build (`'web'`) or for
 * its server render (`'node'`): both compile the same way, so the server renders what the
 * browser hydrates. React Fast Refresh is a development-server feature of the browser build.
 * @param {'web' | 'node'} target
 * @param {{ production: boolean, refresh?: boolean }} options
 */
function swcRule(target, { production, refresh = false }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: {
          react: {
            runtime: 'automatic',
            development: !production,
            refresh: target === 'web' && refresh,
          },
        },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * @param {object} options
 * @param {string} options.name       federation name, also the app folder name
 * @param {string} options.dirname    the app folder
 * @param {'host' | 'remote'} options.kind
 * @param {Record<string, string>} [options.exposes]
 * @param {string} options.title      the page title of the standalone harness
 */
function createAppConfig({ name, dirname, kind, exposes = {}, title }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const port = ports[name];
    // A remote's production build is only its container: the federation runtime comes from the
    // host (externalRuntime). The standalone harness page is a development-server feature.
    const harness = kind === 'host' || !production;
    // `rspack serve`: React Fast Refresh keeps component state across edits.
    const refresh = !production && Boolean(env?.RSPACK_SERVE);
    return {
      context: dirname,
      mode: production ? 'production' : 'development',
      target: 'web',
      // Hidden maps: kept with the build for error reports, never referenced from (or served with) it.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: harness ? { main: './src/main.tsx' } : {},
      output: {
        path: path.join(dirname, 'dist'),
        publicPath: kind === 'host' ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          ...federationRuntimeEsmAliases(),
          ...(kind === 'remote' && !harness ? externalBundlerRuntimeAliases() : {}),
          ...(kind === 'remote' && !harness ? remoteHostRuntimeAlias() : {}),
          ...(kind === 'host' && production ? hostRuntimeLiteAliases() : {}),
          ...(production ? errorCodesLiteAliases() : {}),
          ...(production ? reactRouterProductionAlias() : {}),
          // The message catalogues come parsed (catalogueRule): no parser in the browser.
          ...parserAlias,
        },
      },
      module: {
        // CSS Modules with a default export (`import styles from './x.module.css'`).
        parser: { 'css/auto': { namedExports: false } },
        rules: [
          swcRule('web', { production, refresh }),
          catalogueRule,
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|svg|jpe?g|webp|gif)$/, type: 'asset' },
        ],
      },
      plugins: [
        harness &&
          new rspack.HtmlRspackPlugin({
            template: path.join(__dirname, 'index.html'),
            templateParameters: { title },
            inject: 'body',
            scriptLoading: 'defer',
            // Absolute script URLs: the page also loads on nested paths (/checkout/confirmation).
            publicPath: '/',
            // The page's own entry only, never a remote's container (`remoteEntry.*.js`): both
            // are runtimes of one build, so they share the hot-update callback
            // (`rspackHotUpdate<uniqueName>`). The container, loaded last, took every update,
            // applied it to its own copy of the modules and failed the entry's
            // ("Loading hot update chunk main failed"): the page kept the old code.
            chunks: ['main'],
          }),
        refresh && new ReactRefreshRspackPlugin(),
        new rspack.CopyRspackPlugin({
          patterns: [{ from: path.join(dirname, 'public'), noErrorOnMissing: true }],
        }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          __TOUCHLINE_RELEASE__: JSON.stringify(process.env.TOUCHLINE_RELEASE || 'local'),
          ...(kind === 'host'
            ? {
                __TOUCHLINE_HOST_SHARED__: JSON.stringify(hostSharedVersions()),
                // What the federation plugin would define for the runtime the host starts: a
                // browser build without the manifest snapshots and with no exposes.
                ENV_TARGET: JSON.stringify('web'),
                FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
                FEDERATION_OPTIMIZE_NO_REMOTE: false,
                FEDERATION_OPTIMIZE_NO_SHARED: false,
                FEDERATION_HAS_EXPOSES: false,
              }
            : {}),
          // The routes a remote's harness lists on its `/` (packages/boot/src/harness-index.tsx).
          ...(kind === 'remote' && harness
            ? { __TOUCHLINE_HARNESS_INDEX__: JSON.stringify(harnessIndexOf({ dirname, exposes })) }
            : {}),
        }),
        new ContractPlugin({
          name,
          kind,
          exposes,
          release: process.env.TOUCHLINE_RELEASE || 'local',
          standalone: harness,
        }),
        // A host bundles its shared singletons as its own code and starts the federation
        // runtime itself, with the first remote it loads (packages/federation/src/registry.ts,
        // ADR 0017, decision 19); its manifest lists what it shares, for the release checks.
        kind === 'host' && new HostManifestPlugin({ name, shared: hostSharedVersions() }),
        kind === 'remote' &&
          new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.[contenthash:8].js',
            exposes,
            remotes: {},
            shared: sharedConfig({ production }),
            shareStrategy: 'loaded-first',
            manifest: { fileName: 'mf-manifest.json' },
            dts: false,
            experiments:
              // A remote's production build is its container alone: the runtime core and the
              // bundler runtime are its host's; it loads no remotes itself. (The standalone
              // harness of a remote in development keeps the full runtime.)
              harness
                ? { externalRuntime: false }
                : {
                    externalRuntime: true,
                    optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
                  },
          }),
      ].filter(Boolean),
      optimization: {
        minimize: production,
        // A third compress pass (rspack's default is two): 0.2 KB gzip off every first load.
        // Measured and not taken (ADR 0017): `module`/`toplevel` (a remote's container is a
        // top-level `var` the host reads, and the pages stopped loading), the `unsafe_*`
        // transforms (pages stopped loading), `ecma: 2020`, `pure_getters` and an es2022
        // target (no change in gzip).
        minimizer: [
          new rspack.SwcJsMinimizerRspackPlugin({
            minimizerOptions: { compress: { passes: 3 }, mangle: true },
          }),
          new rspack.LightningCssMinimizerRspackPlugin(),
        ],
        splitChunks: production
          ? kind === 'host'
            ? hostSplitChunks()
            : remoteSplitChunks()
          : undefined,
      },
      // The dev server's default lazy compilation of dynamic imports left the harness blank (its
      // proxy chunk for `import('./bootstrap')` was never served): compile everything up front.
      lazyCompilation: false,
      performance: { hints: false },
      devServer: {
        port,
        host: 'localhost',
        allowedHosts: 'all',
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createAppConfig, subpathExportFolders, swcRule };

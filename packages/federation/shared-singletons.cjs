// The one table of modules shared as singletons between the hosts and every remote.
// Used by the build configs (tools/rspack) and re-exported with types from src/shared.ts.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const rootPackage = require('../../package.json');

const versions = { ...rootPackage.dependencies, ...rootPackage.devDependencies };

/** Libraries from the root package.json: one version each across all apps. */
const sharedLibraries = [
  'react',
  'react-dom',
  'react-router',
  'redux',
  'react-redux',
  'redux-saga',
  '@reduxjs/toolkit',
];

/**
 * Subpath imports of the libraries above. A shared key covers only its exact request, so a
 * subpath left out ships in every app that imports it (redux-saga's effects twice over).
 */
const sharedSubpaths = { 'redux-saga/effects': 'redux-saga' };

/**
 * The part of react-router the apps may use. A shared module is not tree-shaken by default, so
 * every app would ship all of react-router (60 KB gzip); every build shakes it to exactly this
 * list instead, so the copy the host loads first serves every remote. Adding a name means
 * rebuilding the hosts too (a test fails when an import is missing from the list).
 */
const reactRouterExports = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'matchPath',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
];

/** The same for the state libraries: the store and the slices use only these. */
const toolkitExports = [
  'combineSlices',
  'configureStore',
  'createSelector',
  'createSlice',
  'nanoid',
];
const reactReduxExports = ['Provider', 'useDispatch', 'useSelector', 'useStore'];

/** Shared libraries every production build shakes to the names listed (the rest ship whole). */
const shakenExports = {
  'react-router': reactRouterExports,
  '@reduxjs/toolkit': toolkitExports,
  'react-redux': reactReduxExports,
};

/**
 * Workspace packages whose module state must exist once (one store across remotes), and the
 * message catalogues' runtime (`@touchline/i18n`, with FormatJS's formatter): every remote uses
 * it, so the page loads it once, and the field messages' catalogue once for all the remotes.
 */
const sharedWorkspacePackages = ['@touchline/store', '@touchline/federation', '@touchline/i18n'];

/**
 * @param {{ production?: boolean }} [options] production builds shake react-router and the
 *   state libraries to the lists above; the development server keeps it whole (the shaking breaks its hot runtime).
 */
function sharedConfig({ production = true } = {}) {
  const shared = {};
  for (const name of sharedLibraries) {
    shared[name] = { singleton: true, requiredVersion: versions[name] };
  }
  for (const [subpath, library] of Object.entries(sharedSubpaths)) {
    shared[subpath] = { singleton: true, requiredVersion: versions[library] };
  }
  if (production) {
    for (const [name, usedExports] of Object.entries(shakenExports)) {
      shared[name].treeShaking = { mode: 'runtime-infer', usedExports };
    }
  }
  for (const name of sharedWorkspacePackages) {
    shared[name] = { singleton: true, requiredVersion: false, version: workspaceVersion(name) };
  }
  return shared;
}

/** The installed version of a package (its package.json next to what Node resolves). */
function installedVersion(name) {
  return require(`${name}/package.json`).version;
}

/** A package's source files (not its tests), by path, in a stable order. */
function sourceFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.[cm]?[jt]sx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** The workspace packages a package depends on, itself first, each once. */
function workspaceClosure(name, seen = new Set()) {
  if (seen.has(name)) return seen;
  seen.add(name);
  const { dependencies = {} } = require(`${name}/package.json`);
  for (const dependency of Object.keys(dependencies)) {
    if (dependency.startsWith('@touchline/')) workspaceClosure(dependency, seen);
  }
  return seen;
}

const workspaceVersions = new Map();

/**
 * A shared workspace package's version: 0.0.0 with a digest of its code and the code of the
 * workspace packages it imports. The packages are not published, so their package.json says
 * 0.0.0 forever; the digest changes with what the package ships, so the release check can refuse
 * a remote built on another copy of a singleton than the host runs, as it does for React.
 */
function workspaceVersion(name) {
  const known = workspaceVersions.get(name);
  if (known) return known;
  const hash = createHash('sha256');
  for (const member of [...workspaceClosure(name)].sort()) {
    const root = path.dirname(require.resolve(`${member}/package.json`));
    for (const file of sourceFiles(path.join(root, 'src'))) {
      hash.update(`${member}/${path.relative(root, file).split(path.sep).join('/')}\0`);
      hash.update(fs.readFileSync(file));
    }
  }
  const version = `0.0.0-${hash.digest('hex').slice(0, 12)}`;
  workspaceVersions.set(name, version);
  return version;
}

/**
 * What a host provides to its remotes, key by key: the installed version and the range the
 * remotes' builds require (`sharedConfig`). A host hands these modules to the federation runtime
 * itself when it loads its first remote (packages/boot/src/host-shared-modules.ts), and lists
 * them in its `mf-manifest.json` for the release checks.
 */
function hostSharedVersions() {
  const table = {};
  for (const name of sharedLibraries) {
    table[name] = { version: installedVersion(name), requiredVersion: versions[name] };
  }
  for (const [subpath, library] of Object.entries(sharedSubpaths)) {
    table[subpath] = { version: installedVersion(library), requiredVersion: versions[library] };
  }
  for (const name of sharedWorkspacePackages) {
    table[name] = { version: workspaceVersion(name), requiredVersion: false };
  }
  return table;
}

module.exports = {
  hostSharedVersions,
  sharedLibraries,
  sharedSubpaths,
  sharedWorkspacePackages,
  reactRouterExports,
  shakenExports,
  sharedConfig,
  workspaceVersion,
};

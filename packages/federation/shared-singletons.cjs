// The one table of modules shared as singletons between the hosts and every remote.
// Used by the build configs (tools/rspack) and re-exported with types from src/shared.ts.
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
 * The part of react-router the apps may use. A shared module is not tree-shaken by default, so
 * every app would ship all of react-router (60 KB gzip); every build shakes it to exactly this
 * list instead, so the copy the host loads first serves every remote. Adding a name means
 * rebuilding the hosts too (a test fails when an import is missing from the list).
 */
const reactRouterExports = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'createSearchParams',
  'matchPath',
  'useBlocker',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useSearchParams',
];

/** Workspace packages whose module state must exist once (one store across remotes). */
const sharedWorkspacePackages = ['@touchline/store', '@touchline/federation'];

/**
 * @param {{ production?: boolean }} [options] production builds shake react-router to the
 *   list above; the development server keeps it whole (the shaking breaks its hot runtime).
 */
function sharedConfig({ production = true } = {}) {
  const shared = {};
  for (const name of sharedLibraries) {
    shared[name] = { singleton: true, requiredVersion: versions[name] };
  }
  if (production)
    shared['react-router'].treeShaking = { mode: 'runtime-infer', usedExports: reactRouterExports };
  for (const name of sharedWorkspacePackages) {
    shared[name] = { singleton: true, requiredVersion: false };
  }
  return shared;
}

module.exports = { sharedLibraries, sharedWorkspacePackages, reactRouterExports, sharedConfig };

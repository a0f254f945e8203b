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

/** Workspace packages whose module state must exist once (one store across remotes). */
const sharedWorkspacePackages = ['@touchline/store', '@touchline/federation'];

function sharedConfig() {
  const shared = {};
  for (const name of sharedLibraries) {
    shared[name] = { singleton: true, requiredVersion: versions[name] };
  }
  for (const name of sharedWorkspacePackages) {
    shared[name] = { singleton: true, requiredVersion: false };
  }
  return shared;
}

module.exports = { sharedLibraries, sharedWorkspacePackages, sharedConfig };

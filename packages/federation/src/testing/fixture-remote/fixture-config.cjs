// The fixture remote's build options, one variant a file (rspack.<variant>.cjs), for the test of
// the exposes check: each variant calls the shared rspack configuration as a remote's
// rspack.config.cjs does, with its own exposes (and name).
const { createAppConfig } = require('../../../../../tools/rspack/create-app-config.cjs');

/**
 * @param {Record<string, string>} exposes  expose name to file, relative to this folder
 * @param {string} [name]                   the remote the build says it is
 */
function fixtureRemoteConfig(exposes, name = 'checkout') {
  return createAppConfig({ name, dirname: __dirname, kind: 'remote', exposes });
}

module.exports = { fixtureRemoteConfig };

// The runtime core's files a host's build replaces (core file in its ESM build -> replacement
// in this folder): see hostRuntimeLiteAliases in ../create-app-config.cjs.
const RUNTIME_LITE_MODULES = {
  'plugins/snapshot/SnapshotHandler.js': 'snapshot-handler.mjs',
  'utils/preload.js': 'preload.mjs',
};

module.exports = { RUNTIME_LITE_MODULES };

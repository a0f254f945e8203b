// The runtime core's files a host's build replaces (core file in its ESM build -> replacement
// in this folder): see hostRuntimeLiteAliases in ../create-app-config.cjs.
const RUNTIME_LITE_MODULES = {
  'plugins/snapshot/SnapshotHandler.js': 'snapshot-handler.mjs',
  'utils/preload.js': 'preload.mjs',
};

// The error codes package's files every production browser build replaces (file in its dist ->
// replacement in this folder): see errorCodesLiteAliases in ../create-app-config.cjs.
const ERROR_CODES_LITE_MODULES = {
  'desc.mjs': 'error-desc.mjs',
};

module.exports = { ERROR_CODES_LITE_MODULES, RUNTIME_LITE_MODULES };

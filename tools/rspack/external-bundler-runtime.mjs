// A remote's production build resolves `@module-federation/webpack-bundler-runtime` here: the
// container uses the host's bundler runtime (set by the host's runtime plugin,
// packages/federation/src/runtime/bundler-runtime-provider.ts) instead of carrying its own copy,
// as it already uses the host's runtime core (`externalRuntime`). What only a container needs
// (`initContainerEntry`: a host has no exposes, so its copy leaves it out) comes from here.
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const provided = globalThis.__TOUCHLINE_FEDERATION_BUNDLER_RUNTIME__;
if (!provided) {
  throw new Error(
    'This remote runs inside a Touchline host: its federation runtime comes from the host.',
  );
}

// The same shape as the package's default export; a fresh object per container (its share
// scope, instance and options are its own).
const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;

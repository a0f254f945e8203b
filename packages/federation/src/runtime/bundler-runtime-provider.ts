import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

/**
 * Where a host leaves its bundler runtime for the remotes. A remote's production build takes the
 * federation runtime from the host (its runtime core since ADR 0001, the bundler runtime since
 * ADR 0017): `tools/rspack/external-bundler-runtime.mjs` reads this global.
 */
export const BUNDLER_RUNTIME_GLOBAL = '__TOUCHLINE_FEDERATION_BUNDLER_RUNTIME__';

/** The part of the host's bundler runtime a remote's container uses. */
export interface ProvidedBundlerRuntime {
  bundlerRuntime: typeof bundlerRuntime;
  attachShareScopeMap: typeof attachShareScopeMap;
}

/** Puts the host's bundler runtime where its remotes' containers find it. */
export function provideBundlerRuntime(target: object = globalThis): void {
  const provided: ProvidedBundlerRuntime = { bundlerRuntime, attachShareScopeMap };
  (target as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = provided;
}

/**
 * A host's runtime plugin: it runs when the host's federation runtime starts, before any remote's
 * container is loaded. The functions are stateless (each call gets the calling container's
 * `__webpack_require__`), so every container can use the host's copy; a remote keeps its own
 * share-scope object and its own `@module-federation/runtime` wrapper.
 */
export default function bundlerRuntimeProviderPlugin(): ModuleFederationRuntimePlugin {
  provideBundlerRuntime();
  return { name: 'touchline-bundler-runtime-provider' };
}

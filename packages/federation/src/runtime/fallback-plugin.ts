import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the module the runtime hands back when a remote could not be loaded. */
export const REMOTE_UNAVAILABLE = '__touchlineRemoteUnavailable';

export interface UnavailableModule {
  [REMOTE_UNAVAILABLE]: true;
  id: string;
  reason: string;
}

export function isUnavailable(module: unknown): module is UnavailableModule {
  return typeof module === 'object' && module !== null && REMOTE_UNAVAILABLE in module;
}

/**
 * Loading layer of the failure handling: instead of an unhandled rejection deep in the runtime,
 * a remote that cannot be fetched resolves to a marker that the remote boundary renders as its
 * scoped fallback (with a retry).
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'touchline-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      // Only a failed module load is answered with a module; a failed manifest fetch rejects and
      // the boundary shows its fallback.
      if (lifecycle !== 'onLoad') return undefined;
      const reason = error instanceof Error ? error.message : String(error);
      const unavailable: UnavailableModule = { [REMOTE_UNAVAILABLE]: true, id, reason };
      return () => unavailable;
    },
  };
}

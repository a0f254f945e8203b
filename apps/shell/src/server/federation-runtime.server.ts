// The federation runtime as the server render sees it: nothing is registered and no remote is
// loaded on the server. A remote slot's module load fails here, so its Suspense boundary is sent
// with its loading state and the browser renders the remote (see render-page.tsx).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type { ModuleFederationRuntimePlugin };

/** The error every remote load gets on the server. */
export class RemoteOnClientOnly extends Error {
  constructor(id: string) {
    super(`${id} renders in the browser`);
    this.name = 'RemoteOnClientOnly';
  }
}

export function registerRemotes(): void {
  // Remotes are the browser's.
}

export function loadRemote(id: string): Promise<never> {
  return Promise.reject(new RemoteOnClientOnly(id));
}

/** The host's runtime as the server sees it (packages/federation/src/runtime/host-runtime.ts). */
export function startHostRuntime() {
  return { loadRemote, registerRemotes };
}

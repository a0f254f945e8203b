// The federation runtime of a host, started when the host loads its first remote: a page whose
// content needs no remote (a server-rendered page the visitor only reads) never loads it. The host
// hands over its shared modules (`shared`, one copy of React, the router and the store for every
// remote) and the plugins its remotes rely on.
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { init, loadRemote, registerRemotes } from '@module-federation/runtime';
import bundlerRuntimeProvider from './bundler-runtime-provider';
import fallbackPlugin from './fallback-plugin';
import taskPerStepPlugin from './task-per-step-plugin';

type UserOptions = Parameters<typeof init>[0];

export interface HostRuntime {
  loadRemote: typeof loadRemote;
  registerRemotes: typeof registerRemotes;
}

/** Starts the runtime for the host `name` with the modules it shares. */
export function startHostRuntime(name: string, shared: UserOptions['shared']): HostRuntime {
  init({
    name,
    remotes: [],
    shared,
    shareStrategy: 'loaded-first',
    plugins: [
      // A remote's container uses the host's runtime core and bundler runtime (ADR 0001, 0017).
      injectExternalRuntimeCore(),
      bundlerRuntimeProvider(),
      fallbackPlugin(),
      // A phone's main thread is free for input between a remote's loading steps.
      taskPerStepPlugin(),
    ],
  });
  return { loadRemote, registerRemotes };
}

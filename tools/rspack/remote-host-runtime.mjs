// A remote's production build resolves the host's runtime starter
// (packages/federation/src/runtime/host-runtime.ts) here. A remote's copy of the federation
// package only exists as the shared module's fallback, and a remote's container loads no other
// remote: the host starts the runtime and loads remotes.
export function startHostRuntime() {
  throw new Error('A remote loads no remotes: its host starts the federation runtime.');
}

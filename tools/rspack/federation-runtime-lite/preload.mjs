// A host's build replaces the runtime core's asset preloading with this module (aliased by path
// in ../create-app-config.cjs): it serves only `preloadRemote` and the snapshot plugin, and a
// host neither preloads remotes nor loads snapshots (ADR 0017).
const unsupported = () => {
  throw new Error('Preloading remotes is not part of this runtime.');
};

export const defaultPreloadArgs = unsupported;
export const formatPreloadArgs = unsupported;
export const normalizePreloadExposes = unsupported;
export const preloadAssets = unsupported;

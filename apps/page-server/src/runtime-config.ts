// The runtime configuration a host's pages run with: the build's config.json (development
// defaults) with the deployment's settings (`RUNTIME_CONFIG`) over it.

/** The runtime configuration, as far as the page server reads it. */
export interface RuntimeConfig extends Record<string, unknown> {
  apiBaseUrl?: string;
  apiVersion?: string;
  defaultClub?: string;
}

/** The build's configuration with the deployment's settings over it (none: as built). */
export function withRuntimeConfig<T extends Record<string, unknown>>(
  built: T | undefined,
  runtimeConfig: Record<string, unknown> | undefined,
): T | undefined {
  return built && runtimeConfig ? { ...built, ...runtimeConfig } : built;
}

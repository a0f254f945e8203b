/** The release label baked into each app's build (TOUCHLINE_RELEASE, default "local"). */
declare const __TOUCHLINE_RELEASE__: string;
/**
 * What a host provides to its remotes, key by key (packages/federation/shared-singletons.cjs,
 * `hostSharedVersions`): defined by a host's build.
 */
declare const __TOUCHLINE_HOST_SHARED__: Record<
  string,
  { version: string; requiredVersion: string | false }
>;

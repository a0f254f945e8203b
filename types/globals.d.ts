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
/**
 * What a remote's standalone harness lists on its `/` (tools/rspack/harness-index.cjs): defined
 * by a remote's development build only.
 */
declare const __TOUCHLINE_HARNESS_INDEX__:
  { exposes: string[]; paths: string[]; servesRoot: boolean } | undefined;

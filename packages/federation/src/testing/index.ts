// `@touchline/federation/testing`: helpers for the remotes' jest tests, never part of a build.
export { expectExposesMatchContract } from './exposes-check';
export { hydrateRemotePage, type RemotePageHydration } from './hydrate-remote-page';

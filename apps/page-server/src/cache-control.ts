// Cache-Control of a served file, as a CDN would keep it: hashed files for a year, the page,
// manifests and deployment files always revalidated, anything else for five minutes.
const REVALIDATE =
  /(^|\/)(index\.html|mf-manifest\.json|mf-manifest-stats\.json|remotes\.json|config\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.map)?$/;

/** `file`: the path relative to the folder served. */
export function cacheControlFor(file: string): string {
  if (REVALIDATE.test(file)) return 'no-cache';
  if (HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

// What an app's folder holds that is never sent to a browser, however its path is written: the
// server renders (the page server's), source maps (kept for error reports) and a release's own
// record (for the release tooling). Paths are read decoded, as the file server reads them; one
// that cannot be decoded is refused.

/** Where a build keeps its server render (`dist/ssr/render.cjs`, `render.css`). */
export const SERVER_RENDER_DIR = 'ssr';

/** The path as the file server reads it, or null when it cannot be decoded. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname.split('?')[0] ?? '');
  } catch {
    return null;
  }
}

/**
 * The server render's files (dist/ssr/). An origin serving release folders (`releases`) holds
 * them at <release>/ssr/.
 */
export function isServerRenderFile(pathname: string, { releases = false } = {}): boolean {
  // A path that cannot be decoded is looked at as asked: the file server refuses it anyway.
  const decoded = decodedPath(pathname) ?? pathname.split('?')[0] ?? '';
  return decoded
    .split(/[\\/]+/)
    .filter(Boolean)
    .slice(0, releases ? 2 : 1)
    .some((segment) => segment.toLowerCase() === SERVER_RENDER_DIR);
}

/** A source map (`.m%61p` is `.map`). */
export function isSourceMap(pathname: string): boolean {
  const decoded = decodedPath(pathname);
  return decoded === null || /\.map$/i.test(decoded);
}

/** A release's own record (`release.json`: its commit and build time). */
export function isReleaseRecord(pathname: string): boolean {
  const decoded = decodedPath(pathname);
  return decoded === null || /(^|\/)release\.json$/i.test(decoded);
}

/** Whether a file of this origin is never served (`releases`: it serves release folders). */
export function isNeverServed(pathname: string, { releases = false } = {}): boolean {
  return (
    isServerRenderFile(pathname, { releases }) || isSourceMap(pathname) || isReleaseRecord(pathname)
  );
}

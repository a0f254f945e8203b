// A host build's own server render (the shell's dist/ssr/render.cjs, docs/adr/0016-*), loaded
// into the page server and loaded again when the file changes (a rebuild or a new release in the
// same folder).
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_RENDER_DIR } from './never-served';
import type { PrerenderedPage } from './page-html';

/** What the page server gives a host's server render for one page. */
export interface ShellRequest {
  hostname: string;
  url: string;
  cookie?: string;
  config: Record<string, unknown>;
  club: string;
  account: unknown;
  remotes?: Record<string, { release: string; html: string }>;
}

/** What a host build's ssr/render.cjs exports (each part optional: an older build may lack it). */
export interface ShellRenderModule {
  renderShellPage?: (
    request: ShellRequest,
  ) => Promise<Omit<PrerenderedPage, 'ownTitle' | 'titleMark'> | null | undefined>;
  /** The remote that owns the page at `url`, or null. */
  remoteOfPage?: (url: string) => string | null | undefined;
  isPrerendered?: (request: ShellRequest) => boolean;
  /** 404 for a path of a club's site no page owns. */
  pageStatus?: (request: {
    hostname: string;
    url: string;
    config: Record<string, unknown>;
  }) => number;
  /** The attributes marking the page's own title and meta tags (`data-…`). */
  PAGE_TITLE?: unknown;
  PAGE_META?: unknown;
}

export interface LoadedServerRender {
  version: number;
  module: ShellRenderModule;
  css: string;
}

/** The build's server render module, or null when the build has none. */
export function serverRenderLoader(dir: string): () => Promise<LoadedServerRender | null> {
  const file = path.join(dir, SERVER_RENDER_DIR, 'render.cjs');
  const cssFile = path.join(dir, SERVER_RENDER_DIR, 'render.css');
  // Node's own require: the render is a file on disk, never part of this build.
  const nodeRequire = createRequire(__filename);
  let loaded: LoadedServerRender | undefined;
  return async function load() {
    if (!existsSync(file)) return null;
    const version = statSync(file).mtimeMs;
    if (loaded?.version !== version) {
      delete nodeRequire.cache[file];
      const module = nodeRequire(file) as ShellRenderModule;
      const css = existsSync(cssFile) ? await readFile(cssFile, 'utf8') : '';
      loaded = { version, module, css };
    }
    return loaded;
  };
}

/** An attribute name a render module gives to mark the page's own tags with (`data-…`). */
const markOf = (name: unknown): string | undefined =>
  typeof name === 'string' && /^data-[a-z][a-z0-9-]*$/.test(name) ? name : undefined;

/**
 * The attributes that mark a page's own title and meta tags, as the build's server render names
 * them (`PAGE_TITLE`, `PAGE_META`): the same build's browser code reads them. A render module
 * that names none gets unmarked tags.
 */
export const pageMarks = (module: ShellRenderModule | undefined) => ({
  title: markOf(module?.PAGE_TITLE),
  meta: markOf(module?.PAGE_META),
});

// The data a host's page comes with (see packages/boot/src/page-data.ts): the runtime
// configuration, the remotes list and the host's club record, as non-executable JSON blocks in
// index.html, and a preload of the home banner (the page's largest paint). Each is read when the
// page is served, so a promoted remotes.json or a changed club shows on the next page load.
// A build that carries a server render (the shell's dist/ssr/, docs/adr/0016-*) also gets its
// public skeleton (header, banner, the page's loading state) prerendered into #root.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const IDS = { config: 'touchline-config', remotes: 'touchline-remotes', club: 'touchline-club' };
const AREA_LABELS = new Set(['backoffice', 'club', 'myaccount', 'su', 'xgb']);
const CLUB_TIMEOUT_MS = 1_500;

/** The club a host name is for: as the shell's host resolution reads it. */
export function clubOfHost(hostname, defaultClub) {
  const labels = hostname.toLowerCase().split('.');
  const first = labels[0] ?? '';
  const isIp = /^\d+$/.test(first) || hostname.includes(':');
  if (labels.length < 2 || isIp || first === 'www' || AREA_LABELS.has(first)) return defaultClub;
  return first;
}

/** JSON safe inside a script element: nothing in it can close the element or open a comment. */
export function scriptJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Where a build keeps its server render: never served (see serve-app.mjs). */
export const SERVER_RENDER_DIR = 'ssr';

/** The server render's files (dist/ssr/) are the page server's, never sent to browsers. */
export function isServerRenderFile(pathname) {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // served as asked: the static server refuses what it cannot decode
  }
  const first = decoded.split(/[\\/]+/).filter(Boolean)[0] ?? '';
  return first.toLowerCase() === SERVER_RENDER_DIR;
}

/**
 * The build's server render module, loaded again when the file changes (a rebuild or a new
 * release in the same folder), or null when the build has none.
 */
export function serverRenderLoader(dir) {
  const file = path.join(dir, SERVER_RENDER_DIR, 'render.cjs');
  const cssFile = path.join(dir, SERVER_RENDER_DIR, 'render.css');
  const require = createRequire(import.meta.url);
  let loaded;
  return async function load() {
    if (!existsSync(file)) return null;
    const version = statSync(file).mtimeMs;
    if (loaded?.version !== version) {
      delete require.cache[file];
      const module = require(file);
      const css = existsSync(cssFile) ? await readFile(cssFile, 'utf8') : '';
      loaded = { version, module, css };
    }
    return loaded;
  };
}

/**
 * Writes a prerendered page into the built index.html: the club's colours on the root element,
 * its name as the title and browser colour, the skeleton's stylesheet, and the markup in #root.
 */
export function withPrerender(html, page, css) {
  return html
    .replace(/<html([^>]*)>/, (tag, attributes) =>
      /\sstyle=/.test(attributes)
        ? tag
        : `<html${attributes} style="${escapeAttribute(page.rootStyle)}">`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"\s*\/?>/,
      () => `<meta name="theme-color" content="${escapeAttribute(page.themeColor)}">`,
    )
    .replace(
      '</head>',
      () => `<style data-prerender="">${css.replace(/<\//g, '<\\/')}</style>\n</head>`,
    )
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.markup}</div>`);
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * @param {{ dir: string, apiUrl?: string, remotesFile?: string, prerender?: boolean }} options
 *   `apiUrl`: where this server reaches the API (default: the runtime configuration's
 *   `apiBaseUrl`); `remotesFile`: the deployment file promoted by the release commands, when the
 *   host is served with one (otherwise the remotes.json built beside the page); `prerender`:
 *   false sends the page without its server render even when the build has one.
 */
export function createPageData({ dir, apiUrl, remotesFile, prerender = true }) {
  const loadServerRender = prerender ? serverRenderLoader(dir) : async () => null;

  // Asked on every page load, not kept here: the API's own club cache is dropped when an admin
  // saves, so the page shows a club's edits at once.
  async function clubRecord(base, version, club) {
    let record;
    try {
      const response = await fetch(`${base}/${version}/store/${encodeURIComponent(club)}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(CLUB_TIMEOUT_MS),
      });
      // An unknown club is the shell's to show (its not-found page): no block, it asks itself.
      record = response.ok ? await response.json() : undefined;
    } catch {
      record = undefined;
    }
    return record;
  }

  /** The prerendered page, or undefined when it is not prerendered or its render fails. */
  async function prerendered({ hostname, url, cookie, config, club, record }) {
    try {
      const render = await loadServerRender();
      if (!render) return undefined;
      const page = await render.module.renderShellPage({
        hostname,
        url,
        cookie,
        config: config ?? {},
        club,
        account: record,
      });
      return page ? { page, css: render.css } : undefined;
    } catch (error) {
      console.error('The server render failed; the page is sent without it.', error);
      return undefined;
    }
  }

  /**
   * index.html for one request, with the page's data blocks in its head and, where it applies,
   * the prerendered skeleton. `url`: path and query; `cookie`: the request's Cookie header.
   */
  return async function render({ hostname, pathname, url = pathname, cookie }) {
    const [html, config, remotes] = await Promise.all([
      readFile(path.join(dir, 'index.html'), 'utf8'),
      readJson(path.join(dir, 'config.json')),
      readJson(remotesFile ?? path.join(dir, 'remotes.json')),
    ]);
    const parts = [];
    if (config)
      parts.push(
        `<script type="application/json" id="${IDS.config}">${scriptJson(config)}</script>`,
      );
    if (remotes)
      parts.push(
        `<script type="application/json" id="${IDS.remotes}">${scriptJson(remotes)}</script>`,
      );
    const base = (apiUrl ?? config?.apiBaseUrl ?? '').replace(/\/+$/, '');
    let prerender;
    if (base) {
      const club = clubOfHost(hostname, config?.defaultClub ?? 'demo');
      const record = await clubRecord(base, config?.apiVersion ?? 'v2', club);
      if (record) {
        parts.push(
          `<script type="application/json" id="${IDS.club}" data-club="${escapeAttribute(club)}">${scriptJson(record)}</script>`,
        );
        // The home's banner image is its largest paint: fetched with the page, not after boot.
        if (pathname === '/' && typeof record.layout_image === 'string' && record.layout_image) {
          parts.push(
            `<link rel="preload" as="image" href="${escapeAttribute(record.layout_image)}" fetchpriority="high" />`,
          );
        }
        prerender = await prerendered({ hostname, url, cookie, config, club, record });
      }
    }
    // A function, so a `$` in a club's text is not read as a replacement pattern.
    const page = html.replace('</head>', () => `${parts.join('\n')}\n</head>`);
    return prerender ? withPrerender(page, prerender.page, prerender.css) : page;
  };
}

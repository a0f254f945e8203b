// The data a host's page comes with (see packages/boot/src/page-data.ts): the runtime
// configuration, the remotes list and the host's club record, as non-executable JSON blocks in
// index.html, and a preload of the home banner (the page's largest paint). Each is read when the
// page is served, so a promoted remotes.json or a changed club shows on the next page load.
// A build that carries a server render (the shell's dist/ssr/, docs/adr/0016-*) also gets its
// public skeleton (header, banner, the page's loading state) prerendered into #root, and, where
// the page's remote has a server render of its own (remote-renders.mjs), that remote's content
// in its slot with the data it was rendered from in a JSON block of its own.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createRemoteRenders } from './remote-renders.mjs';

const IDS = { config: 'touchline-config', remotes: 'touchline-remotes', club: 'touchline-club' };
const AREA_LABELS = new Set(['backoffice', 'club', 'myaccount', 'su', 'xgb']);
/** How long a page waits for the club record before it goes without it (the app asks then). */
export const CLUB_TIMEOUT_MS = 1_500;

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

/**
 * The server render's files (dist/ssr/) are the page servers', never sent to browsers. An origin
 * serving release folders (`releases`) holds them at <release>/ssr/.
 */
export function isServerRenderFile(pathname, { releases = false } = {}) {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // served as asked: the static server refuses what it cannot decode
  }
  return decoded
    .split(/[\\/]+/)
    .filter(Boolean)
    .slice(0, releases ? 2 : 1)
    .some((segment) => segment.toLowerCase() === SERVER_RENDER_DIR);
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

/** An attribute name a render module gives to mark the page's own tags with (`data-…`). */
const markOf = (name) =>
  typeof name === 'string' && /^data-[a-z][a-z0-9-]*$/.test(name) ? name : undefined;

/**
 * The attributes that mark a page's own title and meta tags, as the build's server render names
 * them (`PAGE_TITLE`, `PAGE_META`): the same build's browser code reads them. A render module
 * that names none gets unmarked tags.
 */
export const pageMarks = (module) => ({
  title: markOf(module?.PAGE_TITLE),
  meta: markOf(module?.PAGE_META),
});

/**
 * Writes a prerendered page into the built index.html: the club's colours on the root element,
 * its name as the title and browser colour, the skeleton's stylesheet, and the markup in #root.
 * A page's own title (`page.ownTitle`) carries `page.titleMark`.
 */
export function withPrerender(html, page, css) {
  return html
    .replace(/<html([^>]*)>/, (tag, attributes) =>
      /\sstyle=/.test(attributes)
        ? tag
        : `<html${attributes} style="${escapeAttribute(page.rootStyle)}">`,
    )
    .replace(
      /<title>[^<]*<\/title>/,
      () =>
        `<title${page.ownTitle && page.titleMark ? ` ${page.titleMark}=""` : ''}>${escapeText(page.title)}</title>`,
    )
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

const META_ATTRIBUTES = new Set(['name', 'property']);

/**
 * A remote page's `<meta>` tags (`[{ attribute, key, content }]`), marked with `mark` as the
 * page's own so the browser's page replaces them when the visitor moves on. Anything malformed
 * is left out.
 */
export function metaTags(meta, mark) {
  if (!Array.isArray(meta)) return '';
  return meta
    .filter(
      (tag) =>
        tag &&
        META_ATTRIBUTES.has(tag.attribute) &&
        typeof tag.key === 'string' &&
        typeof tag.content === 'string',
    )
    .map(
      (tag) =>
        `<meta ${tag.attribute}="${escapeAttribute(tag.key)}" content="${escapeAttribute(tag.content)}"${mark ? ` ${mark}=""` : ''}>\n`,
    )
    .join('');
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The data block of a remote's server-rendered page (packages/boot remotePageDataId). */
export const remotePageDataId = (remote) => `touchline-remote-${remote}`;

/**
 * @param {{ dir: string, apiUrl?: string, remotesFile?: string, prerender?: boolean,
 *   renderRemote?: ReturnType<typeof createRemoteRenders>, clubTimeoutMs?: number }} options
 *   `apiUrl`: where this server reaches the API (default: the runtime configuration's
 *   `apiBaseUrl`); `remotesFile`: the deployment file promoted by the release commands, when the
 *   host is served with one (otherwise the remotes.json built beside the page); `prerender`:
 *   false sends the page without its server render even when the build has one;
 *   `renderRemote`: how a remote's own server render is reached (default: the build of the
 *   release the deployment file names); `clubTimeoutMs`: how long the page waits for the club
 *   record (`CLUB_TIMEOUT_MS` by default).
 */
export function createPageData({
  dir,
  apiUrl,
  remotesFile,
  prerender = true,
  renderRemote = createRemoteRenders({ remotesFile }),
  clubTimeoutMs = CLUB_TIMEOUT_MS,
}) {
  const loadServerRender = prerender ? serverRenderLoader(dir) : async () => null;

  // Asked on every page load, not kept here: the API's own club cache is dropped when an admin
  // saves, so the page shows a club's edits at once.
  async function clubRecord(base, version, club) {
    let record;
    try {
      const response = await fetch(`${base}/${version}/store/${encodeURIComponent(club)}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(clubTimeoutMs),
      });
      // An unknown club is the shell's to show (its not-found page): no block, it asks itself.
      record = response.ok ? await response.json() : undefined;
    } catch {
      record = undefined;
    }
    return record;
  }

  /**
   * The prerendered page (with the remote's content when its server render gave it), or
   * undefined when it is not prerendered or its render fails.
   */
  async function prerendered({
    hostname,
    url,
    pageUrl,
    cookie,
    config,
    remotes,
    base,
    club,
    record,
  }) {
    try {
      const render = await loadServerRender();
      if (!render) return undefined;
      const request = { hostname, url, cookie, config: config ?? {}, club, account: record };
      // The page's remote renders its part first, when the page is prerendered at all.
      const owner =
        typeof render.module.remoteOfPage === 'function' &&
        render.module.isPrerendered?.(request) === true
          ? render.module.remoteOfPage(url)
          : null;
      const remote = owner
        ? await renderRemote(owner, remotes, { ...request, pageUrl, apiBaseUrl: base })
        : undefined;
      const page = await render.module.renderShellPage({
        ...request,
        remotes: remote
          ? { [`${remote.remote}/routes`]: { release: remote.release, html: remote.markup } }
          : undefined,
      });
      return page ? { page, css: render.css, remote, marks: pageMarks(render.module) } : undefined;
    } catch (error) {
      console.error('The server render failed; the page is sent without it.', error);
      return undefined;
    }
  }

  /**
   * The HTTP status of a page, as the build's server render judges it (`pageStatus`) from the
   * deployment's config: 404 for a path of a club's site no page owns. 200 when the build has
   * no opinion or cannot say.
   */
  async function judgeStatus(config, { hostname, url }) {
    try {
      const render = await loadServerRender();
      if (typeof render?.module.pageStatus !== 'function') return 200;
      return render.module.pageStatus({ hostname, url, config: config ?? {} }) === 404 ? 404 : 200;
    } catch (error) {
      console.error('The page status could not be judged; the page is sent as found.', error);
      return 200;
    }
  }

  /**
   * index.html for one request, with the page's data blocks in its head and, where it applies,
   * the prerendered skeleton. `url`: path and query; `cookie`: the request's Cookie header.
   * `render.page` gives the same html with the page's HTTP status, from one read of the config.
   */
  render.page = renderWithStatus;
  return render;

  async function render(request) {
    return (await renderWithStatus(request)).html;
  }

  /** The page's html and HTTP status (a path no page owns still gets the app, with a 404). */
  async function renderWithStatus({ hostname, pathname, url = pathname, cookie, origin }) {
    const [html, config, remotes] = await Promise.all([
      readFile(path.join(dir, 'index.html'), 'utf8'),
      readJson(path.join(dir, 'config.json')),
      readJson(remotesFile ?? path.join(dir, 'remotes.json')),
    ]);
    const status = await judgeStatus(config, {
      hostname,
      url: pathname === '/index.html' ? '/' : url,
    });
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
        const pageUrl = `${origin ?? `http://${hostname}`}${url}`;
        const request = { hostname, url, pageUrl, cookie, config, remotes, base, club, record };
        prerender = await prerendered(request);
        // The data the remote rendered from: its browser half takes the markup over with it.
        if (prerender?.remote?.data !== undefined) {
          parts.push(
            `<script type="application/json" id="${escapeAttribute(remotePageDataId(prerender.remote.remote))}">${scriptJson(prerender.remote.data)}</script>`,
          );
        }
      }
    }
    // A function, so a `$` in a club's text is not read as a replacement pattern.
    const withData = html.replace('</head>', () => `${parts.join('\n')}\n</head>`);
    if (!prerender) return { html: withData, status };
    const css = `${prerender.css}${prerender.remote?.css ? `\n${prerender.remote.css}` : ''}`;
    // The remote's title and meta tags for its page (an article's), so the tab and link
    // previews name the page from the start.
    const ownTitle = typeof prerender.remote?.title === 'string';
    const title = ownTitle ? prerender.remote.title : prerender.page.title;
    const { marks } = prerender;
    const full = withPrerender(
      withData,
      { ...prerender.page, title, ownTitle, titleMark: marks.title },
      css,
    ).replace('</head>', () => `${metaTags(prerender.remote?.meta, marks.meta)}</head>`);
    return { html: full, status };
  }
}

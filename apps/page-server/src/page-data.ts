// The data a host's page comes with (see packages/boot/src/page-data.ts): the runtime
// configuration, the remotes list and the host's club record, as non-executable JSON blocks in
// index.html, and a preload of the home banner (the page's largest paint). Each is read when the
// page is served, so a promoted remotes.json or a changed club shows on the next page load.
// A build that carries a server render (the shell's dist/ssr/, docs/adr/0016-*) also gets its
// public skeleton (header, banner, the page's loading state) prerendered into #root, and, where
// the page's remote has a server render of its own (remote-renders.ts), that remote's content
// in its slot with the data it was rendered from in a JSON block of its own.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveHost } from '@touchline/boot/host-area';
import { PAGE_DATA, remotePageDataId } from '@touchline/boot/page-data';
import { type Language, LANGUAGE_COOKIE, LOCALES, pageLanguage } from '@touchline/contracts';
import { parse as parseCookies } from 'cookie';
import {
  dataBlock,
  escapeAttribute,
  metaTags,
  withDocumentLanguage,
  withPrerender,
} from './page-html';
import { type RuntimeConfig, withRuntimeConfig } from './runtime-config';
import {
  createRemoteRenders,
  type Deployment,
  type RenderedRemote,
  type RenderRemote,
} from './remote-renders';
import {
  type LoadedServerRender,
  pageMarks,
  serverRenderLoader,
  type ShellRequest,
} from './server-render';

/** How long a page waits for the club record before it goes without it (the app asks then). */
export const CLUB_TIMEOUT_MS = 1_500;

/** The club a host name is for: by the browser's own host resolution, so both agree. */
export const clubOfHost = (hostname: string, defaultClub: string): string =>
  resolveHost(hostname, defaultClub).club;

/** The club account record, as far as the page server reads it. */
interface ClubRecord extends Record<string, unknown> {
  layout_image?: unknown;
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

export interface PageRequest {
  hostname: string;
  pathname: string;
  /** Path and query (default: `pathname`). */
  url?: string;
  /** The request's Cookie header. */
  cookie?: string;
  /** The page's origin as the visitor asked for it (`https://demo.clubs.example`). */
  origin?: string;
}

export interface PageData {
  /** index.html for one request. */
  (request: PageRequest): Promise<string>;
  /** The same html with the page's HTTP status, from one read of the config. */
  page(request: PageRequest): Promise<RenderedPage>;
}

export interface RenderedPage {
  html: string;
  status: number;
  /**
   * false when the page went out without something it should have had (the club record did
   * not come in time, a server render failed or overstayed): such a page is not kept.
   */
  complete: boolean;
}

export interface PageDataOptions {
  /** The host's build folder (index.html, config.json, remotes.json, ssr/). */
  dir: string;
  /** The deployment's runtime settings, over the build's config.json (`RUNTIME_CONFIG`). */
  runtimeConfig?: Record<string, unknown>;
  /** Where this server reaches the API (default: the runtime configuration's `apiBaseUrl`). */
  apiUrl?: string;
  /** The deployment file promoted by the release commands (default: the build's remotes.json). */
  remotesFile?: string;
  /** false sends the page without its server render even when the build has one. */
  prerender?: boolean;
  /** How a remote's own server render is reached (default: the release the deployment names). */
  renderRemote?: RenderRemote;
  /** How long the page waits for the club record (`CLUB_TIMEOUT_MS` by default). */
  clubTimeoutMs?: number;
  /** Where a failed render is reported (the page still goes out). */
  log?: (message: string, error?: unknown) => void;
}

interface Prerendered {
  page: NonNullable<
    Awaited<ReturnType<NonNullable<LoadedServerRender['module']['renderShellPage']>>>
  >;
  css: string;
  remote: RenderedRemote | undefined;
  marks: ReturnType<typeof pageMarks>;
}

export function createPageData({
  dir,
  runtimeConfig,
  apiUrl,
  remotesFile,
  prerender = true,
  renderRemote = createRemoteRenders({ remotesFile }),
  clubTimeoutMs = CLUB_TIMEOUT_MS,
  log = (message, error) => console.error(message, error),
}: PageDataOptions): PageData {
  const loadServerRender = prerender ? serverRenderLoader(dir) : async () => null;

  // Asked on every page load, not kept here: the API's own club cache is dropped when an admin
  // saves, so the page shows a club's edits at once.
  async function clubRecord(base: string, version: string, club: string) {
    try {
      const response = await fetch(`${base}/${version}/store/${encodeURIComponent(club)}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(clubTimeoutMs),
      });
      // An unknown club is the shell's to show (its not-found page): no block, it asks itself.
      return response.ok ? ((await response.json()) as ClubRecord) : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The prerendered page (with the remote's content when its server render gave it), or
   * undefined when it is not prerendered or its render fails; `failed` says which.
   */
  async function prerendered(
    request: ShellRequest & {
      pageUrl: string;
      deployment: Deployment | undefined;
      base: string;
      language: Language;
    },
  ): Promise<{ value?: Prerendered; failed: boolean }> {
    try {
      const render = await loadServerRender();
      if (!render?.module.renderShellPage) return { failed: false };
      const { pageUrl, deployment, base, language, ...shellRequest } = request;
      // The page's remote renders its part first, when the page is prerendered at all.
      const owner =
        typeof render.module.remoteOfPage === 'function' &&
        render.module.isPrerendered?.(shellRequest) === true
          ? render.module.remoteOfPage(shellRequest.url)
          : null;
      const remote = owner
        ? await renderRemote(owner, deployment, {
            ...shellRequest,
            pageUrl,
            apiBaseUrl: base,
            language,
          })
        : null;
      const page = await render.module.renderShellPage({
        ...shellRequest,
        remotes: remote
          ? { [`${remote.remote}/routes`]: { release: remote.release, html: remote.markup } }
          : undefined,
      });
      const failed = remote === undefined;
      if (!page) return { failed };
      const value = {
        page,
        css: render.css,
        remote: remote ?? undefined,
        marks: pageMarks(render.module),
      };
      return { value, failed };
    } catch (error) {
      log('The server render failed; the page is sent without it.', error);
      return { failed: true };
    }
  }

  /**
   * The HTTP status of a page, as the build's server render judges it (`pageStatus`) from the
   * deployment's config: 404 for a path of a club's site no page owns. 200 when the build has
   * no opinion or cannot say.
   */
  async function judgeStatus(
    config: RuntimeConfig | undefined,
    { hostname, url }: { hostname: string; url: string },
  ): Promise<number> {
    try {
      const render = await loadServerRender();
      if (typeof render?.module.pageStatus !== 'function') return 200;
      return render.module.pageStatus({ hostname, url, config: config ?? {} }) === 404 ? 404 : 200;
    } catch (error) {
      log('The page status could not be judged; the page is sent as found.', error);
      return 200;
    }
  }

  /** The page's html and HTTP status (a path no page owns still gets the app, with a 404). */
  async function page({
    hostname,
    pathname,
    url = pathname,
    cookie,
    origin,
  }: PageRequest): Promise<RenderedPage> {
    const [html, built, remotes] = await Promise.all([
      readFile(path.join(dir, 'index.html'), 'utf8'),
      readJson<RuntimeConfig>(path.join(dir, 'config.json')),
      readJson<Deployment>(remotesFile ?? path.join(dir, 'remotes.json')),
    ]);
    const config = withRuntimeConfig(built, runtimeConfig);
    const status = await judgeStatus(config, {
      hostname,
      url: pathname === '/index.html' ? '/' : url,
    });
    const parts: string[] = [];
    if (config) parts.push(dataBlock(PAGE_DATA.config, config));
    if (remotes) parts.push(dataBlock(PAGE_DATA.remotes, remotes));
    const base = (apiUrl ?? config?.apiBaseUrl ?? '').replace(/\/+$/, '');
    let prerender: Prerendered | undefined;
    // Without an API there is no record to wait for: the page is what the deployment gives.
    let complete = Boolean(config);
    // The visitor's choice of language, else the club's (once its record is read).
    const chosen = parseCookies(cookie ?? '')[LANGUAGE_COOKIE];
    let language = pageLanguage({ chosen });
    if (base) {
      const club = clubOfHost(hostname, config?.defaultClub ?? 'demo');
      const record = await clubRecord(base, config?.apiVersion ?? 'v2', club);
      language = pageLanguage({ chosen, clubDefault: record?.default_language });
      complete &&= record !== undefined;
      if (record) {
        parts.push(dataBlock(PAGE_DATA.club, record, ` data-club="${escapeAttribute(club)}"`));
        // The home's banner image is its largest paint: fetched with the page, not after boot.
        if (pathname === '/' && typeof record.layout_image === 'string' && record.layout_image) {
          parts.push(
            `<link rel="preload" as="image" href="${escapeAttribute(record.layout_image)}" fetchpriority="high" />`,
          );
        }
        const pageUrl = `${origin ?? `http://${hostname}`}${url}`;
        const rendered = await prerendered({
          hostname,
          url,
          pageUrl,
          cookie,
          config: config ?? {},
          deployment: remotes,
          language,
          base,
          club,
          account: record,
        });
        prerender = rendered.value;
        complete &&= !rendered.failed;
        // The data the remote rendered from: its browser half takes the markup over with it.
        if (prerender?.remote?.data !== undefined) {
          parts.push(dataBlock(remotePageDataId(prerender.remote.remote), prerender.remote.data));
        }
      }
    }
    // A function, so a `$` in a club's text is not read as a replacement pattern.
    const withData = withDocumentLanguage(
      html.replace('</head>', () => `${parts.join('\n')}\n</head>`),
      LOCALES[language],
    );
    if (!prerender) return { html: withData, status, complete };
    const { remote, marks } = prerender;
    const css = `${prerender.css}${remote?.css ? `\n${remote.css}` : ''}`;
    // The remote's title and meta tags for its page (an article's), so the tab and link
    // previews name the page from the start.
    // What the release's worker sent is checked here: a title that is not text is not one.
    const ownTitle = typeof remote?.title === 'string';
    const title = typeof remote?.title === 'string' ? remote.title : prerender.page.title;
    const full = withPrerender(
      withData,
      { ...prerender.page, title, ownTitle, titleMark: marks.title },
      css,
    ).replace('</head>', () => `${metaTags(remote?.meta, marks.meta)}</head>`);
    return { html: full, status, complete };
  }

  return Object.assign(async (request: PageRequest) => (await page(request)).html, { page });
}

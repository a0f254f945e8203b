// The shell's server render: the public skeleton of a club's page (header with the club's name,
// logo, menu and colours, the home banner, the footer, and the loading state where the page's
// remote goes) rendered from the shell's own components, for the page server to send in the
// first HTML. The browser hydrates it (bootstrap.tsx). A remote's slot is sent with the markup
// of the remote's own server render when the page server has it (`remotes`), which the remote
// hydrates once loaded; otherwise in its loading state, and React renders the remote on the
// client. See docs/adr/0016-prerendered-public-skeleton.md.
import { CART_COOKIE, createClubApi, REFRESH_COOKIE, SESSION_COOKIE } from '@touchline/api-client';
import { FALLBACK_RUNTIME_CONFIG, resolveHost, type RuntimeConfig } from '@touchline/boot';
import type { ClubAccount } from '@touchline/contracts';
import { PrerenderedRemotesContext, type PrerenderedRemote } from '@touchline/federation';
import { LANGUAGE_COOKIE } from '@touchline/contracts';
import {
  clubLoaded,
  createAppStore,
  languageChosen,
  registerCoreSlices,
  setAreaAddresses,
} from '@touchline/store';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppFrame } from '../app/app';
// After the app's modules, as in bootstrap.tsx: the same stylesheet order as the browser's.
import '../app/global.css';
import { ShellRoutes } from '../app/shell-routes';
import { readStartupParams } from '../features/startup-params/startup-params';
import { clubThemeProperties } from '../features/theme/club-theme';
import { isClubSitePage, remoteForPath } from '../routing/route-table';
import { CLIENT_RENDERED_DIGEST } from './client-rendered';
import { parseCookieHeader, withRequestCookies } from './request-cookies.server';

export { CLIENT_RENDERED_DIGEST, type PrerenderedRemote };
/**
 * The attributes the page server marks a page's own title and meta tags with, named here so it
 * writes what the browser's code reads (packages/federation/src/page-title.ts).
 */
export { PAGE_META, PAGE_TITLE } from '@touchline/federation';

/** The remote whose page a path is (the page server asks that remote's server render for it). */
export function remoteOfPage(url: string): string | null {
  return remoteForPath(new URL(url, 'http://page.invalid').pathname);
}

/**
 * The HTTP status of a page: 404 for a path of a club's site that no page owns (the app then
 * shows its error page, as it does for such a path reached in the app); 200 otherwise, the
 * other areas' paths being their apps' to judge.
 */
export function pageStatus(request: {
  hostname: string;
  url: string;
  config: Partial<RuntimeConfig>;
}): 200 | 404 {
  const config = { ...FALLBACK_RUNTIME_CONFIG, ...request.config };
  if (resolveHost(request.hostname, config.defaultClub).area !== 'club') return 200;
  const { pathname } = new URL(request.url, 'http://page.invalid');
  return isClubSitePage(pathname) ? 200 : 404;
}

export interface ShellPageRequest {
  /** The page's host name (without port): picks the area and the club, as in the browser. */
  hostname: string;
  /** Path and query of the page. */
  url: string;
  /** The request's Cookie header. */
  cookie?: string;
  /** The deployment's runtime configuration (`config.json`). */
  config: Partial<RuntimeConfig>;
  /** The club the record below is for, and its record, as the page carries them. */
  club: string;
  account: ClubAccount;
  /**
   * Remotes' content rendered by their own server renders, by exposed module id
   * (`storefront/routes`): sent in their slots in place of the loading state.
   */
  remotes?: Readonly<Record<string, PrerenderedRemote>>;
}

export interface PrerenderedShellPage {
  /** The markup of `#root`. */
  markup: string;
  /** The document's title (the club's name) and browser colour. */
  title: string;
  themeColor: string;
  /** The club's colours, as CSS declarations for the document's root element. */
  rootStyle: string;
}

/** Cookies of a returning visitor: their header loads the remotes' widgets; not prerendered. */
const RETURNING_COOKIES = [SESSION_COOKIE, REFRESH_COOKIE, CART_COOKIE];

/**
 * Whether a page is prerendered: a club's public site (not an admin or account area), a path
 * whose page a remote renders, a first or anonymous visit, and no startup parameters that sign
 * the visitor in or hide the navigation.
 */
export function isPrerendered(request: Omit<ShellPageRequest, 'account' | 'remotes'>): boolean {
  const config = { ...FALLBACK_RUNTIME_CONFIG, ...request.config };
  const host = resolveHost(request.hostname, config.defaultClub);
  if (host.area !== 'club' || host.club !== request.club) return false;
  const { pathname, search } = new URL(request.url, 'http://page.invalid');
  if (!remoteForPath(pathname)) return false;
  const { token, handover } = readStartupParams(search, pathname);
  if (token || handover) return false;
  const cookies = parseCookieHeader(request.cookie);
  return !RETURNING_COOKIES.some((name) => cookies.has(name));
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/**
 * React writes image preloads ahead of a render that has no <head> of its own; #root is not
 * the place for them (the page server preloads the banner in the head), and hydration expects
 * the app's own elements there.
 */
const withoutLeadingPreloads = (markup: string) => markup.replace(/^(?:<link [^>]*\/>)+/, '');

/** The prerendered page, or null when this page is not prerendered. */
export async function renderShellPage(
  request: ShellPageRequest,
): Promise<PrerenderedShellPage | null> {
  if (!isPrerendered(request)) return null;
  const config = { ...FALLBACK_RUNTIME_CONFIG, ...request.config };
  // The user menu's links to the back office and the account area, as the deployment names them.
  setAreaAddresses(config);
  const host = resolveHost(request.hostname, config.defaultClub);
  // The slices' reducers are the shared ones; the store is this request's own.
  registerCoreSlices();
  const api = createClubApi({ baseUrl: config.apiBaseUrl, version: config.apiVersion });
  const store = createAppStore({ context: { api, config } });
  store.dispatch(clubLoaded(request.account));
  const cookies = parseCookieHeader(request.cookie);
  store.dispatch(languageChosen(cookies.get(LANGUAGE_COOKIE)));
  const markup = await withRequestCookies(cookies, async () => {
    const { prelude } = await prerenderToNodeStream(
      <PrerenderedRemotesContext.Provider value={request.remotes ?? {}}>
        <AppFrame store={store} host={host}>
          <StaticRouter location={request.url}>
            <ShellRoutes />
          </StaticRouter>
        </AppFrame>
      </PrerenderedRemotesContext.Provider>,
      {
        // A remote slot's load fails on the server (no remote runs here): its Suspense
        // boundary is sent in its loading state and the browser renders it, marked so hydration
        // knows it expected that. An error outside every boundary fails the whole render: the
        // page server then sends the page without prerender.
        onError: () => CLIENT_RENDERED_DIGEST,
        // Every boundary in place, however large (a remote's article): React would otherwise
        // send a large one after the rest with an inline script to move it, which the page's
        // script policy does not run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    return withoutLeadingPreloads(await streamToString(prelude));
  });
  const rootStyle = Object.entries(clubThemeProperties(request.account))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  return {
    markup,
    title: request.account.name,
    themeColor: request.account.theme.color.primary,
    rootStyle,
  };
}

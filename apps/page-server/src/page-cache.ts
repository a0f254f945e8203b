// A host's pages answered from memory. A club's public pages are the same for every visitor who
// sends the same cookies, so a page is kept by what it was made from: the deployment on disk
// (deployment-stamp.ts), the club's content version in the API (content-versions.ts), and the
// request's origin, address and cookies. Both versions are read after the visitor asked, so a
// promotion or an admin's save shows on the next load; a page older than `refreshAfterMs` is
// still answered once while it is made again (stale-while-revalidate, for what changes with the
// clock: a draw closing, an article's publication time). A page that went out without
// something it should have had is never kept. Each kept page is compressed once.
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentVersionOf, KnownVersion } from './content-versions';
import type { DeploymentState } from './deployment-stamp';
import type { RuntimeConfig } from './runtime-config';
import { clubOfHost, type PageRequest, type RenderedPage } from './page-data';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Memory kept for pages by default: about 400 home pages with their compressed copies. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** How old a kept page may be before it is made again (it is still answered meanwhile). */
export const REFRESH_AFTER_MS = 60_000;

export type Encoding = 'br' | 'gzip';

export interface KeptPage {
  html: string;
  status: number;
  /** A weak validator of the html: the same for every encoding of it. */
  etag: string;
  encoded: Record<Encoding, Buffer>;
}

export interface PageAnswer {
  html: string;
  status: number;
  etag?: string;
  encoded?: Record<Encoding, Buffer>;
  /** hit: kept page; stale: kept page being made again, or kept while the API cannot say; miss:
   * made now and kept; off: made now, not kept (incomplete, or no version to keep it under). */
  cache: 'hit' | 'stale' | 'miss' | 'off';
  /** How the content version the page was looked up under was known: announced on the club's
   * live watch, or read afresh for this request. None when no version was known. */
  versionKnown?: KnownVersion['known'];
  /** Time spent making the page, when it was made for this request. */
  renderMs?: number;
}

export interface PageCacheOptions {
  render: (request: PageRequest) => Promise<RenderedPage>;
  /** The deployment as it is now (one read for the requests waiting). */
  deployment: () => Promise<DeploymentState>;
  contentVersion: ContentVersionOf;
  /** Where the API is reached (default: the runtime configuration's `apiBaseUrl`). */
  apiUrl?: string;
  maxBytes?: number;
  refreshAfterMs?: number;
}

export interface PageCache {
  answer(request: PageRequest): Promise<PageAnswer>;
  /** Pages kept now. */
  readonly size: number;
}

/** What a fetch of the cache is given, and where a page that is not kept is handed back. */
interface Making {
  request: PageRequest;
  /** A page made without something it should have had: answered once, not kept. */
  incomplete?: RenderedPage;
}

async function keep({ html, status }: RenderedPage): Promise<KeptPage> {
  const [br, gz] = await Promise.all([
    compressBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    compressGzip(html),
  ]);
  const digest = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  return { html, status, etag: `W/"${digest}"`, encoded: { br, gzip: gz } };
}

export function createPageCache({
  render,
  deployment,
  contentVersion,
  apiUrl,
  maxBytes = PAGE_CACHE_BYTES,
  refreshAfterMs = REFRESH_AFTER_MS,
}: PageCacheOptions): PageCache {
  const pages = new LRUCache<string, KeptPage, Making>({
    maxSize: maxBytes,
    sizeCalculation: (page) =>
      Math.max(1, Buffer.byteLength(page.html) + page.encoded.br.length + page.encoded.gzip.length),
    ttl: refreshAfterMs,
    allowStale: true,
    // A page that could not be made again keeps the one made before.
    allowStaleOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const page = await render(context.request);
      if (page.complete) return keep(page);
      context.incomplete = page;
      throw new Error('The page is incomplete: it is not kept.');
    },
  });
  // The last version each club's pages were kept under: when the API cannot say, the pages made
  // then are still the best answer (the app asks the API itself once it runs).
  const lastVersions = new LRUCache<string, string>({ max: 10_000 });

  const keyOf = (stamp: string, version: string, request: PageRequest) =>
    JSON.stringify([
      stamp,
      version,
      request.origin ?? '',
      request.hostname,
      request.pathname,
      request.url ?? request.pathname,
      request.cookie ?? '',
    ]);

  async function madeNow(
    request: PageRequest,
    versionKnown?: KnownVersion['known'],
  ): Promise<PageAnswer> {
    const started = performance.now();
    const { html, status } = await render(request);
    return { html, status, cache: 'off', versionKnown, renderMs: elapsed(started) };
  }

  /** Where a page's content version is asked for, as the deployment's configuration says. */
  function sourceOf(config: RuntimeConfig | undefined, request: PageRequest) {
    const base = (apiUrl ?? config?.apiBaseUrl ?? '').replace(/\/+$/, '');
    if (!base) return undefined;
    const club = clubOfHost(request.hostname, config?.defaultClub ?? 'demo');
    return { api: { base, version: config?.apiVersion ?? 'v2' }, club };
  }
  type Source = NonNullable<ReturnType<typeof sourceOf>>;
  const versionAt = ({ api, club }: Source) => contentVersion(api, club);
  const sameSource = (a: Source, b: Source) =>
    a.club === b.club && a.api.base === b.api.base && a.api.version === b.api.version;
  // The configuration read last: the version is asked for beside the deployment's read, not
  // after it, and asked again in the rare case the configuration changed meanwhile.
  let lastConfig: RuntimeConfig | undefined;

  async function answer(request: PageRequest): Promise<PageAnswer> {
    const guess = sourceOf(lastConfig, request);
    const [{ stamp, config }, guessed] = await Promise.all([
      deployment(),
      guess ? versionAt(guess) : undefined,
    ]);
    lastConfig = config;
    const source = sourceOf(config, request);
    if (!source) return madeNow(request);
    const { club } = source;
    const known = guess && sameSource(guess, source) ? guessed : await versionAt(source);
    if (known === undefined) {
      const last = lastVersions.get(club);
      const kept = last && pages.get(keyOf(stamp, last, request), { noDeleteOnStaleGet: true });
      return kept ? { ...kept, cache: 'stale' } : madeNow(request);
    }
    const { version, known: versionKnown } = known;
    lastVersions.set(club, version);

    const started = performance.now();
    const status: LRUCache.Status<string, KeptPage, Making> = {};
    const making: Making = { request };
    // A rejected fetch with nothing kept before settles as undefined (allowStaleOnFetchRejection).
    const kept = await pages.fetch(keyOf(stamp, version, request), { context: making, status });
    if (!kept) {
      if (!making.incomplete) return madeNow(request, versionKnown);
      const { html, status: code } = making.incomplete;
      return { html, status: code, cache: 'off', versionKnown, renderMs: elapsed(started) };
    }
    if (status.fetch === 'hit') return { ...kept, cache: 'hit', versionKnown };
    if (status.fetch === 'stale') return { ...kept, cache: 'stale', versionKnown };
    return { ...kept, cache: 'miss', versionKnown, renderMs: elapsed(started) };
  }

  return {
    answer,
    get size() {
      return pages.size;
    },
  };
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

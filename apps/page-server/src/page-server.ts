// The page server: one app's production build served from its own origin, as a CDN would
// (compressed; hashed files cached for a year; pages, manifests and deployment files always
// revalidated), with every answer's security headers. A host (a club site's shell, the back
// office) answers its pages with their data and server render (page-data.ts) and its deployment
// file from disk on every request; a remote's origin serves its release folders' files only.
import { LANGUAGE_PATH } from '@touchline/contracts';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor } from './cache-control';
import { contentVersions } from './content-versions';
import { watchContentVersions } from './content-version-watch';
import { languageChoice } from './language-choice';
import { deploymentState } from './deployment-stamp';
import type { Logger } from './log';
import { isNeverServed } from './never-served';
import {
  createPageCache,
  type Encoding,
  matchesEtag,
  type PageAnswer,
  type PageCacheOptions,
} from './page-cache';
import { CLUB_TIMEOUT_MS, createPageData } from './page-data';
import { createRemoteRenders } from './remote-renders';
import { withRuntimeConfig } from './runtime-config';
import { type DeploymentOrigins, securityHeadersOf } from './security-headers';

export interface PageServerOptions {
  /** The app this origin serves (`shell`, `backoffice`, a remote's name). */
  app: string;
  /** The folder served: a host's or remote's build, or a remote's release folders. */
  dir: string;
  /** `dir` holds a remote's release folders (<release>/mf-manifest.json ...). */
  releases?: boolean;
  /** A host's deployment file (written by `release promote` / `rollback`), read per request. */
  remotesFile?: string;
  /** Where the pages' data is read from the API (default: config.json's apiBaseUrl). */
  apiUrl?: string;
  /** Where the remotes' builds are for a deployment file naming them at their origins' roots. */
  remoteBuilds?: string;
  /** false sends the pages without the build's server render. */
  prerender?: boolean;
  /** How long a page waits for the club record from the API. */
  clubTimeoutMs?: number;
  /** The origins the pages may load code from and call (the Content-Security-Policy). */
  origins: DeploymentOrigins;
  /** Proxies whose X-Forwarded-* headers are believed: hops, or addresses (Fastify's trustProxy). */
  trustProxy?: number | string;
  /** Where render failures are reported (default: the console). */
  log?: Logger;
  /**
   * The deployment's runtime settings (the API's public address, league services...), over the
   * build's config.json wherever it is read or served.
   */
  runtimeConfig?: Record<string, unknown>;
  /** The pages kept in memory (page-cache.ts); false makes every page afresh. */
  pageCache?: Pick<PageCacheOptions, 'maxBytes' | 'refreshAfterMs'> | false;
}

export interface PageServer {
  server: FastifyInstance;
  /** Whether this origin answers pages (a host's build with its config.json). */
  servesPages: boolean;
}

/** `trustProxy` as Fastify takes it: a number of hops nearest this server, or proxy addresses. */
function trustProxyOption(setting: number | string): boolean | string | TrustProxyHops {
  if (setting === 0) return false;
  if (typeof setting === 'string') return setting;
  return (_address, hop) => hop < setting;
}
type TrustProxyHops = (address: string, hop: number) => boolean;

const pathOf = (url: string) => url.split('?')[0] ?? '/';
/**
 * How the page was answered, for the browser's and a load test's timing view: from the cache or
 * not, how the club's content version it was looked up under was known (the club's live watch,
 * or a read for this request), and the time it took to make.
 */
function serverTiming({ cache, versionKnown, renderMs }: PageAnswer): string {
  let timing = `cache;desc=${cache}`;
  if (versionKnown) timing += `, version;desc=${versionKnown}`;
  if (renderMs !== undefined) timing += `, render;dur=${renderMs}`;
  return timing;
}
const isRead = (request: FastifyRequest) => ['GET', 'HEAD'].includes(request.method);
const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain').send('Not found');

/**
 * The page server for one app, its remotes' server renders loaded: listening after this sends
 * the first pages rendered. Closing the server ends the render workers.
 */
export async function createPageServer(options: PageServerOptions): Promise<PageServer> {
  const { app, dir, remotesFile, origins } = options;
  const releases = Boolean(options.releases);
  const isHost = existsSync(path.join(dir, 'index.html'));
  const servesPages = isHost && existsSync(path.join(dir, 'config.json'));
  const report = options.log?.error.bind(options.log);
  const remoteRenders = createRemoteRenders({
    remotesFile,
    remoteBuilds: options.remoteBuilds,
    ...(report ? { log: report } : {}),
  });
  const pageData = servesPages
    ? createPageData({
        dir,
        runtimeConfig: options.runtimeConfig,
        apiUrl: options.apiUrl,
        remotesFile,
        prerender: options.prerender ?? true,
        ...(options.clubTimeoutMs === undefined ? {} : { clubTimeoutMs: options.clubTimeoutMs }),
        renderRemote: remoteRenders,
        ...(report ? { log: report } : {}),
      })
    : null;

  // Versions as the API announces them; a read per request only while a club's watch is not live.
  const contentVersion =
    pageData && options.pageCache !== false
      ? watchContentVersions({
          fresh: contentVersions({ timeoutMs: options.clubTimeoutMs ?? CLUB_TIMEOUT_MS }),
          connectTimeoutMs: options.clubTimeoutMs ?? CLUB_TIMEOUT_MS,
        })
      : null;
  const pageCache =
    pageData && contentVersion
      ? createPageCache({
          ...options.pageCache,
          render: pageData.page,
          deployment: deploymentState({
            dir,
            remotesFile,
            remoteBuilds: options.remoteBuilds,
            runtimeConfig: options.runtimeConfig,
          }),
          contentVersion,
          apiUrl: options.apiUrl,
        })
      : null;

  const server = Fastify({ logger: false, trustProxy: trustProxyOption(options.trustProxy ?? 0) });
  server.addHook('onClose', async () => {
    contentVersion?.close();
    await remoteRenders.close();
  });

  // Security headers on every answer, and what is never served refused whatever the route.
  // First of the hooks, so the pages answered by the hooks below carry them too.
  const securityHeaders = securityHeadersOf(origins);
  server.addHook('onRequest', async (request, reply) => {
    const pathname = pathOf(request.url);
    reply.headers(securityHeaders({ app, host: request.headers.host, pathname }));
    if (isNeverServed(pathname, { releases })) return notFound(reply);
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', 'no-cache');
    if (!pageData) return reply.sendFile('index.html');
    const hostname = (request.headers.host ?? '').replace(/:\d+$/, '');
    const pageRequest = {
      hostname,
      pathname: pathOf(request.url),
      url: request.url,
      origin: `${request.protocol}://${request.headers.host ?? hostname}`,
      cookie: request.headers.cookie,
    };
    const answer: PageAnswer = pageCache
      ? await pageCache.answer(pageRequest)
      : { ...(await pageData.page(pageRequest)), cache: 'off' };
    // A path no page owns still gets the app (it shows its error page), with a 404.
    reply.code(answer.status).type('text/html; charset=utf-8');
    reply.header('Server-Timing', serverTiming(answer));
    if (!answer.etag || !answer.encoded) return reply.send(answer.html);
    reply.header('ETag', answer.etag).header('Vary', 'Accept-Encoding');
    if (answer.status === 200 && matchesEtag(request.headers['if-none-match'], answer.etag)) {
      return reply.code(304).send();
    }
    const encoding = negotiate<Encoding>(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    if (!encoding) return reply.send(answer.html);
    return reply.header('Content-Encoding', encoding).send(answer.encoded[encoding]);
  }

  // The root page is a page too, with its data (not the static file as it was built).
  if (pageData) {
    server.addHook('onRequest', async (request, reply) => {
      if (isRead(request) && ['/', '/index.html'].includes(pathOf(request.url))) {
        return sendPage(request, reply);
      }
    });
    // The language switch's link: the choice kept, the visitor sent back to their page.
    server.get(LANGUAGE_PATH, async (request, reply) => {
      const choice = languageChoice(request.query as Record<string, unknown>, {
        secure: request.protocol === 'https',
      });
      if (choice.cookies.length) reply.header('Set-Cookie', choice.cookies);
      return reply.header('Cache-Control', 'no-store').redirect(choice.location, 303);
    });
  }

  await server.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const { runtimeConfig } = options;
  if (isHost && runtimeConfig) {
    // The build's config.json with the deployment's settings over it, as the pages carry it.
    server.addHook('onRequest', async (request, reply) => {
      if (pathOf(request.url) !== '/config.json' || !isRead(request)) return;
      reply.header('Cache-Control', 'no-cache');
      try {
        const built = JSON.parse(await readFile(path.join(dir, 'config.json'), 'utf8')) as Record<
          string,
          unknown
        >;
        return reply.type('application/json').send(withRuntimeConfig(built, runtimeConfig));
      } catch {
        return notFound(reply);
      }
    });
  }
  if (remotesFile) {
    // Read on every request: `release promote` / `rollback` change it without a restart.
    server.addHook('onRequest', async (request, reply) => {
      if (pathOf(request.url) !== '/remotes.json') return;
      reply.header('Cache-Control', 'no-cache');
      try {
        return reply.type('application/json').send(await readFile(remotesFile, 'utf8'));
      } catch {
        return notFound(reply);
      }
    });
  }
  await server.register(fastifyStatic, {
    root: dir,
    // A release folder may appear after start: serve whatever is on disk then.
    wildcard: releases,
    // The file server's own (decoded) path is checked again: what is never served stays so.
    allowedPath: (pathName) => !isNeverServed(pathName, { releases }),
    cacheControl: false,
    setHeaders(reply, file) {
      reply.header('Cache-Control', cacheControlFor(path.relative(dir, file)));
      // Remotes are fetched from the hosts' origins (manifest by fetch, chunks by script tag).
      reply.header('Access-Control-Allow-Origin', '*');
    },
  });
  // A host's client-side routes fall back to its page (its router decides; unknown -> /error).
  // A remote's origin serves only its container files.
  server.setNotFoundHandler((request, reply) => {
    const isPage = isRead(request) && !path.extname(pathOf(request.url));
    if (!isPage || !isHost) return notFound(reply);
    return sendPage(request, reply);
  });

  if (servesPages) {
    // The remotes' server renders load before the first page is answered, not with it.
    await remoteRenders.warmFrom(remotesFile ?? path.join(dir, 'remotes.json'));
  }
  return { server, servesPages };
}

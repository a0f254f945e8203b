#!/usr/bin/env node
// Serves one app's production build from its own origin, as a CDN would: compressed, hashed
// files cached for a year, index.html / manifests / deployment files always revalidated.
// Usage: node tools/serve/serve-app.mjs --app shell [--dir apps/shell/dist] [--port 4200]
//          [--remotes releases/remotes.json]   a host: answer /remotes.json from the deployment file
//        node tools/serve/serve-app.mjs --app checkout --releases releases/checkout
//          a remote's origin serving every release folder (<release>/mf-manifest.json ...)
//        --club-timeout-ms 1500 (or TOUCHLINE_CLUB_TIMEOUT_MS): how long a host's page waits for
//          the club record before it goes without it
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPageData, isServerRenderFile } from './page-data.mjs';
import { createRemoteRenders } from './remote-renders.mjs';
import {
  deploymentOrigins,
  isReleaseRecord,
  isSourceMap,
  securityHeaders,
} from './security-headers.mjs';

const require = createRequire(import.meta.url);
const ports = require('../rspack/ports.cjs');
const root = path.resolve(import.meta.dirname, '../..');

const { values } = parseArgs({
  options: {
    app: { type: 'string' },
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    remotes: { type: 'string' },
    releases: { type: 'string' },
    // Where this server reaches the API for the club record (default: config.json's apiBaseUrl).
    'api-url': { type: 'string', default: process.env.TOUCHLINE_API_URL },
    // Where the remotes' builds are for a deployment file that names them at their origins'
    // roots (default: apps/, each remote's apps/<remote>/dist); see remote-renders.mjs.
    'remote-builds': { type: 'string', default: process.env.TOUCHLINE_REMOTE_BUILDS },
    // Send the pages without the build's server render (the plain page with its data).
    'no-prerender': { type: 'boolean', default: process.env.TOUCHLINE_PRERENDER === 'off' },
    // How long a page waits for the club record from the API (default 1500 ms).
    'club-timeout-ms': { type: 'string', default: process.env.TOUCHLINE_CLUB_TIMEOUT_MS },
  },
});

const clubTimeoutMs =
  values['club-timeout-ms'] === undefined ? undefined : Number(values['club-timeout-ms']);
if (clubTimeoutMs !== undefined && !(Number.isInteger(clubTimeoutMs) && clubTimeoutMs > 0)) {
  console.error(
    `--club-timeout-ms must be a number of milliseconds, got "${values['club-timeout-ms']}"`,
  );
  process.exit(2);
}
const app = values.app;
if (!app || !(app in ports)) {
  console.error(`Unknown app "${app}". Known: ${Object.keys(ports).join(', ')}`);
  process.exit(2);
}
const dir = path.resolve(values.releases ?? values.dir ?? path.join(root, 'apps', app, 'dist'));
const port = Number(values.port ?? ports[app]);
const isHost = existsSync(path.join(dir, 'index.html'));
const remotesFile = values.remotes ? path.resolve(values.remotes) : undefined;
if (values.releases) {
  if (!existsSync(dir)) {
    console.error(`No releases in ${dir}: run "npx nx run ${app}:release" first.`);
    process.exit(2);
  }
} else if (!isHost && !existsSync(path.join(dir, 'mf-manifest.json'))) {
  console.error(`No build in ${dir}: run "npx nx build ${app}" first.`);
  process.exit(2);
}

const REVALIDATE =
  /(^|\/)(index\.html|mf-manifest\.json|mf-manifest-stats\.json|remotes\.json|config\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.map)?$/;

export function cacheControlFor(file) {
  if (REVALIDATE.test(file)) return 'no-cache';
  if (HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

// The shell's pages come with their data (config, remotes, club record): see page-data.mjs.
const remoteRenders = createRemoteRenders({
  remotesFile,
  remoteBuilds: values['remote-builds'] && path.resolve(values['remote-builds']),
});
const renderPage =
  isHost && existsSync(path.join(dir, 'config.json'))
    ? createPageData({
        dir,
        apiUrl: values['api-url'],
        remotesFile,
        prerender: !values['no-prerender'],
        ...(clubTimeoutMs === undefined ? {} : { clubTimeoutMs }),
        renderRemote: remoteRenders,
      })
    : null;

// The API the pages call (`--api-url`) is the one the policy lets them reach.
const origins = deploymentOrigins(
  values['api-url']
    ? { ...process.env, API_ORIGIN: new URL(values['api-url']).origin }
    : process.env,
);
// Where the builds' server renders are: never served (a release folder holds one too).
const serverRenderFiles = { releases: Boolean(values.releases) };
const server = Fastify({ logger: false });
// Security headers on every answer, and no source maps (hidden maps stay in the build folder).
// First of the hooks, so the pages answered by the hooks below carry them too.
server.addHook('onRequest', async (request, reply) => {
  const pathname = request.url.split('?')[0] ?? '/';
  reply.headers(securityHeaders({ app, host: request.headers.host, pathname, origins }));
  if (isSourceMap(pathname) || isReleaseRecord(pathname)) {
    return reply.code(404).type('text/plain').send('Not found');
  }
  if (isServerRenderFile(pathname, serverRenderFiles))
    return reply.code(404).type('text/plain').send('Not found');
});
// The root page is a page too, with its data (not the static file as it was built).
if (renderPage) {
  server.addHook('onRequest', async (request, reply) => {
    if (!['GET', 'HEAD'].includes(request.method)) return;
    if (!['/', '/index.html'].includes(request.url.split('?')[0])) return;
    reply.header('Cache-Control', 'no-cache');
    return sendPage(request, reply);
  });
}

await server.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
if (remotesFile) {
  // The deployment file is read on every request: `release promote` / `rollback` change it
  // without a restart.
  server.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?')[0] !== '/remotes.json') return;
    reply.header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff');
    try {
      return reply.type('application/json').send(await readFile(remotesFile, 'utf8'));
    } catch {
      return reply.code(404).type('text/plain').send('Not found');
    }
  });
}
await server.register(fastifyStatic, {
  root: dir,
  // A release folder may appear after start: serve whatever is on disk then.
  wildcard: Boolean(values.releases),
  // The file server's own (decoded) path is checked again: what is never served stays so.
  allowedPath: (pathName) =>
    !isServerRenderFile(pathName, serverRenderFiles) &&
    !isSourceMap(pathName) &&
    !isReleaseRecord(pathName),
  cacheControl: false,
  setHeaders(reply, file) {
    reply.header('Cache-Control', cacheControlFor(path.relative(dir, file)));
    // Remotes are fetched from the hosts' origins (manifest by fetch, chunks by script tag).
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
  },
});
// A host's client-side routes fall back to index.html (its router decides; unknown -> /error).
// A remote's origin serves only its container files.
server.setNotFoundHandler((request, reply) => {
  const isPage =
    ['GET', 'HEAD'].includes(request.method) && !path.extname(request.url.split('?')[0]);
  if (!isPage || !isHost) {
    return reply.code(404).type('text/plain').send('Not found');
  }
  reply.header('Cache-Control', 'no-cache');
  return sendPage(request, reply);
});

async function sendPage(request, reply) {
  if (!renderPage) return reply.sendFile('index.html');
  const hostname = (request.headers.host ?? '').replace(/:\d+$/, '');
  const pathname = request.url.split('?')[0];
  // A path no page owns still gets the app (it shows its error page), with a 404.
  const { html, status } = await renderPage.page({
    hostname,
    pathname,
    url: request.url,
    origin: `${request.protocol}://${request.headers.host ?? hostname}`,
    cookie: request.headers.cookie,
  });
  reply.header('X-Content-Type-Options', 'nosniff');
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}
if (renderPage) {
  // The remotes' server renders load before the first page is answered, not with it.
  await remoteRenders.warmFrom(remotesFile ?? path.join(dir, 'remotes.json'));
}
await server.listen({ port, host: values.host });
console.log(`${app} serving ${path.relative(root, dir) || dir} on http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

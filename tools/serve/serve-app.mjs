#!/usr/bin/env node
// Serves one app's production build from its own origin, as a CDN would: compressed, hashed
// files cached for a year, index.html / manifests / deployment files always revalidated.
// Usage: node tools/serve/serve-app.mjs --app shell [--dir apps/shell/dist] [--port 4200]
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deploymentOrigins, isSourceMap, securityHeaders } from './security-headers.mjs';

const require = createRequire(import.meta.url);
const ports = require('../rspack/ports.cjs');
const root = path.resolve(import.meta.dirname, '../..');

const { values } = parseArgs({
  options: {
    app: { type: 'string' },
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const app = values.app;
if (!app || !(app in ports)) {
  console.error(`Unknown app "${app}". Known: ${Object.keys(ports).join(', ')}`);
  process.exit(2);
}
const dir = path.resolve(values.dir ?? path.join(root, 'apps', app, 'dist'));
const port = Number(values.port ?? ports[app]);
const isHost = existsSync(path.join(dir, 'index.html'));
if (!isHost && !existsSync(path.join(dir, 'mf-manifest.json'))) {
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

const origins = deploymentOrigins();
const server = Fastify({ logger: false });
// Security headers on every answer, and no source maps (hidden maps stay in the build folder).
server.addHook('onRequest', async (request, reply) => {
  const pathname = request.url.split('?')[0] ?? '/';
  reply.headers(securityHeaders({ app, host: request.headers.host, pathname, origins }));
  if (isSourceMap(pathname)) return reply.code(404).type('text/plain').send('Not found');
});
await server.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
await server.register(fastifyStatic, {
  root: dir,
  wildcard: false,
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
  return reply.sendFile('index.html');
});

await server.listen({ port, host: values.host });
console.log(`${app} serving ${path.relative(root, dir) || dir} on http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

interface Asset {
  readonly body: Buffer;
  readonly contentType: string;
  readonly etag: string;
}

/**
 * Club images (logos, banners) under `/static/`, read into memory at start: the folder is
 * small, and only files found there can ever be answered (no path is resolved per request).
 * The club sites run on other origins and embed them with <img>, so these answers allow
 * cross-origin embedding; everything else the API answers stays same-origin.
 */
export async function staticAssets(app: FastifyInstance, options: { root: string }): Promise<void> {
  const assets = await loadAssets(options.root);

  // Typed by hand: the route has no schema (a params schema would add to the OpenAPI document).
  app.get<{ Params: { '*': string } }>('/static/*', async (request, reply) => {
    const asset = assets.get(request.params['*']);
    if (!asset) return reply.callNotFound();
    reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=86400')
      .header('etag', asset.etag)
      .type(asset.contentType);
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    return reply.send(asset.body);
  });
}

async function loadAssets(root: string): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>();
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const contentType = CONTENT_TYPES[path.extname(entry.name).toLowerCase()];
    if (!entry.isFile() || !contentType || entry.name.startsWith('.')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = await fs.readFile(file);
    const key = path.relative(root, file).split(path.sep).join('/');
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    assets.set(key, { body, contentType, etag });
  }
  return assets;
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createPageServer, type PageServer, type PageServerOptions } from './page-server';

const INDEX =
  '<!doctype html><html lang="en-IE"><head><meta name="theme-color" content="#0b3d2e"><title>Club website</title></head><body><div id="root"></div><script defer src="/main.1a2b3c4d.js"></script></body></html>';
const CONFIG = { defaultClub: 'demo', apiVersion: 'v2' };
/** Names no release of ours: the page server starts no render worker for it. */
const REMOTES = { storefront: 'http://storefront.test/' };
/** What the build's server render and source map hold: never sent. */
const SECRET = 'never-sent-to-a-browser';
const ORIGINS = { appOrigins: ['https://*.clubs.example'], apiOrigin: 'https://api.clubs.example' };
const CLUB_HOST = { host: 'demo.clubs.example' };

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-server-'));
  dirs.push(dir);
  return dir;
}
function write(dir: string, file: string, content: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
}

/** A host's build: its page, config, remotes, server render, a hashed script and its map. */
function hostBuild({ config = true } = {}): string {
  const dir = tempDir();
  write(dir, 'index.html', INDEX);
  if (config) write(dir, 'config.json', JSON.stringify(CONFIG));
  write(dir, 'remotes.json', JSON.stringify(REMOTES));
  write(
    dir,
    'ssr/render.cjs',
    `// ${SECRET}
exports.renderShellPage = async () => null;
exports.pageStatus = (request) => (request.url.startsWith('/no-such') ? 404 : 200);`,
  );
  write(dir, 'ssr/render.css', `/* ${SECRET} */`);
  write(dir, 'main.1a2b3c4d.js', 'console.log("club");');
  write(dir, 'main.1a2b3c4d.js.map', `{"version":3,"sources":["${SECRET}"]}`);
  write(dir, 'robots.txt', 'User-agent: *');
  write(dir, 'release.json', JSON.stringify({ commit: SECRET }));
  return dir;
}

// Every server is closed after its test (its render workers with it).
let opened: PageServer[] = [];
afterEach(async () => {
  await Promise.all(opened.map(({ server }) => server.close()));
  opened = [];
});
async function serve(options: Partial<PageServerOptions> & { dir: string }): Promise<PageServer> {
  const pageServer = await createPageServer({ app: 'shell', origins: ORIGINS, ...options });
  opened.push(pageServer);
  return pageServer;
}

describe('a host', () => {
  it('answers its pages', async () => {
    expect((await serve({ dir: hostBuild() })).servesPages).toBe(true);
  });

  it.each([
    ['/', 200],
    ['/index.html', 200],
    ['/news/match?x=1', 200],
    ['/main.1a2b3c4d.js', 200],
    ['/config.json', 200],
    ['/remotes.json', 200],
    ['/no-such/page', 404],
    ['/assets/missing.png', 404],
    ['/ssr/render.cjs', 404],
    ['/main.1a2b3c4d.js.map', 404],
    ['/release.json', 404],
  ])('puts the security headers on every answer: %s (%i)', async (url, status) => {
    const { server } = await serve({ dir: hostBuild() });
    const response = await server.inject({ url, headers: CLUB_HOST });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-security-policy']).toMatch(
      /script-src 'self' https:\/\/\*\.clubs\.example https:\/\/js\.stripe\.com;/,
    );
    expect(response.headers['content-security-policy']).toMatch(
      /connect-src 'self' https:\/\/api\.clubs\.example /,
    );
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
    });
    expect(response.headers).not.toHaveProperty('x-frame-options');
  });

  it('refuses framing of the account pages, and the back office refuses it everywhere', async () => {
    const club = (await serve({ dir: hostBuild() })).server;
    const account = await club.inject({ url: '/account/cards', headers: CLUB_HOST });
    expect(account.statusCode).toBe(200);
    expect(account.headers['x-frame-options']).toBe('DENY');
    expect(account.headers['content-security-policy']).toMatch(/frame-ancestors 'none'$/);

    const backoffice = (await serve({ dir: hostBuild(), app: 'backoffice' })).server;
    for (const url of ['/', '/members', '/main.1a2b3c4d.js']) {
      const response = await backoffice.inject({ url, headers: { host: 'admin.clubs.example' } });
      expect([url, response.headers['x-frame-options']]).toEqual([url, 'DENY']);
      expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'$/);
    }
  });

  it('never sends its server render, source maps or release record, however asked', async () => {
    const { server } = await serve({ dir: hostBuild() });
    for (const url of [
      '/ssr/render.cjs',
      '/ssr/render.css',
      '/SSR/render.cjs',
      '/%73sr/render.cjs',
      '//ssr/render.cjs',
      '/ssr/',
      '/main.1a2b3c4d.js.map',
      '/main.1a2b3c4d.js%2Emap',
      '/main.1a2b3c4d.js%2emap',
      '/main.1a2b3c4d.js.m%61p',
      '/main.1a2b3c4d.js.map?v=1',
      '/release.json',
      '/rele%61se.json',
      '/RELEASE.JSON',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await server.inject({ method, url, headers: CLUB_HOST });
        expect([method, url, response.statusCode]).toEqual([method, url, 404]);
        expect(response.headers['content-type']).toMatch(/^text\/plain/);
        expect(response.body).not.toContain(SECRET);
      }
    }
  });

  it('has its hashed files kept a year, its config always revalidated, its other files 5 min', async () => {
    const { server } = await serve({ dir: hostBuild() });
    const hashed = await server.inject({ url: '/main.1a2b3c4d.js', headers: CLUB_HOST });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.body).toBe('console.log("club");');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['access-control-allow-origin']).toBe('*');
    const config = await server.inject({ url: '/config.json', headers: CLUB_HOST });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual(CONFIG);
    expect(config.headers['cache-control']).toBe('no-cache');
    const robots = await server.inject({ url: '/robots.txt', headers: CLUB_HOST });
    expect(robots.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers a client route with the page and its data blocks, never kept', async () => {
    const { server } = await serve({ dir: hostBuild() });
    for (const url of ['/news/match', '/news/match?x=1', '/', '/index.html', '/account']) {
      const response = await server.inject({ url, headers: CLUB_HOST });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(
        `<script type="application/json" id="touchline-config">${JSON.stringify(CONFIG)}</script>`,
      );
      expect(response.body).toContain(
        `<script type="application/json" id="touchline-remotes">${JSON.stringify(REMOTES)}</script>`,
      );
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('answers a path no page owns with the page, and a 404', async () => {
    const { server } = await serve({ dir: hostBuild() });
    const response = await server.inject({ url: '/no-such/page', headers: CLUB_HOST });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('id="touchline-config"');
  });

  it('answers an unknown file, or a page asked for with another method, with a plain 404', async () => {
    const { server } = await serve({ dir: hostBuild() });
    for (const request of [
      { url: '/assets/missing.png' },
      { url: '/main.00000000.js' },
      { url: '/news/match', method: 'POST' as const },
    ]) {
      const response = await server.inject({ ...request, headers: CLUB_HOST });
      expect([request.url, response.statusCode]).toEqual([request.url, 404]);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe('Not found');
    }
  });

  it("serves its config.json and pages with the deployment's runtime settings over the build's", async () => {
    const { server } = await serve({
      dir: hostBuild(),
      runtimeConfig: { apiBaseUrl: 'https://api.clubs.example' },
    });
    const config = await server.inject({ url: '/config.json', headers: CLUB_HOST });
    expect(config.statusCode).toBe(200);
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.json()).toEqual({ ...CONFIG, apiBaseUrl: 'https://api.clubs.example' });
    const page = await server.inject({ url: '/news/match', headers: CLUB_HOST });
    expect(page.body).toContain(
      `<script type="application/json" id="touchline-config">${JSON.stringify({
        ...CONFIG,
        apiBaseUrl: 'https://api.clubs.example',
      })}</script>`,
    );
  });

  it('sends its page as built when the build has no config', async () => {
    const pageServer = await serve({ dir: hostBuild({ config: false }) });
    expect(pageServer.servesPages).toBe(false);
    const response = await pageServer.server.inject({ url: '/news/match', headers: CLUB_HOST });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('reads its deployment file on every request', async () => {
    const dir = hostBuild();
    const remotesFile = path.join(tempDir(), 'remotes.json');
    const v1 = { storefront: 'https://cdn.test/storefront/v1/mf-manifest.json' };
    const v2 = { storefront: 'https://cdn.test/storefront/v2/mf-manifest.json' };
    writeFileSync(remotesFile, JSON.stringify(v1));
    const { server } = await serve({ dir, remotesFile });

    const first = await server.inject({ url: '/remotes.json', headers: CLUB_HOST });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual(v1);

    writeFileSync(remotesFile, JSON.stringify(v2));
    const promoted = await server.inject({ url: '/remotes.json?t=2', headers: CLUB_HOST });
    expect(promoted.json()).toEqual(v2);
    // The pages name the promoted release too.
    const page = await server.inject({ url: '/news/match', headers: CLUB_HOST });
    expect(page.body).toContain(
      `<script type="application/json" id="touchline-remotes">${JSON.stringify(v2)}</script>`,
    );

    rmSync(remotesFile);
    const gone = await server.inject({ url: '/remotes.json', headers: CLUB_HOST });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^text\/plain/);
    expect(gone.headers['content-security-policy']).toBeDefined();
  });
});

describe("a host's pages kept in memory", () => {
  // A stand-in API: the demo club's record and content version, which the tests change. It
  // streams the version (server-sent events) only when a test says so: else the page server's
  // watch is refused and every page's version is read afresh.
  const club = { name: 'Glen Gaels', version: '7', answers: true, announces: false };
  const asked: string[] = [];
  const streams = new Set<ServerResponse>();
  let api: Server;
  let apiUrl: string;
  beforeAll(async () => {
    api = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (!club.answers) return void response.destroy();
      response.setHeader('Content-Type', 'application/json');
      if (request.url === '/v2/store/demo') return void response.end(JSON.stringify(club));
      if (request.url === '/v2/store/demo/content-version') {
        return void response.end(JSON.stringify({ version: club.version }));
      }
      if (request.url === '/v2/store/demo/content-version/changes' && club.announces) {
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        response.write(`event: version\ndata: ${JSON.stringify({ version: club.version })}\n\n`);
        streams.add(response);
        response.on('close', () => streams.delete(response));
        return;
      }
      response.statusCode = 404;
      response.end('{"error":"not found"}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    Object.assign(club, { name: 'Glen Gaels', version: '7', answers: true, announces: false });
    asked.length = 0;
  });
  afterAll(async () => {
    api.closeAllConnections();
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });
  const clubRecordsAsked = () => asked.filter((url) => url === '/v2/store/demo').length;
  const versionsRead = () => asked.filter((url) => url === '/v2/store/demo/content-version').length;

  it('answers a page made once from memory, and says so', async () => {
    const { server } = await serve({ dir: hostBuild(), apiUrl });
    const first = await server.inject({ url: '/news/match', headers: CLUB_HOST });
    const second = await server.inject({ url: '/news/match', headers: CLUB_HOST });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('"name":"Glen Gaels"');
    expect(first.headers['server-timing']).toMatch(
      /^cache;desc=miss, version;desc=read, render;dur=[\d.]+$/,
    );
    expect(second.headers['server-timing']).toBe('cache;desc=hit, version;desc=read');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(clubRecordsAsked()).toBe(1);
  });

  it("answers a browser's revalidation with 304 Not Modified until the page changes", async () => {
    const { server } = await serve({ dir: hostBuild(), apiUrl });
    const first = await server.inject({ url: '/', headers: CLUB_HOST });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await server.inject({
      url: '/',
      headers: { ...CLUB_HOST, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toBeDefined();

    club.name = 'Glen Gaels GAA';
    club.version = '8';
    const changed = await server.inject({
      url: '/',
      headers: { ...CLUB_HOST, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('"name":"Glen Gaels GAA"');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends the kept page compressed as the browser accepts it', async () => {
    const { server } = await serve({ dir: hostBuild(), apiUrl });
    const plain = await server.inject({ url: '/', headers: CLUB_HOST });
    const br = await server.inject({
      url: '/',
      headers: { ...CLUB_HOST, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it("shows the club's change on the next load, and a promotion too", async () => {
    const dir = hostBuild();
    const remotesFile = path.join(tempDir(), 'remotes.json');
    const v1 = { storefront: 'https://cdn.test/storefront/v1/mf-manifest.json' };
    const v2 = { storefront: 'https://cdn.test/storefront/v2/mf-manifest.json' };
    writeFileSync(remotesFile, JSON.stringify(v1));
    const { server } = await serve({ dir, remotesFile, apiUrl });
    await server.inject({ url: '/', headers: CLUB_HOST });

    club.name = 'Glen Gaels GAA';
    club.version = '8';
    expect((await server.inject({ url: '/', headers: CLUB_HOST })).body).toContain(
      '"name":"Glen Gaels GAA"',
    );
    writeFileSync(remotesFile, JSON.stringify(v2));
    expect((await server.inject({ url: '/', headers: CLUB_HOST })).body).toContain(
      JSON.stringify(v2),
    );
  });

  it('keeps no page made without the club record, and answers the kept one while the API is away', async () => {
    const { server } = await serve({ dir: hostBuild(), apiUrl, clubTimeoutMs: 2_000 });
    club.answers = false;
    const without = await server.inject({ url: '/', headers: CLUB_HOST });
    expect(without.statusCode).toBe(200);
    expect(without.body).not.toContain('id="touchline-club"');
    expect(without.headers['server-timing']).toMatch(/^cache;desc=off/);
    expect(without.headers.etag).toBeUndefined();

    club.answers = true;
    const made = await server.inject({ url: '/', headers: CLUB_HOST });
    expect(made.body).toContain('id="touchline-club"');
    club.answers = false;
    const kept = await server.inject({ url: '/', headers: CLUB_HOST });
    // No version could be read: the answer names none.
    expect(kept.headers['server-timing']).toBe('cache;desc=stale');
    expect(kept.body).toBe(made.body);
  });

  it('makes every page afresh when told to keep none', async () => {
    const { server } = await serve({ dir: hostBuild(), apiUrl, pageCache: false });
    await server.inject({ url: '/', headers: CLUB_HOST });
    const second = await server.inject({ url: '/', headers: CLUB_HOST });
    // No version is asked for: the answer names none.
    expect(second.headers['server-timing']).toBe('cache;desc=off');
    expect(clubRecordsAsked()).toBe(2);
  });

  it("says whether the club's version came from its live watch of the API or a read", async () => {
    club.announces = true;
    const { server } = await serve({ dir: hostBuild(), apiUrl });
    const visit = async () => {
      const response = await server.inject({ url: '/', headers: CLUB_HOST });
      return { body: response.body, timing: response.headers['server-timing'] as string };
    };
    const visitUntil = async (check: (timing: string) => boolean) => {
      for (;;) {
        const answer = await visit();
        if (check(answer.timing)) return answer;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    // The club's first page is answered from a read; it starts the watch, live soon after.
    expect((await visit()).timing).toMatch(/^cache;desc=miss, version;desc=read, render;dur=/);
    await visitUntil((timing) => timing.includes('version;desc=watched'));
    const reads = versionsRead();
    expect((await visit()).timing).toBe('cache;desc=hit, version;desc=watched');
    expect((await visit()).timing).toBe('cache;desc=hit, version;desc=watched');
    expect(versionsRead()).toBe(reads);

    // The API's stream goes down and is refused: each page's version is read again, and a
    // change shows on the next load.
    club.announces = false;
    for (const stream of streams) stream.destroy();
    await visitUntil((timing) => timing.includes('version;desc=read'));
    club.name = 'Glen Gaels GAA';
    club.version = '8';
    const changed = await visit();
    expect(changed.timing).toMatch(/^cache;desc=miss, version;desc=read, render;dur=/);
    expect(changed.body).toContain('"name":"Glen Gaels GAA"');
    expect(versionsRead()).toBeGreaterThan(reads);
  });
});

describe("a remote's origin serving its release folders", () => {
  function releasesFolder(): string {
    const dir = tempDir();
    write(dir, 'v1/mf-manifest.json', JSON.stringify({ name: 'checkout', release: 'v1' }));
    write(dir, 'v1/remoteEntry.1a2b3c4d.js', 'var checkout;');
    write(dir, 'v1/ssr/render.cjs', `// ${SECRET}\nexports.renderRemotePage = async () => null;`);
    write(dir, 'v1/release.json', JSON.stringify({ commit: SECRET }));
    return dir;
  }

  it("serves a release's manifest and files to the hosts' pages", async () => {
    const pageServer = await serve({ app: 'checkout', dir: releasesFolder(), releases: true });
    expect(pageServer.servesPages).toBe(false);
    const manifest = await pageServer.server.inject({ url: '/v1/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'checkout', release: 'v1' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['content-security-policy']).toBeDefined();
    const entry = await pageServer.server.inject({ url: '/v1/remoteEntry.1a2b3c4d.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("refuses a release's server render and record, however asked", async () => {
    const { server } = await serve({ app: 'checkout', dir: releasesFolder(), releases: true });
    for (const url of [
      '/v1/ssr/render.cjs',
      '/v1/SSR/render.cjs',
      '/v1/%73sr/render.cjs',
      '/v1/ssr%2Frender.cjs',
      '/v1/release.json',
    ]) {
      const response = await server.inject({ url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain(SECRET);
    }
  });

  it('serves a release folder that appears after it started, and no pages', async () => {
    const dir = releasesFolder();
    const { server } = await serve({ app: 'checkout', dir, releases: true });
    write(dir, 'v2/mf-manifest.json', JSON.stringify({ name: 'checkout', release: 'v2' }));
    const manifest = await server.inject({ url: '/v2/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'checkout', release: 'v2' });
    for (const url of ['/', '/checkout/payment', '/v3/mf-manifest.json']) {
      const response = await server.inject({ url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    }
  });
});

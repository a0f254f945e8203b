import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLUB_TIMEOUT_MS, clubOfHost, createPageData } from './page-data';
import { scriptJson } from './page-html';
import type { Deployment, RenderedRemote, RenderRemote } from './remote-renders';

const INDEX =
  '<!doctype html><html lang="en-IE"><head><meta name="theme-color" content="#0b3d2e"><title>Club website</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';

const club = {
  slug: 'demo',
  name: 'Glen $& Gaels',
  layout_image: 'http://api.test/banner.svg',
  theme: { color: { primary: '#0B5D3B' } },
};

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A build folder: index.html, config, remotes and, optionally, a server render module. */
function buildFolder(render?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-data-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ defaultClub: 'demo' }));
  writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ storefront: 'http://s.test' }));
  if (render) {
    mkdirSync(path.join(dir, 'ssr'));
    writeFileSync(path.join(dir, 'ssr/render.cjs'), render);
    writeFileSync(path.join(dir, 'ssr/render.css'), '.header{color:red}');
  }
  return dir;
}

/** A stand-in API on a free port, and its base URL. */
async function startApi(
  handle: Parameters<typeof createServer>[1],
): Promise<{ api: Server; apiUrl: string }> {
  const api = createServer(handle);
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  return { api, apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}` };
}

function stopApi(api: Server) {
  api.closeAllConnections();
  return new Promise<void>((resolve) => api.close(() => resolve()));
}

// A server render that echoes what it was given, as the shell's does for a public page.
const ECHO_RENDER = `exports.renderShellPage = async (request) => ({
  markup: '<header>' + request.account.name.replace(/&/g, '&amp;').replace(/</g, '&lt;') + ' ' + request.url + '</header>',
  title: request.account.name,
  themeColor: request.account.theme.color.primary,
  rootStyle: '--club-primary: ' + request.account.theme.color.primary,
});`;

describe('the club a host name is for', () => {
  it("is the host's first label, or the default club for an area, www, an IP or a bare name", () => {
    expect(clubOfHost('Glen.clubs.example', 'demo')).toBe('glen');
    expect(clubOfHost('glen.localhost', 'demo')).toBe('glen');
    for (const hostname of [
      'www.clubs.example',
      'backoffice.clubs.example',
      'myaccount.clubs.example',
      '127.0.0.1',
      '[::1]',
      'localhost',
    ]) {
      expect([hostname, clubOfHost(hostname, 'demo')]).toEqual([hostname, 'demo']);
    }
  });
});

describe('the page a host serves', () => {
  let api: Server;
  let apiUrl: string;
  const slowAnswers = new Set<NodeJS.Timeout>();
  beforeAll(async () => {
    ({ api, apiUrl } = await startApi((request, response) => {
      if (request.url === '/v2/store/demo') {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(club));
        return;
      }
      if (request.url === '/v2/store/gaelach') {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ ...club, slug: 'gaelach', default_language: 'ga' }));
        return;
      }
      if (request.url === '/v2/store/silent') return; // never answers
      if (request.url === '/v2/store/demo-slow') {
        // Answers later than a page waits by default.
        const timer = setTimeout(() => {
          slowAnswers.delete(timer);
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(club));
        }, CLUB_TIMEOUT_MS + 300);
        slowAnswers.add(timer);
        return;
      }
      response.statusCode = 404;
      response.end('{"error":"not found"}');
    }));
  });
  afterAll(async () => {
    for (const timer of slowAnswers) clearTimeout(timer);
    await stopApi(api);
  });

  it("comes with the club's skeleton prerendered, its name escaped, its colours on the root", async () => {
    const render = createPageData({ dir: buildFolder(ECHO_RENDER), apiUrl });
    const html = await render({ hostname: 'demo.localhost', pathname: '/', url: '/?x=1' });
    expect(html).toMatch(/<div id="root"><header>Glen \$&amp; Gaels \/\?x=1<\/header><\/div>/);
    expect(html).toMatch(/<title>Glen \$&amp; Gaels<\/title>/);
    expect(html).toMatch(/<html lang="en-IE" style="--club-primary: #0B5D3B">/);
    expect(html).toMatch(/<meta name="theme-color" content="#0B5D3B">/);
    expect(html).toMatch(/<style data-prerender="">\.header\{color:red\}<\/style>/);
    // The data blocks and the banner's preload stay.
    expect(html).toMatch(/<script type="application\/json" id="touchline-club" data-club="demo">/);
    expect(html).toMatch(/<link rel="preload" as="image" href="http:\/\/api.test\/banner.svg"/);
  });

  it('is the plain page with its data when the build has no server render', async () => {
    const render = createPageData({ dir: buildFolder(), apiUrl });
    const html = await render({ hostname: 'demo.localhost', pathname: '/' });
    expect(html).toMatch(/<div id="root"><\/div>/);
    expect(html).toMatch(/id="touchline-club"/);
    // A `$&` in the club's name is text, not a replacement pattern.
    expect(html).toContain(scriptJson(club));
  });

  it("is in the club's default language unless the visitor chose another", async () => {
    const render = createPageData({ dir: buildFolder(), apiUrl });
    expect(await render({ hostname: 'gaelach.localhost', pathname: '/' })).toMatch(
      /<html lang="ga-IE">/,
    );
    expect(
      await render({ hostname: 'gaelach.localhost', pathname: '/', cookie: 'touchline_lang=en' }),
    ).toMatch(/<html lang="en-IE">/);
  });

  it("is in the visitor's chosen language, else in English", async () => {
    const render = createPageData({ dir: buildFolder(), apiUrl });
    expect(await render({ hostname: 'demo.localhost', pathname: '/' })).toMatch(
      /<html lang="en-IE">/,
    );
    expect(
      await render({ hostname: 'demo.localhost', pathname: '/', cookie: 'a=1; touchline_lang=ga' }),
    ).toMatch(/<html lang="ga-IE">/);
    // A language the site is not in is no choice.
    expect(
      await render({ hostname: 'demo.localhost', pathname: '/', cookie: 'touchline_lang=fr' }),
    ).toMatch(/<html lang="en-IE">/);
  });

  it('is the plain page when prerendering is turned off', async () => {
    const render = createPageData({ dir: buildFolder(ECHO_RENDER), apiUrl, prerender: false });
    const html = await render({ hostname: 'demo.localhost', pathname: '/' });
    expect(html).toMatch(/<div id="root"><\/div>/);
  });

  it('is the plain page, without a club block, for an unknown club', async () => {
    const render = createPageData({ dir: buildFolder(ECHO_RENDER), apiUrl });
    const html = await render({ hostname: 'nowhere.localhost', pathname: '/' });
    expect(html).toMatch(/<div id="root"><\/div>/);
    expect(html).not.toMatch(/id="touchline-club"/);
    expect(html).toMatch(/id="touchline-config"/);
  });

  it('is the plain page when the API does not answer', async () => {
    const render = createPageData({ dir: buildFolder(ECHO_RENDER), apiUrl });
    const html = await render({ hostname: 'silent.localhost', pathname: '/' });
    expect(html).toMatch(/<div id="root"><\/div>/);
    expect(html).not.toMatch(/id="touchline-club"/);
  }, 10_000);

  it('waits for the club record as long as it is told', async () => {
    const patient = createPageData({
      dir: buildFolder(ECHO_RENDER),
      apiUrl,
      clubTimeoutMs: 15_000,
    });
    const waited = await patient({ hostname: 'demo-slow.localhost', pathname: '/' });
    expect(waited).toMatch(/id="touchline-club"/);
    const hasty = createPageData({ dir: buildFolder(ECHO_RENDER), apiUrl });
    const gone = await hasty({ hostname: 'demo-slow.localhost', pathname: '/' });
    expect(gone).not.toMatch(/id="touchline-club"/);
  }, 20_000);

  it("reports a failed render to the page server's log when it is given one", async () => {
    const logged: [string, unknown][] = [];
    const failing = 'exports.renderShellPage = async () => { throw new Error("broken"); };';
    const render = createPageData({
      dir: buildFolder(failing),
      apiUrl,
      log: (message, error) => logged.push([message, error]),
    });
    const html = await render({ hostname: 'demo.localhost', pathname: '/' });
    expect(html).toMatch(/<div id="root"><\/div>/);
    expect(logged).toEqual([
      ['The server render failed; the page is sent without it.', expect.any(Error)],
    ]);
  });

  it('is the plain page with its data when the server render fails', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failing = 'exports.renderShellPage = async () => { throw new Error("broken"); };';
    const render = createPageData({ dir: buildFolder(failing), apiUrl });
    const html = await render({ hostname: 'demo.localhost', pathname: '/' });
    expect(html).toMatch(/<div id="root"><\/div>/);
    expect(html).toMatch(/id="touchline-club"/);
    expect(quiet).toHaveBeenCalledWith(
      'The server render failed; the page is sent without it.',
      expect.any(Error),
    );
    quiet.mockRestore();
  });

  it('is the plain page where the server render declines the page', async () => {
    const declining = 'exports.renderShellPage = async () => null;';
    const render = createPageData({ dir: buildFolder(declining), apiUrl });
    const html = await render({ hostname: 'demo.localhost', pathname: '/checkout' });
    expect(html).toMatch(/<div id="root"><\/div>/);
  });
});

describe('whether a page is complete (only a complete page is kept by the page cache)', () => {
  let api: Server;
  let apiUrl: string;
  beforeAll(async () => {
    ({ api, apiUrl } = await startApi((request, response) => {
      if (request.url === '/v2/store/demo') {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(club));
        return;
      }
      if (request.url === '/v2/store/silent') return; // never answers
      response.statusCode = 404;
      response.end('{"error":"not found"}');
    }));
  });
  afterAll(() => stopApi(api));
  const quietly = async <T>(work: () => Promise<T>) => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      return await work();
    } finally {
      quiet.mockRestore();
    }
  };

  it('is complete with its club record and server render, or where the render declines', async () => {
    const rendered = createPageData({ dir: buildFolder(ECHO_RENDER), apiUrl });
    expect((await rendered.page({ hostname: 'demo.localhost', pathname: '/' })).complete).toBe(
      true,
    );
    const declining = createPageData({
      dir: buildFolder('exports.renderShellPage = async () => null;'),
      apiUrl,
    });
    expect((await declining.page({ hostname: 'demo.localhost', pathname: '/' })).complete).toBe(
      true,
    );
  });

  it('is incomplete without the club record, or when the server render fails', async () => {
    const render = createPageData({ dir: buildFolder(ECHO_RENDER), apiUrl, clubTimeoutMs: 100 });
    expect((await render.page({ hostname: 'silent.localhost', pathname: '/' })).complete).toBe(
      false,
    );
    expect((await render.page({ hostname: 'unknown.localhost', pathname: '/' })).complete).toBe(
      false,
    );
    const failing = createPageData({
      dir: buildFolder('exports.renderShellPage = async () => { throw new Error("broken"); };'),
      apiUrl,
    });
    const page = await quietly(() => failing.page({ hostname: 'demo.localhost', pathname: '/' }));
    expect(page.complete).toBe(false);
  });

  it("is incomplete when the page's remote fails to render, complete when it declines", async () => {
    const SHELL = `exports.isPrerendered = () => true;
exports.remoteOfPage = () => 'storefront';
exports.renderShellPage = async () => ({ markup: '<main></main>', title: 'T', themeColor: '#000', rootStyle: '' });`;
    const withRemote = (answer: null | undefined) =>
      createPageData({ dir: buildFolder(SHELL), apiUrl, renderRemote: async () => answer });
    const failed = await withRemote(undefined).page({
      hostname: 'demo.localhost',
      pathname: '/news/a',
    });
    expect(failed.complete).toBe(false);
    const declined = await withRemote(null).page({
      hostname: 'demo.localhost',
      pathname: '/news/a',
    });
    expect(declined.complete).toBe(true);
  });
});

describe('the page of a remote with a server render of its own', () => {
  let api: Server;
  let apiUrl: string;
  beforeAll(async () => {
    ({ api, apiUrl } = await startApi((request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(club));
    }));
  });
  afterAll(() => stopApi(api));

  // The shell's render as the page server sees it: the marks of a page's own tags, which pages it
  // prerenders, which remote owns a path, and the remotes' content it was given, echoed in the slot.
  const SHELL = `exports.PAGE_TITLE = 'data-own-title';
exports.PAGE_META = 'data-own-meta';
exports.isPrerendered = (request) => !request.url.startsWith('/checkout');
exports.remoteOfPage = (url) => (url.startsWith('/news/') ? 'storefront' : url.startsWith('/checkout') ? 'checkout' : null);
exports.renderShellPage = async (request) => ({
  markup: '<main>' + Object.entries(request.remotes ?? {}).map(([id, r]) => id + '@' + r.release + ':' + r.html).join('') + '</main>',
  title: 'T', themeColor: '#000', rootStyle: '',
});`;

  interface Asked {
    remote: string;
    deployment: Deployment | undefined;
    request: Record<string, unknown>;
  }

  function setup(remotePage: RenderedRemote | undefined) {
    const dir = buildFolder(SHELL);
    const asked: Asked[] = [];
    const renderRemote: RenderRemote = async (remote, deployment, request) => {
      asked.push({ remote, deployment, request });
      return remotePage;
    };
    return { render: createPageData({ dir, apiUrl, renderRemote }), asked };
  }

  const ARTICLE_PAGE: RenderedRemote = {
    remote: 'storefront',
    release: 'r-7',
    markup: '<article><h1>Match</h1></article>',
    data: { article: { title: '</script><script>alert(1)</script>' } },
    css: '.article{margin:0}',
  };

  it("asks the remote for its page in the page's language", async () => {
    const { render, asked } = setup(ARTICLE_PAGE);
    await render({ hostname: 'demo.localhost', pathname: '/news/match' });
    await render({
      hostname: 'demo.localhost',
      pathname: '/news/match',
      cookie: 'touchline_lang=ga',
    });
    expect(asked.map(({ request }) => request['language'])).toEqual(['en', 'ga']);
  });

  it("writes the remote's meta tags for its page, escaped, and leaves out malformed ones", async () => {
    const { render } = setup({
      ...ARTICLE_PAGE,
      meta: [
        { attribute: 'property', key: 'og:title', content: 'Match "report" <b>' },
        { attribute: 'name', key: 'description', content: 'Two goals' },
        { attribute: 'http-equiv', key: 'refresh', content: '0;url=https://evil.test' },
        { attribute: 'name', key: 'author' },
        'nonsense',
      ],
    });
    const html = await render({ hostname: 'demo.localhost', pathname: '/news/match' });
    expect(html).toContain(
      '<meta property="og:title" content="Match &quot;report&quot; &lt;b>" data-own-meta="">',
    );
    expect(html).toContain('<meta name="description" content="Two goals" data-own-meta="">');
    expect(html).not.toContain('refresh');
    expect(html).not.toContain('author');
    expect(html.indexOf('data-own-meta')).toBeLessThan(html.indexOf('</head>'));
  });

  it("names the page in its title when the remote gives one, and the club's otherwise", async () => {
    const withTitle = setup({ ...ARTICLE_PAGE, title: 'Match <report> | Glen' });
    const titled = await withTitle.render({ hostname: 'demo.localhost', pathname: '/news/match' });
    // Marked as the page's own with the attribute the build's render names.
    expect(titled).toMatch(/<title data-own-title="">Match &lt;report&gt; \| Glen<\/title>/);
    const withoutTitle = setup(ARTICLE_PAGE);
    const plain = await withoutTitle.render({
      hostname: 'demo.localhost',
      pathname: '/news/match',
    });
    expect(plain).toMatch(/<title>T<\/title>/);
  });

  it("keeps the club's title when the remote's title is not text", async () => {
    // What a release's worker sends back is not checked by the type system.
    const { render } = setup({ ...ARTICLE_PAGE, title: 42 as unknown as string });
    const html = await render({ hostname: 'demo.localhost', pathname: '/news/match' });
    expect(html).toMatch(/<title>T<\/title>/);
  });

  it("has the remote's content in its slot, its data in a JSON block and its stylesheet", async () => {
    const { render, asked } = setup(ARTICLE_PAGE);
    const html = await render({
      hostname: 'demo.localhost',
      pathname: '/news/match',
      url: '/news/match?x=1',
      origin: 'https://demo.localhost',
    });
    expect(html).toMatch(
      /<main>storefront\/routes@r-7:<article><h1>Match<\/h1><\/article><\/main>/,
    );
    const block =
      /<script type="application\/json" id="touchline-remote-storefront">([^<]*)<\/script>/.exec(
        html,
      );
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(ARTICLE_PAGE.data);
    expect(html).toMatch(
      /<style data-prerender="">\.header\{color:red\}\n\.article\{margin:0\}<\/style>/,
    );
    // Asked with the page, the club and where this server reaches the API.
    expect(asked).toHaveLength(1);
    const [first] = asked;
    expect(first?.remote).toBe('storefront');
    expect(first?.deployment).toEqual({ storefront: 'http://s.test' });
    expect(first?.request.url).toBe('/news/match?x=1');
    expect(first?.request.pageUrl).toBe('https://demo.localhost/news/match?x=1');
    expect(first?.request.club).toBe('demo');
    expect(first?.request.apiBaseUrl).toBe(apiUrl);
    expect(first?.request.account).toEqual(club);
  });

  it("keeps the slot's loading state, without a data block, when the remote gives nothing", async () => {
    const { render } = setup(undefined);
    const html = await render({ hostname: 'demo.localhost', pathname: '/news/match' });
    expect(html).toMatch(/<main><\/main>/);
    expect(html).not.toMatch(/touchline-remote-/);
  });

  it('does not ask the remote for a page that is not prerendered, or that no remote owns', async () => {
    const { render, asked } = setup(ARTICLE_PAGE);
    await render({ hostname: 'demo.localhost', pathname: '/checkout' });
    await render({ hostname: 'demo.localhost', pathname: '/error' });
    expect(asked).toEqual([]);
  });
});

describe("a page's HTTP status", () => {
  it("is the build's server render's answer: 404 for a path no page owns", async () => {
    const dir = buildFolder(`${ECHO_RENDER}
exports.pageStatus = (request) =>
  request.config.defaultClub === 'demo' && request.url.startsWith('/no-such') ? 404 : 200;`);
    const render = createPageData({ dir });
    const statusOf = async (pathname: string) =>
      (await render.page({ hostname: 'demo.test', pathname })).status;
    expect(await statusOf('/no-such/page')).toBe(404);
    expect(await statusOf('/news/a')).toBe(200);
  });

  it('is 200 for a build that does not judge, or whose judgement fails', async () => {
    const silent = buildFolder(ECHO_RENDER);
    const failing = buildFolder(`${ECHO_RENDER}
exports.pageStatus = () => { throw new Error('broken'); };`);
    const none = buildFolder();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const dir of [silent, failing, none]) {
        const render = createPageData({ dir });
        const { status } = await render.page({ hostname: 'demo.test', pathname: '/no-such/page' });
        expect(status).toBe(200);
      }
    } finally {
      quiet.mockRestore();
    }
  });
});

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  CLUB_TIMEOUT_MS,
  createPageData,
  isServerRenderFile,
  pageMarks,
  scriptJson,
  withPrerender,
} from './page-data.mjs';

const INDEX =
  '<!doctype html><html lang="en-IE"><head><meta name="theme-color" content="#0b3d2e"><title>Club website</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';

const club = {
  slug: 'demo',
  name: 'Glen $& Gaels',
  layout_image: 'http://api.test/banner.svg',
  theme: { color: { primary: '#0B5D3B' } },
};

/** A build folder: index.html, config, remotes and, optionally, a server render module. */
function buildFolder(render) {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-data-'));
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

// A server render that echoes what it was given, as the shell's does for a public page.
const ECHO_RENDER = `exports.renderShellPage = async (request) => ({
  markup: '<header>' + request.account.name.replace(/&/g, '&amp;').replace(/</g, '&lt;') + ' ' + request.url + '</header>',
  title: request.account.name,
  themeColor: request.account.theme.color.primary,
  rootStyle: '--club-primary: ' + request.account.theme.color.primary,
});`;

describe('the page a host serves', () => {
  let api;
  let apiUrl;
  const dirs = [];
  before(async () => {
    api = createServer((request, response) => {
      if (request.url === '/v2/store/demo') {
        response.setHeader('Content-Type', 'application/json');
        return response.end(JSON.stringify(club));
      }
      if (request.url === '/v2/store/silent') return; // never answers
      if (request.url === '/v2/store/demo-slow') {
        // Answers later than a page waits by default.
        setTimeout(() => {
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(club));
        }, CLUB_TIMEOUT_MS + 300);
        return;
      }
      response.statusCode = 404;
      response.end('{"error":"not found"}');
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${api.address().port}`;
  });
  after(() => {
    api.closeAllConnections();
    api.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const folder = (render) => {
    const dir = buildFolder(render);
    dirs.push(dir);
    return dir;
  };

  it("comes with the club's skeleton prerendered, its name escaped, its colours on the root", async () => {
    const render = createPageData({ dir: folder(ECHO_RENDER), apiUrl });
    const html = await render({ hostname: 'demo.localhost', pathname: '/', url: '/?x=1' });
    assert.match(html, /<div id="root"><header>Glen \$&amp; Gaels \/\?x=1<\/header><\/div>/);
    assert.match(html, /<title>Glen \$&amp; Gaels<\/title>/);
    assert.match(html, /<html lang="en-IE" style="--club-primary: #0B5D3B">/);
    assert.match(html, /<meta name="theme-color" content="#0B5D3B">/);
    assert.match(html, /<style data-prerender="">\.header\{color:red\}<\/style>/);
    // The data blocks and the banner's preload stay.
    assert.match(html, /<script type="application\/json" id="touchline-club" data-club="demo">/);
    assert.match(html, /<link rel="preload" as="image" href="http:\/\/api.test\/banner.svg"/);
  });

  it('is the plain page with its data when the build has no server render', async () => {
    const render = createPageData({ dir: folder(), apiUrl });
    const html = await render({ hostname: 'demo.localhost', pathname: '/' });
    assert.match(html, /<div id="root"><\/div>/);
    assert.match(html, /id="touchline-club"/);
    // A `$&` in the club's name is text, not a replacement pattern.
    assert.ok(html.includes(scriptJson(club)));
  });

  it('is the plain page when prerendering is turned off', async () => {
    const render = createPageData({ dir: folder(ECHO_RENDER), apiUrl, prerender: false });
    const html = await render({ hostname: 'demo.localhost', pathname: '/' });
    assert.match(html, /<div id="root"><\/div>/);
  });

  it('is the plain page, without a club block, for an unknown club', async () => {
    const render = createPageData({ dir: folder(ECHO_RENDER), apiUrl });
    const html = await render({ hostname: 'nowhere.localhost', pathname: '/' });
    assert.match(html, /<div id="root"><\/div>/);
    assert.doesNotMatch(html, /id="touchline-club"/);
    assert.match(html, /id="touchline-config"/);
  });

  it('is the plain page when the API does not answer', { timeout: 10_000 }, async () => {
    const render = createPageData({ dir: folder(ECHO_RENDER), apiUrl });
    const html = await render({ hostname: 'silent.localhost', pathname: '/' });
    assert.match(html, /<div id="root"><\/div>/);
    assert.doesNotMatch(html, /id="touchline-club"/);
  });

  it('waits for the club record as long as it is told', { timeout: 20_000 }, async () => {
    const patient = createPageData({ dir: folder(ECHO_RENDER), apiUrl, clubTimeoutMs: 15_000 });
    const waited = await patient({ hostname: 'demo-slow.localhost', pathname: '/' });
    assert.match(waited, /id="touchline-club"/);
    const hasty = createPageData({ dir: folder(ECHO_RENDER), apiUrl });
    const gone = await hasty({ hostname: 'demo-slow.localhost', pathname: '/' });
    assert.doesNotMatch(gone, /id="touchline-club"/);
  });

  it('is the plain page with its data when the server render fails', async (t) => {
    t.mock.method(console, 'error', () => {});
    const failing = 'exports.renderShellPage = async () => { throw new Error("broken"); };';
    const render = createPageData({ dir: folder(failing), apiUrl });
    const html = await render({ hostname: 'demo.localhost', pathname: '/' });
    assert.match(html, /<div id="root"><\/div>/);
    assert.match(html, /id="touchline-club"/);
  });

  it('is the plain page where the server render declines the page', async () => {
    const declining = 'exports.renderShellPage = async () => null;';
    const render = createPageData({ dir: folder(declining), apiUrl });
    const html = await render({ hostname: 'demo.localhost', pathname: '/checkout' });
    assert.match(html, /<div id="root"><\/div>/);
  });
});

describe('the page of a remote with a server render of its own', () => {
  let api;
  let apiUrl;
  const dirs = [];
  before(async () => {
    api = createServer((request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(club));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${api.address().port}`;
  });
  after(() => {
    api.closeAllConnections();
    api.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

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

  function setup(remotePage) {
    const dir = buildFolder(SHELL);
    dirs.push(dir);
    const asked = [];
    const renderRemote = async (remote, deployment, request) => {
      asked.push({ remote, deployment, request });
      return remotePage;
    };
    return { render: createPageData({ dir, apiUrl, renderRemote }), asked };
  }

  const ARTICLE_PAGE = {
    remote: 'storefront',
    release: 'r-7',
    markup: '<article><h1>Match</h1></article>',
    data: { article: { title: '</script><script>alert(1)</script>' } },
    css: '.article{margin:0}',
  };

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
    assert.ok(
      html.includes(
        '<meta property="og:title" content="Match &quot;report&quot; &lt;b>" data-own-meta="">',
      ),
    );
    assert.ok(html.includes('<meta name="description" content="Two goals" data-own-meta="">'));
    assert.ok(!html.includes('refresh'));
    assert.ok(!html.includes('author'));
    assert.ok(html.indexOf('data-own-meta') < html.indexOf('</head>'));
  });

  it("names the page in its title when the remote gives one, and the club's otherwise", async () => {
    const withTitle = setup({ ...ARTICLE_PAGE, title: 'Match <report> | Glen' });
    const titled = await withTitle.render({ hostname: 'demo.localhost', pathname: '/news/match' });
    // Marked as the page's own with the attribute the build's render names.
    assert.match(titled, /<title data-own-title="">Match &lt;report&gt; \| Glen<\/title>/);
    const withoutTitle = setup(ARTICLE_PAGE);
    const plain = await withoutTitle.render({
      hostname: 'demo.localhost',
      pathname: '/news/match',
    });
    assert.match(plain, /<title>T<\/title>/);
  });

  it("has the remote's content in its slot, its data in a JSON block and its stylesheet", async () => {
    const { render, asked } = setup(ARTICLE_PAGE);
    const html = await render({
      hostname: 'demo.localhost',
      pathname: '/news/match',
      url: '/news/match?x=1',
      origin: 'https://demo.localhost',
    });
    assert.match(html, /<main>storefront\/routes@r-7:<article><h1>Match<\/h1><\/article><\/main>/);
    const block =
      /<script type="application\/json" id="touchline-remote-storefront">([^<]*)<\/script>/.exec(
        html,
      );
    assert.ok(block, 'the data block');
    assert.deepEqual(JSON.parse(block[1]), ARTICLE_PAGE.data);
    assert.match(
      html,
      /<style data-prerender="">\.header\{color:red\}\n\.article\{margin:0\}<\/style>/,
    );
    // Asked with the page, the club and where this server reaches the API.
    assert.equal(asked.length, 1);
    assert.equal(asked[0].remote, 'storefront');
    assert.deepEqual(asked[0].deployment, { storefront: 'http://s.test' });
    assert.equal(asked[0].request.url, '/news/match?x=1');
    assert.equal(asked[0].request.pageUrl, 'https://demo.localhost/news/match?x=1');
    assert.equal(asked[0].request.club, 'demo');
    assert.equal(asked[0].request.apiBaseUrl, apiUrl);
    assert.deepEqual(asked[0].request.account, club);
  });

  it("keeps the slot's loading state, without a data block, when the remote gives nothing", async () => {
    const { render } = setup(undefined);
    const html = await render({ hostname: 'demo.localhost', pathname: '/news/match' });
    assert.match(html, /<main><\/main>/);
    assert.doesNotMatch(html, /touchline-remote-/);
  });

  it('does not ask the remote for a page that is not prerendered, or that no remote owns', async () => {
    const { render, asked } = setup(ARTICLE_PAGE);
    await render({ hostname: 'demo.localhost', pathname: '/checkout' });
    await render({ hostname: 'demo.localhost', pathname: '/error' });
    assert.deepEqual(asked, []);
  });
});

describe('withPrerender', () => {
  it('keeps replacement patterns in the markup as text', () => {
    const html = withPrerender(
      INDEX,
      { markup: "<p>$& $' $`</p>", title: '$&', themeColor: '#000', rootStyle: '' },
      '',
    );
    assert.ok(html.includes('<div id="root"><p>$& $\' $`</p></div>'));
    assert.ok(html.includes('<title>$&amp;</title>'));
  });
});

describe('pageMarks', () => {
  it("takes the render's data attributes, and nothing else, to mark a page's own tags", () => {
    assert.deepEqual(pageMarks({ PAGE_TITLE: 'data-page-title', PAGE_META: 'data-page-meta' }), {
      title: 'data-page-title',
      meta: 'data-page-meta',
    });
    // A render without the names, or with an attribute that could do more than mark, marks nothing.
    assert.deepEqual(pageMarks({}), { title: undefined, meta: undefined });
    assert.deepEqual(pageMarks({ PAGE_TITLE: 'onload', PAGE_META: 'data-x" onload="y' }), {
      title: undefined,
      meta: undefined,
    });
  });
});

describe('the server render files', () => {
  it('are never served, however the path is spelled', () => {
    for (const pathname of [
      '/ssr',
      '/ssr/render.cjs',
      '/SSR/render.css',
      '/%73sr/render.cjs',
      '//ssr/x',
    ]) {
      assert.equal(isServerRenderFile(pathname), true, pathname);
    }
    for (const pathname of ['/', '/main.1234abcd.js', '/news/ssr', '/ssr-notes']) {
      assert.equal(isServerRenderFile(pathname), false, pathname);
    }
  });

  it('are never served from a release folder either', () => {
    const releases = { releases: true };
    for (const pathname of ['/v1/ssr/render.cjs', '/v1/SSR/render.css', '/v1/%73sr/x', '/ssr/x']) {
      assert.equal(isServerRenderFile(pathname, releases), true, pathname);
    }
    for (const pathname of ['/v1/remoteEntry.js', '/v1/assets/ssr']) {
      assert.equal(isServerRenderFile(pathname, releases), false, pathname);
    }
  });
});

describe("a page's HTTP status", () => {
  const dirs = [];
  after(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("is the build's server render's answer: 404 for a path no page owns", async () => {
    const dir = buildFolder(`${ECHO_RENDER}
exports.pageStatus = (request) =>
  request.config.defaultClub === 'demo' && request.url.startsWith('/no-such') ? 404 : 200;`);
    dirs.push(dir);
    const render = createPageData({ dir });
    const statusOf = async (pathname) =>
      (await render.page({ hostname: 'demo.test', pathname })).status;
    assert.equal(await statusOf('/no-such/page'), 404);
    assert.equal(await statusOf('/news/a'), 200);
  });

  it('is 200 for a build that does not judge, or whose judgement fails', async () => {
    const silent = buildFolder(ECHO_RENDER);
    const failing = buildFolder(`${ECHO_RENDER}
exports.pageStatus = () => { throw new Error('broken'); };`);
    const none = buildFolder();
    dirs.push(silent, failing, none);
    const quiet = console.error;
    console.error = () => undefined;
    try {
      for (const dir of [silent, failing, none]) {
        const render = createPageData({ dir });
        const { status } = await render.page({ hostname: 'demo.test', pathname: '/no-such/page' });
        assert.equal(status, 200);
      }
    } finally {
      console.error = quiet;
    }
  });
});

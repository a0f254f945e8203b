/**
 * @jest-environment node
 */
import type { RemotePageRequest } from './render-page';
import { articleSlugOf, isHomePage, renderRemotePage } from './render-page';
import { clubRecord, fakeApi, newsItem } from '../testing/render-storefront';

const ARTICLE = {
  ...newsItem(3),
  published_at: '2026-11-20T10:00:00.000Z',
  content: '<p>Match report.</p><p>Fixtures next week.</p>',
};

function serveArticle(status = 200) {
  return fakeApi((url) =>
    url.pathname === '/v2/store/demo/articles/story-3' && status === 200
      ? { status: 200, body: ARTICLE }
      : { status: status === 200 ? 404 : status, body: { message: 'Article not found' } },
  );
}

const request = (overrides: Partial<RemotePageRequest> = {}): RemotePageRequest => ({
  url: '/news/story-3',
  pageUrl: 'https://demo.example.test/news/story-3',
  club: 'demo',
  account: clubRecord(),
  config: { apiBaseUrl: 'http://browser-api.test', apiVersion: 'v2' },
  apiBaseUrl: 'http://api.test',
  ...overrides,
});

async function render(overrides: Partial<RemotePageRequest> = {}) {
  const page = await renderRemotePage(request(overrides));
  if (!page) throw new Error('Not rendered');
  return page;
}

describe("the storefront's server render of an article", () => {
  it('renders the article: title, summary, date, image and text', async () => {
    serveArticle();
    const { markup } = await render();
    expect(markup).toMatch(/<h1[^>]*>Story 3<\/h1>/);
    expect(markup).toContain('Summary 3');
    expect(markup).toContain('20 November 2026');
    expect(markup).toMatch(/<img[^>]*src="http:\/\/api.test\/news-3.svg"/);
    expect(markup).toContain('<p>Match report.</p><p>Fixtures next week.</p>');
    // No loading state, and nothing before the page's own boundary (React's image preloads).
    expect(markup).not.toContain('aria-busy');
    expect(markup.startsWith('<!--$-->')).toBe(true);
  });

  it("names the page's document title and meta tags as the browser's article page does", async () => {
    serveArticle();
    const page = await render();
    expect(page.title).toBe(`Story 3 | ${clubRecord().name}`);
    expect(page.meta).toEqual(
      expect.arrayContaining([
        { attribute: 'name', key: 'description', content: 'Summary 3' },
        { attribute: 'property', key: 'og:title', content: 'Story 3' },
        {
          attribute: 'property',
          key: 'og:url',
          content: 'https://demo.example.test/news/story-3',
        },
        { attribute: 'property', key: 'og:image', content: 'http://api.test/news-3.svg' },
      ]),
    );
  });

  it("shares the page's address it was given", async () => {
    serveArticle();
    const { markup } = await render();
    expect(markup).toContain(
      `href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://demo.example.test/news/story-3')}"`,
    );
  });

  it('asks the API it is given for the club’s article, once', async () => {
    const calls = serveArticle();
    await render();
    expect(calls.map((call) => call.url)).toEqual(['/v2/store/demo/articles/story-3']);
  });

  it('returns the data it rendered from, with its release', async () => {
    serveArticle();
    const page = await render();
    expect(page.release).toBe(__TOUCHLINE_RELEASE__);
    expect(page.data).toEqual({
      release: __TOUCHLINE_RELEASE__,
      pageUrl: 'https://demo.example.test/news/story-3',
      article: ARTICLE,
    });
  });

  it('renders the pages under /pages/ too', async () => {
    fakeApi((url) =>
      url.pathname === '/v2/store/demo/articles/about-us'
        ? { status: 200, body: { ...ARTICLE, slug: 'about-us', title: 'About us' } }
        : { status: 404 },
    );
    expect((await render({ url: '/pages/about-us?ref=menu' })).markup).toMatch(
      /<h1[^>]*>About us<\/h1>/,
    );
  });

  it('leaves every other page to the browser, without asking the API', async () => {
    const calls = serveArticle();
    for (const url of ['/contact', '/news', '/news/story-3/more', '/products/membership', '/x/']) {
      expect(await renderRemotePage(request({ url }))).toBeNull();
    }
    expect(calls).toEqual([]);
  });

  it('leaves a missing article to the browser (its not-found or platform page)', async () => {
    serveArticle(404);
    expect(await renderRemotePage(request())).toBeNull();
  });

  it('fails when the API fails, so the page is sent with the loading state', async () => {
    serveArticle(503);
    await expect(renderRemotePage(request())).rejects.toThrow();
  });

  it('names the article of an article path', () => {
    expect(articleSlugOf('/news/story-3?x=1')).toBe('story-3');
    expect(articleSlugOf('/pages/about-us')).toBe('about-us');
    expect(articleSlugOf('/contact')).toBeUndefined();
    expect(articleSlugOf('/')).toBeUndefined();
  });
});

const NEWS_TOTAL = 8;
const ABOUT_US = {
  ...newsItem(99),
  slug: 'about-us',
  type: 'About Us',
  title: 'About the Gaels',
  summary: 'Founded in 1954.',
  content: '<p>Long story</p>',
};
const sponsor = (id: number, image = true) => ({
  id,
  name: `Sponsor ${id}`,
  link: id === 1 ? 'https://example.com/one' : null,
  featured: false,
  image: image ? { filepath: `https://img.test/s${id}.svg`, filename: `s${id}.svg` } : null,
});

/** The home's three calls as the API answers them; `fail` names one that answers 503. */
function serveHome({
  aboutUs = true,
  sponsors = [1, 2, 3, 4, 5, 6].map((id) => sponsor(id, id !== 6)),
  fail,
}: {
  aboutUs?: boolean;
  sponsors?: ReturnType<typeof sponsor>[];
  fail?: 'news' | 'about-us' | 'sponsors';
} = {}) {
  return fakeApi((url) => {
    if (url.pathname === '/v2/store/demo/articles') {
      if (fail === 'news') return { status: 503, body: { message: 'Unavailable' } };
      const perPage = Number(url.searchParams.get('per_page'));
      const items = Array.from({ length: NEWS_TOTAL }, (_, i) => newsItem(i + 1)).slice(0, perPage);
      return { status: 200, body: { items, total: NEWS_TOTAL } };
    }
    if (url.pathname === '/v2/store/demo/articles/about-us') {
      if (fail === 'about-us') return { status: 503, body: { message: 'Unavailable' } };
      return aboutUs
        ? { status: 200, body: ABOUT_US }
        : { status: 404, body: { message: 'Article not found' } };
    }
    if (url.pathname === '/v2/store/demo/sponsors') {
      if (fail === 'sponsors') return { status: 503, body: { message: 'Unavailable' } };
      return { status: 200, body: { items: sponsors } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

const home = { url: '/', pageUrl: 'https://demo.example.test/' };

describe("the storefront's server render of the home page", () => {
  it('renders the first 6 news cards, the first two wide, with Load More while more remain', async () => {
    serveHome();
    const { markup } = await render(home);
    expect(markup).toMatch(/<h1[^>]*>Latest news<\/h1>/);
    const titles = [...markup.matchAll(/<a[^>]*href="\/news\/(story-\d+)"[^>]*>([^<]*)<\/a>/g)];
    expect(titles.map((match) => match[2])).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Story ${n}`));
    expect(markup).toContain('Summary 1');
    expect(markup).toMatch(/<img[^>]*src="http:\/\/api.test\/news-1.svg"/);
    expect(markup.match(/<li class="[^"]*wide/g)).toHaveLength(2);
    expect(markup).toMatch(/<button[^>]*>Load More<\/button>/);
    // The content itself: no loading state, nothing before the page (React's image preloads).
    expect(markup).not.toContain('aria-busy="true"');
    expect(markup.startsWith('<section')).toBe(true);
  });

  it('renders the about-us block with its Read More link', async () => {
    serveHome();
    const { markup } = await render(home);
    expect(markup).toMatch(/<h2[^>]*>About the Gaels<\/h2>/);
    expect(markup).toContain('Founded in 1954.');
    expect(markup).toMatch(/<a[^>]*href="\/pages\/about-us"[^>]*>Read More/);
  });

  it('renders the sponsors with an image, 4 in view, with the arrows to page through', async () => {
    serveHome();
    const { markup } = await render(home);
    const logos = [...markup.matchAll(/<img[^>]*alt="(Sponsor \d+)"/g)].map((match) => match[1]);
    expect(logos).toEqual(['Sponsor 1', 'Sponsor 2', 'Sponsor 3', 'Sponsor 4', 'Sponsor 5']);
    expect(markup.match(/data-visible="true"/g)).toHaveLength(4);
    expect(markup).toMatch(/<button[^>]*aria-label="Previous sponsors"[^>]*disabled=""/);
    expect(markup).toMatch(/<button(?![^>]*disabled)[^>]*aria-label="Next sponsors"[^>]*>/);
  });

  it('renders the arrows a small screen needs for 3 sponsors, as they start there', async () => {
    serveHome({ sponsors: [1, 2, 3].map((id) => sponsor(id)) });
    const { markup } = await render(home);
    // Two in view on a small screen: the next arrow goes on; a wide screen hides both.
    expect(markup).toMatch(/<button[^>]*aria-label="Previous sponsors"[^>]*disabled=""/);
    expect(markup).toMatch(/<button(?![^>]*disabled)[^>]*aria-label="Next sponsors"[^>]*>/);
  });

  it('asks the API for the news’ first page, the about-us article and the sponsors, once each', async () => {
    const calls = serveHome();
    await render(home);
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/v2/store/demo/articles/about-us',
      '/v2/store/demo/articles?type=news&per_page=6&page=1',
      '/v2/store/demo/sponsors',
    ]);
  });

  it('returns the data it rendered from, with its release', async () => {
    serveHome();
    const page = await render(home);
    expect(page.release).toBe(__TOUCHLINE_RELEASE__);
    expect(page.data).toEqual({
      release: __TOUCHLINE_RELEASE__,
      pageUrl: 'https://demo.example.test/',
      home: {
        news: { items: [1, 2, 3, 4, 5, 6].map(newsItem), total: NEWS_TOTAL },
        aboutUs: ABOUT_US,
        sponsors: [1, 2, 3, 4, 5, 6].map((id) => sponsor(id, id !== 6)),
      },
    });
  });

  it('renders the home without the about-us block when the club has none', async () => {
    serveHome({ aboutUs: false });
    const page = await render(home);
    expect(page.markup).toContain('Story 1');
    expect(page.markup).not.toContain('Read More');
    expect(page.data.home?.aboutUs).toBeNull();
  });

  it('renders the home of a club without news or sponsors', async () => {
    fakeApi((url) =>
      url.pathname.endsWith('/articles')
        ? { status: 200, body: { items: [], total: 0 } }
        : url.pathname.endsWith('/sponsors')
          ? { status: 200, body: { items: [] } }
          : { status: 404, body: { message: 'Not found' } },
    );
    const { markup } = await render({ ...home, url: '/?utm_source=mail' });
    expect(markup).toContain('There is no news yet.');
    expect(markup).not.toContain('Our sponsors');
    expect(markup).not.toContain('Load More');
  });

  it.each(['news', 'about-us', 'sponsors'] as const)(
    'fails when the %s call fails, so the page is sent with the loading state',
    async (fail) => {
      serveHome({ fail });
      await expect(renderRemotePage(request(home))).rejects.toThrow();
    },
  );

  it('knows the home’s path', () => {
    expect(isHomePage('/')).toBe(true);
    expect(isHomePage('/?ref=menu')).toBe(true);
    expect(isHomePage('/news')).toBe(false);
  });
});

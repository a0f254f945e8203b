/**
 * @jest-environment node
 */
import type { RemotePageRequest } from './render-page';
import { articleSlugOf, renderRemotePage } from './render-page';
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

  it("names the page's document title as the browser's article page does", async () => {
    serveArticle();
    const page = await render();
    expect(page.title).toBe(`Story 3 | ${clubRecord().name}`);
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
    for (const url of ['/', '/contact', '/news', '/news/story-3/more', '/products/membership']) {
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
  });
});

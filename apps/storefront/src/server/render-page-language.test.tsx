/**
 * @jest-environment node
 */
import { renderRemotePage, type RemotePageRequest } from './render-page';
import { clubRecord, fakeApi, newsItem } from '../testing/render-storefront';

const ARTICLE = { ...newsItem(3), published_at: '2026-11-20T10:00:00.000Z', content: '<p>R</p>' };

/** The home's calls and an article, as the API answers them. */
function serve() {
  return fakeApi((url) => {
    if (url.pathname === '/v2/store/demo/articles') {
      return { status: 200, body: { items: [1, 2, 3, 4, 5, 6].map(newsItem), total: 8 } };
    }
    if (url.pathname === '/v2/store/demo/articles/story-3') return { status: 200, body: ARTICLE };
    if (url.pathname === '/v2/store/demo/sponsors') return { status: 200, body: { items: [] } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

const request = (overrides: Partial<RemotePageRequest>): RemotePageRequest => ({
  url: '/',
  pageUrl: 'https://demo.example.test/',
  club: 'demo',
  account: clubRecord(),
  config: { apiBaseUrl: 'http://api.test', apiVersion: 'v2' },
  ...overrides,
});

async function markupOf(overrides: Partial<RemotePageRequest>) {
  const page = await renderRemotePage(request(overrides));
  if (!page) throw new Error('Not rendered');
  return page.markup;
}

describe("the storefront's server render in the page's language", () => {
  it('renders the home in Irish when the page server asks for Irish', async () => {
    serve();
    const markup = await markupOf({ language: 'ga' });
    expect(markup).toMatch(/<h1[^>]*>An nuacht is déanaí<\/h1>/);
    expect(markup).toMatch(/<button[^>]*>Lódáil Tuilleadh<\/button>/);
    expect(markup).not.toContain('Latest news');
    // The catalogue was there before the render: no boundary waited for it.
    expect(markup.startsWith('<section')).toBe(true);
  });

  it('renders an article in Irish', async () => {
    serve();
    const markup = await markupOf({ language: 'ga', url: '/news/story-3' });
    expect(markup).toContain('Foilsithe');
    expect(markup).toContain('aria-label="Roinn an t-alt seo"');
    expect(markup).not.toContain('Published');
  });

  it('renders in English when no language is given, or English is', async () => {
    serve();
    expect(await markupOf({})).toMatch(/<h1[^>]*>Latest news<\/h1>/);
    expect(await markupOf({ language: 'en' })).toMatch(/<h1[^>]*>Latest news<\/h1>/);
  });

  it("takes the club's default language when the request gives none", async () => {
    serve();
    const markup = await markupOf({ account: clubRecord({ default_language: 'ga' }) });
    expect(markup).toMatch(/<h1[^>]*>An nuacht is déanaí<\/h1>/);
  });
});

import { screen } from '@testing-library/react';
import { ArticlePage } from '../articles/article-page';
import { fakeApi, newsItem, renderStorefront } from '../testing/render-storefront';
import { resetStorefrontInitialState } from './content-slice';
import { STOREFRONT_PAGE_DATA } from './page-data';

const ARTICLE = { ...newsItem(3), content: '<p>Match report.</p>' };

function writeBlock(data: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = STOREFRONT_PAGE_DATA;
  block.textContent = JSON.stringify(data);
  document.head.append(block);
}

describe('an article page the server rendered', () => {
  afterEach(() => {
    document.getElementById(STOREFRONT_PAGE_DATA)?.remove();
    resetStorefrontInitialState();
  });

  it('shows the article from the page’s data at once, without asking the API again', () => {
    writeBlock({ release: 'test', pageUrl: 'http://localhost/news/story-3', article: ARTICLE });
    resetStorefrontInitialState();
    const calls = fakeApi(() => ({ status: 500 }));
    renderStorefront(<ArticlePage />, { path: '/news/story-3', route: '/news/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Story 3' })).toBeInTheDocument();
    expect(screen.getByText('Match report.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks the API for another article than the one the page came with', async () => {
    writeBlock({ release: 'test', pageUrl: 'http://localhost/news/story-3', article: ARTICLE });
    resetStorefrontInitialState();
    const calls = fakeApi(() => ({ status: 200, body: { ...newsItem(4), content: '<p>4</p>' } }));
    renderStorefront(<ArticlePage />, { path: '/news/story-4', route: '/news/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Story 4' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/v2/store/demo/articles/story-4']);
  });

  it('loads the article as before on a page without the data', async () => {
    resetStorefrontInitialState();
    fakeApi(() => ({ status: 200, body: ARTICLE }));
    renderStorefront(<ArticlePage />, { path: '/news/story-3', route: '/news/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Story 3' })).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import {
  clubLoaded,
  clubSlice,
  initStore,
  notificationsSlice,
  registerSlice,
  resetStoreForTests,
} from '@touchline/store';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ArticlePage } from '../articles/article-page';
import { HomePage } from '../home/home-page';
import StorefrontRoutes from '../routes/storefront-routes';
import { hydrateRemotePage } from '@touchline/federation/testing';
import { createPageStore, StorefrontServerPage } from '../server/render-page';
import { API, clubRecord, fakeApi, newsItem, renderStorefront } from '../testing/render-storefront';
import { resetStorefrontInitialState } from './content-slice';
import { STOREFRONT_PAGE_DATA, type HomePageData, type StorefrontPageData } from './page-data';

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

const sponsor = (id: number) => ({
  id,
  name: `Sponsor ${id}`,
  link: null,
  featured: false,
  image: { filepath: `https://img.test/s${id}.svg`, filename: `s${id}.svg` },
});

const HOME: HomePageData = {
  news: { items: [1, 2, 3, 4, 5, 6].map(newsItem), total: 8 },
  aboutUs: { ...newsItem(99), slug: 'about-us', title: 'About the Gaels', content: '<p>Us</p>' },
  sponsors: [1, 2, 3].map(sponsor),
};

const config = { apiBaseUrl: API, apiVersion: 'v2' };

/** Makes the screen small (below 768 px) or wide for `matchMedia`. */
function screenWidth(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: query === '(max-width: 767px)' && width < 768,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

/**
 * The home page as the page server sends it (the storefront's root holding its server render,
 * the data block in the page), then the browser's storefront routes hydrating it, as the host's
 * slot does.
 */
async function hydrateServerHome(home: HomePageData) {
  const data: StorefrontPageData = { release: 'test', pageUrl: 'http://localhost/', home };
  const server = (
    <StorefrontServerPage
      store={createPageStore({ account: clubRecord(), config }, data)}
      url="/"
      pageUrl={data.pageUrl}
    />
  );
  writeBlock(data);
  resetStorefrontInitialState();
  resetStoreForTests();
  const store = initStore({ context: { config } });
  registerSlice(clubSlice);
  registerSlice(notificationsSlice);
  store.dispatch(clubLoaded(clubRecord()));
  const page = await hydrateRemotePage({
    remote: 'storefront',
    server,
    browser: (
      <Provider store={store}>
        <MemoryRouter initialEntries={['/']}>
          <StorefrontRoutes />
        </MemoryRouter>
      </Provider>
    ),
    keep: 'h2 a',
  });
  return { ...page, serverTitle: page.kept };
}

const visibleSponsors = () =>
  within(screen.getByTestId('sponsors-list'))
    .getAllByRole('listitem')
    .filter((item) => item.dataset['visible'] === 'true')
    .map((item) => item.querySelector('img')?.getAttribute('alt'));

describe('a home page the server rendered', () => {
  let consoleError: jest.SpyInstance;
  const matchMedia = window.matchMedia;

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });

  afterEach(() => {
    document.getElementById(STOREFRONT_PAGE_DATA)?.remove();
    document.body.innerHTML = '';
    resetStorefrontInitialState();
    window.matchMedia = matchMedia;
    consoleError.mockRestore();
  });

  it('is taken over as it stands: no error, no change, no call for its news, sponsors or about-us', async () => {
    screenWidth(1280);
    const calls = fakeApi(() => ({ status: 500 }));
    const page = await hydrateServerHome(HOME);
    expect(page.errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(page.container.querySelector('h2 a')).toBe(page.serverTitle);
    expect(screen.getAllByRole('link', { name: /^Story \d+$/ })).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'About the Gaels' })).toBeInTheDocument();
    expect(visibleSponsors()).toEqual(['Sponsor 1', 'Sponsor 2', 'Sponsor 3']);
    // All 3 fit on a wide screen: no arrows once the width is known.
    expect(screen.queryByRole('button', { name: 'Next sponsors' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    await page.unmount();
  });

  it('is the app’s once taken over: Load More asks for the second page', async () => {
    screenWidth(1280);
    const calls = fakeApi(() => ({
      status: 200,
      body: { items: [7, 8].map(newsItem), total: 8 },
    }));
    const page = await hydrateServerHome(HOME);
    await act(async () => screen.getByRole('button', { name: 'Load More' }).click());
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Story \d+$/ })).toHaveLength(8),
    );
    expect(calls.map((call) => call.url)).toEqual([
      '/v2/store/demo/articles?type=news&per_page=6&page=2',
    ]);
    await page.unmount();
  });

  it('shows 2 sponsors at a time on a small screen once taken over, with its arrows', async () => {
    screenWidth(400);
    fakeApi(() => ({ status: 500 }));
    const page = await hydrateServerHome(HOME);
    expect(page.errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(visibleSponsors()).toEqual(['Sponsor 1', 'Sponsor 2']);
    const next = screen.getByRole('button', { name: 'Next sponsors' });
    expect(next).toBeEnabled();
    await act(async () => next.click());
    expect(visibleSponsors()).toEqual(['Sponsor 2', 'Sponsor 3']);
    expect(next).toBeDisabled();
    await page.unmount();
  });

  it('does not ask again for an about-us article the club does not have', async () => {
    screenWidth(1280);
    const calls = fakeApi(() => ({ status: 500 }));
    const page = await hydrateServerHome({ ...HOME, aboutUs: null });
    expect(page.errors).toEqual([]);
    expect(screen.queryByRole('link', { name: /^Read More/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    await page.unmount();
  });

  it('loads the home as before on a page without the data', async () => {
    resetStorefrontInitialState();
    const calls = fakeApi((url) =>
      url.pathname.endsWith('/articles')
        ? { status: 200, body: { items: [newsItem(1)], total: 1 } }
        : { status: 404, body: { message: 'Not found' } },
    );
    renderStorefront(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Story 1' })).toBeInTheDocument();
    expect(calls.map((call) => call.url.split('?')[0]).sort()).toEqual([
      '/v2/store/demo/articles',
      '/v2/store/demo/articles/about-us',
      '/v2/store/demo/sponsors',
    ]);
  });
});

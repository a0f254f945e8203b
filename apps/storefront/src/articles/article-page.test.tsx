import { cleanup, screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { PAGE_TITLE, pageOwnsTitle } from '@touchline/federation';
import { fakeApi, newsItem, renderStorefront } from '../testing/render-storefront';
import { ArticlePage } from './article-page';

function serveArticle(status = 200) {
  return fakeApi((url) =>
    url.pathname === '/v2/store/demo/articles/story-3' && status === 200
      ? {
          status: 200,
          body: {
            ...newsItem(3),
            published_at: '2026-11-20T10:00:00.000Z',
            // As the API answers it: sanitised on write and on read (html-sanitizer.ts).
            content:
              '<p>Match report.</p><img src="https://api.test/pitch.jpg" alt="" /><a>Fixtures</a>',
          },
        }
      : { status: status === 200 ? 404 : status, body: { message: 'Article not found' } },
  );
}

describe('article page', () => {
  afterEach(() => {
    document.title = '';
    document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
  });

  it('shows the title, summary, original image, date, the answered content and share links', async () => {
    serveArticle();
    renderStorefront(<ArticlePage />, { path: '/news/story-3', route: '/news/:slug' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Story 3' })).toBeInTheDocument();
    expect(screen.getByText('Summary 3')).toBeInTheDocument();
    expect(screen.getByText('20 November 2026')).toBeInTheDocument();
    const images = document.querySelectorAll('article img');
    expect(images[0]).toHaveAttribute('src', 'http://api.test/news-3.svg');
    expect(screen.getByText('Match report.')).toBeInTheDocument();
    expect(images[1]).toHaveAttribute('src', 'https://api.test/pitch.jpg');
    expect(images[1]).toHaveAttribute('alt', '');
    expect(screen.getByText('Fixtures').tagName).toBe('A');

    const facebook = screen.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(facebook.getAttribute('href')).toMatch(
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/,
    );
    const twitter = screen.getByRole('link', { name: 'Twitter (opens in a new tab)' });
    expect(twitter.getAttribute('href')).toContain('text=Story%203');
  });

  it('sets the document title, description and Open Graph tags', async () => {
    serveArticle();
    renderStorefront(<ArticlePage />, { path: '/news/story-3', route: '/news/:slug' });
    await screen.findByRole('heading', { level: 1, name: 'Story 3' });
    expect(document.title).toBe('Story 3 | Test Gaels');
    const meta = (key: string) =>
      document.head
        .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
        ?.getAttribute('content');
    expect(meta('description')).toBe('Summary 3');
    expect(meta('og:title')).toBe('Story 3');
    expect(meta('og:image')).toBe('http://api.test/news-3.svg');
  });

  it("gives the title back to the club's name when the article is left, and drops the server's tags", async () => {
    serveArticle();
    // The server's title for the article, marked as the page's.
    document.title = 'Story 3 | Test Gaels';
    document.head.querySelector('title')?.setAttribute(PAGE_TITLE, '');
    const serverTag = document.createElement('meta');
    serverTag.setAttribute('property', 'og:title');
    serverTag.setAttribute('content', 'Story 3');
    serverTag.setAttribute('data-page-meta', '');
    document.head.append(serverTag);
    renderStorefront(<ArticlePage />, { path: '/news/story-3', route: '/news/:slug' });
    await screen.findByRole('heading', { level: 1, name: 'Story 3' });
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(pageOwnsTitle()).toBe(true);
    cleanup();
    expect(document.title).toBe('Test Gaels');
    expect(pageOwnsTitle()).toBe(false);
    // The server's tags for the article go with it.
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('goes to the error page when the article cannot be loaded', async () => {
    serveArticle(404);
    renderStorefront(<ArticlePage />, { path: '/news/missing', route: '/news/:slug' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/error'));
    expect(screen.getByText('Error page')).toBeInTheDocument();
  });

  it.each([
    ['cookies-policy', 'Cookies Policy'],
    ['privacy-policy', 'Privacy Policy'],
  ])('shows the platform %s page when the club has none of its own', async (slug, title) => {
    serveArticle(404);
    renderStorefront(<ArticlePage />, { path: `/pages/${slug}`, route: '/pages/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/Test Gaels/)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(`/pages/${slug}`);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('goes to the error page for a missing page the platform has none of either', async () => {
    serveArticle(404);
    renderStorefront(<ArticlePage />, { path: '/pages/club-history', route: '/pages/:slug' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/error'));
  });

  it('goes to the error page when a legal page fails for another reason than a missing page', async () => {
    serveArticle(503);
    renderStorefront(<ArticlePage />, { path: '/pages/privacy-policy', route: '/pages/:slug' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/error'));
  });

  it('has no axe violations', async () => {
    serveArticle();
    renderStorefront(<ArticlePage />, { path: '/news/story-3', route: '/news/:slug' });
    await screen.findByRole('heading', { level: 1, name: 'Story 3' });
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

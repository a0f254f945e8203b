import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fakeApi, newsItem, renderStorefront } from '../testing/render-storefront';
import { HomePage } from './home-page';

const TOTAL = 14;

function serveHome({ failPage }: { failPage?: number } = {}) {
  return fakeApi((url) => {
    if (url.pathname === '/v2/store/demo/articles') {
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      if (page === failPage) return { status: 500, body: { message: 'An error has occurred' } };
      const items = Array.from({ length: TOTAL }, (_, i) => newsItem(i + 1)).slice(
        (page - 1) * perPage,
        page * perPage,
      );
      return { status: 200, body: { items, total: TOTAL } };
    }
    if (url.pathname === '/v2/store/demo/articles/about-us') {
      return {
        status: 200,
        body: {
          ...newsItem(99),
          slug: 'about-us',
          type: 'About Us',
          title: 'About the Gaels',
          summary: 'Founded in 1954.',
          content: '<p>Long story</p>',
        },
      };
    }
    if (url.pathname === '/v2/store/demo/sponsors') {
      return {
        status: 200,
        body: {
          items: [1, 2, 3, 4, 5, 6].map((id) => ({
            id,
            name: `Sponsor ${id}`,
            link: id === 1 ? 'https://example.com/one' : null,
            featured: false,
            image:
              id === 6 ? null : { filepath: `https://img.test/s${id}.svg`, filename: `s${id}.svg` },
          })),
        },
      };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

const cards = () => within(screen.getAllByRole('list')[0]!).getAllByRole('article');

describe('home page', () => {
  it('shows 6 news cards, the first two wide, then loads more until all are shown', async () => {
    const calls = serveHome();
    renderStorefront(<HomePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Latest news' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Story \d+$/ })).toHaveLength(6),
    );
    const links = screen.getAllByRole('link', { name: /^Story \d+$/ });
    expect(links[0]).toHaveAttribute('href', '/news/story-1');
    const items = links.map((link) => link.closest('li'));
    expect(items.slice(0, 2).every((li) => li?.className.includes('wide'))).toBe(true);
    expect(items.slice(2).some((li) => li?.className.includes('wide'))).toBe(false);
    const firstImage = items[0]?.querySelector('img');
    expect(firstImage).toHaveAttribute('src', 'http://api.test/news-1.svg');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Story \d+$/ })).toHaveLength(12),
    );
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Story \d+$/ })).toHaveLength(14),
    );
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    const pages = calls
      .filter((call) => call.url.startsWith('/v2/store/demo/articles?'))
      .map((call) => new URLSearchParams(call.url.split('?')[1]).get('page'));
    expect(pages).toEqual(['1', '2', '3']);
    expect(cards().length).toBeGreaterThan(0);
  });

  it('takes the keyboard to the first new story after Load More, never to the page body', async () => {
    serveHome();
    renderStorefront(<HomePage />);
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'Load More' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Story 7' })).toHaveFocus());
    screen.getByRole('button', { name: 'Load More' }).focus();
    await user.keyboard('{Enter}');
    // The last page: the button goes, and the focus is on what it brought.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Story 13' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('removes the Load More button after a load error and keeps the loaded cards', async () => {
    serveHome({ failPage: 2 });
    renderStorefront(<HomePage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('link', { name: /^Story \d+$/ })).toHaveLength(6);
  });

  it('shows the about-us block with a Read More link', async () => {
    serveHome();
    renderStorefront(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'About the Gaels' })).toBeInTheDocument();
    expect(screen.getByText('Founded in 1954.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read More about Test Gaels' })).toHaveAttribute(
      'href',
      '/pages/about-us',
    );
  });

  it('shows only sponsors with an image, 4 at a time, with arrows to page through', async () => {
    serveHome();
    renderStorefront(<HomePage />);
    const strip = await screen.findByTestId('sponsors-list');
    const logos = within(strip).getAllByRole('img');
    expect(logos.map((img) => img.getAttribute('alt'))).toEqual([
      'Sponsor 1',
      'Sponsor 2',
      'Sponsor 3',
      'Sponsor 4',
      'Sponsor 5',
    ]);
    const visible = () =>
      within(strip)
        .getAllByRole('listitem')
        .filter((li) => li.dataset['visible'] === 'true')
        .map((li) => li.querySelector('img')?.getAttribute('alt'));
    expect(visible()).toEqual(['Sponsor 1', 'Sponsor 2', 'Sponsor 3', 'Sponsor 4']);
    expect(screen.getByRole('link', { name: /Sponsor 1/ })).toHaveAttribute('target', '_blank');

    const user = userEvent.setup();
    const previous = screen.getByRole('button', { name: 'Previous sponsors' });
    expect(previous).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next sponsors' }));
    expect(visible()).toEqual(['Sponsor 2', 'Sponsor 3', 'Sponsor 4', 'Sponsor 5']);
    expect(screen.getByRole('button', { name: 'Next sponsors' })).toBeDisabled();
    await user.click(previous);
    expect(visible()).toEqual(['Sponsor 1', 'Sponsor 2', 'Sponsor 3', 'Sponsor 4']);
  });

  it('shows 2 sponsors at a time below 768 px', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 767px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      serveHome();
      renderStorefront(<HomePage />);
      const strip = await screen.findByTestId('sponsors-list');
      const visible = () =>
        within(strip)
          .getAllByRole('listitem')
          .filter((li) => li.dataset['visible'] === 'true')
          .map((li) => li.querySelector('img')?.getAttribute('alt'));
      expect(visible()).toEqual(['Sponsor 1', 'Sponsor 2']);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Next sponsors' }));
      expect(visible()).toEqual(['Sponsor 3', 'Sponsor 4']);
      await user.click(screen.getByRole('button', { name: 'Next sponsors' }));
      expect(visible()).toEqual(['Sponsor 4', 'Sponsor 5']);
      expect(screen.getByRole('button', { name: 'Next sponsors' })).toBeDisabled();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('hides the sponsor arrows when 4 or fewer sponsors have images', async () => {
    fakeApi((url) =>
      url.pathname.endsWith('/sponsors')
        ? {
            status: 200,
            body: {
              items: [1, 2, 3].map((id) => ({
                id,
                name: `Sponsor ${id}`,
                link: null,
                featured: false,
                image: { filepath: `https://img.test/s${id}.svg`, filename: 's.svg' },
              })),
            },
          }
        : url.pathname.endsWith('/articles')
          ? { status: 200, body: { items: [], total: 0 } }
          : { status: 404, body: { message: 'Not found' } },
    );
    renderStorefront(<HomePage />);
    await screen.findByTestId('sponsors-list');
    expect(screen.queryByRole('button', { name: 'Next sponsors' })).not.toBeInTheDocument();
    expect(screen.getByText('There is no news yet.')).toBeInTheDocument();
  });

  it('has no axe violations once loaded', async () => {
    serveHome();
    const { container } = { container: document.body };
    renderStorefront(<HomePage />);
    await screen.findByRole('heading', { name: 'About the Gaels' });
    await screen.findByTestId('sponsors-list');
    expect(await axe(container)).toHaveNoViolations();
  });
});

import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { accountWith, fixtureAccount } from '../../test/club-account.fixture';
import { renderWithStore } from '../../test/render-with-store';
import { Banner } from './banner';

const banner = fixtureAccount.banner!;

describe('Banner', () => {
  it('shows the banner title, text and internal link over the layout image', async () => {
    const { container } = renderWithStore(<Banner />);
    expect(screen.getByText(banner.title)).toBeInTheDocument();
    expect(screen.getByText(banner.short_content)).toBeInTheDocument();
    // The home page's own h1 comes later; the banner adds no heading.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: `Find out more about ${banner.title}` });
    expect(link).toHaveAttribute('href', '/products/membership');
    expect(link).not.toHaveAttribute('target');
    expect(container.querySelector('img')).toHaveAttribute('src', fixtureAccount.layout_image);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens an external banner link in a new tab', () => {
    renderWithStore(<Banner />, {
      account: accountWith({
        banner: { ...banner, url: null, external_url: 'https://county.example.test/news' },
      }),
    });
    const link = screen.getByRole('link', { name: /Find out more/ });
    expect(link).toHaveAttribute('href', 'https://county.example.test/news');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleDescription('(opens in a new tab)');
  });

  it('shows no link when the banner has no address', () => {
    renderWithStore(<Banner />, {
      account: accountWith({ banner: { ...banner, url: null, external_url: null } }),
    });
    expect(screen.getByText(banner.title)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('holds its place while the club loads', () => {
    renderWithStore(<Banner />, { account: null });
    expect(screen.getByTestId('banner-placeholder')).toBeEmptyDOMElement();
  });

  it('shows nothing for a club without banner or image', () => {
    const { container } = renderWithStore(<Banner />, {
      account: accountWith({ banner: null, layout_image: null }),
    });
    expect(container).toBeEmptyDOMElement();
  });
});

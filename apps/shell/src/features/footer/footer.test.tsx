import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { accountWith, fixtureAccount } from '../../test/club-account.fixture';
import { renderWithStore } from '../../test/render-with-store';
import { Footer } from './footer';

const footerNav = () => within(screen.getByRole('navigation', { name: 'Footer' }));

describe('Footer', () => {
  it('shows the club name, Home, every menu link with sections flattened, and Contact', () => {
    renderWithStore(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(fixtureAccount.name)).toBeInTheDocument();
    expect(
      footerNav()
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About Us', '/pages/about-us'],
      ['Membership', '/products/membership'],
      ['Club Lotto', '/products/lotto/weekly-lotto'],
      ['Christmas Draw', '/products/draw/christmas-draw'],
      ['Club Shop', '/products/shop'],
      ['Committee', '/pages/committee'],
      ['Club Grounds', '/pages/club-grounds'],
      ['County Board', 'https://county.example.test/'],
      ['Contact', '/contact'],
      ['Accessibility', '/accessibility'],
    ]);
    expect(footerNav().getByRole('link', { name: 'County Board' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it("leads from the account area to the club's own site, where its pages are", () => {
    renderWithStore(<Footer />, { host: { area: 'myaccount', club: fixtureAccount.slug } });
    const site = `http://${fixtureAccount.slug}.localhost`;
    const links = footerNav()
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toContainEqual(['Home', `${site}/`]);
    expect(links).toContainEqual(['Club Shop', `${site}/products/shop`]);
    expect(links).toContainEqual(['Contact', `${site}/contact`]);
    // The account host's footer leads to the club's statement too.
    expect(links).toContainEqual(['Accessibility', `${site}/accessibility`]);
    expect(links).toContainEqual(['County Board', 'https://county.example.test/']);
  });

  it('shows the social links under Follow us', () => {
    renderWithStore(<Footer />);
    const followUs = screen.getByRole('region', { name: 'Follow us' });
    expect(within(followUs).getByRole('heading', { name: 'Follow us' })).toBeInTheDocument();
    expect(within(followUs).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      fixtureAccount.facebook,
    );
    expect(within(followUs).getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      fixtureAccount.twitter,
    );
    expect(within(followUs).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      fixtureAccount.instagram,
    );
  });

  it('links to the provider overview, terms and privacy pages', () => {
    renderWithStore(<Footer />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(/Powered by/)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Touchline' })).toHaveAttribute(
      'href',
      'https://touchline.ie',
    );
    expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      'https://touchline.ie/terms',
    );
    expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      'https://touchline.ie/privacy',
    );
  });

  it('leaves out Contact and Follow us when the club has neither', () => {
    renderWithStore(<Footer />, {
      account: accountWith({
        features: { ...fixtureAccount.features, is_contact_enabled: false },
        facebook: null,
        twitter: '',
        instagram: null,
      }),
    });
    expect(footerNav().queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.queryByText('Follow us')).not.toBeInTheDocument();
  });

  it('always links the club’s accessibility statement, contact page or not', () => {
    renderWithStore(<Footer />, {
      account: accountWith({ features: { ...fixtureAccount.features, is_contact_enabled: false } }),
    });
    expect(footerNav().getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
  });

  it('marks the statement’s link on its own page', () => {
    renderWithStore(<Footer />, { route: '/accessibility' });
    expect(footerNav().getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks the current page', () => {
    renderWithStore(<Footer />, { route: '/' });
    expect(footerNav().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithStore(<Footer />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeEmailsApi } from '../testing/fake-emails-api';
import { anAdmin, renderBackoffice } from '../testing/render-backoffice';
import { BackofficeRoutes } from './app';

jest.mock('@touchline/federation', () => ({
  RemoteSlot: ({ remote, expose }: { remote: string; expose: string }) => (
    <p>
      remote {remote} {expose}
    </p>
  ),
  RemoteUnavailable: () => null,
}));

beforeEach(() => fakeEmailsApi([]));

describe('back-office host', () => {
  it('greets visitors with a way to sign in', async () => {
    renderBackoffice(<BackofficeRoutes />, { user: null });
    expect(screen.getByRole('heading', { name: 'Club back-office' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/authentication/sign-in',
    );
    expect(screen.queryByRole('navigation', { name: 'Back-office' })).not.toBeInTheDocument();
  });

  it("names the admin's club and leads to every tool, from the menu and the home page", () => {
    renderBackoffice(<BackofficeRoutes />);
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    const tools = [
      ['Emails', '/emails/distribution-lists'],
      ['Contact inbox', '/contact-inbox'],
      ['Forms', '/forms'],
      ['Payments', '/payments'],
      ['Orders', '/orders'],
      ['Club settings', '/club-settings'],
      ['News', '/news-and-pages'],
    ];
    const linksOf = (area: HTMLElement) =>
      within(area)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/'))
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(linksOf(nav)).toEqual(tools);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('You are running Demo GAA.');
    expect(within(main).getByRole('link', { name: 'View the club site' })).toHaveAttribute(
      'href',
      'http://demo.localhost/',
    );
    expect(linksOf(main)).toEqual(tools);
  });

  it('puts the tools behind a Menu button that opens and closes them', async () => {
    renderBackoffice(<BackofficeRoutes />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('opens the email tools for an admin', async () => {
    renderBackoffice(<BackofficeRoutes />, { path: '/emails' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email distribution lists' }),
    ).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/emails/distribution-lists');
  });

  it('sends a visitor to sign in first, and back to the page afterwards', async () => {
    renderBackoffice(<BackofficeRoutes />, {
      path: '/emails/distribution-lists?page=2',
      user: null,
    });
    expect(await screen.findByText('remote auth ./routes')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/authentication/sign-in?redirect=%2Femails%2Fdistribution-lists%3Fpage%3D2',
    );
  });

  it('keeps a signed-in member without an admin role out of the email tools', async () => {
    renderBackoffice(<BackofficeRoutes />, {
      path: '/emails/distribution-lists',
      user: anAdmin({ roles: ['Member'] }),
    });
    expect(await screen.findByText('remote auth ./routes')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Email distribution lists' }),
    ).not.toBeInTheDocument();
  });

  it('opens the auth remote for everything under authentication', () => {
    renderBackoffice(<BackofficeRoutes />, { path: '/authentication/sign-in', user: null });
    expect(screen.getByText('remote auth ./routes')).toBeInTheDocument();
  });

  it('shows the auth remote user menu in the header', () => {
    renderBackoffice(<BackofficeRoutes />, { user: null });
    expect(screen.getByRole('banner')).toHaveTextContent('remote auth ./UserMenu');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie, removeCookie } from '@touchline/api-client';
import { LANGUAGE_COOKIE } from '@touchline/i18n';
import {
  languageChosen,
  languageSlice,
  pageLeave,
  registerCoreSlices,
  registerSlice,
} from '@touchline/store';
import { axe } from 'jest-axe';
import { backofficeMessages } from '../messages/backoffice-messages';
import { fakeEmailsApi } from '../testing/fake-emails-api';
import { anAdmin, renderBackoffice } from '../testing/render-backoffice';
import { BackofficeRoutes } from './app';

const anEditor = () =>
  anAdmin({
    email: 'editor@demo.touchline.test',
    roles: ['Editor'],
    accounts: [{ account_id: 1, slug: 'demo', name: 'Demo GAA', roles: ['Editor'] }],
  });

/** Following a link to another host leaves the page: here it is only recorded. */
const leave = jest.spyOn(pageLeave, 'to');
beforeEach(() => leave.mockReset().mockImplementation(() => undefined));
afterAll(() => leave.mockRestore());

jest.mock('@touchline/federation', () => ({
  RemoteSlot: ({ remote, expose }: { remote: string; expose: string }) => (
    <p>
      remote {remote} {expose}
    </p>
  ),
  RemoteUnavailable: () => null,
}));

beforeEach(() => fakeEmailsApi([]));
beforeAll(() => backofficeMessages.preload('ga'));
afterEach(() => removeCookie(LANGUAGE_COOKIE));

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
      ['Members', '/members'],
      ['Payments', '/payments'],
      ['Orders', '/orders'],
      ['Lotto', '/lotto'],
      ['Club settings', '/club-settings'],
      ['News', '/news-and-pages'],
      ['Team', '/team'],
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

  it('hands the session over to the club site with "View the club site", as a one-time code', async () => {
    const api = { requestHandoverCode: jest.fn(async () => ({ code: 'code-1', expires_in: 60 })) };
    renderBackoffice(<BackofficeRoutes />, { api });
    await userEvent.click(screen.getByRole('link', { name: 'View the club site' }));
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith(`http://demo.localhost/?c=code-1&u=${anAdmin().id}`),
    );
  });

  it('shows an Editor only the tools of the role, in the menu and on the home page', () => {
    renderBackoffice(<BackofficeRoutes />, { user: anEditor() });
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['News']);
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['View the club site', 'News']);
  });

  it('shows an Admin who is not Owner every tool but the team', () => {
    renderBackoffice(<BackofficeRoutes />, {
      user: anAdmin({
        roles: ['Admin'],
        accounts: [{ account_id: 1, slug: 'demo', name: 'Demo GAA', roles: ['Admin'] }],
      }),
    });
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    expect(within(nav).queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Payments' })).toBeVisible();
  });

  it('tells an Editor who opens another role’s tool by its address that it is not theirs', async () => {
    const { container } = renderBackoffice(<BackofficeRoutes />, {
      user: anEditor(),
      path: '/payments',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This tool is not part of your role' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Your role in the club does not include this page. Ask the club’s Owner if you need it.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your tools' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('where')).toHaveTextContent('/payments');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('does not open the member register to an Editor', () => {
    renderBackoffice(<BackofficeRoutes />, { user: anEditor(), path: '/members' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This tool is not part of your role' }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    expect(within(nav).queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
  });

  it('shows the Lotto coordinator the Lotto alone, and refuses the member register', () => {
    const coordinator = anAdmin({
      email: 'lotto@demo.touchline.test',
      roles: ['LottoCoordinator'],
      accounts: [{ account_id: 1, slug: 'demo', name: 'Demo GAA', roles: ['LottoCoordinator'] }],
    });
    renderBackoffice(<BackofficeRoutes />, { user: coordinator, path: '/members' });
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Lotto']);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This tool is not part of your role' }),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Member register' })).not.toBeInTheDocument();
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

describe('the back office in Irish', () => {
  /** The back office as an admin who chose Irish sees it. */
  function renderInIrish(path = '/', user = anAdmin()) {
    const rendered = renderBackoffice(<BackofficeRoutes />, { language: 'ga', path, user });
    act(() => {
      registerSlice(languageSlice);
      rendered.store.dispatch(languageChosen('ga'));
    });
    return rendered;
  }

  it('offers Irish in the header, and switches to it', async () => {
    const { store } = renderBackoffice(<BackofficeRoutes />);
    const reloadPage = jest.fn();
    store.setSagaContext({ reloadPage });
    registerCoreSlices();
    const banner = screen.getByRole('banner');
    const irish = within(banner).getByRole('button', { name: 'Gaeilge' });
    expect(irish).toHaveAttribute('lang', 'ga');
    irish.focus();
    await userEvent.keyboard('{Enter}');
    // Kept on this device (and the admin's account), then the page comes again in Irish.
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(readCookie(LANGUAGE_COOKIE)).toBe('ga');
  });

  it('names the tools in Irish and offers English', () => {
    renderInIrish();
    const english = within(screen.getByRole('banner')).getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Oifig chúil Touchline' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = screen.getByRole('navigation', { name: 'Oifig chúil' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Ríomhphoist',
      'Bosca teagmhála',
      'Foirmeacha',
      'Baill',
      'Íocaíochtaí',
      'Orduithe',
      'Lotto',
      'Socruithe an chlub',
      'Nuacht',
      'Foireann',
    ]);
    expect(screen.getByRole('button', { name: 'Roghchlár' })).toBeVisible();
  });

  it('shows the home page in Irish', () => {
    renderInIrish();
    expect(screen.getByRole('heading', { level: 1, name: 'Oifig chúil an chlub' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Tá tú i mbun Demo GAA.');
    expect(within(main).getByText('Demo GAA').tagName).toBe('STRONG');
    expect(within(main).getByRole('link', { name: 'Féach ar shuíomh an chlub' })).toBeVisible();
    expect(within(main).getByText('Suíomh an chlub ar an léarscáil.')).toBeVisible();
    expect(main).not.toHaveTextContent('You are running');
    expect(main).not.toHaveTextContent('View the club site');
    expect(main).not.toHaveTextContent("The club's location on the map.");
  });

  it('tells an Editor in Irish that another role’s tool is not theirs', () => {
    renderInIrish('/payments', anEditor());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Níl an uirlis seo mar chuid de do ról' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ar ais chuig d’uirlisí' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByText('Back to your tools')).not.toBeInTheDocument();
  });

  it('greets a visitor in Irish with a way to sign in', () => {
    renderBackoffice(<BackofficeRoutes />, { language: 'ga', user: null });
    expect(screen.getByRole('heading', { name: 'Oifig chúil an chlub' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sínigh isteach' })).toHaveAttribute(
      'href',
      '/authentication/sign-in',
    );
    expect(screen.queryByText('Sign in')).not.toBeInTheDocument();
  });
});

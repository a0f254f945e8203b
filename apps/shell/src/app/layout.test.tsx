import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteSlotProps } from '@touchline/federation';
import Cookies from 'js-cookie';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router';
import { fixtureAccount } from '../test/club-account.fixture';
import { renderWithStore } from '../test/render-with-store';
import { Layout } from './layout';

jest.mock('@touchline/federation', () => ({
  ...jest.requireActual('@touchline/federation'),
  RemoteSlot: ({ remote, fallback }: RemoteSlotProps) => fallback({ remote, retry: () => {} }),
}));

const site = (
  <Routes>
    <Route element={<Layout />}>
      <Route path="*" element={<h1>Latest news</h1>} />
    </Route>
  </Routes>
);

describe('Layout', () => {
  afterEach(() => {
    localStorage.clear();
    Cookies.remove('cookie_consent', { path: '/' });
  });

  it('frames the home page with header, banner, content, footer and cookie banner', async () => {
    const { container } = renderWithStore(site, { route: '/' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByText(fixtureAccount.banner!.title)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Latest news' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    // Past the header's after-paint moment, so nothing updates the page while axe reads it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('puts the cookie choice before the page for the keyboard, and keeps the focus once it is made', async () => {
    const user = userEvent.setup();
    renderWithStore(site, { route: '/' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Cookies Policy' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'I understand' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    // Not lost to the page's body: the stop before the banner, from where Tab goes on.
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('banner')).toContainElement(document.activeElement as HTMLElement);
  });

  it('shows the banner on the home page only', () => {
    renderWithStore(site, { route: '/pages/history' });
    expect(screen.queryByText(fixtureAccount.banner!.title)).not.toBeInTheDocument();
  });

  it('hides the navbar, but not the footer, in embedded mode', () => {
    localStorage.setItem('hideNavbar', 'true');
    renderWithStore(site, { route: '/' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the email action pages without navbar and footer', () => {
    renderWithStore(site, { route: '/recurring-email-status?email_id=1' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows an error passed in the address', () => {
    renderWithStore(site, { route: '/?error=Payment%20failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Payment failed');
  });
});

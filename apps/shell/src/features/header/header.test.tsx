import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteSlotProps } from '@touchline/federation';
import { axe } from 'jest-axe';
import { accountWith, fixtureAccount } from '../../test/club-account.fixture';
import { renderWithStore } from '../../test/render-with-store';
import { Header } from './header';

// The auth remote is "down" (its slot shows the fallback); the checkout remote answers. The
// page's idle moment comes when a test says (`pageIdle.come()`), never on its own.
const pageIdle = { come: () => {} };
const mockLoaded: string[] = [];
jest.mock('@touchline/federation', () => ({
  loadExposed: (id: string) => {
    mockLoaded.push(id);
    return Promise.resolve({});
  },
  whenPageIdle: () =>
    new Promise<void>((resolve) => {
      pageIdle.come = resolve;
    }),
  whenIdleAgain: () => Promise.resolve(),
  // The checkout's button says whether the header asked it to arrive with its sheet open.
  RemoteSlot: ({ remote, fallback, props }: RemoteSlotProps) =>
    remote === 'checkout' ? (
      <button
        type="button"
        data-open-sheet={String(Boolean(props && 'openSheet' in props && props.openSheet))}
      >
        Cart
      </button>
    ) : (
      fallback({ remote, retry: () => {} })
    ),
}));

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('shows the club logo linking home', () => {
    renderWithStore(<Header />);
    const logo = screen.getByRole('img', { name: fixtureAccount.name });
    expect(logo).toHaveAttribute('src', fixtureAccount.logo_image);
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it("leads from the account area's logo and menu to the club's own site", () => {
    renderWithStore(<Header />, { host: { area: 'myaccount', club: fixtureAccount.slug } });
    const site = `http://${fixtureAccount.slug}.localhost`;
    const logo = screen.getByRole('img', { name: fixtureAccount.name });
    expect(logo.closest('a')).toHaveAttribute('href', `${site}/`);
    const links = within(mainNav()).getAllByRole('link');
    // The language switch keeps the visitor's choice on the host they are on.
    const switchLink = within(mainNav()).getByRole('link', { name: 'Gaeilge' });
    expect(switchLink.getAttribute('href')).toMatch(/^\/language\?to=ga&/);
    for (const link of links.filter((other) => other !== switchLink)) {
      const href = link.getAttribute('href') ?? '';
      // The club's pages are on its site; links the club set elsewhere stay as they are.
      expect(href.startsWith('/')).toBe(false);
    }
  });

  it('shows the first three menu items by position, then the club links and More...', () => {
    renderWithStore(<Header />);
    const [menu] = within(mainNav()).getAllByRole('list');
    const controls = Array.from(menu?.children ?? [], (item) => item.querySelector('a, button'));
    expect(controls.map((control) => control?.textContent)).toEqual([
      'About Us',
      'Membership',
      'Club Lotto',
      'Fixtures & Results',
      'Results & Fixtures',
      'Contact',
    ]);
    // 'More...' follows the list, at the end of the bar.
    const more = within(mainNav()).getByRole('button', { name: 'More...' });
    expect(menu?.compareDocumentPosition(more)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // Once it has run, the bar is marked as measured and shows every entry it has room for.
    expect(menu).toHaveAttribute('data-measured', 'true');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/pages/about-us');
    expect(nav.getByRole('link', { name: 'Membership' })).toHaveAttribute(
      'href',
      '/products/membership',
    );
    expect(nav.getByRole('link', { name: 'Club Lotto' })).toHaveAttribute(
      'href',
      '/products/lotto/weekly-lotto',
    );
    expect(nav.getByRole('link', { name: 'Fixtures & Results' })).toHaveAttribute(
      'href',
      '/fixtures-results',
    );
    expect(nav.getByRole('link', { name: 'Results & Fixtures' })).toHaveAttribute(
      'href',
      '/results-fixtures',
    );
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('lists the other items under More..., with sections as their own dropdown', async () => {
    const user = userEvent.setup();
    renderWithStore(<Header />);
    const more = screen.getByRole('button', { name: 'More...' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Christmas Draw' })).not.toBeInTheDocument();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    const inPanel = within(panel as HTMLElement);
    expect(inPanel.getByRole('link', { name: 'Christmas Draw' })).toHaveAttribute(
      'href',
      '/products/draw/christmas-draw',
    );
    expect(inPanel.getByRole('link', { name: 'Club Shop' })).toHaveAttribute(
      'href',
      '/products/shop',
    );

    const external = inPanel.getByRole('link', { name: 'County Board' });
    expect(external).toHaveAttribute('href', 'https://county.example.test/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleDescription('(opens in a new tab)');

    const section = inPanel.getByRole('button', { name: 'Our Club' });
    await user.click(section);
    expect(section).toHaveAttribute('aria-expanded', 'true');
    expect(inPanel.getByRole('link', { name: 'Committee' })).toHaveAttribute(
      'href',
      '/pages/committee',
    );
    expect(inPanel.getByRole('link', { name: 'Club Grounds' })).toHaveAttribute(
      'href',
      '/pages/club-grounds',
    );
  });

  it('shows a section among the first three items as a dropdown of its pages', async () => {
    const user = userEvent.setup();
    renderWithStore(<Header />, {
      account: accountWith({
        menu_items: [
          {
            position: 1,
            title: 'Teams',
            type: 'Section',
            product_type: null,
            url: 'teams',
            pages: [{ title: 'Senior Hurling', url: '/senior-hurling' }],
          },
        ],
      }),
    });
    expect(screen.queryByRole('button', { name: 'More...' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Teams' }));
    expect(screen.getByRole('link', { name: 'Senior Hurling' })).toHaveAttribute(
      'href',
      '/pages/senior-hurling',
    );
  });

  it('opens dropdowns from the keyboard and closes them on Escape, back on the button', async () => {
    const user = userEvent.setup();
    renderWithStore(<Header />);
    const more = screen.getByRole('button', { name: 'More...' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Christmas Draw' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    await user.keyboard(' ');
    expect(more).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes only the inner section on Escape, and a dropdown when focus moves past it', async () => {
    const user = userEvent.setup();
    renderWithStore(<Header />);
    const more = screen.getByRole('button', { name: 'More...' });
    await user.click(more);
    const section = screen.getByRole('button', { name: 'Our Club' });
    await user.click(section);
    await user.keyboard('{Escape}');
    expect(section).toHaveAttribute('aria-expanded', 'false');
    expect(section).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'true');

    await user.tab(); // County Board, the last link in the panel
    await user.tab(); // out of the panel, to the social links
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a dropdown on a click outside it and when a link is followed', async () => {
    const user = userEvent.setup();
    renderWithStore(<Header />);
    const more = screen.getByRole('button', { name: 'More...' });
    await user.click(more);
    await user.click(document.body);
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    await user.click(screen.getByRole('link', { name: 'Christmas Draw' }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open dropdown when the page changes by other means', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithStore(<Header />);
    const more = screen.getByRole('button', { name: 'More...' });
    await user.click(more);
    // e.g. the browser's back button: no press or focus change inside the page.
    navigate('/pages/history');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the link of the current page', () => {
    renderWithStore(<Header />, { route: '/pages/about-us' });
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Membership' })).not.toHaveAttribute('aria-current');
  });

  it('collapses the navigation behind a Menu toggle', async () => {
    const user = userEvent.setup();
    renderWithStore(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', mainNav().id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows the social links by name', () => {
    renderWithStore(<Header />);
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      fixtureAccount.facebook,
    );
    expect(nav.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      fixtureAccount.twitter,
    );
    expect(nav.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      fixtureAccount.instagram,
    );
  });

  it('leaves out the club links whose data or feature is missing', () => {
    renderWithStore(<Header />, {
      account: accountWith({
        comortais: null,
        comet: { api_key: '', organization_id: '1' },
        features: { ...fixtureAccount.features, is_contact_enabled: false },
        facebook: null,
        twitter: null,
        instagram: null,
      }),
    });
    const nav = within(mainNav());
    expect(nav.queryByRole('link', { name: 'Fixtures & Results' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Results & Fixtures' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('needs both the provider data and its feature for the league links', () => {
    renderWithStore(<Header />, {
      account: accountWith({
        features: { ...fixtureAccount.features, comortais: false, comet: false },
      }),
    });
    expect(screen.queryByRole('link', { name: 'Fixtures & Results' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Results & Fixtures' })).not.toBeInTheDocument();
  });

  it('shows the sign-in link when the user menu is not available', async () => {
    renderWithStore(<Header />);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/authentication/check-email?origin=appHeader',
    );
  });

  it("shows a first visit's light widgets at once and loads the remotes when reached for", async () => {
    const user = userEvent.setup();
    const { container } = renderWithStore(<Header />);
    const lightCart = screen.getByRole('button', { name: 'Cart, 0 items' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(container.querySelectorAll('.slotPlaceholder')).toHaveLength(0);
    // Past the after-paint moment a returning visitor's widgets load at, nothing is fetched from
    // the remotes until the visitor reaches for the widgets.
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(screen.queryByRole('button', { name: 'Cart' })).not.toBeInTheDocument();

    await user.hover(lightCart);
    expect(await screen.findByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cart, 0 items' })).not.toBeInTheDocument();
  });

  it("loads a first visit's remotes once the page is idle, before the visitor reaches for them", async () => {
    renderWithStore(<Header />);
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    mockLoaded.length = 0;
    await act(async () => pageIdle.come());
    expect(await screen.findByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cart, 0 items' })).not.toBeInTheDocument();
    // The sign-in dialog's code too: a signed-out visitor's likely first act.
    expect(mockLoaded).toEqual(
      expect.arrayContaining(['checkout/CartButton', 'auth/UserMenu', 'auth/routes']),
    );
  });

  it("brings the checkout's button with its sheet open when the light cart is pressed", async () => {
    renderWithStore(<Header />);
    const lightCart = screen.getByRole('button', { name: 'Cart, 0 items' });
    // Pressed before the checkout's code has arrived (focus, then the click).
    act(() => {
      lightCart.focus();
      fireEvent.click(lightCart);
    });
    const cart = await screen.findByRole('button', { name: 'Cart' });
    expect(cart).toHaveAttribute('data-open-sheet', 'true');
    // The light cart had the focus: the button that took its place has it now.
    expect(cart).toHaveFocus();
  });

  it('keeps the light cart in place while a press on it is under way, so the press lands', async () => {
    renderWithStore(<Header />);
    // The pointer reaches the light cart, which starts the remote's loading, and presses it...
    const lightCart = screen.getByRole('button', { name: 'Cart, 0 items' });
    fireEvent.pointerOver(lightCart);
    fireEvent.pointerDown(lightCart);
    // Its module loaded (the mock answers at once), so only the press keeps the light cart.
    await act(async () => {
      await Promise.resolve();
    });
    expect(mockLoaded).toContain('checkout/CartButton');
    // ...the remote has arrived, yet the light cart stays until the press ends on it.
    expect(lightCart).toBeInTheDocument();
    fireEvent.pointerUp(lightCart);
    fireEvent.click(lightCart);
    const cart = await screen.findByRole('button', { name: 'Cart' });
    expect(cart).toHaveAttribute('data-open-sheet', 'true');
  });

  it("leaves a remote's widget in place when a press begins on it", async () => {
    renderWithStore(<Header />);
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Cart, 0 items' }));
    const cart = await screen.findByRole('button', { name: 'Cart' });
    fireEvent.pointerDown(cart);
    await act(async () => {
      await Promise.resolve();
    });
    expect(cart).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cart, 0 items' })).not.toBeInTheDocument();
  });

  it('opens no sheet for a press that ends away from the widget it began on', async () => {
    renderWithStore(<Header />);
    const lightCart = screen.getByRole('button', { name: 'Cart, 0 items' });
    fireEvent.pointerOver(lightCart);
    fireEvent.pointerDown(lightCart);
    fireEvent.pointerUp(mainNav());
    const cart = await screen.findByRole('button', { name: 'Cart' });
    expect(cart).toHaveAttribute('data-open-sheet', 'false');
  });

  it("passes a keyboard visitor's focus from a light widget to the control that replaces it", async () => {
    const user = userEvent.setup();
    renderWithStore(<Header />);
    const lightCart = screen.getByRole('button', { name: 'Cart, 0 items' });
    // Focus reaches the widgets, which loads the remotes; the light cart is replaced.
    act(() => lightCart.focus());
    const cart = await screen.findByRole('button', { name: 'Cart' });
    expect(lightCart).not.toBeInTheDocument();
    expect(cart).toHaveFocus();
    expect(cart).toHaveAttribute('data-open-sheet', 'false');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveFocus();
  });

  it("loads a returning visitor's widgets after the first paint, in held places", async () => {
    document.cookie = 'touchline_cart=cart-1; path=/';
    try {
      const { container } = renderWithStore(<Header />);
      expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
      expect(container.querySelectorAll('.slotPlaceholder').length).toBe(2);
      expect(await screen.findByRole('button', { name: 'Cart' })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    } finally {
      document.cookie = 'touchline_cart=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('shows the cart with the checkout feature, except on the checkout pages', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithStore(<Header />);
    await user.hover(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Cart' })).toBeInTheDocument();
    unmount();

    renderWithStore(<Header />, { route: '/checkout/confirmation' });
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
    cleanup();

    renderWithStore(<Header />, {
      account: accountWith({ features: { ...fixtureAccount.features, checkout: false } }),
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('has no axe violations, closed and with every dropdown open', async () => {
    const user = userEvent.setup();
    const { container } = renderWithStore(<Header />);
    // Past the after-paint moment, so nothing updates the header while axe reads it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'More...' }));
    await user.click(screen.getByRole('button', { name: 'Our Club' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});

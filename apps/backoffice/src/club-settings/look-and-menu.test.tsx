import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fakeClubSettingsApi } from '../testing/fake-club-settings-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { ClubSettingsPage } from './club-settings-page';

jest.mock('mapbox-gl', () => ({ __esModule: true, default: {} }));

const PRIMARY = 'Primary colour (header, footer, buttons, links)';
const LOW_PRIMARY =
  'Links in the primary colour on the white page: contrast 4.48:1, below the 4.5:1 WCAG AA requires for text.';

const renderPage = () => renderBackoffice(<ClubSettingsPage />, { path: '/club-settings' });
const section = (name: string) => screen.getByRole('region', { name });
/** The page beside a link to another tool, as the back office's navigation has. */
const renderWithLink = () =>
  renderBackoffice(
    <>
      <ClubSettingsPage />
      <a href="/forms">Forms</a>
    </>,
    { path: '/club-settings' },
  );

describe('the Look section', () => {
  it('shows the name, the colours with a header preview and their contrast, and the switches', async () => {
    fakeClubSettingsApi();
    const { container } = renderPage();
    expect(await screen.findByLabelText('Club name')).toHaveValue('Glenarden Gaels GAA Club');
    const look = section('Look');
    expect(within(look).getByRole('textbox', { name: `${PRIMARY}` })).toHaveValue('#0B5D3B');
    const preview = within(look).getByTestId('header-preview');
    expect(preview).toHaveTextContent('Glenarden Gaels GAA Club');
    expect(preview).toHaveStyle({ background: '#0B5D3B', color: '#ffffff' });
    expect(
      within(look)
        .getByText(/Header and button text on the primary colour/)
        .closest('li'),
    ).toHaveTextContent('7.95:1 (passes WCAG AA)');
    const features = within(look).getByRole('group', { name: 'Features' });
    expect(within(features).getByRole('checkbox', { name: 'Shop' })).toBeChecked();
    expect(
      within(features).getByRole('checkbox', { name: 'Results and tables (Comet)' }),
    ).not.toBeChecked();
    await screen.findByText('No changes to the club’s settings yet.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says a colour below AA as it is typed, and saves nothing', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    renderPage();
    const primary = await screen.findByRole('textbox', { name: `${PRIMARY}` });
    await user.clear(primary);
    await user.type(primary, '#777777');
    expect(within(section('Look')).getByRole('alert')).toHaveTextContent(LOW_PRIMARY);
    expect(primary).toHaveAccessibleDescription(LOW_PRIMARY);
    await user.click(screen.getByRole('button', { name: 'Save look' }));
    expect(api.callsTo('PUT', '/backoffice/club/look')).toEqual([]);
  });

  it('saves a new primary colour and name, and lists the change', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    const { noticesShown } = renderPage();
    const primary = await screen.findByRole('textbox', { name: `${PRIMARY}` });
    await user.clear(primary);
    await user.type(primary, '#1D3557');
    const name = screen.getByLabelText('Club name');
    await user.clear(name);
    await user.type(name, 'Glenarden Gaels');
    await user.click(screen.getByRole('checkbox', { name: 'Draws' }));
    expect(screen.getByTestId('header-preview')).toHaveTextContent('Glenarden Gaels');
    await user.click(screen.getByRole('button', { name: 'Save look' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({
        type: 'success',
        title: 'The club’s look has been saved.',
      }),
    );
    expect(api.look()).toMatchObject({
      name: 'Glenarden Gaels',
      colors: { primary: '#1D3557' },
      features: { draw: false },
    });
    const changes = section('Recent changes');
    expect(await within(changes).findByText(/changed by Niamh Gallagher/)).toHaveTextContent(
      /^Look changed by Niamh Gallagher, /,
    );
    // The day and time as the back office shows dates: dd/MM/yyyy HH:mm.
    expect(within(changes).getByText('30/11/2026 12:00')).toHaveAttribute(
      'datetime',
      '2026-11-30T12:00:00.000Z',
    );
    // What the change moved, each value with what it was.
    await user.click(within(changes).getByText('What changed'));
    const moved = within(changes).getAllByRole('listitem').slice(1);
    expect(moved.map((item) => item.textContent)).toEqual([
      'Club name: was Glenarden Gaels GAA Club, now Glenarden Gaels',
      'Primary colour (header, footer, buttons, links): was #0B5D3B, now #1D3557',
      'Draws: was On, now Off',
    ]);
  });

  it("sets the site's language for visitors who have not chosen one, and lists the change", async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    renderPage();
    const language = await screen.findByRole('combobox', { name: 'Language of the site' });
    expect(language).toHaveValue('en');
    expect(language).toHaveAccessibleDescription(
      'Visitors see the site in this language until they choose another in the header.',
    );
    await user.selectOptions(language, 'Irish (Gaeilge)');
    await user.click(screen.getByRole('button', { name: 'Save look' }));
    await waitFor(() => expect(api.look().default_language).toBe('ga'));
    const changes = section('Recent changes');
    await within(changes).findByText(/changed by Niamh Gallagher/);
    await user.click(within(changes).getByText('What changed'));
    const moved = within(changes).getAllByRole('listitem').slice(1);
    expect(moved.map((item) => item.textContent)).toEqual([
      'Language of the site: was English, now Irish (Gaeilge)',
    ]);
  });

  it('asks "Exit without saving?" before leaving a changed look, and not once it is saved', async () => {
    const user = userEvent.setup();
    fakeClubSettingsApi();
    renderWithLink();
    const name = await screen.findByLabelText('Club name');
    await user.type(name, ' Hurling');
    await user.click(screen.getByRole('link', { name: 'Forms' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Exit without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(name).toHaveValue('Glenarden Gaels GAA Club Hurling');

    await user.click(screen.getByRole('button', { name: 'Save look' }));
    await within(section('Recent changes')).findByText(/changed by Niamh Gallagher/);
    await user.click(screen.getByRole('link', { name: 'Forms' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the API's refusal as an error notice", async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    api.refuse('PUT /v2/backoffice/club/look', {
      status: 422,
      body: { message: 'White text on the warning colour: contrast 2.00:1.', code: 'low_contrast' },
    });
    const { noticesShown } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save look' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({
        type: 'danger',
        title: 'White text on the warning colour: contrast 2.00:1.',
      }),
    );
  });
});

describe('the Menu section', () => {
  it('moves an item, renames it, adds a page to a section, and saves the menu in order', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    const { noticesShown, container } = renderPage();
    const menu = await screen.findByRole('region', { name: 'Menu' });
    const items = await within(menu).findAllByRole('group', { name: /^Item \d/ });
    expect(items.map((item) => item.querySelector('legend')?.textContent)).toEqual([
      'Item 1: About Us',
      'Item 2: Club Lotto',
      'Item 3: Our Club',
    ]);

    const down = within(menu).getByRole('button', { name: 'Move down: About Us' });
    await user.click(down);
    await waitFor(() => expect(down).toHaveFocus());
    const second = within(menu).getByRole('group', { name: 'Item 2: About Us' });
    const title = within(second).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Who We Are');
    const section3 = within(menu).getByRole('group', { name: 'Pages of Our Club' });
    await user.click(within(section3).getByRole('button', { name: 'Add a page to Our Club' }));
    await user.type(within(section3).getByRole('textbox', { name: 'Page 3 title' }), 'History');
    await user.type(within(section3).getByRole('textbox', { name: 'Page 3 address' }), 'history');
    // The preview lists the menu as the header will, in the order and with the names edited.
    const preview = within(menu).getByRole('list', { name: 'Menu preview' });
    expect(
      [...preview.querySelectorAll(':scope > li > strong')].map((title) => title.textContent),
    ).toEqual(['Club Lotto', 'Who We Are', 'Our Club']);
    expect(within(preview).getByText('History').closest('li')).toHaveTextContent(
      'History — /pages/history',
    );
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(menu).getByRole('button', { name: 'Save menu' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({
        type: 'success',
        title: 'The club’s menu has been saved.',
      }),
    );
    expect(api.menu().data.map((item) => [item.position, item.title])).toEqual([
      [1, 'Club Lotto'],
      [2, 'Who We Are'],
      [3, 'Our Club'],
    ]);
    expect(api.menu().data[2]?.pages).toContainEqual({ title: 'History', url: 'history' });
    expect(await within(section('Recent changes')).findByText(/^Menu/)).toBeVisible();
  });

  it('asks "Exit without saving?" before leaving a reordered menu', async () => {
    const user = userEvent.setup();
    fakeClubSettingsApi();
    renderWithLink();
    const menu = await screen.findByRole('region', { name: 'Menu' });
    await within(menu).findAllByRole('group', { name: /^Item \d/ });
    await user.click(screen.getByRole('link', { name: 'Forms' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Move down: About Us' }));
    await user.click(screen.getByRole('link', { name: 'Forms' }));
    expect(screen.getByRole('alertdialog', { name: 'Exit without saving?' })).toBeVisible();
  });

  it("leaves the order as it is for the first item's Move up and the last one's Move down", async () => {
    const user = userEvent.setup();
    fakeClubSettingsApi();
    renderPage();
    const menu = await screen.findByRole('region', { name: 'Menu' });
    const legends = async () =>
      (await within(menu).findAllByRole('group', { name: /^Item \d/ })).map(
        (item) => item.querySelector('legend')?.textContent,
      );
    const before = await legends();
    await user.click(within(menu).getByRole('button', { name: 'Move up: About Us' }));
    await user.click(within(menu).getByRole('button', { name: 'Move down: Our Club' }));
    expect(await legends()).toEqual(before);
  });

  it('adds an outside link, refuses it without http(s), and removes an item', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    renderPage();
    const menu = await screen.findByRole('region', { name: 'Menu' });
    await within(menu).findAllByRole('group', { name: /^Item \d/ });
    await user.click(within(menu).getByRole('button', { name: 'Remove: About Us' }));
    await user.click(within(menu).getByRole('button', { name: 'Add a menu item' }));
    const added = within(menu).getByRole('group', { name: 'Item 3: New item' });
    const title = within(added).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'GAA.ie');
    await user.selectOptions(
      within(added).getByRole('combobox', { name: 'Links to' }),
      'An outside link (opens in a new tab)',
    );
    const link = within(added).getByRole('textbox', { name: 'Link' });
    await user.type(link, 'www.gaa.ie');
    await user.click(within(menu).getByRole('button', { name: 'Save menu' }));
    expect(within(menu).getByRole('alert')).toHaveTextContent(
      'Please check the menu’s titles and links.',
    );
    expect(link).toHaveAccessibleDescription(/Enter a link starting with http:\/\/ or https:\/\//);
    expect(api.callsTo('PUT', '/backoffice/club/menu')).toEqual([]);

    await user.clear(link);
    await user.type(link, 'https://www.gaa.ie/');
    await user.click(within(menu).getByRole('button', { name: 'Save menu' }));
    await waitFor(() => expect(api.callsTo('PUT', '/backoffice/club/menu')).toHaveLength(1));
    expect(api.menu().data.map((item) => item.title)).toEqual(['Club Lotto', 'Our Club', 'GAA.ie']);
    expect(api.menu().data[2]).toMatchObject({ type: 'External', url: 'https://www.gaa.ie/' });
  });
});

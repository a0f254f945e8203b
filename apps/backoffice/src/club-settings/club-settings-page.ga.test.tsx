import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backofficeMessages } from '../messages/backoffice-messages';
import { fakeClubSettingsApi } from '../testing/fake-club-settings-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { ClubSettingsPage } from './club-settings-page';

jest.mock('mapbox-gl', () => ({ __esModule: true, default: {} }));

beforeAll(() => backofficeMessages.preload('ga'));

const renderInIrish = () =>
  renderBackoffice(<ClubSettingsPage />, { path: '/club-settings', language: 'ga' });

describe('the club settings page in Irish', () => {
  it('shows its heading and the location in Irish, and refuses a latitude out of range', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    renderInIrish();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Socruithe an chlub' }),
    ).toBeVisible();
    const location = await screen.findByRole('form', { name: 'Suíomh' });
    expect(within(location).getByRole('group', { name: 'Comhordanáidí' })).toBeVisible();
    expect(within(location).getByRole('searchbox', { name: 'Cuardach seoltaí' })).toBeVisible();
    expect(within(location).getByRole('button', { name: 'Cuardaigh' })).toBeVisible();
    const latitude = within(location).getByLabelText('Domhanleithead');
    await user.clear(latitude);
    await user.type(latitude, '95');
    await user.click(within(location).getByRole('button', { name: 'Sábháil an suíomh' }));
    expect(latitude).toHaveAccessibleDescription(
      'Caithfidh an domhanleithead a bheith ina uimhir idir -90 agus 90',
    );
    expect(api.callsTo('PUT', '/backoffice/club/location')).toHaveLength(0);
    for (const english of ['Club settings', 'Coordinates', 'Latitude', 'Save location']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('says in Irish that the search found nothing', async () => {
    const user = userEvent.setup();
    fakeClubSettingsApi();
    const { notices } = renderInIrish();
    const search = await screen.findByRole('searchbox', { name: 'Cuardach seoltaí' });
    await user.type(search, '1 Unknown Street{Enter}');
    await waitFor(() =>
      expect(notices()).toEqual([
        { type: 'danger', title: 'Níor aimsíodh suíomh don seoladh seo.' },
      ]),
    );
  });

  it('shows the Look section in Irish, saves it, and lists what changed in Irish', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    const { noticesShown } = renderInIrish();
    const look = await screen.findByRole('region', { name: 'Cuma' });
    expect(await within(look).findByLabelText('Ainm an chlub')).toHaveValue(
      'Glenarden Gaels GAA Club',
    );
    expect(
      within(look).getByRole('textbox', {
        name: 'Príomhdhath (ceanntásc, buntásc, cnaipí, naisc)',
      }),
    ).toHaveValue('#0B5D3B');
    expect(within(look).getAllByText(/\(ag teacht le WCAG AA\)/)).toHaveLength(4);
    const features = within(look).getByRole('group', { name: 'Gnéithe' });
    expect(within(features).getByRole('checkbox', { name: 'Siopa' })).toBeChecked();
    const language = within(look).getByRole('combobox', { name: 'Teanga an tsuímh' });
    await user.selectOptions(language, 'Gaeilge');
    await user.click(within(features).getByRole('checkbox', { name: 'Crannchuir' }));
    await user.click(within(look).getByRole('button', { name: 'Sábháil an chuma' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({ type: 'success', title: 'Sábháladh cuma an chlub.' }),
    );
    expect(api.look().default_language).toBe('ga');

    const changes = screen.getByRole('region', { name: 'Athruithe le déanaí' });
    expect(await within(changes).findByText(/athraithe ag Niamh Gallagher/)).toHaveTextContent(
      /^Cuma: athraithe ag Niamh Gallagher, 30\/11\/2026 12:00/,
    );
    await user.click(within(changes).getByText('Cad a athraíodh'));
    const moved = within(changes).getAllByRole('listitem').slice(1);
    expect(moved.map((item) => item.textContent)).toEqual([
      'Crannchuir: Air roimhe seo, As anois',
      'Teanga an tsuímh: Béarla roimhe seo, Gaeilge anois',
    ]);
    for (const english of ['Look', 'Club name', 'Features', 'Save look', 'What changed']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('shows the Menu section in Irish and checks its items in Irish', async () => {
    const user = userEvent.setup();
    fakeClubSettingsApi();
    renderInIrish();
    const menu = await screen.findByRole('region', { name: 'Roghchlár' });
    const items = await within(menu).findAllByRole('group', { name: /^Mír \d/ });
    expect(items.map((item) => item.querySelector('legend')?.textContent)).toEqual([
      'Mír 1: About Us',
      'Mír 2: Club Lotto',
      'Mír 3: Our Club',
    ]);
    expect(within(menu).getByRole('button', { name: 'Bog síos: About Us' })).toBeVisible();
    expect(within(menu).getByRole('group', { name: 'Leathanaigh faoi Our Club' })).toBeVisible();
    expect(within(menu).getByRole('list', { name: 'Réamhamharc ar an roghchlár' })).toBeVisible();
    await user.click(within(menu).getByRole('button', { name: 'Cuir mír leis an roghchlár' }));
    const added = within(menu).getByRole('group', { name: 'Mír 4: Mír nua' });
    expect(within(added).getByRole('combobox', { name: 'Nascann le' })).toHaveDisplayValue(
      'Leathanach den suíomh',
    );
    await user.click(within(menu).getByRole('button', { name: 'Sábháil an roghchlár' }));
    expect(within(menu).getByRole('alert')).toHaveTextContent(
      'Seiceáil teidil agus naisc an roghchláir, le do thoil.',
    );
    for (const english of ['Menu', 'Save menu', 'Add a menu item', 'Move up', 'Title']) {
      expect(within(menu).queryByText(english)).toBeNull();
    }
  });

  it('shows the logo, banner and social links in Irish, and asks for a missing page address in Irish', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    const { noticesShown } = renderInIrish();
    const brand = await screen.findByRole('region', {
      name: 'Lógó, meirge agus naisc shóisialta',
    });
    expect(await within(brand).findByLabelText('Teideal')).toHaveValue('Membership 2027 is open');
    const logo = within(brand).getByRole('figure', {
      name: 'Réamhamharc ar an lógó, ar dhath chúlra an lógó',
    });
    expect(within(logo).getByRole('img', { name: 'Lógó Glenarden Gaels GAA Club' })).toBeVisible();
    expect(within(brand).getByTestId('banner-preview')).toHaveTextContent(
      'Tuilleadh eolais téann chuig /products/membership',
    );
    expect(within(brand).getByTestId('footer-preview')).toHaveTextContent('Lean muid');
    expect(within(brand).getByRole('textbox', { name: 'Seoladh Instagram' })).toBeVisible();

    const page = within(brand).getByLabelText('Seoladh an leathanaigh');
    await user.clear(page);
    await user.click(
      within(brand).getByRole('button', { name: 'Sábháil an lógó, an mheirge agus na naisc' }),
    );
    expect(page).toHaveAccessibleDescription(
      /Cuir isteach seoladh an leathanaigh, nó roghnaigh Gan nasc/,
    );
    expect(within(brand).getByRole('alert')).toHaveTextContent(
      'Seiceáil na réimsí atá marcáilte thuas, le do thoil.',
    );
    expect(api.callsTo('PUT', '/backoffice/club/brand')).toEqual([]);

    await user.click(within(brand).getByRole('radio', { name: 'Gan nasc' }));
    await user.click(
      within(brand).getByRole('button', { name: 'Sábháil an lógó, an mheirge agus na naisc' }),
    );
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({
        type: 'success',
        title: 'Sábháladh lógó, meirge agus naisc shóisialta an chlub.',
      }),
    );
    for (const english of ['Home banner', 'Social links', 'Follow us', 'Upload a logo']) {
      expect(within(brand).queryByText(english)).toBeNull();
    }
  });

  it('lists the sponsors in Irish, asks in Irish before removing one, and checks the form in Irish', async () => {
    const user = userEvent.setup();
    fakeClubSettingsApi();
    const { noticesShown } = renderInIrish();
    const sponsors = await screen.findByRole('region', { name: 'Urraitheoirí' });
    await within(sponsors).findByRole('button', { name: 'Cuir urraitheoir leis' });
    const doyle = within(sponsors).getByText('Doyle’s Pharmacy').closest('li')!;
    expect(doyle).toHaveTextContent('Gan lógó');
    expect(doyle).toHaveTextContent('Ní thaispeántar ar an suíomh é go mbeidh lógó aige.');
    expect(within(sponsors).getByText('Glenarden Motors').closest('li')).toHaveTextContent(
      'Curtha chun tosaigh',
    );
    expect(
      within(sponsors).getByRole('button', { name: 'Bog suas: Glenarden Motors' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(sponsors).getByText(
        'Stiall na n-urraitheoirí mar a thaispeánann an suíomh í: 4 urraitheoir a bhfuil lógó acu.',
      ),
    ).toBeVisible();

    await user.click(within(sponsors).getByRole('button', { name: 'Bain: Doyle’s Pharmacy' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Doyle’s Pharmacy a bhaint?',
    });
    expect(question).toHaveTextContent(
      'Ní thaispeánfar Doyle’s Pharmacy ar shuíomh an chlub a thuilleadh.',
    );
    await user.click(within(question).getByRole('button', { name: 'Bain an t-urraitheoir' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({
        type: 'success',
        title: 'Baineadh Doyle’s Pharmacy de na hurraitheoirí.',
      }),
    );

    await user.click(within(sponsors).getByRole('button', { name: 'Cuir urraitheoir leis' }));
    const form = within(sponsors).getByRole('form', { name: 'Cuir urraitheoir leis' });
    expect(within(form).getByRole('textbox', { name: 'Ainm' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Sábháil an t-urraitheoir' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Seiceáil ainm agus nasc an urraitheora, le do thoil.',
    );
    for (const english of ['Sponsors', 'Add sponsor', 'Featured', 'No logo', 'Cancel']) {
      expect(within(sponsors).queryByText(english)).toBeNull();
    }
  });
});

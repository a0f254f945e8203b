import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fakeClubSettingsApi } from '../testing/fake-club-settings-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { ClubSettingsPage } from './club-settings-page';

jest.mock('mapbox-gl', () => ({ __esModule: true, default: {} }));
// jsdom draws no image: the logo's size check passes (the upload's own checks are the API's).
jest.mock('@touchline/rich-text', () => ({
  ...jest.requireActual<object>('@touchline/rich-text'),
  checkImageFile: async () => ({ ok: true }),
}));

const renderPage = () => renderBackoffice(<ClubSettingsPage />, { path: '/club-settings' });
const sponsorsSection = () => screen.getByRole('region', { name: 'Sponsors' });
const listed = () =>
  within(within(sponsorsSection()).getByRole('list', { name: 'Sponsors' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('strong').textContent);
const previewed = () =>
  within(screen.getByTestId('sponsors-preview'))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));
const aLogo = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'dairy.png', { type: 'image/png' });

async function openPage() {
  const view = renderPage();
  await within(sponsorsSection()).findByRole('button', { name: 'Add sponsor' });
  return view;
}

describe('the Sponsors section', () => {
  it('lists the sponsors with their logos and links, says which has none, and previews the home strip', async () => {
    fakeClubSettingsApi();
    const { container } = await openPage();
    expect(listed()).toEqual([
      'Glenarden Motors',
      'Byrne Family Butchers',
      'Harbour View Hotel',
      'Doyle’s Pharmacy',
      'Kelly & Sons Builders',
    ]);
    const doyle = within(sponsorsSection()).getByText('Doyle’s Pharmacy').closest('li')!;
    expect(doyle).toHaveTextContent('No logo');
    expect(doyle).toHaveTextContent('Not shown on the site until it has a logo.');
    const glenarden = within(sponsorsSection()).getByText('Glenarden Motors').closest('li')!;
    expect(glenarden).toHaveTextContent('Featured');
    expect(glenarden).toHaveTextContent('https://example.com/glenarden-motors');
    // The first 4 with a logo, as the site shows them.
    expect(previewed()).toEqual([
      'Glenarden Motors',
      'Byrne Family Butchers',
      'Harbour View Hotel',
      'Kelly & Sons Builders',
    ]);
    expect(
      within(sponsorsSection()).getByRole('button', { name: 'Move up: Glenarden Motors' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('adds a sponsor with an uploaded logo, last in the list, and lists the change', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = fakeClubSettingsApi();
    const { noticesShown } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add sponsor' }));
    const form = screen.getByRole('form', { name: 'Add a sponsor' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Lakeview Dairy');
    await user.type(
      within(form).getByRole('textbox', { name: 'Link (optional)' }),
      'https://example.com/lakeview',
    );
    expect(within(form).getByText('Not shown on the site until it has a logo.')).toBeVisible();
    await user.upload(screen.getByTestId('sponsor-logo-input'), aLogo());
    expect(await within(form).findByRole('img', { name: 'Logo of Lakeview Dairy' })).toBeVisible();
    await user.click(within(form).getByRole('checkbox', { name: /Featured/ }));
    await user.click(within(form).getByRole('button', { name: 'Save sponsor' }));

    await waitFor(() =>
      expect(noticesShown()).toContainEqual({
        type: 'success',
        title: 'Lakeview Dairy has been added to the sponsors.',
      }),
    );
    expect(screen.queryByRole('form', { name: 'Add a sponsor' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add sponsor' })).toHaveFocus();
    expect(listed().at(-1)).toBe('Lakeview Dairy');
    expect(api.callsTo('POST', '/backoffice/club/sponsors')[0]?.body).toEqual({
      name: 'Lakeview Dairy',
      link: 'https://example.com/lakeview',
      image: { filepath: expect.stringMatching(/\/v2\/images\/.+\.png$/), filename: 'dairy.png' },
      featured: true,
    });
    // Featured: the site shows it with the other featured sponsor, before the rest.
    expect(previewed().slice(0, 2)).toEqual(['Glenarden Motors', 'Lakeview Dairy']);
    const changes = screen.getByRole('region', { name: 'Recent changes' });
    expect(await within(changes).findByText(/changed by Niamh Gallagher/)).toHaveTextContent(
      /^Sponsors changed by Niamh Gallagher, /,
    );
  });

  it('says what is wrong with the name and the link, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Add sponsor' }));
    const form = screen.getByRole('form', { name: 'Add a sponsor' });
    await user.type(within(form).getByRole('textbox', { name: 'Link (optional)' }), 'example.com');
    await user.click(within(form).getByRole('button', { name: 'Save sponsor' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please check the sponsor’s name and link.',
    );
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Enter the sponsor’s name',
    );
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(
      within(form).getByRole('textbox', { name: 'Link (optional)' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Enter the sponsor’s web address'));
    expect(api.callsTo('POST', '/backoffice/club/sponsors')).toEqual([]);
  });

  it('shows the API’s refusal of the logo beside it', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit: Byrne Family Butchers' }));
    const form = screen.getByRole('form', { name: 'Edit Byrne Family Butchers' });
    api.refuse('PUT /v2/backoffice/club/sponsors/2', {
      status: 422,
      body: {
        message: 'Upload the logo again: only an image uploaded here can be used.',
        errors: {
          'body.image': ['Upload the logo again: only an image uploaded here can be used.'],
        },
      },
    });
    await user.click(within(form).getByRole('checkbox', { name: /Featured/ }));
    await user.click(within(form).getByRole('button', { name: 'Save sponsor' }));
    expect(
      await within(form).findByText(
        'Upload the logo again: only an image uploaded here can be used.',
      ),
    ).toBeVisible();
    expect(within(form).getByRole('group', { name: 'Logo' })).toHaveAccessibleDescription(
      expect.stringContaining('Upload the logo again'),
    );
  });

  it('edits a sponsor and asks before discarding unsaved changes', async () => {
    const user = userEvent.setup();
    fakeClubSettingsApi();
    const { noticesShown } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit: Harbour View Hotel' }));
    let form = screen.getByRole('form', { name: 'Edit Harbour View Hotel' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(within(form).getByRole('img', { name: 'Logo of Harbour View Hotel' })).toBeVisible();
    await user.clear(name);
    await user.type(name, 'Harbour Hotel');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard the changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    form = screen.getByRole('form', { name: 'Edit Harbour View Hotel' });
    await user.click(within(form).getByRole('button', { name: 'Save sponsor' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({
        type: 'success',
        title: 'Harbour Hotel has been saved.',
      }),
    );
    expect(listed()[2]).toBe('Harbour Hotel');
    expect(screen.getByRole('button', { name: 'Edit: Harbour Hotel' })).toHaveFocus();
  });

  it('moves a sponsor up with the keyboard, keeping the focus on its button', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    await openPage();
    const up = screen.getByRole('button', { name: 'Move up: Kelly & Sons Builders' });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listed()[3]).toBe('Kelly & Sons Builders'));
    expect(api.callsTo('PUT', '/backoffice/club/sponsors/order')[0]?.body).toEqual({
      ids: [1, 2, 3, 5, 4],
    });
    expect(screen.getByRole('button', { name: 'Move up: Kelly & Sons Builders' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listed()[2]).toBe('Kelly & Sons Builders'));
    // The site's order follows: Kelly's logo now comes before the hotel's.
    expect(previewed()).toEqual([
      'Glenarden Motors',
      'Byrne Family Butchers',
      'Kelly & Sons Builders',
      'Harbour View Hotel',
    ]);
  });

  it('removes a sponsor once the admin confirms', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    const { noticesShown } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Remove: Doyle’s Pharmacy' }));
    let question = await screen.findByRole('alertdialog', { name: 'Remove Doyle’s Pharmacy?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(listed()).toContain('Doyle’s Pharmacy');
    expect(api.callsTo('DELETE', '/backoffice/club/sponsors/4')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove: Doyle’s Pharmacy' }));
    question = await screen.findByRole('alertdialog', { name: 'Remove Doyle’s Pharmacy?' });
    await user.click(within(question).getByRole('button', { name: 'Remove sponsor' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({
        type: 'success',
        title: 'Doyle’s Pharmacy has been removed from the sponsors.',
      }),
    );
    expect(listed()).not.toContain('Doyle’s Pharmacy');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fakeClubSettingsApi } from '../testing/fake-club-settings-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { ClubSettingsPage } from './club-settings-page';

const mapboxLoaded = jest.fn();
jest.mock('mapbox-gl', () => {
  mapboxLoaded();
  return { __esModule: true, default: {} };
});

const GROUNDS = [{ label: 'Glenarden Road, Ballinasloe', latitude: 53.3312, longitude: -8.2241 }];

describe('the club settings page without a map token', () => {
  beforeEach(() => mapboxLoaded.mockClear());

  it('shows the address and the coordinates, and loads no map', async () => {
    fakeClubSettingsApi();
    const { container } = renderBackoffice(<ClubSettingsPage />, { path: '/club-settings' });
    expect(await screen.findByLabelText('Latitude')).toHaveValue('53.3312');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-8.2241');
    expect(
      screen.getByText('Glenarden Gaels GAA Club', { selector: 'address strong' }),
    ).toBeVisible();
    expect(screen.queryByTestId('map-picker')).toBeNull();
    expect(mapboxLoaded).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('finds an address, fills in its coordinates and saves them', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi({
      location: {
        name: 'Glenarden Gaels GAA Club',
        address: null,
        latitude: null,
        longitude: null,
        display_address: true,
      },
      places: { 'glenarden road, ballinasloe': GROUNDS },
    });
    const { noticesShown } = renderBackoffice(<ClubSettingsPage />, { path: '/club-settings' });
    const search = await screen.findByRole('searchbox', { name: 'Address search' });
    await user.type(search, 'Glenarden Road, Ballinasloe');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveValue('53.3312'));
    expect(screen.getByLabelText('Longitude')).toHaveValue('-8.2241');

    await user.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({
        type: 'success',
        title: 'The club’s location has been saved.',
      }),
    );
    expect(api.callsTo('PUT', '/backoffice/club/location')[0]?.body).toEqual({
      latitude: 53.3312,
      longitude: -8.2241,
      display_address: true,
    });
  });

  it('offers several matches to choose from, and says which address the marker is on', async () => {
    const user = userEvent.setup();
    fakeClubSettingsApi({
      places: {
        belfast: [
          { label: 'Falls Park, Belfast', latitude: 54.5903, longitude: -5.9701 },
          {
            label: 'Casement Park, Andersonstown Road, Belfast',
            latitude: 54.5833,
            longitude: -5.9927,
          },
        ],
      },
    });
    const { container } = renderBackoffice(<ClubSettingsPage />, { path: '/club-settings' });
    const search = await screen.findByRole('searchbox', { name: 'Address search' });
    await user.type(search, 'Belfast{Enter}');
    const choices = await screen.findByRole('list', { name: 'Choose the address you meant' });
    const options = within(choices).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual([
      'Falls Park, Belfast',
      'Casement Park, Andersonstown Road, Belfast',
    ]);
    expect(options[0]).toHaveFocus();
    // Nothing is placed until a match is chosen.
    expect(screen.getByLabelText('Latitude')).toHaveValue('53.3312');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(options[1]!);
    expect(screen.getByLabelText('Latitude')).toHaveValue('54.5833');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-5.9927');
    expect(screen.queryByRole('list', { name: 'Choose the address you meant' })).toBeNull();
    expect(
      within(screen.getByRole('search')).getByText(
        'Marker placed at: Casement Park, Andersonstown Road, Belfast',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('says "No location found for this address." when the search finds nothing', async () => {
    const user = userEvent.setup();
    fakeClubSettingsApi();
    const { notices } = renderBackoffice(<ClubSettingsPage />, { path: '/club-settings' });
    const search = await screen.findByRole('searchbox', { name: 'Address search' });
    await user.type(search, '1 Unknown Street{Enter}');
    await waitFor(() =>
      expect(notices()).toEqual([{ type: 'danger', title: 'No location found for this address.' }]),
    );
    expect(screen.getByLabelText('Latitude')).toHaveValue('53.3312');
  });

  it('checks the coordinates typed before saving, and saves good ones', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    renderBackoffice(<ClubSettingsPage />, { path: '/club-settings' });
    const latitude = await screen.findByLabelText('Latitude');
    await user.clear(latitude);
    await user.type(latitude, '95');
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(latitude).toHaveAccessibleDescription('Latitude must be a number from -90 to 90');
    expect(api.callsTo('PUT', '/backoffice/club/location')).toHaveLength(0);

    await user.clear(latitude);
    await user.type(latitude, '53.34');
    await user.click(
      screen.getByRole('checkbox', { name: 'Show the address and the map on the contact page' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(api.callsTo('PUT', '/backoffice/club/location')).toHaveLength(1));
    expect(api.location()).toMatchObject({
      latitude: 53.34,
      longitude: -8.2241,
      display_address: false,
    });
  });

  it('asks "Exit without saving?" before leaving changed coordinates', async () => {
    const user = userEvent.setup();
    fakeClubSettingsApi();
    renderBackoffice(
      <>
        <ClubSettingsPage />
        <a href="/forms">Forms</a>
      </>,
      { path: '/club-settings' },
    );
    const longitude = await screen.findByLabelText('Longitude');
    await user.clear(longitude);
    await user.type(longitude, '-8.3');
    await user.click(screen.getByRole('link', { name: 'Forms' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Exit without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(longitude).toHaveValue('-8.3');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { socialLinkMessage } from '@touchline/validators';
import { axe } from 'jest-axe';
import { API } from '../testing/fake-emails-api';
import { fakeClubSettingsApi } from '../testing/fake-club-settings-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { ClubSettingsPage } from './club-settings-page';

jest.mock('mapbox-gl', () => ({ __esModule: true, default: {} }));
// jsdom decodes no pictures: the browser's check of the file passes, the API's is faked.
jest.mock('@touchline/rich-text', () => ({
  ...jest.requireActual<object>('@touchline/rich-text'),
  checkImageFile: async () => ({ ok: true }),
}));

const TITLE = 'Logo, banner and social links';
const SAVED = 'The club’s logo, banner and social links have been saved.';

const renderPage = () => renderBackoffice(<ClubSettingsPage />, { path: '/club-settings' });
const brandSection = () => screen.findByRole('region', { name: TITLE });
const preview = (name: string) => screen.getByRole('figure', { name });

describe('the Logo, banner and social links section', () => {
  it('shows the logo on its background, the banner as the home shows it and the footer’s links', async () => {
    fakeClubSettingsApi();
    const { container } = renderPage();
    const section = await brandSection();
    expect(await within(section).findByLabelText('Title')).toHaveValue('Membership 2027 is open');

    const logo = preview('Logo preview, on the logo background colour');
    expect(
      within(logo).getByRole('img', { name: 'Logo of Glenarden Gaels GAA Club' }),
    ).toHaveAttribute('src', `${API}/static/clubs/demo/logo.svg`);
    expect(within(logo).getByTestId('logo-preview')).toHaveStyle({ background: '#FFFFFF' });

    const banner = within(preview('Home banner preview')).getByTestId('banner-preview');
    expect(banner).toHaveTextContent('Membership 2027 is open');
    expect(banner).toHaveTextContent('Join the Gaels for the new season.');
    expect(banner).toHaveTextContent('Find out more goes to /products/membership');
    expect(within(section).getByRole('radio', { name: 'A page of the club’s site' })).toBeChecked();
    expect(within(section).getByLabelText('Page address')).toHaveValue('/products/membership');

    const footer = within(preview('Footer preview')).getByTestId('footer-preview');
    expect(footer).toHaveTextContent('Follow us');
    expect(
      within(footer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Facebook https://www.facebook.com/glenardengaels',
      'Twitter https://twitter.com/glenardengaels',
      'Instagram https://www.instagram.com/glenardengaels',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('saves a new banner title and social link, previews them as typed, and lists the change', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    const { noticesShown } = renderPage();
    const section = await brandSection();
    const title = await within(section).findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Summer camp 2027');
    const instagram = within(section).getByRole('textbox', { name: 'Instagram address' });
    await user.clear(instagram);
    await user.type(instagram, 'https://www.instagram.com/gaels_official');
    const twitter = within(section).getByRole('textbox', { name: 'X (Twitter) address' });
    await user.clear(twitter);

    expect(screen.getByTestId('banner-preview')).toHaveTextContent('Summer camp 2027');
    const footer = screen.getByTestId('footer-preview');
    expect(footer).toHaveTextContent('Instagram https://www.instagram.com/gaels_official');
    expect(footer).not.toHaveTextContent('Twitter');

    await user.click(within(section).getByRole('button', { name: 'Save logo, banner and links' }));
    await waitFor(() => expect(noticesShown()).toContainEqual({ type: 'success', title: SAVED }));
    expect(api.brand()).toMatchObject({
      banner: { title: 'Summer camp 2027', url: '/products/membership', external_url: null },
      twitter: null,
      instagram: 'https://www.instagram.com/gaels_official',
    });
    const changes = screen.getByRole('region', { name: 'Recent changes' });
    expect(await within(changes).findByText(/changed by Niamh Gallagher/)).toHaveTextContent(
      /^Logo, banner and social links changed by Niamh Gallagher, /,
    );
  });

  it('says what is wrong with a link, and saves nothing', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    renderPage();
    const section = await brandSection();
    const facebook = await within(section).findByRole('textbox', { name: 'Facebook address' });
    await user.clear(facebook);
    await user.type(facebook, 'https://www.instagram.com/glenardengaels');
    await user.tab();
    expect(facebook).toHaveAccessibleDescription(
      `For example https://www.facebook.com/yourclub ${socialLinkMessage('facebook')}`,
    );

    await user.click(within(section).getByRole('radio', { name: /An outside address/ }));
    const outside = within(section).getByLabelText('Outside address');
    await user.type(outside, 'http://www.gaa.ie');
    await user.clear(within(section).getByLabelText('Title'));
    await user.click(within(section).getByRole('button', { name: 'Save logo, banner and links' }));

    expect(
      within(section).getByText('Enter an outside address starting with https://'),
    ).toBeVisible();
    expect(within(section).getByText('Enter the banner’s title')).toBeVisible();
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Please check the fields marked above.',
    );
    expect(api.callsTo('PUT', '/backoffice/club/brand')).toEqual([]);
  });

  it("shows the API's refusal of a field under it", async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    const refusal = 'Upload the logo again: it is not an image uploaded for the club.';
    api.refuse('PUT /v2/backoffice/club/brand', {
      status: 422,
      body: { message: refusal, code: 'brand_invalid', errors: { 'body.logo_image': [refusal] } },
    });
    const { noticesShown } = renderPage();
    const section = await brandSection();
    await user.click(
      await within(section).findByRole('button', { name: 'Save logo, banner and links' }),
    );
    await waitFor(() => expect(noticesShown()).toContainEqual({ type: 'danger', title: refusal }));
    expect(within(section).getByRole('group', { name: 'Logo' })).toHaveAccessibleDescription(
      refusal,
    );
  });

  it('uploads a new logo, takes the banner away, and saves both', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    renderPage();
    const section = await brandSection();
    await within(section).findByLabelText('Title');
    await user.upload(
      screen.getByTestId('logo-image-input'),
      new File([new Uint8Array([137, 80, 78, 71])], 'crest.png', { type: 'image/png' }),
    );
    const logo = await within(preview('Logo preview, on the logo background colour')).findByRole(
      'img',
      { name: 'Logo of Glenarden Gaels GAA Club' },
    );
    await waitFor(() =>
      expect(logo).toHaveAttribute('src', expect.stringMatching(/\/v2\/images\//)),
    );
    expect(api.callsTo('POST', '/backoffice/images')).toHaveLength(1);

    await user.click(within(section).getByRole('button', { name: 'Remove the picture' }));
    await user.click(
      within(section).getByRole('checkbox', {
        name: 'Show the banner’s title, text and link on the home page',
      }),
    );
    expect(preview('Home banner preview')).toHaveTextContent(
      'No banner: the home page starts with the latest news.',
    );
    await user.click(within(section).getByRole('button', { name: 'Save logo, banner and links' }));
    await waitFor(() =>
      expect(api.brand()).toMatchObject({
        logo_image: expect.stringMatching(/\/v2\/images\//),
        layout_image: null,
        banner: null,
      }),
    );
  });
});

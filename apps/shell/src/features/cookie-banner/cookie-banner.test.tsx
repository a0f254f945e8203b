import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import Cookies from 'js-cookie';
import { renderWithStore } from '../../test/render-with-store';
import { CookieBanner } from './cookie-banner';

const region = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('CookieBanner', () => {
  afterEach(() => Cookies.remove('cookie_consent', { path: '/' }));

  it('explains the cookies and offers both choices and the policy', async () => {
    const { container } = renderWithStore(<CookieBanner />);
    const banner = within(region() as HTMLElement);
    expect(
      banner.getByText(
        /We use cookies for analytics and marketing to improve your experience on our website\./,
      ),
    ).toBeInTheDocument();
    expect(banner.getByRole('button', { name: 'I understand' })).toBeInTheDocument();
    expect(banner.getByRole('button', { name: 'Refuse cookies' })).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute(
      'href',
      '/pages/cookies-policy',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    ['I understand', 'accepted'],
    ['Refuse cookies', 'refused'],
  ])('"%s" stores "%s" for 10 days and hides the banner', async (button, value) => {
    const user = userEvent.setup();
    const set = jest.spyOn(Cookies, 'set');
    renderWithStore(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: button }));
    expect(set).toHaveBeenCalledWith('cookie_consent', value, {
      expires: 10,
      path: '/',
      sameSite: 'Lax',
      secure: false, // the test page is served over http
    });
    expect(Cookies.get('cookie_consent')).toBe(value);
    expect(region()).not.toBeInTheDocument();
  });

  it('stays hidden once a choice is stored', () => {
    Cookies.set('cookie_consent', 'refused', { path: '/' });
    renderWithStore(<CookieBanner />);
    expect(region()).not.toBeInTheDocument();
  });

  it('reserves space at the bottom of the page only while it shows', async () => {
    const user = userEvent.setup();
    renderWithStore(<CookieBanner />);
    const root = document.documentElement.style;
    // jsdom has no layout, so the measured height is 0px; the point is that it is published.
    expect(root.getPropertyValue('--fixed-bottom-bar-height')).toBe('0px');
    await user.click(screen.getByRole('button', { name: 'I understand' }));
    expect(root.getPropertyValue('--fixed-bottom-bar-height')).toBe('');
  });
});

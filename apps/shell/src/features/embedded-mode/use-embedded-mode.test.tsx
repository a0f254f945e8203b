import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderWithStore } from '../../test/render-with-store';
import { useStartupParams } from '../startup-params/use-startup-params';
import { useEmbeddedMode } from './use-embedded-mode';

/** Mounted as in the layout: startup parameters first, then embedded mode. */
function Shell() {
  useStartupParams();
  const { hideNavbar } = useEmbeddedMode();
  return hideNavbar ? null : <nav aria-label="Main">Menu</nav>;
}

const signIn = () => Cookies.set('touchline_session', 'stored-token', { path: '/' });

describe('useEmbeddedMode', () => {
  afterEach(() => {
    localStorage.clear();
    Cookies.remove('touchline_session', { path: '/' });
  });

  it('shows the navbar normally', () => {
    renderWithStore(<Shell />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('hides the navbar when storage says so', () => {
    localStorage.setItem('hideNavbar', 'true');
    renderWithStore(<Shell />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('hides the navbar from the first render when the app passes a token', () => {
    renderWithStore(<Shell />, { route: '/?token=app-token' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('takes a signed-in visitor to the stored product page', () => {
    signIn();
    localStorage.setItem('product', 'shop');
    const { location } = renderWithStore(<Shell />, { route: '/' });
    expect(location().pathname).toBe('/products/shop');
  });

  it('stays put without a session', () => {
    localStorage.setItem('product', 'membership');
    localStorage.setItem('lottoUrl', 'weekly-lotto');
    const { location } = renderWithStore(<Shell />, { route: '/' });
    expect(location().pathname).toBe('/');
    expect(localStorage.getItem('lottoUrl')).toBe('weekly-lotto');
  });

  it('opens a pending lotto product once, then forgets it', () => {
    signIn();
    localStorage.setItem('lottoUrl', '/products/lotto/weekly-lotto');
    const { location } = renderWithStore(<Shell />, { route: '/' });
    expect(location().pathname).toBe('/products/lotto/weekly-lotto');
    expect(localStorage.getItem('lottoUrl')).toBeNull();
  });

  it('handles an app link in one go: signs in, opens the lotto, takes the token out of the address, keeps lotto', () => {
    const { location } = renderWithStore(<Shell />, {
      route: '/?token=app-token&lotto=weekly-lotto&c=code&error=Oops#top',
    });
    expect(location()).toMatchObject({
      pathname: '/products/lotto/weekly-lotto',
      search: '?embedded=1&lotto=weekly-lotto',
      hash: '#top',
    });
    expect(localStorage.getItem('lottoUrl')).toBeNull();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('does not redirect a visitor already on the product page', () => {
    signIn();
    localStorage.setItem('product', 'membership');
    const { location } = renderWithStore(<Shell />, { route: '/products/membership/plans' });
    expect(location()).toMatchObject({ pathname: '/products/membership/plans', key: 'default' });
  });
});

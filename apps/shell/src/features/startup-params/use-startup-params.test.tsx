import { screen } from '@testing-library/react';
import { selectNotifications, sessionHandedOver } from '@touchline/store';
import Cookies from 'js-cookie';
import { renderWithStore } from '../../test/render-with-store';
import { useStartupParams } from './use-startup-params';

function StartupParams() {
  useStartupParams();
  return <p>Page</p>;
}

describe('useStartupParams', () => {
  afterEach(() => {
    localStorage.clear();
    Cookies.remove('touchline_session', { path: '/' });
  });

  it('stores the app token as the session, hides the navbar and remembers the product', () => {
    renderWithStore(<StartupParams />, { route: '/?token=app-token&product=membership' });
    expect(localStorage.getItem('hideNavbar')).toBe('true');
    expect(localStorage.getItem('product')).toBe('membership');
    expect(Cookies.get('touchline_session')).toBe('app-token');
  });

  it('hands the c code to the session to exchange, never storing it as the session itself', () => {
    const dispatched: unknown[] = [];
    const { location } = renderWithStore(<StartupParams />, {
      route: '/?c=handover-code',
      beforeRender: (store) => {
        const dispatch = store.dispatch;
        store.dispatch = ((action: unknown) => {
          dispatched.push(action);
          return dispatch(action as Parameters<typeof dispatch>[0]);
        }) as typeof store.dispatch;
      },
    });
    expect(dispatched).toContainEqual(sessionHandedOver('handover-code'));
    expect(Cookies.get('touchline_session')).toBeUndefined();
    expect(localStorage.getItem('hideNavbar')).toBeNull();
    expect(location().search).toBe('');
  });

  it('leaves c to the authentication screens on their paths (a verification code there)', () => {
    renderWithStore(<StartupParams />, { route: '/authentication/email-confirmed?c=code' });
    expect(Cookies.get('touchline_session')).toBeUndefined();
  });

  it('remembers the product only with a token', () => {
    renderWithStore(<StartupParams />, { route: '/?product=shop' });
    expect(localStorage.getItem('product')).toBeNull();
    expect(localStorage.getItem('hideNavbar')).toBeNull();
    expect(Cookies.get('touchline_session')).toBeUndefined();
  });

  it('remembers the lotto product', () => {
    renderWithStore(<StartupParams />, { route: '/?lotto=club-lotto' });
    expect(localStorage.getItem('lottoUrl')).toBe('club-lotto');
  });

  it('shows the error parameter as a danger notification that survives navigation', () => {
    const { store } = renderWithStore(<StartupParams />, {
      route: '/?error=Your%20payment%20could%20not%20be%20taken.',
    });
    expect(selectNotifications(store.getState())).toEqual([
      expect.objectContaining({
        type: 'danger',
        title: 'Your payment could not be taken.',
        clearOnRoute: false,
      }),
    ]);
  });

  it('strips c and error from the address, keeping the rest and the fragment', () => {
    const { location } = renderWithStore(<StartupParams />, {
      route: '/pages/history?c=code&page=2&error=Oops#results',
    });
    expect(location()).toMatchObject({
      pathname: '/pages/history',
      search: '?page=2',
      hash: '#results',
    });
    expect(screen.getByText('Page')).toBeInTheDocument();
  });

  it('leaves an address without them alone', () => {
    const { location } = renderWithStore(<StartupParams />, { route: '/news/a?page=2' });
    expect(location()).toMatchObject({ pathname: '/news/a', search: '?page=2', key: 'default' });
  });
});

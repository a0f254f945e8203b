import Cookies from 'js-cookie';
import { hasSessionCookie, sessionCookieAttributes, writeSessionCookie } from './session-cookie';

describe('session cookie', () => {
  afterEach(() => Cookies.remove('touchline_session', { path: '/' }));

  it('finds the session cookie among others', () => {
    expect(hasSessionCookie('a=1; touchline_session=abc; b=2')).toBe(true);
    expect(hasSessionCookie('a=1; not_touchline_session=abc')).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
  });

  it('writes the token for the whole site, SameSite Strict, Secure over https only', () => {
    writeSessionCookie('token-123');
    expect(Cookies.get('touchline_session')).toBe('token-123');
    expect(hasSessionCookie()).toBe(true);
    expect(sessionCookieAttributes('https:')).toEqual({
      path: '/',
      sameSite: 'Strict',
      secure: true,
    });
    expect(sessionCookieAttributes('http:')).toEqual({
      path: '/',
      sameSite: 'Strict',
      secure: false,
    });
  });
});

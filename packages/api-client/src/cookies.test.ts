/**
 * @jest-environment jsdom
 */
import {
  cookieAttributes,
  preferenceCookieAttributes,
  GUEST_TOKEN_COOKIE,
  readAccessToken,
  readGuestToken,
  removeCookie,
  SESSION_COOKIE,
  writeCookie,
} from './cookies';
import { createHttp } from './http';
import { fakeFetch } from './testing/fake-fetch';

afterEach(() => {
  removeCookie(SESSION_COOKIE);
  removeCookie(GUEST_TOKEN_COOKIE);
});

describe('cookies', () => {
  it('are site-wide and SameSite Strict, Secure over https only', () => {
    expect(cookieAttributes('https:')).toEqual({ path: '/', sameSite: 'Strict', secure: true });
    expect(cookieAttributes('http:')).toEqual({ path: '/', sameSite: 'Strict', secure: false });
  });

  it('keep a preference SameSite Lax, as the page server writes it', () => {
    expect(preferenceCookieAttributes('https:')).toEqual({
      path: '/',
      sameSite: 'Lax',
      secure: true,
    });
    expect(preferenceCookieAttributes('http:')).toEqual({
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
  });

  it('keep the session and guest tokens the calls send', async () => {
    writeCookie(GUEST_TOKEN_COOKIE, 'guest-1');
    expect(readGuestToken()).toBe('guest-1');
    expect(readAccessToken()).toBeUndefined();
    writeCookie(SESSION_COOKIE, 'session-1');
    expect(readAccessToken()).toBe('session-1');

    const server = fakeFetch({});
    await createHttp({ baseUrl: 'http://localhost:3333', version: 'v2' }, server.fetch)('/user');
    expect(server.last().headers['Authorization']).toBe('Bearer session-1');

    removeCookie(SESSION_COOKIE);
    expect(readAccessToken()).toBeUndefined();
  });
});

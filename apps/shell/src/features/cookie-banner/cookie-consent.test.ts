import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { consentCookieAttributes, readConsent, useCookieConsent } from './cookie-consent';

describe('cookie consent', () => {
  afterEach(() => Cookies.remove('cookie_consent', { path: '/' }));

  it('keeps the choice for 10 days on the whole site, Secure over https only', () => {
    expect(consentCookieAttributes('https:')).toEqual({
      expires: 10,
      path: '/',
      sameSite: 'Lax',
      secure: true,
    });
    expect(consentCookieAttributes('http:')).toMatchObject({ secure: false });
  });

  it('reads a stored choice and ignores anything else', () => {
    expect(readConsent()).toBeNull();
    Cookies.set('cookie_consent', 'accepted');
    expect(readConsent()).toBe('accepted');
    Cookies.set('cookie_consent', 'maybe');
    expect(readConsent()).toBeNull();
  });

  it('shares a new choice with every component that reads it', () => {
    const first = renderHook(() => useCookieConsent());
    const second = renderHook(() => useCookieConsent());
    expect(first.result.current.consent).toBeNull();
    act(() => first.result.current.refuse());
    expect(second.result.current.consent).toBe('refused');
    expect(Cookies.get('cookie_consent')).toBe('refused');
  });
});

import { signInTarget } from './sign-in-target';

const from = { pathname: '/news/story-3', search: '?page=2', hash: '' };

describe('signInTarget', () => {
  it('opens the dialog over the current page when the club uses the login dialog', () => {
    expect(signInTarget(true, from)).toEqual({
      to: '/authentication/check-email?origin=appHeader',
      state: { backgroundLocation: from },
    });
    expect(signInTarget(true, from, '/checkout').to).toBe(
      '/authentication/check-email?origin=appHeader&redirect=%2Fcheckout',
    );
  });

  it('opens a page of its own otherwise', () => {
    expect(signInTarget(false, from)).toEqual({ to: '/authentication/check-email' });
    expect(signInTarget(false, from, '/checkout')).toEqual({
      to: '/authentication/check-email?redirect=%2Fcheckout',
    });
  });
});

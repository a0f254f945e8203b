import type { ClubAccount } from '@touchline/contracts';
import { ssoSignIn } from './sso-sign-in';

const api = { apiBaseUrl: 'http://localhost:3333/', apiVersion: 'v2' };
const SITE = 'http://lakeside.localhost:4200';

function club(sso: Partial<ClubAccount['sso']>): ClubAccount {
  return {
    slug: 'lakeside',
    sso: { governing_body_id: null, mode: 'off', sso_button_text: null, help_url: null, ...sso },
  } as ClubAccount;
}

describe('ssoSignIn', () => {
  it("starts the club's login, coming back to the sign-in step and on to the page asked for", () => {
    const sso = ssoSignIn(club({ mode: 'optional' }), api, SITE, '/checkout');
    expect(sso).toEqual({
      mode: 'optional',
      url: expect.stringMatching(/^http:\/\/localhost:3333\/v2\/sso\/login\?/),
      label: 'Login with SSO',
      helpUrl: null,
    });
    const query = new URL(sso!.url).searchParams;
    expect(query.get('club')).toBe('lakeside');
    expect(query.get('return_to')).toBe(
      'http://lakeside.localhost:4200/authentication/sign-in?redirect=%2Fcheckout',
    );
  });

  it("uses the club's own button text and help page, for optional and mandatory alike", () => {
    const sso = ssoSignIn(
      club({
        mode: 'mandatory',
        sso_button_text: 'Sign in with Hockey Ireland',
        help_url: 'https://help.example/sso',
      }),
      api,
      SITE,
    );
    expect(sso).toMatchObject({
      mode: 'mandatory',
      label: 'Sign in with Hockey Ireland',
      helpUrl: 'https://help.example/sso',
    });
    expect(new URL(sso!.url).searchParams.get('return_to')).toBe(
      'http://lakeside.localhost:4200/authentication/sign-in',
    );
  });

  it('offers nothing when the club has single sign-on off, or is not known yet', () => {
    expect(
      ssoSignIn(club({ mode: 'off', help_url: 'https://help.example/sso' }), api, SITE),
    ).toBeNull();
    expect(ssoSignIn({ slug: 'demo' } as ClubAccount, api, SITE)).toBeNull();
    expect(ssoSignIn(null, api, SITE)).toBeNull();
  });
});

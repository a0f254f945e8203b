import type { CheckEmailResult } from '@touchline/contracts';
import { decideAfterEmailCheck } from './email-decision';

const result = (overrides: Partial<CheckEmailResult>): CheckEmailResult => ({
  email_exists: true,
  sso: 'off',
  governing_body_id: null,
  xgb: false,
  pwd_set_allowed: true,
  password_set: true,
  sso_icon: null,
  sso_button_text: null,
  help_url: null,
  ...overrides,
});

describe('the decision after the email check', () => {
  it('sends an existing email to sign-in, with SSO settings when SSO is optional', () => {
    expect(decideAfterEmailCheck(result({}), 'site')).toEqual({ kind: 'sign-in', withSso: false });
    expect(decideAfterEmailCheck(result({ sso: 'optional' }), 'site')).toEqual({
      kind: 'sign-in',
      withSso: true,
    });
  });

  it('sends a new email to sign-up on a club site, passing pwd_set_allowed', () => {
    expect(
      decideAfterEmailCheck(result({ email_exists: false, pwd_set_allowed: false }), 'site'),
    ).toEqual({ kind: 'sign-up', pwdSetAllowed: false });
  });

  it('rejects a new email where there is no sign-up', () => {
    expect(decideAfterEmailCheck(result({ email_exists: false }), 'myaccount')).toEqual({
      kind: 'denied',
    });
  });

  it('starts SSO when mandatory on a club site, or for a known email elsewhere', () => {
    expect(
      decideAfterEmailCheck(result({ email_exists: false, sso: 'mandatory' }), 'site'),
    ).toEqual({ kind: 'sso' });
    expect(decideAfterEmailCheck(result({ sso: 'mandatory' }), 'myaccount')).toEqual({
      kind: 'sso',
    });
  });

  it('refuses a user without the XGB flag on the XGB host', () => {
    expect(decideAfterEmailCheck(result({ xgb: false }), 'xgb')).toEqual({ kind: 'denied' });
    expect(decideAfterEmailCheck(result({ xgb: true }), 'xgb')).toEqual({
      kind: 'sign-in',
      withSso: false,
    });
  });
});

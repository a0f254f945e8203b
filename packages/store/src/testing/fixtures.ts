import type { TokenResponse, User } from '@touchline/contracts';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 21,
    email: 'member@demo.touchline.test',
    email_verified: true,
    first_name: 'Aoife',
    last_name: 'Murphy',
    mobile: null,
    roles: ['Member'],
    accounts: [
      { account_id: 1, slug: 'demo', name: 'Glenarden Gaels GAA Club', roles: ['Member'] },
    ],
    governing_body: null,
    areas: ['site', 'myaccount'],
    pwd_set_allowed: true,
    password_set: true,
    language: null,
    ...overrides,
  };
}

export function tokens(overrides: Partial<TokenResponse> = {}): TokenResponse {
  return {
    token_type: 'Bearer',
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_in: 3600,
    ...overrides,
  };
}

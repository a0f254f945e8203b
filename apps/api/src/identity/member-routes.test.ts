import { TypeCompiler } from '@sinclair/typebox/compiler';
import { CheckEmailResult, Member, RelatedAccountList } from '@touchline/contracts';
import {
  bearer,
  jsonError,
  resetRateLimits,
  SEEDED,
  signIn,
  startIdentityApp,
  type IdentityTestApp,
} from './identity-test-kit';
import { GUEST_CHECKOUT_OFF } from './guest-accounts';
import {
  ACCOUNT_CREATED,
  ALREADY_MEMBER,
  CHECK_EMAIL_LIMIT,
  EMAIL_TAKEN,
  NOT_A_MEMBER,
} from './member-routes';

const checkResult = TypeCompiler.Compile(CheckEmailResult);
const checkMember = TypeCompiler.Compile(Member);
const checkPage = TypeCompiler.Compile(RelatedAccountList);
const DEMO = 1;
const QUIET = 2;

let kit: IdentityTestApp;
beforeAll(async () => {
  kit = await startIdentityApp();
});
afterAll(async () => kit?.close());
beforeEach(async () => resetRateLimits(kit.database));

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  kit.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  kit.app.inject({ method: 'GET', url, headers });

const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  account_id: DEMO,
  email,
  first_name: 'Ciara',
  last_name: 'Doyle',
  mobile: '+353871234567',
  user: { email, confirmEmail: email, password: 'Secret123', confirmPassword: 'Secret123' },
  address: {
    country: 'Ireland',
    county: 'Dublin',
    city: 'Dublin',
    line1: '2 Quay Road',
    line2: null,
    postal_code: 'D01',
  },
  terms: true,
  receive_updates: true,
  ...overrides,
});

describe('POST /v2/member/check-email', () => {
  it('tells a known email with the club SSO settings (off)', async () => {
    const response = await post('/v2/member/check-email', {
      email: 'MEMBER@demo.touchline.test',
      account_id: DEMO,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(checkResult.Check(result)).toBe(true);
    expect(result).toEqual({
      email_exists: true,
      sso: 'off',
      governing_body_id: null,
      xgb: false,
      pwd_set_allowed: true,
      password_set: true,
      sso_icon: null,
      sso_button_text: null,
      help_url: null,
    });
  });

  it('tells an unknown email on a mandatory-SSO club: no password at sign-up', async () => {
    const result = (
      await post('/v2/member/check-email', { email: 'new.rower@example.ie', account_id: QUIET })
    ).json();
    expect(result).toMatchObject({
      email_exists: false,
      sso: 'mandatory',
      governing_body_id: 12,
      pwd_set_allowed: false,
      sso_button_text: 'Sign in with your federation account',
    });
  });

  it('has a governing-body variant with the xgb flag', async () => {
    const xgb = (
      await post('/v2/governing-body/member/check-email', {
        email: SEEDED.demoXgb.email,
        governing_body_id: 7,
      })
    ).json();
    expect(xgb).toMatchObject({ email_exists: true, xgb: true, governing_body_id: 7, sso: 'off' });
    const other = (
      await post('/v2/governing-body/member/check-email', {
        email: SEEDED.demoXgb.email,
        governing_body_id: 12,
      })
    ).json();
    expect(other).toMatchObject({ xgb: false, sso: 'mandatory' });
    const member = (
      await post('/v2/governing-body/member/check-email', { email: SEEDED.demoMember.email })
    ).json();
    expect(member).toMatchObject({ email_exists: true, xgb: false });
    jsonError(
      await post('/v2/governing-body/member/check-email', {
        email: 'a@b.ie',
        governing_body_id: 999,
      }),
      404,
    );
  });

  it('validates the email and the club', async () => {
    expect(jsonError(await post('/v2/member/check-email', { email: '' }), 422).errors).toEqual({
      email: ['Email is required'],
    });
    expect(
      jsonError(await post('/v2/member/check-email', { email: '<script>@x' }), 422).errors,
    ).toEqual({ email: ['Email must be valid'] });
    expect(
      jsonError(await post('/v2/member/check-email', { email: 'a@b.ie', account_id: 999 }), 404)
        .message,
    ).toBe('Club not found');
    jsonError(
      await post('/v2/member/check-email', { email: 'a@b.ie', account_id: '1 or 1=1' }),
      400,
    );
    jsonError(await post('/v2/member/check-email', { email: ['a@b.ie'] }), 400);
  });

  it(`answers 429 after ${CHECK_EMAIL_LIMIT.max} checks a minute`, async () => {
    for (let i = 0; i < CHECK_EMAIL_LIMIT.max; i += 1) {
      expect(
        (await post('/v2/member/check-email', { email: `probe${i}@example.ie` })).statusCode,
      ).toBe(200);
    }
    const limited = await post('/v2/member/check-email', { email: 'probe@example.ie' });
    jsonError(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /v2/member (sign-up)', () => {
  it('creates the user and the member, mails a verification link, and lets them sign in', async () => {
    const response = await post('/v2/member', signUpBody('Ciara.Doyle@Example.ie'));
    expect(response.statusCode).toBe(201);
    const { member, message } = response.json();
    expect(message).toBe(ACCOUNT_CREATED);
    expect(checkMember.Check(member)).toBe(true);
    expect(member).toMatchObject({
      account_id: DEMO,
      kind: 'adult',
      is_guest: false,
      email: 'ciara.doyle@example.ie',
      first_name: 'Ciara',
      mobile: '+353871234567',
      receive_updates: true,
      address: {
        country: 'Ireland',
        county: 'Dublin',
        city: 'Dublin',
        line1: '2 Quay Road',
        line2: null,
        postal_code: 'D01',
      },
    });
    const tokens = await signIn(kit.app, {
      email: 'ciara.doyle@example.ie',
      password: 'Secret123',
    });
    const user = (await get('/v2/user', bearer(tokens.access_token))).json();
    expect(user).toMatchObject({
      email_verified: false,
      roles: ['Member'],
      areas: ['site', 'myaccount'],
    });
    const mails = (await get('/dev/mailbox.json?to=ciara.doyle@example.ie')).json().items;
    expect(mails.map((mail: { kind: string }) => mail.kind)).toEqual(['email_verification']);
  });

  it('answers 429 past 10 sign-ups an hour from one address, with the time to wait', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/v2/member', signUpBody(`limit${i}@example.ie`))).statusCode).toBe(201);
    }
    const limited = await post('/v2/member', signUpBody('limit10@example.ie'));
    expect(jsonError(limited, 429).message).toBe('Too many attempts. Please try again later.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before anything was made: the address can sign in to nothing.
    const check = await post('/v2/member/check-email', {
      email: 'limit10@example.ie',
      account_id: DEMO,
    });
    expect(check.json()).toMatchObject({ email_exists: false });
  });

  it('refuses an email that has an account', async () => {
    const response = await post('/v2/member', signUpBody(SEEDED.demoMember.email));
    expect(jsonError(response, 422).errors).toEqual({ email: [EMAIL_TAKEN] });
  });

  it('applies the sign-up rules with the spec texts', async () => {
    const response = await post(
      '/v2/member',
      signUpBody('rules@example.ie', {
        first_name: ' Ciara',
        last_name: '',
        mobile: '12ab',
        user: {
          email: 'rules@example.ie',
          confirmEmail: 'other@example.ie',
          password: 'short',
          confirmPassword: 'shorter',
        },
        address: { city: ' Cork' },
        terms: false,
      }),
    );
    const body = jsonError(response, 422);
    expect(body.message).toBe('Please check all the fields and submit again!');
    expect(body.errors).toEqual({
      'user.confirmEmail': ['Email does not match'],
      first_name: ['No spaces allowed'],
      last_name: ['Last name is required'],
      mobile: ['Mobile phone must be valid e.g.: +353871234567'],
      'user.password': ['At least 8 characters'],
      'user.confirmPassword': ['Password do not match'],
      terms: ['You must accept the terms and conditions'],
      'address.city': ['No spaces allowed'],
    });
  });

  it('takes no password on a club with mandatory SSO', async () => {
    const body = signUpBody('rower@example.ie', { account_id: QUIET });
    const refused = await post('/v2/member', body);
    expect(Object.keys(jsonError(refused, 422).errors ?? {})).toEqual(['user.password']);
    const created = await post('/v2/member', {
      ...body,
      user: { email: 'rower@example.ie', confirmEmail: 'rower@example.ie' },
    });
    expect(created.statusCode).toBe(201);
    const check = (
      await post('/v2/member/check-email', { email: 'rower@example.ie', account_id: QUIET })
    ).json();
    expect(check).toMatchObject({
      email_exists: true,
      pwd_set_allowed: false,
      password_set: false,
    });
  });

  it('lets a signed-in user join another club once', async () => {
    const tokens = await signIn(kit.app, SEEDED.demoMember);
    const join = await post(
      '/v2/member',
      signUpBody(SEEDED.demoMember.email, {
        account_id: QUIET,
        user: { email: SEEDED.demoMember.email, confirmEmail: SEEDED.demoMember.email },
      }),
      bearer(tokens.access_token),
    );
    expect(join.statusCode).toBe(201);
    expect(join.json().member.account_id).toBe(QUIET);
    const twice = await post(
      '/v2/member',
      signUpBody(SEEDED.demoMember.email, {
        account_id: QUIET,
        user: { email: SEEDED.demoMember.email, confirmEmail: SEEDED.demoMember.email },
      }),
      bearer(tokens.access_token),
    );
    expect(jsonError(twice, 409).message).toBe(ALREADY_MEMBER);
  });

  it('stores HTML and SQL as plain text and rejects wrong types and huge strings', async () => {
    const email = 'odd.names@example.ie';
    const response = await post(
      '/v2/member',
      signUpBody(email, {
        first_name: '<img src=x onerror=alert(1)>',
        last_name: "O'Brien'); drop table members;--",
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().member).toMatchObject({
      first_name: '<img src=x onerror=alert(1)>',
      last_name: "O'Brien'); drop table members;--",
    });
    jsonError(await post('/v2/member', signUpBody('types@example.ie', { terms: 'yes' })), 400);
    jsonError(
      await post('/v2/member', signUpBody('types@example.ie', { first_name: 'x'.repeat(10_000) })),
      400,
    );
    jsonError(
      await post('/v2/member', signUpBody('types@example.ie', { account_id: 'demo' })),
      400,
    );
    jsonError(
      await post('/v2/member', { ...signUpBody('types@example.ie'), user: undefined }),
      400,
    );
    expect(
      jsonError(await post('/v2/member', signUpBody('types@example.ie', { account_id: 999 })), 404)
        .message,
    ).toBe('Club not found');
  });
});

describe('GET and PATCH /v2/member', () => {
  it('answers the member of the signed-in user in a club', async () => {
    const tokens = await signIn(kit.app, SEEDED.demoAdmin);
    const response = await get(`/v2/member?account_id=${DEMO}`, bearer(tokens.access_token));
    expect(response.statusCode).toBe(200);
    expect(checkMember.Check(response.json())).toBe(true);
    expect(response.json()).toMatchObject({
      first_name: 'Niamh',
      last_name: 'Gallagher',
      address: { city: 'Glenarden' },
    });
    expect(
      jsonError(await get(`/v2/member?account_id=${QUIET}`, bearer(tokens.access_token)), 404)
        .message,
    ).toBe(NOT_A_MEMBER);
    expect(jsonError(await get('/v2/member', bearer(tokens.access_token)), 400).message).toBe(
      'account_id is required',
    );
    jsonError(await get(`/v2/member?account_id=${DEMO}`), 401);
  });

  it('updates member fields and validates them', async () => {
    const tokens = await signIn(kit.app, SEEDED.demoAdmin);
    const patch = (payload: object) =>
      kit.app.inject({
        method: 'PATCH',
        url: `/v2/member?account_id=${DEMO}`,
        headers: bearer(tokens.access_token),
        payload,
      });
    const updated = await patch({
      mobile: '0871234567',
      address: { city: 'Kilkenny', line2: 'Apartment 4' },
      gender: 'Female',
      date_of_birth: '1988-02-29',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      mobile: '0871234567',
      gender: 'Female',
      date_of_birth: '1988-02-29',
      address: { city: 'Kilkenny', line2: 'Apartment 4', line1: '1 Main Street' },
    });
    expect(jsonError(await patch({ last_name: 'Gallagher ' }), 422).errors).toEqual({
      last_name: ['No spaces allowed'],
    });
    expect(jsonError(await patch({ password: 'weak' }), 422).errors).toEqual({
      password: ['At least 8 characters'],
    });
    jsonError(await patch({ gender: 'Other' }), 400);
    jsonError(await patch({ date_of_birth: '29/02/1988' }), 400);
  });
});

describe('guests', () => {
  it('creates a guest with a token for guest calls', async () => {
    const response = await post('/v2/member/guest', {
      first_name: 'Tom',
      last_name: 'Byrne',
      email: 'Tom.Byrne@example.ie',
      account_id: DEMO,
      client_id: 'club-site',
      grant_type: 'guest',
    });
    expect(response.statusCode).toBe(201);
    const { member, oauth } = response.json();
    expect(member).toMatchObject({
      is_guest: true,
      email: 'tom.byrne@example.ie',
      first_name: 'Tom',
    });
    expect(oauth).toMatchObject({ token_type: 'Bearer', expires_in: 86_400 });
    const again = (
      await post('/v2/member/guest', {
        first_name: 'Thomas',
        last_name: 'Byrne',
        email: 'tom.byrne@example.ie',
        account_id: DEMO,
      })
    ).json();
    expect(again.member.member_id).toBe(member.member_id);
    expect(again.member.first_name).toBe('Thomas');
  });

  it('applies the guest rules and the club guest-checkout flag', async () => {
    const invalid = await post('/v2/member/guest', {
      first_name: '',
      last_name: 'Byrne ',
      email: 'tom+1@example.ie',
      account_id: DEMO,
    });
    expect(jsonError(invalid, 422).errors).toEqual({
      first_name: ['This is a required field'],
      last_name: ['No spaces allowed'],
      email: ['Please enter a valid email address'],
    });
    const closed = await post('/v2/member/guest', {
      first_name: 'Tom',
      last_name: 'Byrne',
      email: 'tom@example.ie',
      account_id: QUIET,
    });
    expect(jsonError(closed, 403).message).toBe(GUEST_CHECKOUT_OFF);
  });
});

describe('related accounts, juveniles and relations', () => {
  it('pages the user’s members and the juveniles in their care', async () => {
    const tokens = await signIn(kit.app, SEEDED.demoMember);
    const page = (query: string) =>
      get(`/v2/member/related-accounts${query}`, bearer(tokens.access_token));
    const all = (await page('')).json();
    expect(checkPage.Check(all)).toBe(true);
    const demoRows = all.items.filter((item: { account_id: number }) => item.account_id === DEMO);
    expect(demoRows).toEqual([
      expect.objectContaining({
        first_name: 'Siobhan',
        relation: 'Self',
        kind: 'adult',
        club: { slug: 'demo', name: 'Glenarden Gaels GAA Club' },
      }),
      expect.objectContaining({ first_name: 'Oisin', relation: 'Juvenile', kind: 'juvenile' }),
    ]);
    const second = (await page(`?per_page=1&page=2&account_id=${DEMO}`)).json();
    expect(second).toMatchObject({ total: 2, current_page: 2, per_page: 1, from: 2, to: 2 });
    expect(second.items.map((item: { first_name: string }) => item.first_name)).toEqual(['Oisin']);
    expect((await page(`?per_page=10&page=5&account_id=${DEMO}`)).json()).toMatchObject({
      items: [],
      from: null,
      to: null,
      total: 2,
    });
    jsonError(await page('?per_page=1000'), 400);
    jsonError(await page('?page=abc'), 400);
  });

  it('lists juveniles and relations by type in the club', async () => {
    const tokens = await signIn(kit.app, SEEDED.demoMember);
    const juveniles = (await get('/v2/store/demo/juveniles', bearer(tokens.access_token))).json();
    expect(juveniles.items).toEqual([
      expect.objectContaining({
        first_name: 'Oisin',
        last_name: 'Murphy',
        kind: 'juvenile',
        relation: 'Juvenile',
        date_of_birth: '2015-05-04',
        gender: 'Male',
      }),
    ]);
    const names = async (type: string) =>
      (
        await get(
          `/v2/store/demo/relations?type=${type}&_=${Date.now()}`,
          bearer(tokens.access_token),
        )
      )
        .json()
        .items.map(
          (item: { first_name: string; relation: string }) => `${item.first_name}:${item.relation}`,
        );
    expect(await names('adult')).toEqual(['Siobhan:Self']);
    expect(await names('Juvenile')).toEqual(['Oisin:Juvenile']);
    expect(await names('guardian')).toEqual(['Siobhan:Self']);
    jsonError(await get('/v2/store/demo/relations?type=cousin', bearer(tokens.access_token)), 400);
    jsonError(await get('/v2/store/nowhere/juveniles', bearer(tokens.access_token)), 404);
    jsonError(await get('/v2/store/demo/juveniles'), 401);
    const admin = await signIn(kit.app, SEEDED.demoAdmin);
    expect((await get('/v2/store/demo/juveniles', bearer(admin.access_token))).json()).toEqual({
      items: [],
    });
    expect((await get('/v2/store/quiet/relations', bearer(admin.access_token))).json()).toEqual({
      items: [],
    });
  });
});

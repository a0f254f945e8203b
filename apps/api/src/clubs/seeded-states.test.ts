import type {
  CheckEmailResult,
  ClubAccount,
  PlanForms,
  Product,
  ProductList,
  ShoppingCart,
  TokenResponse,
} from '@touchline/contracts';
import { OVERSOLD } from '@touchline/validators';
import { validAnswers } from '../commerce/testing/commerce-test-kit';
import {
  bearer,
  resetRateLimits,
  SEEDED,
  signIn,
  startIdentityApp,
  type IdentityTestApp,
} from '../identity/identity-test-kit';
import { LAKESIDE_LAST_PLACE, LAKESIDE_TEAM_PLANS } from '../catalogue/catalogue-seed-data';

// The states the seed makes reachable on the lakeside club: single sign-on offered beside the
// password, a bundle of more than 5 plans, a plan whose one place can go while it is in a cart,
// and a page linking to one programme of the membership page.

const SITE = 'http://lakeside.localhost:4200';
let kit: IdentityTestApp;

beforeAll(async () => {
  kit = await startIdentityApp({ CLUB_CACHE_TTL_MS: '0' });
});
afterAll(async () => kit?.close());
beforeEach(async () => resetRateLimits(kit.database));

const get = <T>(url: string, headers: Record<string, string> = {}) =>
  kit.app.inject({ method: 'GET', url, headers }).then((response) => {
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json<T>();
  });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  kit.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

async function lakeside(): Promise<ClubAccount> {
  return get<ClubAccount>('/v2/store/lakeside');
}

async function programmeProducts(title: RegExp): Promise<Product[]> {
  const { data: programmes } = await get<{ data: { program_id: number; title: string }[] }>(
    '/v2/store/lakeside/programs?status=not-finished&per_page=1000&page=1',
  );
  const programme = programmes.find((candidate) => title.test(candidate.title));
  if (!programme) throw new Error(`no programme ${title}`);
  const page = await get<ProductList>(
    `/v2/store/lakeside/products?type[]=Plan&type[]=Bundle&program_id[]=${programme.program_id}`,
  );
  return page.data;
}

/** A new member of the lakeside club with a password, signed in. */
async function newMember(name: string): Promise<string> {
  const club = await lakeside();
  const email = `${name}-${Date.now().toString(36)}@lakeside.touchline.test`;
  const password = 'Seeded-States-1';
  const created = await post('/v2/member', {
    account_id: club.account_id,
    email,
    first_name: name,
    last_name: 'Lakeside',
    user: { email, confirmEmail: email, password, confirmPassword: password },
    terms: true,
  });
  expect(created.statusCode).toBe(201);
  return (await signIn(kit.app, { email, password })).access_token;
}

/**
 * The member's cart (a new one, or `cartId` added to) holding the plan for themself, with valid
 * registration answers.
 */
async function cartWithPlan(token: string, planId: number, cartId?: string): Promise<ShoppingCart> {
  const forms = await get<PlanForms>(`/v2/store/lakeside/products/plans/${planId}/form`);
  const response = await post(
    `/v2/store/lakeside/shopping-cart${cartId ? `/${cartId}` : ''}`,
    {
      items: [
        {
          product_id: planId,
          metadata: {
            registration_form: validAnswers(forms.member!, { first: 'Keeper', last: 'Lakeside' }),
          },
        },
      ],
    },
    bearer(token),
  );
  expect(`${response.statusCode} ${response.body}`).toMatch(cartId ? /^200 / : /^201 /);
  return response.json<ShoppingCart>();
}

const checkout = (token: string, cart: ShoppingCart) =>
  post('/v2/store/lakeside/checkouts', { shopping_cart_id: cart.shopping_cart_id }, bearer(token));

const placesLeft = async () =>
  (await get<Product>(`/v2/store/lakeside/products/${LAKESIDE_LAST_PLACE}`)).metadata
    .available_count;

describe('the lakeside club: single sign-on is optional', () => {
  it('offers the club’s login with the default label and still takes a password', async () => {
    const club = await lakeside();
    expect(club.sso).toEqual({
      governing_body_id: null,
      mode: 'optional',
      sso_button_text: null,
      help_url: null,
    });
    const check = await post('/v2/member/check-email', {
      email: SEEDED.demoMember.email,
      account_id: club.account_id,
    });
    expect(check.json<CheckEmailResult>()).toMatchObject({ email_exists: true, sso: 'optional' });
    // Optional: the password sign-in is not refused for the club's login.
    const tokens: TokenResponse = await signIn(kit.app, SEEDED.demoMember);
    expect(tokens.access_token).toEqual(expect.any(String));
  });

  it('sends the visitor to the development identity provider and back with a code', async () => {
    const returnTo = `${SITE}/authentication/sign-in`;
    const login = await kit.app.inject({
      method: 'GET',
      url: `/v2/sso/login?club=lakeside&return_to=${encodeURIComponent(returnTo)}`,
    });
    expect(login.statusCode).toBe(302);
    const state = new URL(String(login.headers.location), 'http://api.test').searchParams.get(
      'state',
    )!;
    const page = await kit.app.inject({ method: 'GET', url: `/dev/sso/authorize?state=${state}` });
    expect(page.body).toContain('Signing in to <strong>Lakeside Hockey Club</strong>');
    const chosen = await kit.app.inject({
      method: 'POST',
      url: '/dev/sso/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state,
        email: SEEDED.demoMember.email,
        action: 'sign-in',
      }).toString(),
    });
    expect(chosen.statusCode).toBe(303);
    const back = new URL(String(chosen.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(returnTo);
    const exchanged = await post('/oauth/token', {
      grant_type: 'authorization_code',
      code: back.searchParams.get('c'),
    });
    expect(exchanged.statusCode).toBe(200);
  });
});

describe('the lakeside club: its membership page', () => {
  it('has a bundle of 7 plans, more than the 5 a bundle card shows at first', async () => {
    const products = await programmeProducts(/^Club Membership \d{4}$/);
    const bundle = products.find((product) => product.name === 'Team Bundle')!;
    expect(bundle.type).toBe('Bundle');
    const plans = bundle.metadata.products ?? [];
    expect(plans.length).toBeGreaterThan(5);
    expect(plans.map((plan) => plan.product.name)).toEqual(
      LAKESIDE_TEAM_PLANS.map((plan) => plan.name),
    );
  });

  it('asks about its hockey teams and links its own code of conduct, which the club serves', async () => {
    const products = await programmeProducts(/^Club Membership \d{4}$/);
    const social = products.find((product) => product.name === 'Social Membership')!;
    const forms = await get<PlanForms>(
      `/v2/store/lakeside/products/plans/${social.product_id}/form`,
    );
    const questions = forms.member!.sections.flatMap((section) => section.questions);
    const played = questions.find((question) => question.input.type === 'MultipleChoice')!;
    expect(played.input.label).toBe('Which teams do you play for?');
    const conduct = questions.find((question) => /code of conduct/.test(question.input.label))!;
    expect(conduct.input.metadata.external_url).toBe('/pages/code-of-conduct');
    const page = await get<{ title: string }>('/v2/store/lakeside/articles/code-of-conduct');
    expect(page.title).toBe('Code of conduct');
  });

  it('refuses the last place at checkout once another buyer holds it, and gives it back when they let go', async () => {
    const products = await programmeProducts(/^Club Membership \d{4}$/);
    const clinic = products.find((product) => product.name === 'Goalkeeping Clinic')!;
    const social = products.find((product) => product.name === 'Social Membership')!;
    expect(clinic.metadata.available_count).toBe(1);

    // Both buyers put the one place in their carts: nobody has taken it yet.
    const first = await newMember('first');
    const second = await newMember('second');
    const firstCart = await cartWithPlan(first, clinic.product_id);
    const secondCart = await cartWithPlan(second, clinic.product_id);

    // The second buyer starts paying: the unpaid order holds the place.
    expect((await checkout(second, secondCart)).statusCode).toBe(201);
    expect(await placesLeft()).toBe(0);
    const refused = await checkout(first, firstCart);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(OVERSOLD);
    expect(OVERSOLD).toBe('Maximum number of subscriptions has been reached for this plan.');

    // The second buyer takes another plan instead and checks out again: the place is free.
    const removed = await kit.app.inject({
      method: 'DELETE',
      url: `/v2/store/lakeside/shopping-cart/${secondCart.shopping_cart_id}/item/${secondCart.items[0]!.shopping_cart_item}`,
      headers: bearer(second),
    });
    expect(removed.statusCode).toBe(200);
    await cartWithPlan(second, social.product_id, secondCart.shopping_cart_id);
    expect((await checkout(second, secondCart)).statusCode).toBe(201);
    expect(await placesLeft()).toBe(1);
    expect((await checkout(first, firstCart)).statusCode).toBe(201);
  });
});

describe('the lakeside club: a page links to one programme', () => {
  it('links the Juniors page to the membership page of the junior programme alone', async () => {
    const products = await programmeProducts(/^Junior Hockey \d{4}$/);
    const { data: programmes } = await get<{ data: { program_id: number; title: string }[] }>(
      '/v2/store/lakeside/programs?status=not-finished&per_page=1000&page=1',
    );
    const juniors = programmes.find((programme) => /^Junior Hockey /.test(programme.title))!;
    expect(products.map((product) => product.name)).toEqual(['Under-10 Hockey', 'Under-16 Hockey']);
    const page = await get<{ title: string; content: string }>(
      '/v2/store/lakeside/articles/juniors',
    );
    expect(page.title).toBe('Junior hockey');
    expect(page.content).toContain(
      `<a href="/products/membership?id=${juniors.program_id}">See the junior plans and register</a>`,
    );
  });
});

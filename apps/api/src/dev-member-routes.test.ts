import type { PaymentMethodList, Renewal } from '@touchline/contracts';
import { lastSeasonYear, seasonYear } from './catalogue/catalogue-seed-data';
import {
  bearer,
  signIn,
  startIdentityApp,
  type IdentityTestApp,
} from './identity/identity-test-kit';

// The development member maker: journeys that change a member's cart, orders, cards or sign-in
// limit each take a member of their own, made like the seeded one.
let t: IdentityTestApp;
beforeAll(async () => {
  t = await startIdentityApp();
});
afterAll(async () => t?.close());

const make = (email: string, club = 'demo') =>
  t.app.inject({ method: 'POST', url: `/dev/members/${club}`, payload: { email } });

async function signedIn(email: string) {
  const made = await make(email);
  expect(made.statusCode).toBe(201);
  const credentials = made.json<{ email: string; password: string }>();
  expect(credentials.email).toBe(email);
  return bearer((await signIn(t.app, credentials)).access_token);
}

const get = async <T>(url: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response.json<T>();
};

describe('POST /dev/members/{club}', () => {
  it("makes a member with the seeded member's juvenile, cards, failed payment and renewal", async () => {
    const headers = await signedIn('journey-one@demo.touchline.test');
    const cards = await get<PaymentMethodList>('/v2/member/payment-methods', headers);
    expect(cards.items.map((card) => [card.last_four_digits, card.is_default])).toEqual(
      expect.arrayContaining([
        ['5556', true],
        ['0341', false],
      ]),
    );
    expect(await get('/v2/member/has-failed-payments', headers)).toEqual(
      expect.objectContaining({ count: 1 }),
    );
    const renewals = await get<{ items: { product_name?: string; name?: string }[] }>(
      '/v2/member/auto-renewals',
      headers,
    );
    expect(JSON.stringify(renewals)).toContain('Club Lotto');
    const family = await get<unknown>('/v2/member/family', headers);
    expect(JSON.stringify(family)).toContain('Oisin');
  });

  it('keeps each made member apart, and gives an address already made its member again', async () => {
    const first = await signedIn('journey-two@demo.touchline.test');
    const second = await signedIn('journey-three@demo.touchline.test');
    const again = await signedIn('journey-two@demo.touchline.test');
    const cardsOf = async (headers: Record<string, string>) =>
      (await get<PaymentMethodList>('/v2/member/payment-methods', headers)).items.map(
        (card) => card.id,
      );
    const firstCards = await cardsOf(first);
    expect(firstCards).toHaveLength(2);
    expect(await cardsOf(again)).toEqual(firstCards);
    const secondCards = await cardsOf(second);
    expect(secondCards).toHaveLength(2);
    expect(secondCards.filter((id) => firstCards.includes(id))).toEqual([]);
  });

  it('leaves the membership out when asked: the cards, lotto and juvenile stay', async () => {
    const email = 'journey-five@demo.touchline.test';
    const made = await t.app.inject({
      method: 'POST',
      url: '/dev/members/demo',
      payload: { email, membership: false },
    });
    expect(made.statusCode).toBe(201);
    const headers = bearer(
      (await signIn(t.app, made.json<{ email: string; password: string }>())).access_token,
    );
    expect(
      (await get<PaymentMethodList>('/v2/member/payment-methods', headers)).items,
    ).toHaveLength(2);
    expect(await get('/v2/member/has-failed-payments', headers)).toEqual(
      expect.objectContaining({ count: 0 }),
    );
    const orders = await get<{ items: { items: { name: string }[] }[] }>(
      '/v2/member/orders',
      headers,
    );
    expect(orders.items.flatMap((order) => order.items.map((item) => item.name))).toEqual([
      'Club Lotto',
    ]);
  });

  it("gives her last season's Adult Social Membership to renew, with nothing to answer again", async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/dev/members/demo',
      payload: { email: 'journey-renew@demo.touchline.test', last_season: true },
    });
    expect(made.statusCode).toBe(201);
    const headers = bearer((await signIn(t.app, made.json())).access_token);
    const { items } = await get<{ items: Renewal[] }>('/v2/member/renewals', headers);
    expect(items).toHaveLength(1);
    const [renewal] = items;
    expect(renewal).toMatchObject({
      club: 'demo',
      plan_name: 'Adult Social Membership',
      person: 'Siobhan Murphy',
      ends_on: `${lastSeasonYear(new Date())}-12-31`,
      renewed: false,
    });
    expect(renewal!.next_plan).toMatchObject({
      name: 'Adult Social Membership',
      price: 6000,
      valid_from: `${seasonYear(new Date())}-01-01`,
      questions_to_answer: [],
    });
  });

  it('refuses an address outside the development domain, and an unknown club', async () => {
    const outside = await make('someone@example.com');
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    const unknown = await make('journey-four@demo.touchline.test', 'no-such-club');
    expect(unknown.statusCode).toBe(404);
  });
});

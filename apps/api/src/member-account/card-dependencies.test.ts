import type { PaymentMethod, PaymentMethodList, SetupIntentResult } from '@touchline/contracts';
import {
  adminToken,
  bearer,
  CARDS,
  cardToken,
  jsonError,
  memberToken,
  resetRateLimits,
  startCommerceApp,
  type IdentityTestApp,
} from '../commerce/testing/commerce-test-kit';
import { ONLY_CARD_IN_USE } from './card-dependencies';

let t: IdentityTestApp;
let member: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startCommerceApp();
  member = bearer(await memberToken(t.app));
  admin = bearer(await adminToken(t.app));
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetRateLimits(t.database);
});

const cards = async (headers: Record<string, string>) =>
  (
    await t.app.inject({ method: 'GET', url: '/v2/member/payment-methods', headers })
  ).json<PaymentMethodList>().items;

const remove = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: `/v2/member/payment-methods/${id}`, headers });

async function saveCard(headers: Record<string, string>, number: string): Promise<PaymentMethod> {
  const setup = await t.app.inject({
    method: 'GET',
    url: '/v2/member/create-payment-intent',
    headers,
  });
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/v2/payments/test/setup-intents/confirm',
    payload: {
      client_secret: setup.json<SetupIntentResult>().client_secret,
      confirmation_token: await cardToken(t.app, number),
    },
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/v2/member/payment-methods/create',
    headers,
    payload: { payment_method: confirmed.json<{ payment_method: string }>().payment_method },
  });
  return created.json<PaymentMethod>();
}

describe('removing a saved card', () => {
  it('refuses the only card while instalments are still to be paid with it', async () => {
    const [first, second] = await cards(member);
    expect((await remove(first!.id, member)).statusCode).toBe(204);
    const refused = await remove(second!.id, member);
    expect(jsonError(refused, 409).message).toBe(ONLY_CARD_IN_USE);
    expect((await cards(member)).map((card) => card.id)).toEqual([second!.id]);

    // With another card saved, the old one may go.
    const added = await saveCard(member, CARDS.visaCredit);
    expect((await remove(second!.id, member)).statusCode).toBe(204);
    expect((await cards(member)).map((card) => [card.id, card.is_default])).toEqual([
      [added.id, true],
    ]);
  });

  it('removes the only card of a member with nothing left to pay', async () => {
    const card = await saveCard(admin, CARDS.visaCredit);
    expect((await remove(card.id, admin)).statusCode).toBe(204);
    expect(await cards(admin)).toEqual([]);
  });
});

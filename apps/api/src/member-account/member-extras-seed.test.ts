import type {
  ArrearsOrderList,
  ArrearsPayResult,
  MemberSubscriptionList,
  PaymentMethodList,
} from '@touchline/contracts';
import {
  bearer,
  signIn,
  startIdentityApp,
  type IdentityTestApp,
} from '../identity/identity-test-kit';

// The development member maker's extras, which the account journeys ask for: a subscription to
// see and stop, and a default card whose bank asks the member to confirm payments.
let t: IdentityTestApp;
beforeAll(async () => {
  t = await startIdentityApp();
});
afterAll(async () => t?.close());

async function madeWith(email: string, extras: Record<string, boolean>) {
  const made = await t.app.inject({
    method: 'POST',
    url: '/dev/members/demo',
    payload: { email, ...extras },
  });
  expect(made.statusCode).toBe(201);
  const credentials = made.json<{ email: string; password: string }>();
  return bearer((await signIn(t.app, credentials)).access_token);
}

const get = async <T>(url: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response.json<T>();
};

describe('POST /dev/members/{club} with extras', () => {
  it('gives the member a running monthly subscription, once', async () => {
    const headers = await madeWith('subscriber@demo.touchline.test', { subscription: true });
    await madeWith('subscriber@demo.touchline.test', { subscription: true });
    const list = await get<MemberSubscriptionList>('/v2/member/subscriptions', headers);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      name: 'Supporters Club Subscription',
      person: 'Siobhan Murphy',
      frequency: 'Monthly',
      occurrence: 1,
      currency: 'EUR',
      period_amount: 1000,
      next_payment: { amount: 1000 },
      ends_on: null,
      stopped_at: null,
      stopped_by: null,
    });
    const none = await madeWith('no-subscription@demo.touchline.test', {});
    expect((await get<MemberSubscriptionList>('/v2/member/subscriptions', none)).total).toBe(0);
  });

  it('makes a card asking for 3-D Secure the default: paying the arrear goes to the bank', async () => {
    const headers = await madeWith('confirms@demo.touchline.test', {
      card_needing_authentication: true,
    });
    const cards = await get<PaymentMethodList>('/v2/member/payment-methods', headers);
    const byDefault = cards.items.find((card) => card.is_default);
    expect(byDefault?.last_four_digits).toBe('3220');
    expect(cards.items.filter((card) => card.is_default)).toHaveLength(1);
    const arrears = await get<ArrearsOrderList>('/v2/member/arrears/orders', headers);
    expect(arrears.total).toBe(1);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/v2/member/arrears/pay',
      headers,
      payload: {
        order_ids: [arrears.items[0]!.order_id],
        payment_method_id: byDefault!.id,
        return_url: 'http://myaccount.localhost:4200/arrears',
      },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<ArrearsPayResult>().requires_action?.redirect_url).toMatch(
      /\/v2\/payments\/test\/authenticate\/pi_test_/,
    );
  });
});

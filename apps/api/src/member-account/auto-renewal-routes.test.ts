import type { AutoRenewal, AutoRenewalList, PaymentMethodList } from '@touchline/contracts';
import {
  adminToken,
  bearer,
  jsonError,
  memberToken,
  resetRateLimits,
  startCommerceApp,
  type IdentityTestApp,
} from '../commerce/testing/commerce-test-kit';
import { AUTO_RENEWAL_NOT_FOUND } from './auto-renewal-routes';
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

const list = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/v2/member/auto-renewals', headers });
  expect(response.statusCode).toBe(200);
  return response.json<AutoRenewalList>();
};

const stop = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/v2/member/auto-renewals/${id}/stop`, headers });

describe('automatic renewals', () => {
  it('lists the member’s renewing lotto entry and stops it once', async () => {
    jsonError(await t.app.inject({ method: 'GET', url: '/v2/member/auto-renewals' }), 401);
    const renewals = await list(member);
    expect(renewals.total).toBe(1);
    const [lotto] = renewals.items;
    expect(lotto).toMatchObject({
      product_type: 'Lotto',
      name: 'Club Lotto',
      title: '1 line, 4 draws',
      amount: 800,
      currency: 'EUR',
      club: { slug: 'demo' },
      stopped_at: null,
    });
    expect((await list(admin)).total).toBe(0);
    expect(jsonError(await stop(lotto!.order_item_id, admin), 404).message).toBe(
      AUTO_RENEWAL_NOT_FOUND,
    );

    const stopped = await stop(lotto!.order_item_id, member);
    expect(stopped.statusCode).toBe(200);
    const stoppedAt = stopped.json<AutoRenewal>().stopped_at;
    expect(Date.parse(stoppedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const again = await stop(lotto!.order_item_id, member);
    expect(again.json<AutoRenewal>().stopped_at).toBe(stoppedAt);
    expect((await list(member)).items[0]!.stopped_at).toBe(stoppedAt);
    jsonError(await stop(0, member), 400);
  });

  it('keeps the last card while a renewal runs, not once it is stopped', async () => {
    // A member whose instalments are all paid: only the renewal depends on the card.
    await t.database.db
      .updateTable('order_instalments')
      .set({ status: 'paid' })
      .where('status', 'in', ['scheduled', 'failed'])
      .execute();
    await t.database.db
      .updateTable('order_items')
      .set({ metadata: JSON.stringify({ auto_renewal: true }) })
      .where('product_type', '=', 'Lotto')
      .execute();
    const cards = (
      await t.app.inject({ method: 'GET', url: '/v2/member/payment-methods', headers: member })
    ).json<PaymentMethodList>().items;
    const remove = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/v2/member/payment-methods/${id}`, headers: member });
    expect((await remove(cards[0]!.id)).statusCode).toBe(204);
    expect(jsonError(await remove(cards[1]!.id), 409).message).toBe(ONLY_CARD_IN_USE);
    const [lotto] = (await list(member)).items;
    expect((await stop(lotto!.order_item_id, member)).statusCode).toBe(200);
    expect((await remove(cards[1]!.id)).statusCode).toBe(204);
  });
});

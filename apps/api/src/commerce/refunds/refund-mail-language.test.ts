import type { CheckoutResult } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import { newestMail, setLanguages } from '../../mail/mail-language-test-kit';
import { orderRefundedMail } from './refund-mail';
import {
  adminToken,
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
  memberToken,
  resetRateLimits,
  startCommerceApp,
  type IdentityTestApp,
} from '../testing/commerce-test-kit';

// The receipt of a refund speaks the member's language (their saved one, else the club's); the
// club's reason stays as the club wrote it.

jest.setTimeout(120_000);

const MEMBER = 'member@demo.touchline.test';

let t: IdentityTestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let scarf: number;
let keys = 0;

beforeAll(async () => {
  t = await startCommerceApp();
  scarf = (await demoProducts(t.database.db)).get('club-scarf')!;
  admin = bearer(await adminToken(t.app));
  member = bearer(await memberToken(t.app));
});
afterAll(async () => t?.close());
beforeEach(async () => resetRateLimits(t.database));

/** Buys a scarf and refunds €10.00 of it with the languages set; answers the refund mail. */
async function refundScarf(saved: Language | null, clubDefault: Language) {
  await setLanguages(t.database.db, MEMBER, { saved, clubDefault });
  const cart = await createCart(t.app, [{ product_id: scarf, quantity: 1 }], member);
  const paid = await checkout(t.app, member, {
    shopping_cart_id: cart.shopping_cart_id,
    confirmation_token: await cardToken(t.app, CARDS.visaDebit),
  });
  const placed = paid.json<CheckoutResult>();
  const order = await t.app.inject({
    method: 'GET',
    url: `/v2/backoffice/orders/${placed.order_id}`,
    headers: admin,
  });
  const line = order.json<{ lines: { order_item_id: number }[] }>().lines[0]!;
  const refunded = await t.app.inject({
    method: 'POST',
    url: `/v2/backoffice/orders/${placed.order_id}/refunds`,
    headers: admin,
    payload: {
      order_item_id: line.order_item_id,
      amount: 1000,
      reason: 'Arrived damaged',
      idempotency_key: `refund-language-${(keys += 1)}`,
    },
  });
  expect(refunded.statusCode).toBe(201);
  const mail = await newestMail(t.app, MEMBER, 'order_refunded');
  expect(mail.data['order_id']).toBe(placed.order_id);
  return { mail, orderSeq: placed.order_seq };
}

describe('the refund mail in the member’s language', () => {
  it('is in Irish for a member who chose Irish, the club’s reason as written', async () => {
    const { mail, orderSeq } = await refundScarf('ga', 'en');
    expect(mail.subject).toBe(`Glenarden Gaels GAA Club: aisíocaíocht €10.00 ar ordú ${orderSeq}`);
    expect(mail.text).toContain(
      `D’aisíocamar €10.00 ar an gcárta lenar íoc tú as ordú ${orderSeq}:`,
    );
    expect(mail.text).toContain('Cúis: Arrived damaged');
    expect(mail.text).toContain('De ghnáth, sroicheann aisíocaíocht do chuntas');
    expect(mail.text).not.toContain('We refunded');
  });

  it('is in the club’s default language for a member who chose none', async () => {
    expect((await refundScarf(null, 'ga')).mail.text).toContain('Cúis: Arrived damaged');
    const { mail, orderSeq } = await refundScarf(null, 'en');
    expect(mail.subject).toBe(`Glenarden Gaels GAA Club: refund of €10.00 for order ${orderSeq}`);
    expect(mail.text).toContain('Reason: Arrived damaged');
  });

  it('counts the cancelled payments in Irish’s plural forms', () => {
    const notice = {
      to: MEMBER,
      firstName: 'Siobhan',
      clubName: 'Glenarden Gaels GAA Club',
      orderId: 'order',
      orderSeq: 1042,
      currency: 'EUR',
      reason: 'Moved away',
      lines: [{ name: 'Adult Playing Membership', amount: 3500 }],
      language: 'ga' as const,
    };
    const text = (count: number) =>
      orderRefundedMail({ ...notice, cancelledInstalments: count }).text;
    expect(text(1)).toContain('Tá an íocaíocht atá fágtha den ordú seo curtha ar ceal');
    expect(text(2)).toContain('Tá an dá íocaíocht atá fágtha');
    expect(text(8)).toContain('Tá na 8 n-íocaíocht atá fágtha');
    expect(
      orderRefundedMail({ ...notice, language: 'en', cancelledInstalments: 2 }).text,
    ).toContain('The 2 remaining payments of this order are cancelled: they will not be charged.');
  });
});

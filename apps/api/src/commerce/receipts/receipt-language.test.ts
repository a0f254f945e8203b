import type { CheckoutResult } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import { newestMail, setLanguages } from '../../mail/mail-language-test-kit';
import {
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
  memberToken,
  resetRateLimits,
  SEEDED,
  startCommerceApp,
  type IdentityTestApp,
} from '../testing/commerce-test-kit';
import { pdfText } from '../testing/pdf-text';

// The receipt mail and PDF speak the member's language: their saved one, else the club's.

jest.setTimeout(180_000);

let t: IdentityTestApp;
let member: Record<string, string>;
let scarf: number;
const email = SEEDED.demoMember.email;

beforeAll(async () => {
  t = await startCommerceApp();
  scarf = (await demoProducts(t.database.db)).get('club-scarf')!;
  member = bearer(await memberToken(t.app));
});
afterAll(async () => t?.close());
beforeEach(async () => resetRateLimits(t.database));

/** Buys a scarf with the languages set; answers the receipt mail and the PDF's words. */
async function buyScarf(saved: Language | null, clubDefault: Language) {
  await setLanguages(t.database.db, email, { saved, clubDefault });
  const cart = await createCart(t.app, [{ product_id: scarf, quantity: 1 }], member);
  const paid = await checkout(t.app, member, {
    shopping_cart_id: cart.shopping_cart_id,
    confirmation_token: await cardToken(t.app, CARDS.visaDebit),
  });
  const result = paid.json<CheckoutResult>();
  expect(result.status).toBe('succeeded');
  const mail = await newestMail(t.app, email, 'order_receipt');
  expect(mail.data['order_id']).toBe(result.order_id);
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/v2/store/demo/orders/${result.order_id}/download?timezone=Europe/Dublin`,
    headers: member,
  });
  const words = (await pdfText(pdf.rawPayload)).pages.join(' ').replace(/\s+/g, ' ');
  return { mail, pdf: words };
}

describe('the receipt in the member’s language', () => {
  it('is in Irish for a member who chose Irish, whatever the club’s default', async () => {
    const { mail, pdf } = await buyScarf('ga', 'en');
    expect(mail.subject).toMatch(/^.+: ordú \d+ deimhnithe$/);
    expect(mail.text).toContain('Go raibh maith agat as d’ordú');
    expect(mail.text).toMatch(/Ordú curtha isteach ar \d{2} [^\d]+ \d{4}/);
    expect(mail.text).toContain('Earraí siopa');
    expect(mail.text).toContain('Iomlán: €');
    expect(mail.text).not.toContain('Thank you');
    expect(mail.text).not.toContain('Subtotal');
    expect(mail.html).toContain('<pre lang="ga"');
    expect(pdf).toContain('Ordú deimhnithe');
    expect(pdf).toContain('Earraí siopa × 1');
    expect(pdf).not.toContain('Order confirmed');
  });

  it('is in the club’s default language for a member who chose none', async () => {
    const irish = await buyScarf(null, 'ga');
    expect(irish.mail.text).toContain('Go raibh maith agat as d’ordú');
    expect(irish.pdf).toContain('Ordú deimhnithe');

    const english = await buyScarf(null, 'en');
    expect(english.mail.subject).toMatch(/: order \d+ confirmed$/);
    expect(english.mail.text).toContain('Thank you for your order');
    expect(english.pdf).toContain('Order confirmed');
  });

  it('is in English for a member who chose English, though the club’s default is Irish', async () => {
    const { mail, pdf } = await buyScarf('en', 'ga');
    expect(mail.text).toContain('Thank you for your order');
    expect(pdf).toContain('Order confirmed');
  });
});

import type { CartItemInput, CheckoutResult, Order } from '@touchline/contracts';
import { formatMoney } from '../commerce/receipts/money-format';
import {
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
  endSeededMemberships,
  memberToken,
  planForms,
  planItem,
  resetRateLimits,
  startCommerceApp,
  validAnswers,
  type FormPerson,
  type IdentityTestApp,
} from '../commerce/testing/commerce-test-kit';
import { pdfText } from '../commerce/testing/pdf-text';

// One pricing summary of an order feeds the confirmation page (the order's `receipt`), the PDF
// receipt and the receipt mail: for every kind of product the three show the same lines,
// group subtotals, discounts and total, and they add up.

// Starting a seeded API on a busy machine can take a while.
jest.setTimeout(180_000);

let t: IdentityTestApp;
let ids: Map<string, number>;
let member: Record<string, string>;
const id = (slug: string) => ids.get(slug)!;

beforeAll(async () => {
  t = await startCommerceApp();
  ids = await demoProducts(t.database.db);
  member = bearer(await memberToken(t.app));
  // These tests buy her seeded plan again.
  await endSeededMemberships(t.database.db);
});
afterAll(async () => t?.close());
beforeEach(async () => resetRateLimits(t.database));

async function bundleItem(slug: string, person: FormPerson) {
  const forms = await planForms(t.app, id(slug));
  return {
    product_id: id(slug),
    metadata: {
      club_member: { first_name: person.first, last_name: person.last, email: person.email },
      registration_form: validAnswers(forms.member!, person),
    },
  };
}

/** Buys the items (with a code, if any) by card and answers the order, its PDF and its mail. */
async function buy(items: CartItemInput[], code?: string) {
  const cart = await createCart(t.app, items, member);
  if (code) {
    await t.app.inject({
      method: 'POST',
      url: `/v2/store/demo/shopping-cart/${cart.shopping_cart_id}/discounts/codes/apply`,
      headers: member,
      payload: { code },
    });
  }
  const paid = await checkout(t.app, member, {
    shopping_cart_id: cart.shopping_cart_id,
    confirmation_token: await cardToken(t.app, CARDS.visaDebit),
  });
  const result = paid.json<CheckoutResult>();
  expect(result.status).toBe('succeeded');
  const order = (
    await t.app.inject({
      method: 'GET',
      url: `/v2/store/demo/orders/${result.order_id}`,
      headers: member,
    })
  ).json<Order>();
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/v2/store/demo/orders/${result.order_id}/download`,
    headers: member,
  });
  const pdfWords = (await pdfText(pdf.rawPayload)).pages.join(' ').replace(/\s+/g, ' ');
  const mails = await t.database.db
    .selectFrom('mail_outbox')
    .select(['text_body', 'data'])
    .where('kind', '=', 'order_receipt')
    .execute();
  const mail = mails.find(
    (row) => (row.data as { order_id?: string }).order_id === result.order_id,
  )!;
  return { order, charged: result.amount, pdf: pdfWords, mail: mail.text_body };
}

function expectAgreement({ order, charged, pdf, mail }: Awaited<ReturnType<typeof buy>>) {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const { receipt } = order;
  // It adds up, to what was charged.
  for (const group of receipt.groups) {
    expect(group.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(group.subtotal);
  }
  expect(receipt.groups.reduce((sum, group) => sum + group.subtotal, 0)).toBe(receipt.subtotal);
  const off = receipt.discounts.reduce((sum, discount) => sum + discount.amount, 0);
  expect(receipt.subtotal - off).toBe(receipt.total);
  expect(receipt.total).toBe(charged);
  expect(receipt.total).toBe(order.pay_today.total);

  // The PDF and the mail say the same.
  for (const group of receipt.groups) {
    expect(pdf).toContain(group.title);
    expect(mail).toContain(group.title);
    for (const line of group.lines) {
      const label = line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name;
      const amount = line.amount === 0 ? 'FREE' : money(line.amount);
      expect(pdf).toContain(`${label} ${amount}`);
      expect(mail).toContain(`${label}: ${amount}`);
      // What the buyer chose (member, lines, draw date, size) is on both.
      for (const detail of line.details) {
        expect(pdf).toContain(detail);
        expect(mail).toContain(`    ${detail}`);
      }
    }
    expect(pdf).toContain(`Subtotal ${money(group.subtotal)}`);
    expect(mail).toContain(`Subtotal: ${money(group.subtotal)}`);
  }
  for (const discount of receipt.discounts) {
    expect(pdf).toContain(`Discount (${discount.name}) ${money(-discount.amount)}`);
    expect(mail).toContain(`Discount (${discount.name}): ${money(-discount.amount)}`);
  }
  expect(pdf).toContain(`Subtotal ${money(receipt.subtotal)}`);
  expect(mail).toContain(`Subtotal: ${money(receipt.subtotal)}`);
  expect(pdf).toContain(`Total ${money(receipt.total)}`);
  expect(mail).toContain(`Total: ${money(receipt.total)}`);
}

describe('the page, the PDF and the mail agree', () => {
  it('for membership plans with the multi-member discount', async () => {
    const bought = await buy([
      await planItem(t.app, id('adult-playing-membership'), {
        first: 'Siobhan',
        last: 'Murphy',
        named: false,
      }),
      await planItem(t.app, id('juvenile-membership'), { first: 'Oisin', last: 'Murphy' }),
    ]);
    expect(bought.order.receipt.discounts.map((discount) => discount.name)).toEqual([
      'Multi-member discount',
    ]);
    expect(bought.order.receipt.groups[0]!.lines.map((line) => line.details)).toEqual([
      ['Siobhan Murphy'],
      ['Oisin Murphy'],
    ]);
    expectAgreement(bought);
  });

  it('for a bundle', async () => {
    const bought = await buy([
      {
        product_id: id('couple-bundle'),
        metadata: {
          products: [
            await bundleItem('adult-social-membership', {
              first: 'Niamh',
              last: 'Kelly',
              email: 'niamh.kelly@example.ie',
            }),
            await bundleItem('adult-social-membership', {
              first: 'Ciaran',
              last: 'Kelly',
              email: 'ciaran.kelly@example.ie',
            }),
          ],
        },
      },
    ]);
    expect(bought.order.receipt.groups[0]!.lines).toHaveLength(1);
    expect(bought.order.receipt.groups[0]!.lines[0]!.details).toEqual([
      'Adult Social Membership – Niamh Kelly',
      'Adult Social Membership – Ciaran Kelly',
    ]);
    expectAgreement(bought);
  });

  it('for lotto, draw tickets and shop items with a shop discount and a discount code', async () => {
    const kit = { product_id: id('home-jersey'), quantity: 3, metadata: { size: 'M' } };
    const bought = await buy(
      [
        { product_id: id('club-lotto'), metadata: { pick: [[1, 2, 3, 4]] } },
        {
          product_id: id('summer-draw'),
          quantity: 2,
          metadata: { configurable_price: { title: 'Book of 3 tickets' } },
        },
        kit,
        { product_id: id('club-scarf'), quantity: 2 },
      ],
      'WELCOME10',
    );
    expect(bought.order.receipt.groups.map((group) => group.title)).toEqual([
      'Lotto tickets',
      'Draw tickets',
      'Shop items',
    ]);
    expect(bought.order.receipt.discounts.length).toBeGreaterThanOrEqual(2);
    const [lotto, draw, shop] = bought.order.receipt.groups;
    expect(lotto!.lines[0]!.details).toEqual([
      expect.any(String),
      'Line 1: 1, 2, 3, 4',
      expect.stringMatching(/^Draws: \d+$/),
      expect.stringMatching(/^Draw date: \d{2}\/\d{2}\/\d{4}$/),
    ]);
    expect(draw!.lines[0]!.details).toEqual([
      'Book of 3 tickets',
      expect.stringMatching(/^Draw date: \d{2}\/\d{2}\/\d{4}$/),
    ]);
    expect(shop!.lines.find((line) => line.name.startsWith('Home Jersey'))!.details).toEqual([
      'Size: M',
    ]);
    expectAgreement(bought);
  });
});

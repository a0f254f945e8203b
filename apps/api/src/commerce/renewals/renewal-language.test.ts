import type { Language } from '@touchline/contracts/languages';
import { createClock, type Clock } from '../../clock/clock';
import type { DatabaseHandle } from '../../db/open-database';
import { createTestDatabase, testConfig } from '../../testing/test-database';
import { dateOf } from '../collection/collection-repository';
import { createCommerceContext } from '../commerce-context';
import { createPaymentNoticeService, type PaymentNoticeService } from './payment-notice-service';
import { createRenewalService, type RenewalService } from './renewal-service';

// Reminders, card-expiry notices and stopped renewals speak the member's language: their saved
// one, else the club's default.

jest.setTimeout(120_000);

const DAY = 86_400_000;
const MEMBER = 'member@demo.touchline.test';

let database: DatabaseHandle;
let clock: Clock;
let renewals: RenewalService;
let notices: PaymentNoticeService;
let userId: number;
let accountId: number;
let nextId = 1;

beforeAll(async () => {
  database = await createTestDatabase();
  const context = createCommerceContext(database.db, testConfig());
  clock = createClock(database.db, { movable: true });
  renewals = createRenewalService(context, clock);
  notices = createPaymentNoticeService(context, clock, renewals);
  userId = (
    await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', MEMBER)
      .executeTakeFirstOrThrow()
  ).id;
  accountId = (
    await database.db
      .selectFrom('orders')
      .select('account_id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => database?.close());
beforeEach(async () => clock.reset());

async function setLanguages(saved: Language | null, clubDefault: Language) {
  await database.db
    .updateTable('users')
    .set({ language: saved })
    .where('id', '=', userId)
    .execute();
  await database.db
    .updateTable('clubs')
    .set({ default_language: clubDefault })
    .where('account_id', '=', accountId)
    .execute();
}

const at = async (days: number) => new Date((await clock.now()).getTime() + days * DAY);

/** A lotto of its own with draws in `days`. */
async function lotto(draws = [1, 8]) {
  const id = nextId++;
  const product = await database.db
    .insertInto('products')
    .values({
      account_id: accountId,
      program_id: null,
      shop_item_type_id: null,
      type: 'Lotto',
      slug: `language-lotto-${id}`,
      name: `Lotto ${id}`,
      price: 200,
      available_count: null,
      valid_from: null,
      valid_to: null,
      metadata: JSON.stringify({
        configurable_price: [{ title: '1 line, 1 draw', price: 200, lines: 1, draws: 1 }],
      }),
    })
    .returning(['product_id', 'name'])
    .executeTakeFirstOrThrow();
  const first = await database.db
    .insertInto('lottery_draws')
    .values(
      await Promise.all(
        draws.map(async (days) => ({
          account_id: accountId,
          product_id: product.product_id,
          draw_at: await at(days),
          numbers_count: 4,
          min_number: 1,
          max_number: 28,
          jackpot: null,
        })),
      ),
    )
    .returning(['draw_id', 'draw_at'])
    .executeTakeFirstOrThrow();
  return { productId: product.product_id, name: product.name, first };
}

/** A completed order of the member holding one item. */
async function order(item: {
  productId: number;
  name: string;
  paymentType?: string;
  numberOfPayments?: number;
  metadata?: Record<string, unknown>;
}) {
  const placed = await database.db
    .insertInto('orders')
    .values({
      account_id: accountId,
      order_seq: 9500 + nextId++,
      shopping_cart_id: null,
      cart_revision: 1,
      idempotency_key: null,
      user_id: userId,
      member_id: null,
      buyer_first_name: 'Member',
      buyer_last_name: 'Demo',
      buyer_email: MEMBER,
      status: 'Completed',
      currency: 'EUR',
      subtotal: 900,
      discount: 0,
      total: 900,
      summary: JSON.stringify({}),
      discount_code_id: null,
      receipt_sent_at: null,
      completed_at: await clock.now(),
    })
    .returning(['order_id', 'order_seq'])
    .executeTakeFirstOrThrow();
  const line = await database.db
    .insertInto('order_items')
    .values({
      order_id: placed.order_id,
      bundle_order_item_id: null,
      product_id: item.productId,
      product_type: 'Lotto',
      name: item.name,
      quantity: 1,
      price: 900,
      discount: 0,
      subtotal: 900,
      initial_payment: 900,
      remaining_payment: 0,
      number_of_payments: item.numberOfPayments ?? 1,
      payment_type: item.paymentType ?? 'full',
      frequency: null,
      member_first_name: null,
      member_last_name: null,
      metadata: JSON.stringify(item.metadata ?? {}),
    })
    .returning('order_item_id')
    .executeTakeFirstOrThrow();
  return { orderId: placed.order_id, orderSeq: placed.order_seq, itemId: line.order_item_id };
}

/** A plan paid in two, its second payment due in two days: reminded of it. */
async function reminder() {
  const game = await lotto();
  const bought = await order({
    productId: game.productId,
    name: 'Raffle plan',
    paymentType: 'instalment',
    numberOfPayments: 2,
  });
  await database.db
    .insertInto('order_instalments')
    .values({
      order_id: bought.orderId,
      order_item_id: bought.itemId,
      sequence: 2,
      due_on: dateOf(await at(2)),
      amount: 450,
    })
    .execute();
  await notices.sendNotices();
  return mailOf('payment_reminder', bought.orderId);
}

async function mailOf(kind: string, orderId: string) {
  const rows = await database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body', 'data'])
    .where('kind', '=', kind)
    .execute();
  return rows.find((row) => (row.data as { order_id?: string }).order_id === orderId)!;
}

describe('payment notices in the member’s language', () => {
  it('remind a member who chose Irish in Irish', async () => {
    await setLanguages('ga', 'en');
    const mail = await reminder();
    const due = dateOf(await at(2));
    expect(mail.subject).toMatch(new RegExp(`: tá íocaíocht €4\\.50 dlite ar ${due}$`));
    expect(mail.text_body).toContain(
      `Ar ${due} gearrfaimid €4.50 ar do chárta sábháilte (Visa dar críoch 5556) as íocaíocht 2 as 2 do Raffle plan`,
    );
    expect(mail.text_body).toContain('Ní gá duit aon rud a dhéanamh.');
    expect(mail.html_body).toContain('<pre lang="ga"');
    expect(mail.text_body).not.toContain('we will charge');
  });

  it('remind a member who chose none in the club’s default language', async () => {
    await setLanguages(null, 'ga');
    expect((await reminder()).text_body).toContain('Ní gá duit aon rud a dhéanamh.');
    await setLanguages(null, 'en');
    const english = await reminder();
    expect(english.subject).toMatch(/: a payment of €4\.50 is due on /);
    expect(english.text_body).toContain('You do not need to do anything.');
  });

  it('tell a member who chose Irish in Irish that their card expires first', async () => {
    await setLanguages('ga', 'en');
    const game = await lotto([25, 32]);
    const bought = await order({
      productId: game.productId,
      name: game.name,
      metadata: {
        auto_renewal: true,
        configurable_price_title: '1 line, 1 draw',
        pick: [[2, 4, 6, 8]],
        draw_id: game.first.draw_id,
        draw_at: new Date(game.first.draw_at).toISOString(),
        draws: 1,
      },
    });
    const card = database.db
      .updateTable('payment_methods')
      .where('user_id', '=', userId)
      .where('last_four_digits', '=', '5556');
    const original = await database.db
      .selectFrom('payment_methods')
      .select(['expiration_month', 'expiration_year'])
      .where('user_id', '=', userId)
      .where('last_four_digits', '=', '5556')
      .executeTakeFirstOrThrow();
    const lastYear = new Date().getUTCFullYear() - 1;
    await card.set({ expiration_month: 12, expiration_year: lastYear }).execute();
    try {
      await notices.sendNotices();
      const mail = await mailOf('card_expiring', bought.orderId);
      expect(mail.subject).toMatch(
        /: rachaidh do chárta sábháilte as feidhm roimh d’íocaíocht eile$/,
      );
      expect(mail.text_body).toContain(
        `Rachaidh do chárta sábháilte (Visa dar críoch 5556) as feidhm ag deireadh 12/${lastYear}`,
      );
      expect(mail.text_body).toContain(`as athnuachan d’iontráil ${game.name} (1 line, 1 draw)`);
    } finally {
      await card.set(original).execute();
    }
  });

  it('tell a member who chose Irish in Irish that an entry did not renew', async () => {
    await setLanguages('ga', 'en');
    const game = await lotto();
    const bought = await order({
      productId: game.productId,
      name: game.name,
      metadata: {
        auto_renewal: true,
        configurable_price_title: '1 line, 1 draw',
        pick: [[2, 4, 6, 8]],
        draw_id: game.first.draw_id,
        draw_at: new Date(game.first.draw_at).toISOString(),
        draws: 1,
      },
    });
    await database.db
      .updateTable('products')
      .set({ active: false })
      .where('product_id', '=', game.productId)
      .execute();
    await clock.advance(2 * DAY);
    await renewals.renewEntries();
    const mail = await mailOf('renewal_stopped', bought.orderId);
    expect(mail.subject).toMatch(new RegExp(`: níor athnuadh d’iontráil ${game.name}$`));
    expect(mail.text_body).toContain(
      `Níorbh fhéidir linn d’iontráil ${game.name} (1 line, 1 draw) a athnuachan (ordú ${bought.orderSeq}).\nTá ${game.name} thart: níl a thuilleadh tarraingtí ar díol ag an gclub.`,
    );
    expect(mail.text_body).toContain('Níor gearradh aon rud');
  });
});

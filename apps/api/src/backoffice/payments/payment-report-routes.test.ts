import type {
  ArrearsOrderList,
  CheckoutResult,
  ClubArrearsPage,
  PaymentMonth,
  PaymentSummary,
} from '@touchline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createClock, type Clock } from '../../clock/clock';
import {
  createCollectionService,
  type CollectionService,
} from '../../commerce/collection/collection-service';
import { GENERIC_DECLINE } from '../../commerce/commerce-messages';
import { createCommerceContext } from '../../commerce/commerce-context';
import {
  adminToken,
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
  jsonError,
  memberToken,
  planItem,
  resetRateLimits,
  SEEDED,
  startCommerceApp,
  type IdentityTestApp,
} from '../../commerce/testing/commerce-test-kit';
import { signInBySso } from '../../identity/identity-test-kit';
import { testConfig } from '../../testing/test-database';
import { addMonths, dayIn } from './payment-report-service';

// The treasurer's view: what a club collected, has due and failed by month, who owes what, and
// the payments as CSV, from instalments bought at checkout and charged by the collection.

jest.setTimeout(120_000);

const DAY = 86_400_000;
const BASE = '/v2/backoffice/payments';

let t: IdentityTestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let quietAdmin: Record<string, string>;
let clock: Clock;
let collection: CollectionService;
let demoAccountId: number;

beforeAll(async () => {
  t = await startCommerceApp();
  admin = bearer(await adminToken(t.app));
  member = bearer(await memberToken(t.app));
  quietAdmin = bearer((await signInBySso(t, SEEDED.quietAdmin)).access_token);
  clock = createClock(t.database.db, { movable: true });
  collection = createCollectionService(createCommerceContext(t.database.db, testConfig()), clock);
  const club = await t.database.db
    .selectFrom('clubs')
    .select('account_id')
    .where('slug', '=', 'demo')
    .executeTakeFirstOrThrow();
  demoAccountId = club.account_id;
});

afterAll(async () => {
  await clock?.reset();
  await t?.close();
});

beforeEach(async () => {
  await resetRateLimits(t.database);
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

async function summary(query: string, headers = admin): Promise<PaymentSummary> {
  const response = await get(`${BASE}/summary${query}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json<PaymentSummary>();
}

async function arrears(query = '', headers = admin): Promise<ClubArrearsPage> {
  const response = await get(`${BASE}/arrears${query}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json<ClubArrearsPage>();
}

/** The CSV's rows as cells (the byte-order mark off, quoted cells read back). */
function csvRows(response: LightMyRequestResponse): string[][] {
  const text = response.body.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

/** Month by month, what changed between two summaries of the same months. */
function changes(before: PaymentSummary, after: PaymentSummary) {
  const changed: Record<string, Partial<Omit<PaymentMonth, 'month'>>> = {};
  after.months.forEach((month, index) => {
    const was = before.months[index]!;
    for (const key of ['collected', 'due', 'failed', 'in_arrears', 'refunded'] as const) {
      const difference = month[key] - was[key];
      if (difference !== 0) (changed[month.month] ??= {})[key] = difference;
    }
  });
  return changed;
}

/** Makes the demo admin's saved card ending `lastFour` the one instalments are charged to. */
async function useCard(userId: number, lastFour: string) {
  await t.database.db
    .updateTable('payment_methods')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .execute();
  await t.database.db
    .updateTable('payment_methods')
    .set({ is_default: true })
    .where('user_id', '=', userId)
    .where('last_four_digits', '=', lastFour)
    .execute();
}

describe('who may read the club’s payments', () => {
  it('answers 401 without a token and 403 to a member who is not Admin or Owner', async () => {
    for (const path of ['summary', 'arrears', 'export']) {
      expect(jsonError(await get(`${BASE}/${path}`, {}), 401).message).toBe('Unauthenticated.');
      expect(jsonError(await get(`${BASE}/${path}`, member), 403).message).toBe(
        'This action is unauthorized.',
      );
      // An admin of another club naming this one.
      jsonError(await get(`${BASE}/${path}?account_id=${demoAccountId}`, quietAdmin), 403);
    }
  });

  it('refuses months and days that are not, or a range the wrong way round, with 400', async () => {
    jsonError(await get(`${BASE}/summary?from=2026-13`, admin), 400);
    jsonError(await get(`${BASE}/summary?from=2026-05&to=2026-04`, admin), 400);
    jsonError(await get(`${BASE}/summary?from=2020-01&to=2026-01`, admin), 400);
    jsonError(await get(`${BASE}/export?from=2026-02-30`, admin), 400);
    jsonError(await get(`${BASE}/export?from=2026-05-02&to=2026-05-01`, admin), 400);
    jsonError(await get(`${BASE}/export?from=2024-01-01&to=2026-01-01`, admin), 400);
    jsonError(await get(`${BASE}/arrears?per_page=0`, admin), 400);
  });
});

describe('the treasurer’s view of instalments bought and collected', () => {
  it('sums by month what was collected, is due and failed, agrees with the member’s arrears, and exports it', async () => {
    const start = await clock.now();
    const thisMonth = dayIn(start).slice(0, 7);
    const range = `?from=${addMonths(thisMonth, -2)}&to=${addMonths(thisMonth, 4)}`;
    const before = await summary(range);
    expect(before).toMatchObject({ currency: 'EUR', time_zone: 'Europe/Dublin' });
    expect(before.months.map((month) => month.month)).toEqual(
      [-2, -1, 0, 1, 2, 3, 4].map((n) => addMonths(thisMonth, n)),
    );
    const arrearsBefore = await arrears();

    // The demo admin buys an adult membership for Aoife Kelly in three monthly payments.
    const products = await demoProducts(t.database.db);
    const plan = products.get('adult-playing-membership')!;
    const option = await t.database.db
      .selectFrom('payment_options')
      .select('payment_option_id')
      .where('product_id', '=', plan)
      .where('type', '=', 'instalment')
      .executeTakeFirstOrThrow();
    const cart = await createCart(
      t.app,
      [
        await planItem(
          t.app,
          plan,
          { first: 'Aoife', last: 'Kelly' },
          { payment_option_id: option.payment_option_id },
        ),
      ],
      admin,
    );
    const bought = await checkout(t.app, admin, {
      shopping_cart_id: cart.shopping_cart_id,
      save_payment_method: true,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(bought.statusCode).toBe(201);
    const orderId = bought.json<CheckoutResult>().order_id;
    const order = await t.database.db
      .selectFrom('orders')
      .select(['order_seq', 'completed_at', 'total', 'user_id'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const instalments = await t.database.db
      .selectFrom('order_instalments')
      .select(['order_instalment_id', 'sequence', 'amount', 'due_on'])
      .where('order_id', '=', orderId)
      .orderBy('sequence')
      .execute();
    expect(instalments.map((row) => row.sequence)).toEqual([2, 3]);
    const [second, third] = instalments as [(typeof instalments)[0], (typeof instalments)[0]];
    const dueMonth = (row: typeof second) => row.due_on.toISOString().slice(0, 7);
    const boughtIn = dayIn(order.completed_at!).slice(0, 7);

    // Paid at checkout: collected; the two instalments: due in their months.
    const afterCheckout = await summary(range);
    const expected: Record<string, Partial<Omit<PaymentMonth, 'month'>>> = {};
    const add = (month: string, key: keyof Omit<PaymentMonth, 'month'>, amount: number) => {
      const entry = (expected[month] ??= {});
      entry[key] = (entry[key] ?? 0) + amount;
      if (entry[key] === 0) delete entry[key];
      if (Object.keys(entry).length === 0) delete expected[month];
    };
    add(boughtIn, 'collected', order.total);
    add(dueMonth(second), 'due', second.amount);
    add(dueMonth(third), 'due', third.amount);
    expect(changes(before, afterCheckout)).toEqual(expected);

    // A month on, the second payment is taken from the saved card.
    await clock.advance(dueAfter(second.due_on, await clock.now()));
    expect(await collection.charge(second.order_instalment_id)).toBe('succeeded');
    const { paid_at: paidAt } = await t.database.db
      .selectFrom('order_instalments')
      .select('paid_at')
      .where('order_instalment_id', '=', second.order_instalment_id)
      .executeTakeFirstOrThrow();
    if (!paidAt) throw new Error('the payment has no time');
    add(dueMonth(second), 'due', -second.amount);
    add(dayIn(paidAt).slice(0, 7), 'collected', second.amount);
    expect(changes(before, await summary(range))).toEqual(expected);

    // The card that is always declined becomes the default: the third payment fails...
    await t.database.db
      .insertInto('payment_sim_cards')
      .values({
        token: 'pm_test_treasurer_failing',
        brand: 'visa',
        last_four_digits: '0341',
        expiration_month: 3,
        expiration_year: new Date().getUTCFullYear() + 3,
        funding: 'debit',
        behaviour: 'charge_fails_after_saving',
        error_code: null,
        decline_code: null,
        customer_id: null,
      })
      .execute();
    await t.database.db
      .insertInto('payment_methods')
      .values({
        user_id: order.user_id!,
        provider: 'test',
        provider_payment_method_id: 'pm_test_treasurer_failing',
        brand: 'visa',
        last_four_digits: '0341',
        expiration_month: 3,
        expiration_year: new Date().getUTCFullYear() + 3,
        funding: 'debit',
      })
      .execute();
    await useCard(order.user_id!, '0341');
    await clock.advance(dueAfter(third.due_on, await clock.now()));
    expect(await collection.charge(third.order_instalment_id)).toBe('failed');
    const { failed_at: failedAt } = await t.database.db
      .selectFrom('order_instalments')
      .select('failed_at')
      .where('order_instalment_id', '=', third.order_instalment_id)
      .executeTakeFirstOrThrow();
    if (!failedAt) throw new Error('the failure has no time');
    add(dueMonth(third), 'due', -third.amount);
    add(dayIn(failedAt).slice(0, 7), 'failed', third.amount);
    expect(changes(before, await summary(range))).toEqual(expected);

    // ... and is in the club's arrears list, as the member sees it, retries still to come.
    let listed = await arrears('?per_page=100');
    let entry = listed.items.find((item) => item.order_id === orderId)!;
    expect(entry).toMatchObject({
      order_seq: order.order_seq,
      member: { first_name: 'Niamh', last_name: 'Gallagher', email: SEEDED.demoAdmin.email },
      items: ['Adult Playing Membership'],
      amount_owing: third.amount,
      currency: 'EUR',
      failed_attempts: 1,
      last_failure_reason: GENERIC_DECLINE,
      in_arrears_since: null,
      failed_since: failedAt.toISOString(),
    });
    expect(entry.next_attempt_at).not.toBeNull();
    expect(listed.total).toBe(arrearsBefore.total + 1);
    expect(listed.amount_owing).toBe(arrearsBefore.amount_owing + third.amount);

    // The retries 1, 3 and 7 days after fail too: in arrears, four failed attempts.
    for (const days of [1, 2, 4]) {
      await clock.advance(days * DAY);
      expect(await collection.charge(third.order_instalment_id)).toBe('failed');
    }
    add(dayIn(failedAt).slice(0, 7), 'in_arrears', third.amount);
    expect(changes(before, await summary(range))).toEqual(expected);
    listed = await arrears('?per_page=100');
    entry = listed.items.find((item) => item.order_id === orderId)!;
    expect(entry).toMatchObject({ failed_attempts: 4, next_attempt_at: null });
    expect(entry.in_arrears_since).not.toBeNull();

    // The same amounts every member sees on their own arrears page.
    for (const [headers, userEmail] of [
      [admin, SEEDED.demoAdmin.email],
      [member, SEEDED.demoMember.email],
    ] as const) {
      const own = await get('/v2/member/arrears/orders', headers);
      const owed = own.json<ArrearsOrderList>().items;
      expect(owed.length).toBeGreaterThan(0);
      for (const order of owed) {
        const club = listed.items.find((item) => item.order_id === order.order_id)!;
        expect(club.member.email).toBe(userEmail);
        expect(club.amount_owing).toBe(order.amount_due);
        expect(club.instalments.map((instalment) => instalment.instalment_id)).toEqual(
          order.instalments.map((instalment) => instalment.instalment_id),
        );
      }
    }
    const failedEver = await summary(
      `?from=${addMonths(thisMonth, -12)}&to=${addMonths(thisMonth, 4)}`,
    );
    expect(failedEver.totals.failed).toBe(listed.amount_owing);

    // The payments as CSV: the first payment, the instalment paid, the one failed and its retries.
    const exported = await get(
      `${BASE}/export?from=${dayIn(order.completed_at!)}&to=${dayIn(await clock.now())}`,
      admin,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="payments-demo-${dayIn(order.completed_at!)}-to-${dayIn(await clock.now())}.csv"`,
    );
    const rows = csvRows(exported);
    expect(rows[0]).toEqual([
      'Date',
      'Order number',
      'Member',
      'Item',
      'Kind',
      'Amount',
      'Currency',
      'Status',
      'Provider reference',
      'Failure reason',
    ]);
    // The same export for an admin whose back office is in Irish: its columns and kinds worded so.
    const inIrish = csvRows(
      await get(
        `${BASE}/export?from=${dayIn(order.completed_at!)}&to=${dayIn(await clock.now())}`,
        { ...admin, 'accept-language': 'ga' },
      ),
    );
    expect(inIrish[0]).toEqual([
      'Dáta',
      'Uimhir an ordaithe',
      'Ball',
      'Earra',
      'Cineál',
      'Méid',
      'Airgeadra',
      'Stádas',
      'Tagairt an tsoláthraí',
      'Cúis na teipe',
    ]);
    expect(inIrish.find((row) => row[1] === String(order.order_seq))?.[4]).toBe(
      'an chéad íocaíocht',
    );
    const ours = rows.filter((row) => row[1] === String(order.order_seq));
    const euro = (cents: number) => (cents / 100).toFixed(2);
    expect(ours.map((row) => [row[3], row[4], row[5], row[6], row[7], row[9]])).toEqual([
      ['Adult Playing Membership', 'first payment', euro(order.total), 'EUR', 'paid', ''],
      ['Adult Playing Membership', 'instalment', euro(second.amount), 'EUR', 'paid', ''],
      [
        'Adult Playing Membership',
        'instalment',
        euro(third.amount),
        'EUR',
        'failed',
        GENERIC_DECLINE,
      ],
      ['Adult Playing Membership', 'retry', euro(third.amount), 'EUR', 'failed', GENERIC_DECLINE],
      ['Adult Playing Membership', 'retry', euro(third.amount), 'EUR', 'failed', GENERIC_DECLINE],
      ['Adult Playing Membership', 'retry', euro(third.amount), 'EUR', 'failed', GENERIC_DECLINE],
    ]);
    expect(ours[0]![0]).toBe(`${dayIn(order.completed_at!)} ${ours[0]![0]!.slice(11)}`);
    expect(ours[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    for (const row of ours) expect(row[8]).toMatch(/^pi_/);
    // The seeded member's failed instalment, declined before the range, is not in it.
    expect(
      rows.slice(1).every((row) => row[2] !== 'Siobhan Murphy' || row[4] !== 'instalment'),
    ).toBe(true);
  });

  it('exports the seeded member’s failed instalment, and keeps a formula out of every cell', async () => {
    await clock.reset();
    await t.database.db
      .updateTable('users')
      .set({ first_name: '=HYPERLINK("http://evil.example","x")', last_name: '@SUM(A1)' })
      .where('email', '=', SEEDED.demoMember.email)
      .execute();
    try {
      const today = dayIn(new Date());
      const from = dayIn(new Date(Date.now() - 60 * DAY));
      const exported = await get(`${BASE}/export?from=${from}&to=${today}`, admin);
      expect(exported.statusCode).toBe(200);
      expect(exported.body).toContain('"\'=HYPERLINK(""http://evil.example"",""x"") @SUM(A1)"');
      const rows = csvRows(exported);
      const failed = rows.filter(
        (row) => row[2]!.startsWith("'=HYPERLINK") && row[4] === 'instalment',
      );
      expect(failed).toHaveLength(1);
      expect(failed[0]!.slice(5, 8)).toEqual(['50.00', 'EUR', 'failed']);
      expect(failed[0]![9]).toBe(GENERIC_DECLINE);
      for (const row of rows) {
        for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }
    } finally {
      await t.database.db
        .updateTable('users')
        .set({ first_name: 'Siobhan', last_name: 'Murphy' })
        .where('email', '=', SEEDED.demoMember.email)
        .execute();
    }
  });
});

describe('another club’s payments', () => {
  it('are never shown: the quiet club sees none of the demo club’s money or members', async () => {
    const quiet = await summary('', quietAdmin);
    expect(quiet.totals).toEqual({ collected: 0, due: 0, failed: 0, in_arrears: 0, refunded: 0 });
    expect(quiet.months).toHaveLength(15);
    expect(quiet.current_month).toBe(quiet.months[11]!.month);
    expect(await arrears('', quietAdmin)).toMatchObject({ items: [], total: 0, amount_owing: 0 });
    const exported = await get(`${BASE}/export`, quietAdmin);
    expect(exported.statusCode).toBe(200);
    expect(csvRows(exported)).toHaveLength(1);
    expect((await arrears()).total).toBeGreaterThan(0);
  });
});

describe('the arrears list', () => {
  it('pages the members in arrears, the oldest failure first', async () => {
    const all = await arrears('?per_page=100');
    expect(all.total).toBeGreaterThanOrEqual(2);
    const first = await arrears('?per_page=1');
    expect(first).toMatchObject({ total: all.total, current_page: 1, per_page: 1, from: 1, to: 1 });
    expect(first.items[0]!.order_id).toBe(all.items[0]!.order_id);
    const second = await arrears('?per_page=1&page=2');
    expect(second).toMatchObject({ from: 2, to: 2 });
    expect(second.items[0]!.order_id).toBe(all.items[1]!.order_id);
    const since = all.items.map((item) => item.failed_since ?? '');
    expect([...since].sort()).toEqual(since);
    const beyond = await arrears(`?per_page=100&page=5`);
    expect(beyond).toMatchObject({ items: [], from: null, to: null, total: all.total });
  });
});

/** How far the clock must move for a `YYYY-MM-DD` due date to have come. */
function dueAfter(dueOn: Date, now: Date): number {
  return Math.max(0, dueOn.getTime() - now.getTime()) + DAY;
}

import type { CheckoutResult } from '@touchline/contracts';
import { createCommerceContext, type CommerceContext } from '../commerce/commerce-context';
import { sweepExpiredHolds } from '../commerce/orders/stock-holds';
import { createClock } from '../clock/clock';
import { runBackgroundJobs, stockHoldCron } from '../jobs/background-jobs';
import { QUEUES, startJobQueue } from '../jobs/job-queue';
import {
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
  guestHeaders,
  jsonError,
  memberToken,
  resetRateLimits,
  startCommerceApp,
  type IdentityTestApp,
} from '../commerce/testing/commerce-test-kit';
import { loadConfig } from '../config';
import { testConfig } from '../testing/test-database';
import { waitFor } from '../testing/wait-for';

// Unpaid orders hold their stock for a while only: the hold expires (15 minutes by default),
// a sweep gives the stock back and marks the order abandoned, a payment after that re-checks
// the stock, and no one buyer or client address holds more than a share of a product.

const MINUTE = 60_000;
// Starting a seeded API on a busy machine can take a while.
jest.setTimeout(120_000);

let t: IdentityTestApp;
let context: CommerceContext;
let ids: Map<string, number>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await startCommerceApp({ STOCK_HOLD_SWEEP_SECONDS: '0' });
  context = createCommerceContext(t.database.db, testConfig({}));
  ids = await demoProducts(t.database.db);
  member = bearer(await memberToken(t.app));
});
afterAll(async () => t?.close());
beforeEach(async () => resetRateLimits(t.database));

const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

async function stockOf(slug: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('products')
    .select('available_count')
    .where('product_id', '=', ids.get(slug)!)
    .executeTakeFirstOrThrow();
  return row.available_count!;
}

async function setStock(slug: string, count: number) {
  await t.database.db
    .updateTable('products')
    .set({ available_count: count })
    .where('product_id', '=', ids.get(slug)!)
    .execute();
}

async function orderRow(orderId: string) {
  return t.database.db
    .selectFrom('orders')
    .select(['status', 'abandoned_at', 'hold_expires_at'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}

const tickets = (quantity: number) => ({
  product_id: ids.get('summer-draw')!,
  quantity,
  metadata: { configurable_price: { title: '1 ticket' } },
});

describe('stock holds', () => {
  it('hold stock for 15 minutes; the sweep then gives it back and marks the order abandoned', async () => {
    await setStock('gear-bag', 5);
    const cart = await createCart(
      t.app,
      [{ product_id: ids.get('gear-bag')!, quantity: 2, metadata: { size: 'M' } }],
      member,
    );
    const placed = await checkout(t.app, member, { shopping_cart_id: cart.shopping_cart_id });
    const order = placed.json<CheckoutResult>();
    expect(await stockOf('gear-bag')).toBe(3);
    const held = await orderRow(order.order_id);
    expect(held.hold_expires_at!.getTime() - Date.now()).toBeGreaterThan(14 * MINUTE);
    expect(held.hold_expires_at!.getTime() - Date.now()).toBeLessThanOrEqual(15 * MINUTE);

    expect(await sweepExpiredHolds(context, later(14))).toBe(0);
    expect(await stockOf('gear-bag')).toBe(3);

    expect(await sweepExpiredHolds(context, later(16))).toBe(1);
    expect(await stockOf('gear-bag')).toBe(5);
    expect(await orderRow(order.order_id)).toMatchObject({ status: 'Cancelled' });
    expect((await orderRow(order.order_id)).abandoned_at).toBeInstanceOf(Date);
    // Its payment can no longer be made.
    const payment = await t.database.db
      .selectFrom('payments')
      .select('status')
      .where('order_id', '=', order.order_id)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('canceled');
    // A second sweep finds nothing more to do.
    expect(await sweepExpiredHolds(context, later(16))).toBe(0);
    expect(await stockOf('gear-bag')).toBe(5);
  });

  it('re-checks the stock when the buyer pays after the hold expired: paid while some is left', async () => {
    await setStock('gear-bag', 5);
    const cart = await createCart(
      t.app,
      [{ product_id: ids.get('gear-bag')!, quantity: 1, metadata: { size: 'M' } }],
      member,
    );
    const placed = await checkout(t.app, member, { shopping_cart_id: cart.shopping_cart_id });
    await sweepExpiredHolds(context, later(16));
    expect(await stockOf('gear-bag')).toBe(5);

    const paid = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(paid.json<CheckoutResult>()).toMatchObject({
      order_id: placed.json<CheckoutResult>().order_id,
      status: 'succeeded',
      order_status: 'Completed',
    });
    expect(await stockOf('gear-bag')).toBe(4);
  });

  it('refuses cleanly, charging nothing, when what was held sold out after the hold expired', async () => {
    await setStock('gear-bag', 1);
    const cart = await createCart(
      t.app,
      [{ product_id: ids.get('gear-bag')!, quantity: 1, metadata: { size: 'M' } }],
      member,
    );
    const placed = await checkout(t.app, member, { shopping_cart_id: cart.shopping_cart_id });
    const orderId = placed.json<CheckoutResult>().order_id;
    await sweepExpiredHolds(context, later(16));
    // Someone else bought the last one meanwhile.
    await setStock('gear-bag', 0);

    const late = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(jsonError(late, 409).message).toBe('There are not enough of Gear Bag left');
    expect(await orderRow(orderId)).toMatchObject({ status: 'Cancelled' });
    const charged = await t.database.db
      .selectFrom('payments')
      .select('status')
      .where('order_id', '=', orderId)
      .where('status', '=', 'succeeded')
      .execute();
    expect(charged).toEqual([]);
  });

  it('are swept by a scheduled job of the workers', async () => {
    await sweepExpiredHolds(context, later(16));
    await setStock('gear-bag', 5);
    const cart = await createCart(
      t.app,
      [{ product_id: ids.get('gear-bag')!, quantity: 1, metadata: { size: 'M' } }],
      member,
    );
    await checkout(t.app, member, { shopping_cart_id: cart.shopping_cart_id });
    expect(await stockOf('gear-bag')).toBe(4);
    const queue = await startJobQueue(t.database, { role: 'work', onError: () => undefined });
    try {
      await runBackgroundJobs(queue, {
        db: t.database.db,
        // The worker's clock is 16 minutes ahead: the hold has expired for it.
        commerce: { ...context, now: () => later(16) },
        clock: createClock(t.database.db, { movable: true }),
        log: { info: () => undefined, error: () => undefined },
      });
      // What the schedule sends every minute.
      await queue.send(QUEUES.sweepStockHolds, {});
      await waitFor(
        'the sweep to give the stock back',
        async () => (await stockOf('gear-bag')) === 5,
      );
    } finally {
      await queue.stop();
    }
    expect(await stockOf('gear-bag')).toBe(5);
  });

  it('are swept on a cron of whole minutes from STOCK_HOLD_SWEEP_SECONDS (0: never)', () => {
    expect(stockHoldCron(60)).toBe('* * * * *');
    expect(stockHoldCron(10)).toBe('* * * * *');
    expect(stockHoldCron(300)).toBe('*/5 * * * *');
    expect(stockHoldCron(0)).toBeNull();
  });

  it('lets one guest hold no more than a quarter of a product, with a clear text', async () => {
    await setStock('summer-draw', 2000);
    const guest = await guestHeaders(t.app, 'greedy.guest@example.ie');
    const first = await createCart(t.app, [tickets(100), tickets(100), tickets(100)], guest);
    expect(
      (await checkout(t.app, guest, { shopping_cart_id: first.shopping_cart_id })).statusCode,
    ).toBe(201);
    const second = await createCart(t.app, [tickets(100), tickets(100), tickets(100)], guest);
    const refused = await checkout(t.app, guest, { shopping_cart_id: second.shopping_cart_id });
    expect(jsonError(refused, 422)).toMatchObject({
      code: 'hold_limit',
      message: expect.stringContaining('You can reserve at most 500 of'),
    });
    expect(await stockOf('summer-draw')).toBe(1700);
  });

  it('counts the holds of one client address across guest accounts', async () => {
    await sweepExpiredHolds(context, later(16));
    await setStock('summer-draw', 2000);
    for (const [index, quantity] of [3, 1].entries()) {
      const guest = await guestHeaders(t.app, `address.guest${index}@example.ie`);
      const lines = Array.from({ length: quantity }, () => tickets(100));
      const cart = await createCart(t.app, lines, guest);
      const placed = await checkout(t.app, guest, { shopping_cart_id: cart.shopping_cart_id });
      expect(placed.statusCode).toBe(201);
    }
    const another = await guestHeaders(t.app, 'address.guest9@example.ie');
    const cart = await createCart(t.app, [tickets(100), tickets(100)], another);
    const refused = await checkout(t.app, another, { shopping_cart_id: cart.shopping_cart_id });
    expect(jsonError(refused, 422).code).toBe('hold_limit');
    expect(await stockOf('summer-draw')).toBe(1600);
  });
});

describe('stock hold settings', () => {
  it('default to 15 minutes, a quarter of a product, a sweep every minute', () => {
    expect(loadConfig({}).stockHolds).toEqual({
      holdMinutes: 15,
      maxSharePercent: 25,
      minUnits: 10,
      sweepSeconds: 60,
    });
  });

  it('are read from the environment and checked', () => {
    expect(
      loadConfig({
        STOCK_HOLD_MINUTES: '30',
        STOCK_HOLD_MAX_SHARE_PERCENT: '50',
        STOCK_HOLD_MIN_UNITS: '4',
        STOCK_HOLD_SWEEP_SECONDS: '10',
      }).stockHolds,
    ).toEqual({ holdMinutes: 30, maxSharePercent: 50, minUnits: 4, sweepSeconds: 10 });
    expect(() => loadConfig({ STOCK_HOLD_MINUTES: '0' })).toThrow(/STOCK_HOLD_MINUTES/);
  });

  it('set how long an order holds its stock', async () => {
    const short = createCommerceContext(t.database.db, testConfig({ STOCK_HOLD_MINUTES: '5' }));
    expect(short.config.stockHolds.holdMinutes).toBe(5);
    await setStock('gear-bag', 5);
    await sweepExpiredHolds(context, later(16));
    const app = await startCommerceApp({ STOCK_HOLD_MINUTES: '5', STOCK_HOLD_SWEEP_SECONDS: '0' });
    try {
      const headers = bearer(await memberToken(app.app));
      const products = await demoProducts(app.database.db);
      const cart = await createCart(
        app.app,
        [{ product_id: products.get('gear-bag')!, quantity: 1, metadata: { size: 'M' } }],
        headers,
      );
      await checkout(app.app, headers, { shopping_cart_id: cart.shopping_cart_id });
      const appContext = createCommerceContext(app.database.db, testConfig({}));
      expect(await sweepExpiredHolds(appContext, later(4))).toBe(0);
      expect(await sweepExpiredHolds(appContext, later(6))).toBe(1);
    } finally {
      await app.close();
    }
  });
});

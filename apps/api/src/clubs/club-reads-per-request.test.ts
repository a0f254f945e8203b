import type { Order } from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import {
  AliasNode,
  SelectQueryNode,
  TableNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
} from 'kysely';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import type { Database } from '../db/schema';
import { bearer, SEEDED, signIn } from '../identity/identity-test-kit';
import { createTestDatabase, demoAccountId, testConfig } from '../testing/test-database';

const readsClubs = (node: OperationNode) => {
  const table = AliasNode.is(node) ? node.node : node;
  return TableNode.is(table) && table.table.identifier.name === 'clubs';
};

/** The database, counting the queries that read the `clubs` table itself. */
function countingClubReads(db: Kysely<Database>) {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (SelectQueryNode.is(node) && node.from?.froms.some(readsClubs)) count += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return {
    db: db.withPlugin(plugin),
    /** The reads `run` made. */
    async during(run: () => Promise<unknown>): Promise<number> {
      const before = count;
      await run();
      return count - before;
    },
  };
}

let database: DatabaseHandle;
let reads: ReturnType<typeof countingClubReads>;
let uncached: FastifyInstance;
let cached: FastifyInstance;
let admin: Record<string, string>;
let demoId: number;
let orderId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  reads = countingClubReads(database.db);
  // One API reads clubs afresh for every request, the other keeps them (as a deployment does).
  uncached = await buildApp({ db: reads.db, config: testConfig({ CLUB_CACHE_TTL_MS: '0' }) });
  cached = await buildApp({ db: reads.db, config: testConfig({ CLUB_CACHE_TTL_MS: '600000' }) });
  await Promise.all([uncached.ready(), cached.ready()]);
  admin = bearer((await signIn(uncached, SEEDED.demoAdmin)).access_token);
  demoId = await demoAccountId(database.db);
  const order = await database.db
    .selectFrom('orders')
    .select('order_id')
    .where('account_id', '=', demoId)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  orderId = order.order_id;
});

afterAll(async () => {
  await uncached?.close();
  await cached?.close();
  await database?.close();
});

const orderOf = (app: FastifyInstance) =>
  app.inject({ method: 'GET', url: `/v2/store/demo/orders/${orderId}`, headers: admin });
const inboxOf = (app: FastifyInstance) =>
  app.inject({
    method: 'GET',
    url: `/v2/backoffice/contact-messages?account_id=${demoId}`,
    headers: admin,
  });

async function renameDemo(app: FastifyInstance, name: string): Promise<void> {
  await database.db.updateTable('clubs').set({ name }).where('slug', '=', 'demo').execute();
  // What every writer of a club does (see ClubDirectory).
  app.clubs.invalidate('demo');
}

describe('the club of a request', () => {
  it('is read once for a request that looks it up by slug and by account id', async () => {
    // The path names the club by slug; the order's view asks for it by account id.
    let response!: Awaited<ReturnType<typeof orderOf>>;
    expect(await reads.during(async () => (response = await orderOf(uncached)))).toBe(1);
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().club).toMatchObject({ account_id: demoId, slug: 'demo' });
  });

  it("is read once by the back office's guard, and again by the next request", async () => {
    expect(await reads.during(() => inboxOf(uncached))).toBe(1);
    expect(await reads.during(() => inboxOf(uncached))).toBe(1);
  });

  it('is kept between requests under its slug and its id, and read again after a change', async () => {
    const original = (await orderOf(cached)).json<Order>().club.name;
    try {
      // Cached by slug and by id together: neither the path nor the view reads the table.
      expect(await reads.during(() => orderOf(cached))).toBe(0);
      expect(await reads.during(() => inboxOf(cached))).toBe(0);

      await renameDemo(cached, 'Renamed GAA');
      let response!: Awaited<ReturnType<typeof orderOf>>;
      expect(await reads.during(async () => (response = await orderOf(cached)))).toBe(1);
      expect(response.json<Order>().club.name).toBe('Renamed GAA');
    } finally {
      await renameDemo(cached, original);
    }
  });
});

import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { createProductReader } from '../catalogue/product-repository';
import { lockCartForChange } from '../commerce/cart/cart-change-repository';
import { insertCart, insertCartItems } from '../commerce/cart/cart-repository';
import { seedDatabase } from '../seed';
import { migrate } from './migrate';
import { PGliteDialect } from './pglite-dialect';
import { PreparedStatements } from './pglite-statements';
import type { Database } from './schema';

// The embedded database's dialect keeps the statements it runs prepared (parsed once, planned
// once PostgreSQL settles on a generic plan). Always PGlite, whatever database the suite runs on.

type Scratch = {
  things: {
    id: number;
    owner: string;
    label: string;
    active: boolean;
    seen_at: Date;
    data: unknown;
    note: string | null;
  };
};

let pglite: PGlite;
/** Statements prepared (the default). */
let prepared: Kysely<Database>;
/** The same database, every statement parsed and planned anew. */
let unprepared: Kysely<Database>;

beforeAll(async () => {
  pglite = await PGlite.create('memory://');
  prepared = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  unprepared = new Kysely<Database>({
    dialect: new PGliteDialect(pglite, { preparedStatements: 0 }),
  });
  await migrate(prepared);
  await seedDatabase(prepared);
  await sql`
    create table things (
      id integer primary key,
      owner uuid not null,
      label text not null unique,
      active boolean not null,
      seen_at timestamptz not null,
      data jsonb not null,
      note text
    )
  `.execute(prepared);
}, 120_000);

afterAll(async () => {
  await unprepared?.destroy();
  await prepared?.destroy();
});

const scratch = (db: Kysely<Database>) => db.withTables<Scratch>();

/** Statements the database holds prepared now (texts starting so). */
async function preparedRuns(textStart: string) {
  const { rows } = await pglite.query<{ generic_plans: number; custom_plans: number }>(
    `select generic_plans, custom_plans from pg_prepared_statements
     where statement like $1 || '%' and not from_sql`,
    [textStart],
  );
  return rows;
}

const OWNER = '4df59070-210b-4320-8f89-20de4119924e';

describe('PGlite dialect with prepared statements', () => {
  it('answers with parameters of every type exactly as unprepared statements do', async () => {
    const seenAt = new Date('2026-11-27T10:15:30.123Z');
    for (const id of [1, 2, 3]) {
      await scratch(prepared)
        .insertInto('things')
        .values({
          id,
          owner: OWNER,
          label: `thing ${id}`,
          active: id !== 2,
          seen_at: seenAt,
          data: JSON.stringify({ size: 'M', n: id, nested: [{ a: null }] }),
          note: id === 3 ? null : `note ${id}`,
        })
        .execute();
    }
    const query = (db: Kysely<Database>, id: number) =>
      scratch(db)
        .selectFrom('things')
        .selectAll()
        .select(sql<number[]>`array[id, ${id}::integer]`.as('pair'))
        .where('owner', '=', OWNER)
        .where('active', '=', true)
        .where('seen_at', '<=', new Date('2027-01-01T00:00:00Z'))
        .where(sql<boolean>`id = any(${[id, 99]}::integer[])`)
        .where((eb) => eb.or([eb('note', 'is', null), eb('note', 'like', `note%`)]))
        .execute();
    // More runs than PostgreSQL plans one by one before it tries a generic plan.
    for (let run = 0; run < 8; run++) {
      for (const id of [1, 2, 3]) {
        expect(await query(prepared, id)).toEqual(await query(unprepared, id));
      }
    }
    const [row] = await query(prepared, 1);
    expect(row).toEqual({
      id: 1,
      owner: OWNER,
      label: 'thing 1',
      active: true,
      seen_at: seenAt,
      data: { size: 'M', n: 1, nested: [{ a: null }] },
      note: 'note 1',
      pair: [1, 1],
    });
    const update = (db: Kysely<Database>, note: string | null) =>
      scratch(db)
        .updateTable('things')
        .set({ note })
        .where('id', '=', 3)
        .returning(['id', 'note'])
        .executeTakeFirstOrThrow();
    expect(await update(prepared, null)).toEqual(await update(unprepared, null));
    const counted = await scratch(prepared)
      .deleteFrom('things')
      .where('id', '>', 100)
      .executeTakeFirst();
    expect(counted.numDeletedRows).toBe(0n);
  });

  it('answers the cart’s changes as unprepared statements do, and plans them once', async () => {
    const club = await prepared
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    const product = await prepared
      .selectFrom('products')
      .select('product_id')
      .where('account_id', '=', club.account_id)
      .where('active', '=', true)
      .where('type', '=', 'ShopItem')
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    const cart = await insertCart(prepared, club.account_id, null);
    const cartId = cart.shopping_cart_id;
    // A change as the cart service makes it: lock and read, add an item; then remove it.
    const cycle = async (db: Kysely<Database>) => {
      const products = createProductReader(db, 'http://localhost:3333');
      const added = await db.transaction().execute(async (trx) => {
        const locked = await lockCartForChange(trx, products, club.account_id, cartId, {
          productIds: [product.product_id],
        });
        const [row] = await insertCartItems(trx, cartId, [
          {
            productId: product.product_id,
            paymentOptionId: null,
            quantity: 2,
            metadata: { size: 'L' },
          },
        ]);
        return { locked, row: row! };
      });
      const removed = await db.transaction().execute((trx) =>
        lockCartForChange(trx, products, club.account_id, cartId, {
          removeItemId: added.row.shopping_cart_item_id,
          userId: null,
        }),
      );
      return { added, removed };
    };
    // What differs from one cycle to the next: the cart's revision, times and new item ids.
    const comparable = (result: Awaited<ReturnType<typeof cycle>>) => ({
      ...result,
      added: {
        locked: { ...result.added.locked, cart: undefined },
        row: { ...result.added.row, shopping_cart_item_id: 0, created_at: undefined },
      },
      removed: { ...result.removed, cart: undefined },
    });
    for (let run = 0; run < 8; run++) {
      const withPlans = await cycle(prepared);
      const without = await cycle(unprepared);
      expect(comparable(withPlans)).toEqual(comparable(without));
      expect(withPlans.removed?.removed).toBe(true);
      expect(withPlans.added.row.metadata).toEqual({ size: 'L' });
      expect(withPlans.removed?.cart.revision).toBe(withPlans.added.locked!.cart.revision + 1);
    }
    // The add's and the remove's change statements: 8 runs each, planned at most 5 times.
    const runs = await preparedRuns('with "c" as (update "shopping_carts"');
    expect(runs).toHaveLength(2);
    for (const run of runs) {
      expect(run.generic_plans + run.custom_plans).toBe(8);
      expect(run.generic_plans).toBeGreaterThan(0);
    }
  });

  it('prepares statements again after the schema changes', async () => {
    await sql`create table shapes (id integer primary key, name text not null)`.execute(prepared);
    await sql`insert into shapes values (1, 'square')`.execute(prepared);
    const read = (db: Kysely<Database> = prepared) =>
      sql<Record<string, unknown>>`select * from shapes where id = ${1}`.execute(db);
    for (let run = 0; run < 6; run++)
      expect((await read()).rows).toEqual([{ id: 1, name: 'square' }]);

    // Through the dialect (as migrations run).
    await sql`alter table shapes add column sides integer not null default 4`.execute(prepared);
    expect((await read()).rows).toEqual([{ id: 1, name: 'square', sides: 4 }]);

    // Around the dialect: the statement no longer answers the columns it was prepared with.
    await pglite.exec(`alter table shapes add column colour text not null default 'red'`);
    expect((await read()).rows).toEqual([{ id: 1, name: 'square', sides: 4, colour: 'red' }]);

    // Dropped around the dialect.
    await pglite.exec('deallocate all');
    expect((await read()).rows).toEqual([{ id: 1, name: 'square', sides: 4, colour: 'red' }]);

    // Inside a transaction the failed statement fails that transaction; the next use works.
    await pglite.exec('alter table shapes drop column colour');
    await expect(prepared.transaction().execute((trx) => read(trx))).rejects.toThrow(/cached plan/);
    expect((await read()).rows).toEqual([{ id: 1, name: 'square', sides: 4 }]);
  });

  it('reports a failed statement as unprepared statements do, and keeps working', async () => {
    const insert = (db: Kysely<Database>, id: number, label: string) =>
      scratch(db)
        .insertInto('things')
        .values({
          id,
          owner: OWNER,
          label,
          active: true,
          seen_at: new Date(),
          data: '{}',
          note: null,
        })
        .execute();
    await insert(prepared, 10, 'ten');
    const failure = (db: Kysely<Database>) =>
      insert(db, 11, 'ten').then(
        () => null,
        (error: { code?: string; constraint?: string }) => ({
          code: error.code,
          constraint: error.constraint,
        }),
      );
    const withPlans = await failure(prepared);
    expect(withPlans).toEqual({ code: '23505', constraint: 'things_label_key' });
    expect(withPlans).toEqual(await failure(unprepared));
    // The same statement runs again once the conflict is gone.
    await insert(prepared, 11, 'eleven');

    // A failure inside a transaction rolls it back; what follows works.
    await expect(
      prepared.transaction().execute(async (trx) => {
        await insert(trx, 12, 'twelve');
        await insert(trx, 13, 'ten');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const labels = await scratch(prepared)
      .selectFrom('things')
      .select('label')
      .where('id', '>=', 10)
      .orderBy('id')
      .execute();
    expect(labels.map((row) => row.label)).toEqual(['ten', 'eleven']);

    // A statement that does not parse is not kept.
    await expect(
      sql`select nonsense from things where id = ${1}`.execute(prepared),
    ).rejects.toMatchObject({ code: '42703' });
    expect(await preparedRuns('select nonsense')).toEqual([]);
  });

  it('runs a transaction as a whole: settings, commit, rollback, first statement failing', async () => {
    const insert = (db: Kysely<Database>, id: number, label: string) =>
      scratch(db)
        .insertInto('things')
        .values({
          id,
          owner: OWNER,
          label,
          active: true,
          seen_at: new Date(),
          data: '{}',
          note: null,
        })
        .execute();
    const labels = async () =>
      (
        await scratch(prepared)
          .selectFrom('things')
          .select('label')
          .where('id', '>=', 20)
          .where('id', '<', 30)
          .orderBy('id')
          .execute()
      ).map((row) => row.label);

    // The transaction's settings hold from its first statement on.
    const level = await prepared
      .transaction()
      .setIsolationLevel('serializable')
      .execute(async (trx) => {
        const { rows } = await sql<{
          level: string;
        }>`select current_setting('transaction_isolation') || ${''} as level`.execute(trx);
        await insert(trx, 20, 'twenty');
        return rows[0]?.level;
      });
    expect(level).toBe('serializable');

    // A failing first statement rolls the transaction back and leaves none open.
    await expect(
      prepared.transaction().execute(async (trx) => {
        await insert(trx, 21, 'twenty');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(pglite.isInTransaction()).toBe(false);

    // A transaction that starts with a statement without parameters, then fails in code.
    await expect(
      prepared.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await insert(trx, 22, 'twenty-two');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');

    // A transaction that runs no statement commits nothing and leaves none open.
    expect(await prepared.transaction().execute(async () => 'nothing')).toBe('nothing');
    expect(pglite.isInTransaction()).toBe(false);

    // Two statements, committed together.
    await prepared.transaction().execute(async (trx) => {
      await insert(trx, 23, 'twenty-three');
      await insert(trx, 24, 'twenty-four');
    });
    expect(await labels()).toEqual(['twenty', 'twenty-three', 'twenty-four']);

    // The same without prepared statements.
    await expect(
      unprepared.transaction().execute(async (trx) => {
        await insert(trx, 25, 'twenty-five');
        await insert(trx, 26, 'twenty');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await unprepared.transaction().execute(async (trx) => insert(trx, 27, 'twenty-seven'));
    expect(await labels()).toEqual(['twenty', 'twenty-three', 'twenty-four', 'twenty-seven']);
  });

  it('runs a statement sent with an opening only when the opening succeeds', async () => {
    const statements = new PreparedStatements(pglite, 10);
    const insert = `insert into things (id, owner, label, active, seen_at, data)
      values ($1, $2, $3, true, now(), '{}') returning label`;
    await expect(
      statements.query(insert, [40, OWNER, 'forty'], 'start transaction nonsense'),
    ).rejects.toMatchObject({ code: '42601', query: 'start transaction nonsense' });
    expect(pglite.isInTransaction()).toBe(false);
    const { rows } = await statements.query<{ label: string }>(
      insert,
      [41, OWNER, 'forty-one'],
      'start transaction',
    );
    expect(rows).toEqual([{ label: 'forty-one' }]);
    expect(pglite.isInTransaction()).toBe(true);
    await pglite.exec('rollback');
    const left = await scratch(prepared)
      .selectFrom('things')
      .select('id')
      .where('id', 'in', [40, 41])
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps only the most recently used statements prepared', async () => {
    // Not destroyed: that would close the shared database.
    const small = new Kysely<Database>({
      dialect: new PGliteDialect(pglite, { preparedStatements: 2 }),
    });
    for (let round = 0; round < 3; round++) {
      for (const offset of [1, 2, 3, 4, 5]) {
        const { rows } = await sql<{
          answer: number;
        }>`select ${round}::integer + ${offset}::integer + ${sql.lit(offset)} as answer`.execute(
          small,
        );
        expect(rows).toEqual([{ answer: round + 2 * offset }]);
      }
    }
    const kept = await preparedRuns('select $1::integer + $2::integer + ');
    expect(kept.length).toBeLessThanOrEqual(2);
    expect(kept.length).toBeGreaterThan(0);
  });

  it('answers each of many concurrent callers with its own rows', async () => {
    const read = (id: number) =>
      sql<{
        id: number;
        doubled: number;
      }>`select ${id}::integer as id, ${id}::integer * 2 as doubled`
        .execute(prepared)
        .then((result) => result.rows[0]);
    const write = (id: number) =>
      prepared.transaction().execute(async (trx) => {
        await scratch(trx)
          .insertInto('things')
          .values({
            id,
            owner: OWNER,
            label: `busy ${id}`,
            active: true,
            seen_at: new Date(),
            data: JSON.stringify({ id }),
            note: null,
          })
          .execute();
        return scratch(trx)
          .selectFrom('things')
          .select('data')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
      });
    const ids = Array.from({ length: 40 }, (_, index) => 1000 + index);
    const [reads, writes] = await Promise.all([
      Promise.all(ids.map(read)),
      Promise.all(ids.map(write)),
    ]);
    expect(reads).toEqual(ids.map((id) => ({ id, doubled: id * 2 })));
    expect(writes).toEqual(ids.map((id) => ({ data: { id } })));
  });
});

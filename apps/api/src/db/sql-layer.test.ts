import { sql } from 'kysely';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './open-database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await sql`create table counters (name text primary key, value integer not null)`.execute(
    database.db,
  );
});

afterAll(async () => {
  await database?.close();
});

type Scratch = { counters: { name: string; value: number } };
const scratchDb = () => database.db.withTables<Scratch>();

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set: both must answer alike.
describe('SQL layer', () => {
  it('answers parameterised queries and reports affected rows', async () => {
    const insert = await scratchDb()
      .insertInto('counters')
      .values([
        { name: 'a', value: 1 },
        { name: 'b', value: 2 },
      ])
      .executeTakeFirst();
    expect(insert.numInsertedOrUpdatedRows).toBe(2n);
    const update = await scratchDb()
      .updateTable('counters')
      .set({ value: 5 })
      .where('name', '=', 'a')
      .executeTakeFirst();
    expect(update.numUpdatedRows).toBe(1n);
    expect(await scratchDb().selectFrom('counters').selectAll().orderBy('name').execute()).toEqual([
      { name: 'a', value: 5 },
      { name: 'b', value: 2 },
    ]);
  });

  it('returns bigint aggregates as numbers, like the PostgreSQL connection', async () => {
    const row = await scratchDb()
      .selectFrom('counters')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('value').as('total')])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ count: 2, total: 7 });
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      scratchDb()
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('counters').values({ name: 'c', value: 3 }).execute();
          throw new Error('abandon');
        }),
    ).rejects.toThrow('abandon');
    expect(
      await scratchDb().selectFrom('counters').select('name').where('name', '=', 'c').execute(),
    ).toEqual([]);
  });

  it('keeps other queries out of a running transaction', async () => {
    let insideTransaction!: () => void;
    const started = new Promise<void>((resolve) => (insideTransaction = resolve));
    const transaction = scratchDb()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('counters').set({ value: 100 }).where('name', '=', 'b').execute();
        insideTransaction();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rollback');
      });
    await started;
    // PGlite is one session: a read that slipped into the open transaction would see 100.
    const outside = scratchDb()
      .selectFrom('counters')
      .select('value')
      .where('name', '=', 'b')
      .executeTakeFirstOrThrow();
    await expect(transaction).rejects.toThrow('rollback');
    expect((await outside).value).toBe(2);
  });

  it('runs a script of several statements', async () => {
    await sql
      .raw("insert into counters values ('x', 1); insert into counters values ('y', 2);")
      .execute(database.db);
    const rows = await scratchDb()
      .selectFrom('counters')
      .select('name')
      .where('name', 'in', ['x', 'y'])
      .execute();
    expect(rows).toHaveLength(2);
  });
});

import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase } from '../testing/test-database';
import { seedIdentity } from './identity-seed';
import { SEED_USERS } from './identity-seed-data';
import { verifyPassword } from './passwords';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('seedIdentity', () => {
  it('creates the development sign-ins with their roles, a juvenile in the member’s care', async () => {
    const users = await database.db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .orderBy('id')
      .execute();
    expect(users.map((user) => user.email)).toEqual(SEED_USERS.map((user) => user.email));
    for (const seed of SEED_USERS) {
      const user = users.find((row) => row.email === seed.email);
      expect(await verifyPassword(seed.password, user?.password_hash ?? null)).toBe(true);
    }
    const roles = await database.db
      .selectFrom('user_roles as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['u.email', 'r.role', 'r.account_id', 'r.governing_body_id'])
      .orderBy('r.id')
      .execute();
    expect(roles).toEqual(
      expect.arrayContaining([
        {
          email: 'admin@demo.touchline.test',
          role: 'Owner',
          account_id: 1,
          governing_body_id: null,
        },
        { email: 'xgb@demo.touchline.test', role: 'XGB', account_id: null, governing_body_id: 7 },
        {
          email: 'admin@quiet.touchline.test',
          role: 'Admin',
          account_id: 2,
          governing_body_id: null,
        },
      ]),
    );
    const relations = await database.db.selectFrom('member_relations').select('relation').execute();
    expect(relations).toEqual([{ relation: 'Juvenile' }]);
  });

  it('is idempotent', async () => {
    const count = async () => {
      const [users, members, relations] = await Promise.all([
        database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
        database.db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
        database.db
          .selectFrom('member_relations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return [Number(users.n), Number(members.n), Number(relations.n)];
    };
    const before = await count();
    await seedIdentity(database.db);
    expect(await count()).toEqual(before);
  });
});

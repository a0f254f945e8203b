import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { createProductReader } from '../../catalogue/product-repository';
import type { Database } from '../../db/schema';
import { changeStatement, compiledChange, type ChangeValues } from './cart-change-repository';

// The cart's change statement is compiled once per shape and then filled in with each change's
// values: whatever a change's values are, the statement sent must be the one Kysely would build
// for them. A value added to the statement without a slot would keep the first change's value.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const products = createProductReader(db, 'http://api.test');

const change = (overrides: Partial<ChangeValues>): ChangeValues => ({
  cartId: '6f1c1c2e-0000-4000-8000-000000000001',
  accountId: 1,
  now: new Date('2026-11-27T10:00:00Z'),
  removeItemId: undefined,
  userId: null,
  asked: [],
  alone: false,
  ...overrides,
});

const built = (values: ChangeValues) => {
  const { sql, parameters } = changeStatement(db, products, values).compile();
  return { sql, parameters };
};
const filled = (values: ChangeValues) => {
  const { sql, parameters } = compiledChange(db, products, values);
  return { sql, parameters };
};

describe('the compiled cart change statement', () => {
  it.each([
    ['an add to a guest cart', change({ asked: [11] }), change({ asked: [29], accountId: 7 })],
    [
      'an add of two products to a member cart',
      change({ asked: [11, 12], userId: 5 }),
      change({ asked: [31, 32], userId: 9, cartId: '6f1c1c2e-0000-4000-8000-000000000002' }),
    ],
    [
      'a removal on its own',
      change({ removeItemId: 40, alone: true }),
      change({ removeItemId: 41, alone: true, now: new Date('2026-11-28T08:30:00Z') }),
    ],
    [
      'a removal in a transaction by a member',
      change({ removeItemId: 40, userId: 3 }),
      change({ removeItemId: 77, userId: 4, accountId: 2 }),
    ],
  ])('%s: each change is sent with its own values', (_, first, second) => {
    expect(filled(first)).toEqual(built(first));
    // The second change of the same shape reuses the first one's compiled text.
    expect(filled(second)).toEqual(built(second));
    expect(filled(second).parameters).not.toEqual(filled(first).parameters);
  });
});

import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const post = (url: string, payload?: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> | undefined });

describe('POST /v2/store/:club/emails/opt-out', () => {
  it('saves the answer once per list and member, keeping the latest', async () => {
    const first = await post('/v2/store/demo/emails/opt-out', {
      email_distribution_list_id: 12,
      member_id: 34,
      opt_out: 'true',
      payment_ack: 'false',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ saved: true });
    const again = await post('/v2/store/demo/emails/opt-out', {
      email_distribution_list_id: 12,
      member_id: 34,
      opt_out: false,
      payment_ack: true,
    });
    expect(again.statusCode).toBe(200);
    const rows = await database.db
      .selectFrom('email_opt_outs')
      .selectAll()
      .where('member_id', '=', 34)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email_distribution_list_id: 12,
      opt_out: false,
      payment_ack: true,
    });
  });

  it.each([
    [{ member_id: 1, opt_out: true }, 'email_distribution_list_id'],
    [{ email_distribution_list_id: -1, member_id: 1, opt_out: true }, 'email_distribution_list_id'],
    [
      { email_distribution_list_id: 1, member_id: '1; drop table clubs', opt_out: true },
      'member_id',
    ],
    [{ email_distribution_list_id: 1, member_id: 1, opt_out: 'maybe' }, 'opt_out'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const response = await post('/v2/store/demo/emails/opt-out', payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { errors: object }).errors).join(' ')).toContain(field);
  });

  it('answers 404 for an unknown club', async () => {
    const response = await post('/v2/store/nowhere/emails/opt-out', {
      email_distribution_list_id: 1,
      member_id: 1,
      opt_out: true,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Club not found' });
  });
});

describe('POST /v2/store/:club/unsubscribe-friend/:id', () => {
  it('unsubscribes a lotto friend, idempotently', async () => {
    expect((await post('/v2/store/demo/unsubscribe-friend/77')).json()).toEqual({ saved: true });
    expect((await post('/v2/store/demo/unsubscribe-friend/77', { opt_out: true })).statusCode).toBe(
      200,
    );
    const rows = await database.db
      .selectFrom('lotto_friend_unsubscribes')
      .selectAll()
      .where('friend_id', '=', 77)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.opt_out).toBe(true);
  });

  it('refuses a malformed id and an unknown club', async () => {
    expect((await post('/v2/store/demo/unsubscribe-friend/abc')).statusCode).toBe(400);
    expect((await post('/v2/store/demo/unsubscribe-friend/0')).statusCode).toBe(400);
    expect((await post('/v2/store/demo/unsubscribe-friend/99999999999')).statusCode).toBe(400);
    expect((await post('/v2/store/nowhere/unsubscribe-friend/1')).statusCode).toBe(404);
  });
});

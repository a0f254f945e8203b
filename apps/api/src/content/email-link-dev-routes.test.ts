import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { followEmailLink } from '../testing/follow-email-link';
import { createTestDatabase, testConfig } from '../testing/test-database';

// The development link maker gives the links a club's mail carries, for trying the result pages.
let database: DatabaseHandle;
let app: FastifyInstance;
let accountId: number;
let listId: number;
let memberId: number;
let friendId: number;

async function firstId(table: 'email_distribution_lists' | 'members' | 'lotto_friends') {
  const row = await database.db
    .selectFrom(table)
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
  const club = await database.db
    .selectFrom('clubs')
    .select('account_id')
    .where('slug', '=', 'demo')
    .executeTakeFirstOrThrow();
  accountId = club.account_id;
  listId = await firstId('email_distribution_lists');
  memberId = await firstId('members');
  friendId = await firstId('lotto_friends');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const devLink = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/dev/email-links/demo?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ path: string; token: string }>();
};

describe('GET /dev/email-links/{club}', () => {
  it('gives the opt-out link a list message carries, answer included, and the site accepts it', async () => {
    const { path, token } = await devLink(`list_id=${listId}&member_id=${memberId}`);
    const link = new URL(path, 'http://demo.localhost:4200');
    expect(link.pathname).toBe('/recurring-email-status');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      email_id: String(listId),
      member_id: String(memberId),
      opt_out: 'true',
      t: token,
    });

    const followed = await followEmailLink(app, 'demo', path);
    expect(followed.json()).toEqual({ saved: true });
    const saved = await database.db
      .selectFrom('email_opt_outs')
      .select('opt_out')
      .where('account_id', '=', accountId)
      .where('email_distribution_list_id', '=', listId)
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(saved.opt_out).toBe(true);
  });

  it("gives a lotto friend's unsubscribe link, and the site accepts it", async () => {
    const { path, token } = await devLink(`friend_id=${friendId}`);
    expect(path).toBe(`/unsubscribe-lotto-friend-email?id=${friendId}&t=${token}`);

    const followed = await followEmailLink(app, 'demo', path);
    expect(followed.json()).toEqual({ saved: true });
    const friend = await database.db
      .selectFrom('lotto_friends')
      .select('receives_emails')
      .where('id', '=', friendId)
      .executeTakeFirstOrThrow();
    expect(friend.receives_emails).toBe(false);
  });
});

import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { DEMO_LOTTO_FRIENDS } from './content-seed-data';
import { EMAIL_ACTION_LIMIT } from './email-action-routes';
import { signEmailLink } from './email-link-signing';

let database: DatabaseHandle;
let app: FastifyInstance;
/** A distribution list and a member of the demo club, and a member of the quiet club. */
let listId: number;
let memberId: number;
let quietMemberId: number;

async function idOf(table: 'email_distribution_lists' | 'members', club: string) {
  const row = await database.db
    .selectFrom(table)
    .innerJoin('clubs', 'clubs.account_id', `${table}.account_id`)
    .select(`${table}.id as id`)
    .where('clubs.slug', '=', club)
    .orderBy(`${table}.id`)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
  listId = await idOf('email_distribution_lists', 'demo');
  memberId = await idOf('members', 'demo');
  quietMemberId = await idOf('members', 'quiet');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function accountOf(club: string): Promise<number> {
  const row = await database.db
    .selectFrom('clubs')
    .select('account_id')
    .where('slug', '=', club)
    .executeTakeFirst();
  return row?.account_id ?? 0;
}

/** The signed token an opt-out link of this club, list and member carries. */
const optOutToken = async (list: number, member: number, club = 'demo') =>
  signEmailLink(database.db, {
    kind: 'opt-out',
    accountId: await accountOf(club),
    listId: list,
    memberId: member,
  });

/** The signed token a lotto friend's unsubscribe link carries. */
const friendToken = async (friendId: number, club = 'demo') =>
  signEmailLink(database.db, { kind: 'friend', accountId: await accountOf(club), friendId });

let address = 0;
/** Each call from its own client address unless one is given, so limits stay out of the way. */
const post = (url: string, payload?: unknown, ip = `10.1.0.${(address += 1)}`) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown> | undefined,
    remoteAddress: ip,
  });

function expectJsonError(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = JSON.parse(response.body) as { message: string; errors?: Record<string, string[]> };
  expect(typeof body.message).toBe('string');
  expect(response.body).not.toMatch(/stack|node_modules|\.ts:\d+/);
  return body;
}

describe('POST /v2/store/:club/emails/opt-out', () => {
  it('saves the answer once per list and member, keeping the latest', async () => {
    const token = await optOutToken(listId, memberId);
    const first = await post('/v2/store/demo/emails/opt-out', {
      email_distribution_list_id: listId,
      member_id: memberId,
      opt_out: 'true',
      payment_ack: 'false',
      token,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ saved: true });
    const twice = await post('/v2/store/demo/emails/opt-out', {
      email_distribution_list_id: listId,
      member_id: memberId,
      opt_out: 'true',
      payment_ack: 'false',
      token,
    });
    expect(twice.json()).toEqual({ saved: true });
    const changed = await post('/v2/store/demo/emails/opt-out', {
      email_distribution_list_id: listId,
      member_id: memberId,
      opt_out: false,
      payment_ack: true,
      token,
    });
    expect(changed.statusCode).toBe(200);
    const rows = await database.db
      .selectFrom('email_opt_outs')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email_distribution_list_id: listId,
      opt_out: false,
      payment_ack: true,
    });
  });

  it('answers 404 for a list, a member or a club it does not know', async () => {
    const answer = async (club: string, list: number, member: number) =>
      post(`/v2/store/${club}/emails/opt-out`, {
        email_distribution_list_id: list,
        member_id: member,
        opt_out: true,
        token: await optOutToken(list, member, club),
      });
    expect(expectJsonError(await answer('demo', 999_999, memberId), 404).message).toBe(
      'Distribution list not found',
    );
    expect(expectJsonError(await answer('demo', listId, 999_999), 404).message).toBe(
      'Member not found',
    );
    // A member of another club is unknown here.
    expect(expectJsonError(await answer('demo', listId, quietMemberId), 404).message).toBe(
      'Member not found',
    );
    expect(expectJsonError(await answer('quiet', listId, quietMemberId), 404).message).toBe(
      'Distribution list not found',
    );
    expect(expectJsonError(await answer('nowhere', listId, memberId), 404).message).toBe(
      'Club not found',
    );
  });

  it.each([
    [{ member_id: 1, opt_out: true }, 'email_distribution_list_id'],
    [{ email_distribution_list_id: -1, member_id: 1, opt_out: true }, 'email_distribution_list_id'],
    [
      { email_distribution_list_id: 1e12, member_id: 1, opt_out: true },
      'email_distribution_list_id',
    ],
    [
      { email_distribution_list_id: 1, member_id: '1; drop table clubs', opt_out: true },
      'member_id',
    ],
    [{ email_distribution_list_id: 1, member_id: 1.5, opt_out: true }, 'member_id'],
    [{ email_distribution_list_id: 1, member_id: 1, opt_out: 'maybe' }, 'opt_out'],
    [{ email_distribution_list_id: 1, member_id: 1, opt_out: '<script>' }, 'opt_out'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const body = expectJsonError(
      await post('/v2/store/demo/emails/opt-out', { ...payload, token: 'a.b' }),
      400,
    );
    expect(Object.keys(body.errors ?? {}).join(' ')).toContain(field);
  });
});

describe('POST /v2/store/:club/unsubscribe-friend/:id', () => {
  async function friend(email: string) {
    return database.db
      .selectFrom('lotto_friends')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  }

  it('unsubscribes a lotto friend from lotto emails, idempotently', async () => {
    const seeded = await friend(DEMO_LOTTO_FRIENDS[0]!.email);
    expect(seeded.receives_emails).toBe(true);
    const url = `/v2/store/demo/unsubscribe-friend/${seeded.id}`;

    const token = await friendToken(seeded.id);
    expect((await post(url, { token })).json()).toEqual({ saved: true });
    const first = await friend(seeded.email);
    expect(first.receives_emails).toBe(false);
    expect(first.unsubscribed_at).not.toBeNull();

    const again = await post(url, { opt_out: 'true', token });
    expect(again.statusCode).toBe(200);
    const second = await friend(seeded.email);
    expect(second.receives_emails).toBe(false);
    expect(second.unsubscribed_at).toEqual(first.unsubscribed_at);
  });

  it('subscribes the friend again when the link says opt_out=false', async () => {
    const seeded = await friend(DEMO_LOTTO_FRIENDS[1]!.email);
    const url = `/v2/store/demo/unsubscribe-friend/${seeded.id}`;
    const token = await friendToken(seeded.id);
    await post(url, { opt_out: true, token });
    expect((await post(url, { opt_out: false, token })).statusCode).toBe(200);
    expect(await friend(seeded.email)).toMatchObject({
      receives_emails: true,
      unsubscribed_at: null,
    });
  });

  it('answers 404 for an unknown friend, another club’s friend and an unknown club', async () => {
    const demoFriend = await friend(DEMO_LOTTO_FRIENDS[2]!.email);
    expect(
      expectJsonError(
        await post('/v2/store/demo/unsubscribe-friend/999999', {
          token: await friendToken(999_999),
        }),
        404,
      ).message,
    ).toBe('Lotto friend not found');
    expect(
      expectJsonError(
        await post(`/v2/store/quiet/unsubscribe-friend/${demoFriend.id}`, {
          token: await friendToken(demoFriend.id, 'quiet'),
        }),
        404,
      ).message,
    ).toBe('Lotto friend not found');
    expect((await friend(demoFriend.email)).receives_emails).toBe(true);
    expect(expectJsonError(await post('/v2/store/nowhere/unsubscribe-friend/1'), 404).message).toBe(
      'Club not found',
    );
  });

  it.each([
    ['abc', undefined],
    ['0', undefined],
    ['-3', undefined],
    ['99999999999', undefined],
    ['1%27%20or%201=1--', undefined],
    ['1', { opt_out: 'maybe' }],
    ['1', { opt_out: 7 }],
  ])('refuses id %s with body %j as a 400', async (id, body) => {
    expectJsonError(await post(`/v2/store/demo/unsubscribe-friend/${id}`, body), 400);
  });
});

describe('rate limit of the email links', () => {
  it(`lets one address follow ${EMAIL_ACTION_LIMIT.max} links per window`, async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < EMAIL_ACTION_LIMIT.max; i += 1) {
      expect(
        (await post(`/v2/store/demo/unsubscribe-friend/${900_000 + i}`, {}, ip)).statusCode,
      ).toBe(403);
    }
    const limited = await post('/v2/store/demo/unsubscribe-friend/1', {}, ip);
    expect(expectJsonError(limited, 429).message).toBe(
      'Too many requests. Please try again later.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await post('/v2/store/demo/unsubscribe-friend/999999', {}, '10.9.9.10')).statusCode,
    ).toBe(403);
  });
});

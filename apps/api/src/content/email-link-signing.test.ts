import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../app';
import { openEmailLinkClub, type EmailLinkClub } from '../testing/email-link-club';
import { followEmailLink } from '../testing/follow-email-link';
import { createTestDatabase, demoAccountId, testConfig } from '../testing/test-database';
import { checkEmailLink, emailActionLink, signEmailLink } from './email-link-signing';

let club: EmailLinkClub;

beforeAll(async () => {
  club = await openEmailLinkClub();
});
afterAll(async () => club?.close());

/** A handle on the same database that counts the queries sent through it. */
function countingHandle() {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      counter.queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: club.database.db.withPlugin(plugin), counter };
}

const optOut = (memberId: number) =>
  ({ kind: 'opt-out', accountId: club.accountId, listId: club.listId, memberId }) as const;

describe('email link signing', () => {
  it('reads the signing key from the database once per handle, however many links it signs and checks', async () => {
    const { db, counter } = countingHandle();
    const tokens = await Promise.all(
      Array.from({ length: 40 }, (_, index) => signEmailLink(db, optOut(index + 1))),
    );
    for (const [index, token] of tokens.entries()) {
      await expect(checkEmailLink(db, token, optOut(index + 1))).resolves.toBeUndefined();
    }
    // The insert-if-missing and the read of the key, once.
    expect(counter.queries).toBe(2);
  });

  it('gives two API instances on one database the same key: each accepts the other’s links', async () => {
    const fresh = await createTestDatabase();
    // Two handles on one database, as two API processes have: neither shares the other's memory.
    const first = fresh.db;
    const second = fresh.db.withoutPlugins();
    const apps = [
      await buildApp({ db: first, config: testConfig() }),
      await buildApp({ db: second, config: testConfig() }),
    ];
    try {
      await Promise.all(apps.map((app) => app.ready()));
      const freshAccount = await demoAccountId(fresh.db);
      const subject = (memberId: number) =>
        ({ kind: 'opt-out', accountId: freshAccount, listId: club.listId, memberId }) as const;
      // Both make their key at the same moment, on a database that has none yet.
      const [fromFirst, fromSecond] = await Promise.all([
        emailActionLink(first, subject(club.memberIds[0]!)),
        emailActionLink(second, subject(club.memberIds[1]!)),
      ]);
      expect((await followEmailLink(apps[1]!, 'demo', fromFirst.path)).json()).toEqual({
        saved: true,
      });
      expect((await followEmailLink(apps[0]!, 'demo', fromSecond.path)).json()).toEqual({
        saved: true,
      });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await fresh.close();
    }
  });
});

import { signEmailLink } from '../content/email-link-signing';
import { ERRORS } from '../errors/catalogue';
import { openEmailLinkClub, type EmailLinkClub } from '../testing/email-link-club';

// Email-action links (opt-out of an automated mail, lotto friend unsubscribe) carry ids; without
// a signed token anyone could change another member's settings by counting through them.
let club: EmailLinkClub;

beforeAll(async () => {
  club = await openEmailLinkClub();
});
afterAll(async () => club?.close());

let address = 0;
const post = (url: string, payload: Record<string, unknown>) =>
  club.app.inject({ method: 'POST', url, payload, remoteAddress: `10.7.0.${(address += 1)}` });
const receivesEmails = async (id: number) =>
  (
    await club.database.db
      .selectFrom('lotto_friends')
      .select('receives_emails')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).receives_emails;

describe('signed email-action links', () => {
  it('refuse a lotto friend unsubscribe by id alone, and leave the friend subscribed', async () => {
    const [first, second] = club.friendIds;
    const response = await post(`/v2/store/demo/unsubscribe-friend/${second}`, { opt_out: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: ERRORS.email_link_invalid.message });
    // Another friend's genuine token does not work for the next id either.
    const counted = await post(`/v2/store/demo/unsubscribe-friend/${second}`, {
      token: await signEmailLink(club.database.db, {
        kind: 'friend',
        accountId: club.accountId,
        friendId: first!,
      }),
    });
    expect(counted.statusCode).toBe(403);
    expect(await receivesEmails(second!)).toBe(true);
  });

  it('refuse an opt-out for another member with a token made for the first', async () => {
    const [mine, theirs] = club.memberIds;
    const token = await signEmailLink(club.database.db, {
      kind: 'opt-out',
      accountId: club.accountId,
      listId: club.listId,
      memberId: mine!,
    });
    const forged = await post('/v2/store/demo/emails/opt-out', {
      email_distribution_list_id: club.listId,
      member_id: theirs,
      opt_out: true,
      token,
    });
    expect(forged.statusCode).toBe(403);
    const tampered = await post('/v2/store/demo/emails/opt-out', {
      email_distribution_list_id: club.listId,
      member_id: mine,
      opt_out: true,
      token: `${token.split('.')[0]}.${'A'.repeat(43)}`,
    });
    expect(tampered.statusCode).toBe(403);
    const genuine = await post('/v2/store/demo/emails/opt-out', {
      email_distribution_list_id: club.listId,
      member_id: mine,
      opt_out: true,
      token,
    });
    expect(genuine.json()).toEqual({ saved: true });
  });

  it('say an old link has expired', async () => {
    const friendId = club.friendIds[2]!;
    const yearAgo = new Date(Date.now() - 365 * 86_400_000);
    const token = await signEmailLink(
      club.database.db,
      { kind: 'friend', accountId: club.accountId, friendId },
      yearAgo,
    );
    const response = await post(`/v2/store/demo/unsubscribe-friend/${friendId}`, { token });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ message: ERRORS.email_link_expired.message });
    expect(await receivesEmails(friendId)).toBe(true);
  });
});

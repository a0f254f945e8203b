import { openEmailLinkClub, type EmailLinkClub } from '../testing/email-link-club';
import { followEmailLink } from '../testing/follow-email-link';

// The development link maker gives the links a club's mail carries, for trying the result pages.
let club: EmailLinkClub;

beforeAll(async () => {
  club = await openEmailLinkClub();
});
afterAll(async () => club?.close());

const devLink = async (query: string) => {
  const response = await club.app.inject({ method: 'GET', url: `/dev/email-links/demo?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ path: string; token: string }>();
};

describe('GET /dev/email-links/{club}', () => {
  it('gives the opt-out link a list message carries, answer included, and the site accepts it', async () => {
    const memberId = club.memberIds[0]!;
    const { path, token } = await devLink(`list_id=${club.listId}&member_id=${memberId}`);
    const link = new URL(path, 'http://demo.localhost:4200');
    expect(link.pathname).toBe('/recurring-email-status');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      email_id: String(club.listId),
      member_id: String(memberId),
      opt_out: 'true',
      t: token,
    });

    const followed = await followEmailLink(club.app, 'demo', path);
    expect(followed.json()).toEqual({ saved: true });
    const saved = await club.database.db
      .selectFrom('email_opt_outs')
      .select('opt_out')
      .where('account_id', '=', club.accountId)
      .where('email_distribution_list_id', '=', club.listId)
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(saved.opt_out).toBe(true);
  });

  it("gives a lotto friend's unsubscribe link, and the site accepts it", async () => {
    const friendId = club.friendIds[0]!;
    const { path, token } = await devLink(`friend_id=${friendId}`);
    expect(path).toBe(`/unsubscribe-lotto-friend-email?id=${friendId}&t=${token}`);

    const followed = await followEmailLink(club.app, 'demo', path);
    expect(followed.json()).toEqual({ saved: true });
    const friend = await club.database.db
      .selectFrom('lotto_friends')
      .select('receives_emails')
      .where('id', '=', friendId)
      .executeTakeFirstOrThrow();
    expect(friend.receives_emails).toBe(false);
  });
});

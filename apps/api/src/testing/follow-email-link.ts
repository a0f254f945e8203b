import type { FastifyInstance } from 'fastify';

let address = 0;

/**
 * Follows an email link as the club's site does: the page at the link's path sends the ids, the
 * answer and the signed token of its query to the API (the storefront's `email-action.ts`). Only
 * what the link carries is sent: an opt-out link must say its answer (`opt_out`) itself. Each
 * call comes from its own client address, so the email-action rate limit stays out of the way.
 */
export function followEmailLink(app: FastifyInstance, club: string, link: string) {
  const url = new URL(link, 'http://site.test');
  const query = url.searchParams;
  const given = (name: string) => query.get(name) ?? undefined;
  const remoteAddress = `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  if (url.pathname === '/recurring-email-status') {
    return app.inject({
      method: 'POST',
      url: `/v2/store/${club}/emails/opt-out`,
      remoteAddress,
      payload: {
        email_distribution_list_id: Number(query.get('email_id')),
        member_id: Number(query.get('member_id')),
        opt_out: given('opt_out'),
        payment_ack: given('payment_ack'),
        token: given('t'),
      },
    });
  }
  if (url.pathname === '/unsubscribe-lotto-friend-email') {
    return app.inject({
      method: 'POST',
      url: `/v2/store/${club}/unsubscribe-friend/${query.get('id')}`,
      remoteAddress,
      payload: { opt_out: given('opt_out'), token: given('t') },
    });
  }
  throw new Error(`${url.pathname} is not an email action page`);
}

import { API, fetchClub } from './club';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/**
 * A member of the club with a password, made through the API's sign-up (or already there from
 * an earlier run on the same stack): a journey that signs in with its own account shares no
 * cart, orders or sign-in limit with the others.
 */
export async function memberOf(
  slug: string,
  person: { email: string; firstName: string; lastName: string },
): Promise<Credentials> {
  const password = 'Journey-Member-1';
  const club = await fetchClub(slug);
  const response = await fetch(`${API}/v2/member`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account_id: club.account_id,
      email: person.email,
      first_name: person.firstName,
      last_name: person.lastName,
      user: {
        email: person.email,
        confirmEmail: person.email,
        password,
        confirmPassword: password,
      },
      terms: true,
    }),
  });
  const body = await response.text();
  const alreadyThere = response.status === 422 && /already/i.test(body);
  if (response.status !== 201 && !alreadyThere) {
    throw new Error(`Sign-up of ${person.email}: ${response.status} ${body}`);
  }
  return { email: person.email, password };
}

/** What a member made like the seeded one has besides (the development tool's options). */
export interface MemberExtras {
  /** A monthly Supporters Club Subscription (€10.00) with its next period scheduled. */
  readonly subscription?: boolean;
  /** A default card asking for 3-D Secure (Visa ending 3220); the failed payment asked for it. */
  readonly card_needing_authentication?: boolean;
  /**
   * False: without the seeded Adult Playing Membership, for a journey that buys her that plan
   * (one person never holds a plan twice).
   */
  readonly membership?: boolean;
  /** Her Adult Social Membership of the last season, with her answers: one to renew. */
  readonly last_season?: boolean;
}

/**
 * A member of the club made like the seeded member (Siobhan Murphy with her juvenile Oisin, the
 * saved cards ending 5556 and 0341, a membership in instalments whose second payment failed, a
 * weekly lotto that renews), of this journey alone: its cart, orders, cards and sign-in limit
 * are no other journey's, so journeys that change them run on any worker, in any order. Made by
 * the API's development tool, under a new address every time.
 */
export async function memberLikeSeeded(
  purpose: string,
  slug = 'demo',
  extras: MemberExtras = {},
): Promise<Credentials> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const email = `${purpose}-${unique}@${slug}.touchline.test`;
  const response = await fetch(`${API}/dev/members/${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, ...extras }),
  });
  if (response.status !== 201) {
    throw new Error(
      `Member like the seeded one (${email}): ${response.status} ${await response.text()}`,
    );
  }
  return (await response.json()) as Credentials;
}

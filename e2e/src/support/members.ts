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

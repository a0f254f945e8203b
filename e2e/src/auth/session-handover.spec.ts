import { expect, test } from '@playwright/test';
import { API } from '../support/club';
import { memberOf, type Credentials } from '../support/members';

/** A one-time hand-over code for `member`'s session, as a site making a `?c=` link asks for it. */
async function handoverCode(member: Credentials): Promise<string> {
  const signedIn = await fetch(`${API}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      username: member.email,
      password: member.password,
    }),
  });
  const { access_token: accessToken } = (await signedIn.json()) as { access_token: string };
  const answer = await fetch(`${API}/oauth/handover`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { code: string }).code;
}

test('a sign-in link opens the session once, and never replaces a visitor already signed in', async ({
  page,
  browser,
}) => {
  const aoife = await memberOf('demo', {
    email: 'handover-aoife@demo.touchline.test',
    firstName: 'Aoife',
    lastName: 'Byrne',
  });
  const cian = await memberOf('demo', {
    email: 'handover-cian@demo.touchline.test',
    firstName: 'Cian',
    lastName: 'Walsh',
  });

  const code = await handoverCode(aoife);
  await page.goto(`/?c=${encodeURIComponent(code)}`);
  await expect(page.getByRole('button', { name: /^Hello Aoife/ })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');

  // Someone else's link on a browser where Aoife is signed in: her session stays.
  await page.goto(`/?c=${encodeURIComponent(await handoverCode(cian))}`);
  await expect(
    page.getByText(
      'You are already signed in. Sign out first to open this sign-in link with another account.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Hello Aoife/ })).toBeVisible();

  // The first link again, in another browser: it worked once only.
  const other = await browser.newContext({ baseURL: 'http://demo.localhost:4200' });
  try {
    const again = await other.newPage();
    await again.goto(`/?c=${encodeURIComponent(code)}`);
    await expect(
      again.getByText('This sign-in link has expired or has already been used.'),
    ).toBeVisible();
    await expect(again.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  } finally {
    await other.close();
  }
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';
import { demoAdminToken } from '../support/admin-token';

const FAILED = 'Some error occurred while saving your response please try again!';
const API = 'http://localhost:3333';

async function signIn(username: string, password: string): Promise<string> {
  const response = await fetch(`${API}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username, password }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A real list of the demo club and a member of this journey's own, as an email link would name them. */
async function seededLinkIds(): Promise<{ listId: number; memberId: number }> {
  const club = (await (await fetch(`${API}/v2/store/demo`)).json()) as { account_id: number };
  const admin = await demoAdminToken();
  const lists = (await (
    await fetch(`${API}/v2/backoffice/emails/distribution-lists?per_page=1`, {
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json()) as { items: { email_distribution_list_id: number }[] };
  const credentials = await memberLikeSeeded('email-link');
  const member = await signIn(credentials.email, credentials.password);
  const record = (await (
    await fetch(`${API}/v2/member?account_id=${club.account_id}`, {
      headers: { authorization: `Bearer ${member}` },
    })
  ).json()) as { id?: number; member_id?: number };
  const memberId = record.member_id ?? record.id;
  expect(lists.items[0]).toBeDefined();
  expect(memberId).toBeDefined();
  return { listId: lists.items[0]!.email_distribution_list_id, memberId: memberId! };
}

/** The signed link a club's mail carries, from the API's development link maker. */
async function signedLink(query: string): Promise<string> {
  const answer = await fetch(`${API}/dev/email-links/demo?${query}`);
  expect(answer.ok).toBe(true);
  return ((await answer.json()) as { path: string }).path;
}

test('a recurring email link saves the answer, without navbar or footer', async ({ page }) => {
  const { listId, memberId } = await seededLinkIds();
  const link = await signedLink(`list_id=${listId}&member_id=${memberId}`);
  await page.goto(`${link}&payment_ack=0`);
  await expect(
    page.getByText(
      'Your response has been saved successfully. You will no longer receive emails from this automated mail.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a recurring email link with a broken id shows the failure text', async ({ page }) => {
  await page.goto('/recurring-email-status?email_id=x&member_id=9');
  await expect(page.getByRole('alert')).toHaveText(FAILED);
});

test('a lotto friend link unsubscribes, and a failing save says so', async ({ page }) => {
  // The demo club's first seeded lotto friend.
  const link = await signedLink('friend_id=1');
  await page.goto(`${link}&opt_out=1`);
  await expect(
    page.getByText('You have been successfully unsubscribed from all lotto emails.'),
  ).toBeVisible();

  await page.route('**/v2/store/demo/unsubscribe-friend/**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Busy"}' }),
  );
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(FAILED);
});

test('a forged or counted link says so and changes nothing', async ({ page }) => {
  // A genuine link of friend 1, with the id counted on to friend 2.
  const link = await signedLink('friend_id=1');
  await page.goto(link.replace('id=1&', 'id=2&'));
  await expect(page.getByRole('alert')).toHaveText(
    'This link is not valid. Please use the link in the latest email from your club.',
  );
  await page.goto('/unsubscribe-lotto-friend-email?id=3');
  await expect(page.getByRole('alert')).toHaveText(
    'This link is not valid. Please use the link in the latest email from your club.',
  );
});

test('a link naming a list or friend the club does not have says it failed', async ({ page }) => {
  await page.goto(await signedLink('friend_id=999999'));
  await expect(page.getByRole('alert')).toHaveText(FAILED);
});

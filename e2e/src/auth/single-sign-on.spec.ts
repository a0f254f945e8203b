import { expect, test } from '@playwright/test';
import { holdRequests } from '../support/held-requests';

// The quiet club has mandatory single sign-on; the API's development identity provider stands
// in for the club's own.
const QUIET = 'http://quiet.localhost:4200';

test("mandatory SSO: the header's sign-in goes to the club's login and comes back signed in", async ({
  page,
}) => {
  await page.goto(`${QUIET}/pages/about-us`);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dev\/sso\/authorize\?state=/);
  await page.getByRole('button', { name: 'Continue as Ruth Kearney' }).click();
  await expect(page.getByRole('button', { name: 'Hello Ruth' })).toBeVisible();
  await expect(page).toHaveURL(`${QUIET}/pages/about-us`);
  const names = (await page.context().cookies(QUIET)).map((cookie) => cookie.name);
  expect(names).toContain('touchline_session');
  expect(names).toContain('touchline_club_admin');
});

test("mandatory SSO: a sign-in followed before the page's scripts ran still reaches the club's login", async ({
  page,
}) => {
  // The first page's scripts are held back, so the click lands on the server-sent header.
  const releaseScripts = await holdRequests(page, '**/*.js');
  await page.goto(`${QUIET}/pages/about-us`, { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Sign in' }).click();
  releaseScripts();
  await expect(page).toHaveURL(/\/dev\/sso\/authorize\?state=/);
  await page.getByRole('button', { name: 'Continue as Ruth Kearney' }).click();
  await expect(page.getByRole('button', { name: 'Hello Ruth' })).toBeVisible();
  await expect(page).toHaveURL(`${QUIET}/pages/about-us`);
});

test('mandatory SSO: cancelling at the club login comes back signed out with the reason', async ({
  page,
}) => {
  await page.goto(`${QUIET}/`);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  await expect(page.getByText('Single sign-on was cancelled')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

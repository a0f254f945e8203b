import { expect, test, type Page } from '@playwright/test';
import { memberOf, type Credentials } from '../support/members';

/**
 * One sign-in across hosts: signed in on the club site, a member opens the account host and an
 * admin the back office without signing in again (the link hands the session over as a one-time
 * code), and signing out on one host signs out on the other.
 */

const SITE = 'http://demo.localhost:4200';
const ACCOUNT = 'http://myaccount.localhost:4200';
const BACK_OFFICE = 'http://localhost:4300';
const ADMIN: Credentials = { email: 'admin@demo.touchline.test', password: 'DevOnly-Admin-1' };

/** Signs in from the club site's header, in the sign-in dialog. */
async function signInOnClubSite(page: Page, who: Credentials, firstName: string) {
  await page.goto(`${SITE}/`);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email', { exact: true }).fill(who.email);
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(who.password);
  await dialog.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: `Hello ${firstName}` })).toBeVisible();
}

async function openUserMenuEntry(page: Page, firstName: string, entry: string) {
  await page.getByRole('button', { name: `Hello ${firstName}` }).click();
  await page.getByRole('link', { name: entry }).click();
}

async function signOut(page: Page, firstName: string) {
  await page.getByRole('button', { name: `Hello ${firstName}` }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test('a member signed in on the club site opens My account signed in, and signs out of both at once', async ({
  page,
}) => {
  const member = await memberOf('demo', {
    email: 'one-sign-in-eimear@demo.touchline.test',
    firstName: 'Eimear',
    lastName: 'Doyle',
  });
  await signInOnClubSite(page, member, 'Eimear');

  await openUserMenuEntry(page, 'Eimear', 'My account');
  await expect(page).toHaveURL(`${ACCOUNT}/orders`);
  await expect(page.getByRole('main').getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hello Eimear' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

  // Signing out on the account host ends the club site's session too.
  await signOut(page, 'Eimear');
  await page.goto(`${SITE}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hello Eimear' })).toHaveCount(0);
});

test('an admin signed in on the club site opens the back office signed in, and signing out there signs out of the site', async ({
  page,
}) => {
  await signInOnClubSite(page, ADMIN, 'Niamh');

  await openUserMenuEntry(page, 'Niamh', 'Go to my club');
  await expect(page).toHaveURL(`${BACK_OFFICE}/`);
  await expect(page.getByRole('main')).toContainText('You are running Glenarden Gaels GAA Club.');
  await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeAttached();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

  // The site's session, still open in its own tab, ends with the back office's.
  const site = await page.context().newPage();
  await site.goto(`${SITE}/`);
  await expect(site.getByRole('button', { name: 'Hello Niamh' })).toBeVisible();

  await signOut(page, 'Niamh');
  await site.reload();
  await expect(site.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(site.getByRole('button', { name: 'Hello Niamh' })).toHaveCount(0);
});

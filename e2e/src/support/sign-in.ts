import { expect, type Page } from '@playwright/test';
import type { Credentials } from './members';

/** The back office, served apart from the club sites. */
export const BACK_OFFICE = 'http://localhost:4300';

/** The demo club's admin, seeded with a password. */
export const DEMO_ADMIN: Credentials = {
  email: 'admin@demo.touchline.test',
  password: 'DevOnly-Admin-1',
};

/** Signs in on the host's own sign-in page (or dialog): the email step, then the password. */
export async function signInOnPage(page: Page, who: Credentials) {
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
}

/**
 * Opens `path` of the back office signed out, signs in as `who` on the sign-in page it sends to
 * (which brings `path` back after) and waits for `path` again.
 */
export async function signInToBackOffice(page: Page, path: string, who: Credentials) {
  await page.goto(`${BACK_OFFICE}${path}`);
  const redirect = encodeURIComponent(path).replace(/[.*()]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`/authentication/sign-in\\?redirect=${redirect}$`));
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(`${BACK_OFFICE}${path}`);
}

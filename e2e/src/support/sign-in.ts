import type { Page } from '@playwright/test';
import type { Credentials } from './members';

/** Signs in on the host's own sign-in page (or dialog): the email step, then the password. */
export async function signInOnPage(page: Page, who: Credentials) {
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
}

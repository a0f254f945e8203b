import { expect, test } from '@playwright/test';
import { memberLikeSeeded } from '../support/members';

const BACK_OFFICE = 'http://localhost:4300';

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto(`${BACK_OFFICE}/authentication/check-email`);
  await expect(page).toHaveURL(`${BACK_OFFICE}/authentication/sign-in`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
}

test('a member cannot enter the back-office', async ({ page }) => {
  const member = await memberLikeSeeded('back-office-refused');
  await signIn(page, member.email, member.password);
  await expect(
    page.getByText(
      'You do not have sufficient permissions to access this area. Please try again with a different email.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(`${BACK_OFFICE}/authentication/sign-in`);
  await expect(page.getByRole('button', { name: /^Hello/ })).toHaveCount(0);
  expect((await page.context().cookies(BACK_OFFICE)).map((cookie) => cookie.name)).not.toContain(
    'touchline_session',
  );
});

test('an admin enters the back-office and stays signed in', async ({ page }) => {
  await signIn(page, 'admin@demo.touchline.test', 'DevOnly-Admin-1');
  await expect(page).toHaveURL(`${BACK_OFFICE}/`);
  await expect(page.getByRole('button', { name: 'Hello Niamh' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Hello Niamh' })).toBeVisible();
});

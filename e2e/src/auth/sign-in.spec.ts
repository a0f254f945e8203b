import { expect, test } from '@playwright/test';
import { holdRequests } from '../support/held-requests';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';

test('a wrong password shows the server message and keeps the visitor signed out', async ({
  page,
}) => {
  // A member of its own: the wrong password counts towards that account's sign-in limit.
  const member = await memberLikeSeeded('wrong-password');
  await page.goto('/authentication/check-email');
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'The user credentials were incorrect.',
  );
  // The same message as a danger notification.
  await expect(page.getByRole('alert').filter({ hasText: 'Error:' })).toContainText(
    'The user credentials were incorrect.',
  );
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    'touchline_session',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('the sign-in dialog passes axe and works by keyboard, then goes home as the club asks', async ({
  page,
}) => {
  const member = await memberLikeSeeded('keyboard-sign-in');
  await page.goto('/contact');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  // The page stays behind the dialog.
  await expect(page.getByRole('heading', { name: 'Contact', level: 1 })).toBeAttached();
  const width = await dialog.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(620);

  await expectNoAxeViolations(page, { include: 'dialog' });

  await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
  await page.keyboard.type(member.email);
  await page.keyboard.press('Enter');
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await page.keyboard.type(member.password);
  // Tab stays inside the dialog.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await password.focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('dialog')).toHaveCount(0);
  // No `redirect`, and the demo club's `redirect_after_login` is on: home.
  await expect(page).toHaveURL('http://demo.localhost:4200/');
  await page.getByRole('button', { name: 'Hello Siobhan' }).click();
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my club' })).toHaveCount(0);
});

test('Escape closes the dialog and goes back to the page', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/contact$/);
});

test("a sign-in pressed before the page's app has started opens over the page", async ({
  page,
}) => {
  // The shell's entry runs; the rest of the app is held back, so the press lands on the
  // server-sent header before the app has taken the page over.
  const releaseApp = await holdRequests(page, /\/(?!main\.)[^/]*\.js$/);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  releaseApp();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Contact' })).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/contact$/);
});

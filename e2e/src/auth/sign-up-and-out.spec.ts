import { expect, test } from '@playwright/test';
import { freshEmail, latestMail } from './mailbox';

test('a new email signs up in the header dialog, verifies the email, and signs out', async ({
  page,
}) => {
  const email = freshEmail('new-member');
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Next' }).click();

  const signUp = page.getByRole('dialog', { name: 'Create account' });
  await expect(signUp.getByLabel('Email', { exact: true })).toHaveValue(email);
  const create = signUp.getByRole('button', { name: 'create account' });
  await expect(create).toBeDisabled();
  await signUp.getByLabel('Confirm email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('Journey-pass1');
  await signUp.getByLabel('Confirm password').fill('Journey-pass1');
  await signUp.getByLabel('First name').fill('Roisin');
  await signUp.getByLabel('Last name').fill('Daly');
  await signUp.getByRole('checkbox', { name: /I agree to the/ }).check();
  await create.click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hello Roisin' })).toBeVisible();
  await expect(
    page.getByText('Your account has been created. Please check your inbox to verify your email.'),
  ).toBeVisible();
  const verify = page.getByRole('region', { name: 'Verify your email' });
  await expect(verify).toBeVisible();
  // In the page under the header: the menu and the user menu stay uncovered and usable.
  const header = await page.getByRole('banner').boundingBox();
  const notice = await verify.boundingBox();
  expect(header && notice && notice.y >= header.y + header.height).toBe(true);
  await page.getByRole('button', { name: 'Hello Roisin' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');

  const mail = await latestMail(email, 'email_verification');
  await page.goto(`/authentication/email-confirmed?c=${encodeURIComponent(mail.data.code ?? '')}`);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(
    page.getByText('Your email is verified. You can now log in to your account.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verify your email' })).toHaveCount(0);

  await page.goto('/');
  await page.getByRole('button', { name: 'Hello Roisin' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

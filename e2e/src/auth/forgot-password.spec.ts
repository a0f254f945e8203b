import { expect, test } from '@playwright/test';
import { API, fetchClub } from '../support/club';
import { freshEmail, latestMail } from './mailbox';

test('forgot password: code by email, new password, signed in', async ({ page }) => {
  const demo = await fetchClub('demo');
  const email = freshEmail('reset');
  const created = await fetch(`${API}/v2/member`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      account_id: demo.account_id,
      email,
      first_name: 'Eimear',
      last_name: 'Walsh',
      mobile: null,
      user: {
        email,
        confirmEmail: email,
        password: 'First-pass1',
        confirmPassword: 'First-pass1',
      },
      terms: true,
      receive_updates: false,
    }),
  });
  expect(created.status).toBe(201);

  await page.goto('/authentication/forgot-password');
  await expect(page.getByText('You will receive a code by email.')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  const mail = await latestMail(email, 'password_reset');
  await page.getByLabel('Code', { exact: true }).fill(mail.data.code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { name: 'New password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Second-pass2');
  await page.getByLabel('Confirm password').fill('Second-pass2');
  await page.getByRole('button', { name: 'Save password' }).click();

  await expect(page.getByText('You have successfully changed your password.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hello Eimear' })).toBeVisible();

  const signIn = await fetch(`${API}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: 'Second-pass2' }),
  });
  expect(signIn.status).toBe(200);
});

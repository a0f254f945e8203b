import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';

const ACCOUNT = 'http://myaccount.localhost:4200';

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
}

test('an arrear whose bank asks for authentication is confirmed with the bank and paid', async ({
  page,
}) => {
  // A member of its own whose default card asks for 3-D Secure: its failed payment was refused
  // off-session for want of the member's confirmation.
  const member = await memberLikeSeeded('arrears-3ds', 'demo', {
    card_needing_authentication: true,
  });
  await page.goto(`${ACCOUNT}/arrears`);
  await expect(page).toHaveURL(/\/authentication\//);
  await signIn(page, member);
  await expect(page).toHaveURL(`${ACCOUNT}/arrears`);
  const main = page.getByRole('main');
  const banner = page.getByRole('region', { name: 'Failed payments' });
  await expect(banner).toBeVisible();
  await expect(main.getByRole('radio', { name: /Visa ending in 3220/ })).toBeChecked();
  await expectNoAxeViolations(page, { include: 'main' });

  // The bank's page (the card simulator's): the member confirms there.
  await main.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(/\/v2\/payments\/test\/authenticate\//);
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete authentication' }).click();

  // Back in the account: paid, nothing left in arrears.
  await expect(page).toHaveURL(`${ACCOUNT}/arrears`);
  await expect(page.getByText('Thank you, your payment has been taken.')).toBeVisible();
  await expect(main.getByText('You have no payments in arrears.')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('an arrear whose authentication fails stays to pay', async ({ page }) => {
  const member = await memberLikeSeeded('arrears-3ds-fail', 'demo', {
    card_needing_authentication: true,
  });
  await page.goto(`${ACCOUNT}/arrears`);
  await signIn(page, member);
  await expect(page).toHaveURL(`${ACCOUNT}/arrears`);
  const main = page.getByRole('main');
  const pay = main.getByRole('button', { name: /^Pay €/ });
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page).toHaveURL(`${ACCOUNT}/arrears`);
  await expect(main.getByRole('alert')).toHaveText(
    'Your payment was not confirmed with your bank and was not taken.',
  );
  await expect(pay).toBeVisible();
});

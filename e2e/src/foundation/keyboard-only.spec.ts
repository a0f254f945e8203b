import { expect, test, type Page } from '@playwright/test';
import { memberLikeSeeded, type Credentials } from '../support/members';
import { tabTo } from '../support/keyboard';

/**
 * The main flows by the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape and typing; real
 * key events): every control on the way is reached by Tab and shows its focus, none holds the
 * focus, and after each dialog the focus is on what the visitor works with next.
 */

const SITE = 'http://demo.localhost:4200';

/**
 * The sign-in dialog, by typing and Enter: the focus is on each field as it comes, the email's
 * and then the password's.
 */
async function signInInDialog(page: Page, member: Credentials) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
  await page.keyboard.type(member.email);
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
}

test('a member signs in by the keyboard alone', async ({ page }) => {
  const member = await memberLikeSeeded('keyboard-sign-in');
  await page.goto('/');
  const banner = page.getByRole('banner');
  await tabTo(page, banner.getByRole('link', { name: 'Sign in' }));
  await page.keyboard.press('Enter');

  await signInInDialog(page, member);

  await expect(page.getByRole('dialog')).toHaveCount(0);
  const userMenu = banner.getByRole('button', { name: 'Hello Siobhan' });
  await expect(userMenu).toBeVisible();
  await tabTo(page, userMenu);
  await page.keyboard.press('Enter');
  await expect(userMenu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(userMenu).toHaveAttribute('aria-expanded', 'false');
  await expect(userMenu).toBeFocused();
});

test('a guest buys a shop item and pays by the keyboard alone', async ({ page }) => {
  await page.goto('/products/shop/bobble-hat');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Bobble Hat' })).toBeVisible();
  await tabTo(page, main.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');

  // The cart opens with the focus on its Checkout.
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(sheet.getByText('Bobble Hat').first()).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Checkout' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/checkout`);

  await tabTo(page, main.getByRole('button', { name: 'Quick Checkout' }));
  await page.keyboard.press('Enter');
  await tabTo(page, main.getByLabel('First name'));
  await page.keyboard.type('Orla');
  await tabTo(page, main.getByLabel('Last name'));
  await page.keyboard.type('Keane');
  await tabTo(page, main.getByLabel('Email'));
  await page.keyboard.type(`orla.${Date.now()}@example.ie`);
  await tabTo(page, main.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: 'Click here to update details' })).toBeVisible();

  await tabTo(page, main.getByLabel('Card number'));
  await page.keyboard.type('4242424242424242');
  await tabTo(page, main.getByLabel('Expiry date'));
  await page.keyboard.type('1234');
  await tabTo(page, main.getByLabel('Security code'));
  await page.keyboard.type('123');
  await tabTo(page, main.getByRole('button', { name: 'Pay Now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/checkout/confirmation`);
  await expect(main.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(main.getByText('Bobble Hat', { exact: true })).toBeVisible();
});

test('a member picks lotto numbers and buys the line by the keyboard alone', async ({ page }) => {
  const member = await memberLikeSeeded('keyboard-lotto');
  await page.goto('/products/lotto/club-lotto');
  const gate = page.getByRole('alertdialog', { name: 'Please confirm' });
  await tabTo(page, gate.getByRole('button', { name: 'Yes, I am over 18' }));
  await page.keyboard.press('Enter');
  await expect(gate).toHaveCount(0);

  const main = page.getByRole('main');
  const line = main.getByRole('group', { name: 'Line 1' });
  for (const n of [4, 9, 16, 25]) {
    await tabTo(page, line.getByRole('button', { name: `Number ${n}`, exact: true }));
    await page.keyboard.press('Space');
  }
  await expect(line.getByText('Line 1: 4, 9, 16, 25. Complete.')).toBeVisible();
  await tabTo(page, main.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(sheet.getByRole('button', { name: 'Checkout' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/checkout`);

  // Signed in from the checkout, the keyboard's way.
  await tabTo(page, main.getByRole('link', { name: 'Enter email' }));
  await page.keyboard.press('Enter');
  await signInInDialog(page, member);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  await expect(main.getByText('Line 1: 4, 9, 16, 25')).toBeVisible();

  // Her default saved card pays.
  // Tabbing starts once the checkout has read her saved cards (the choice of card shows then):
  // the controls on the way stay where they are.
  await expect(main.getByRole('radio', { name: 'A new card' })).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await tabTo(page, main.getByRole('button', { name: 'Pay Now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/checkout/confirmation`);
  await expect(main.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(main.getByText('Club Lotto', { exact: true })).toBeVisible();
});

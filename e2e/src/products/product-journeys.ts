import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const MEMBER = { email: 'member@demo.touchline.test', password: 'DevOnly-Member-1' };
export const CARDS = {
  credit: '4242 4242 4242 4242',
  debit: '4000 0566 5566 5556',
};

/** No accessibility violations in the page's main content (and any open dialog). */
export async function expectAccessible(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

/** The age gate of lotto and draw pages, answered yes. */
export async function confirmAge(page: Page) {
  const gate = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'Yes, I am over 18' }).click();
  await expect(gate).toHaveCount(0);
}

export async function expectAddedToCart(page: Page) {
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Products have been successfully added to your cart' }),
  ).toBeVisible();
}

export async function enterCard(page: Page, number: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Card number').fill(number);
  await main.getByLabel('Expiry date').fill('12 / 34');
  await main.getByLabel('Security code').fill('123');
}

export async function signInFromCheckout(page: Page, site: string) {
  await page.getByRole('main').getByRole('link', { name: 'Enter email' }).click();
  await page.getByLabel('Email', { exact: true }).fill(MEMBER.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(`${site}/checkout`);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
}

/** Quick checkout as a guest with a fresh email. */
export async function continueAsGuest(page: Page, first: string, last: string) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Quick Checkout' }).click();
  await main.getByLabel('First name').fill(first);
  await main.getByLabel('Last name').fill(last);
  await main.getByLabel('Email').fill(`${first.toLowerCase()}.${Date.now()}@example.ie`);
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('button', { name: 'Click here to update details' })).toBeVisible();
}

export async function expectOrderConfirmed(page: Page, site: string, itemName: string) {
  const main = page.getByRole('main');
  await expect(page).toHaveURL(`${site}/checkout/confirmation`);
  await expect(main.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(main.getByText(itemName, { exact: true })).toBeVisible();
}

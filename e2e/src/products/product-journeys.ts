import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

export const MEMBER = { email: 'member@demo.touchline.test', password: 'DevOnly-Member-1' };
export const CARDS = {
  credit: '4242 4242 4242 4242',
  debit: '4000 0566 5566 5556',
};

/** No accessibility violations in the page's main content (and any open dialog). */
export async function expectAccessible(page: Page) {
  await expectNoAxeViolations(page);
}

/** The age gate of lotto and draw pages, answered yes. */
export async function confirmAge(page: Page) {
  const gate = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'Yes, I am over 18' }).click();
  await expect(gate).toHaveCount(0);
}

/** An add opens the cart sheet, which says it succeeded (no notification over the header). */
export async function expectAddedToCart(page: Page) {
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(
    sheet
      .getByRole('status')
      .filter({ hasText: 'Products have been successfully added to your cart' }),
  ).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Checkout' })).toBeFocused();
  // Said once, in the sheet: no notification covers the header's cart button meanwhile.
  await expect(page.getByText('Products have been successfully added to your cart')).toHaveCount(1);
  return sheet;
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
  // The notice that the order was submitted covers none of the header or the order's total
  // (it shows for 5 s: a machine slow enough to have let it go has nothing covered).
  const notice = page.getByRole('status').filter({ hasText: 'Your order has been submitted.' });
  await notice.hover({ timeout: 2_000 }).catch(() => undefined);
  if (!(await notice.isVisible())) return;
  const total = main.getByText('Total', { exact: true });
  for (const covered of [total, page.getByRole('banner')]) {
    const [a, b] = [await notice.boundingBox(), await covered.boundingBox()];
    const overlap =
      a &&
      b &&
      a.x < b.x + b.width &&
      b.x < a.x + a.width &&
      a.y < b.y + b.height &&
      b.y < a.y + a.height;
    expect(overlap, 'the notification covers the total or the header').toBeFalsy();
  }
}

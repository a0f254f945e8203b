import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import type { Credentials } from '../support/members';

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

/** A new card at the checkout, chosen over a member's saved ones. */
export { enterNewCard as enterCard } from '../support/card-entry';

/** Signs `member` in from the checkout page (see `memberLikeSeeded`). */
export async function signInFromCheckout(page: Page, site: string, member: Credentials) {
  await page.getByRole('main').getByRole('link', { name: 'Enter email' }).click();
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(member.password);
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

/** The notice the checkout shows once the order is placed. */
const ORDER_SUBMITTED = 'Your order has been submitted.';

/**
 * Pays and checks the confirmation. The order's notice is held open as a reader holds it (focus
 * inside it stops its 5 s clock) from the moment it appears, so where it sits is checked on a
 * machine of any speed.
 */
export async function payAndExpectOrderConfirmed(page: Page, site: string, itemName: string) {
  await page.evaluate((text) => {
    const hold = () => {
      const notice = [...document.querySelectorAll('[role="status"] > *')].find((element) =>
        element.textContent?.includes(text),
      );
      const close = notice?.querySelector('button');
      close?.focus();
      return Boolean(close);
    };
    const observer = new MutationObserver(() => {
      if (hold()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, ORDER_SUBMITTED);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(`${site}/checkout/confirmation`);
  await expect(main.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(main.getByText(itemName, { exact: true })).toBeVisible();
  // The notice covers none of the header or the order's total.
  const notice = page.getByRole('status').filter({ hasText: ORDER_SUBMITTED });
  await expect(notice).toBeVisible();
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

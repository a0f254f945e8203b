import { expect, test } from '@playwright/test';
import {
  CARDS,
  confirmAge,
  continueAsGuest,
  enterCard,
  expectAccessible,
  expectAddedToCart,
  payAndExpectOrderConfirmed,
} from './product-journeys';

const SITE = 'http://demo.localhost:4200';

test('a guest buys two books of draw tickets', async ({ page }) => {
  await page.goto('/products/draw/summer-draw');
  await confirmAge(page);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Ticket option')).toHaveValue('1 ticket');
  const title = await main.getByRole('heading', { level: 1 }).textContent();
  expect(title).toMatch(/^Summer Draw/);
  await main.getByRole('button', { name: 'More: number of tickets' }).click();
  await expect(main.getByText('Total: €100.00')).toBeVisible();
  await main.getByLabel('Ticket option').selectOption('Book of 3 tickets');
  await expect(main.getByText('Total: €240.00')).toBeVisible();
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expectAddedToCart(page);

  await page.goto('/checkout');
  await expect(main.getByText('Quantity: 2 × €120.00')).toBeVisible();
  await expect(main.getByText('Book of 3 tickets')).toBeVisible();
  await continueAsGuest(page, 'Niamh', 'Brennan');
  await enterCard(page, CARDS.debit);
  await payAndExpectOrderConfirmed(page, SITE, title!);
});

import { expect, test } from '@playwright/test';
import { continueAsGuest, expectAccessible, expectAddedToCart } from '../products/product-journeys';

const SITE = 'http://demo.localhost:4200';

test('a steward with a code for the whole order completes it without a card, and it is confirmed free', async ({
  page,
}) => {
  await page.goto(`${SITE}/products/shop/bobble-hat`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Bobble Hat' })).toBeVisible();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  const sheet = await expectAddedToCart(page);
  await sheet.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(`${SITE}/checkout`);

  await continueAsGuest(page, 'Sean', 'Steward');
  await main.getByLabel('Discount code').fill('STEWARD');
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByText('Discount code applied')).toBeVisible();
  // Nothing to pay today: no card is asked for.
  await expect(main.getByText('You will not be charged for this transaction')).toBeVisible();
  await expect(main.getByLabel('Card number')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await expectAccessible(page);

  await main.getByRole('button', { name: 'Complete Transaction' }).click();
  await expect(page).toHaveURL(`${SITE}/checkout/confirmation`);
  await expect(main.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(main.getByText('Bobble Hat', { exact: true })).toBeVisible();
  const summary = main.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('€0.00');
  await expectAccessible(page);
});

import { expect, test } from '@playwright/test';
import {
  CARDS,
  enterCard,
  expectAccessible,
  expectAddedToCart,
  payAndExpectOrderConfirmed,
  signInFromCheckout,
} from './product-journeys';
import { memberLikeSeeded } from '../support/members';

const SITE = 'http://demo.localhost:4200';

test('the shop lists items by type; a member buys two jerseys in a size', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Club Shop' })
    .click();
  await expect(page).toHaveURL(`${SITE}/products/shop`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Club Shop' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Bobble Hat' })).toBeVisible();
  await expectAccessible(page);

  await main.getByLabel('Show').selectOption('Kit');
  await expect(main.getByRole('link', { name: 'Bobble Hat' })).toHaveCount(0);
  await main.getByRole('link', { name: /^Home Jersey/ }).click();
  await expect(main.getByText('Collect at the clubhouse shop')).toBeVisible();
  const name = (await main.getByRole('heading', { level: 1 }).textContent())!;
  expect(name).toMatch(/^Home Jersey/);
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(main.getByText('Please choose a size')).toBeVisible();
  await main.getByRole('radio', { name: 'M', exact: true }).check();
  await main.getByRole('button', { name: 'More: quantity' }).click();
  await expect(main.getByText('Total: €110.00')).toBeVisible();
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Add to cart' }).click();
  const sheet = await expectAddedToCart(page);
  await expect(sheet.getByText('Quantity: 2 × €55.00')).toBeVisible();
  await expect(sheet.getByText('Size: M')).toBeVisible();
  await sheet.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(`${SITE}/checkout`);
  await signInFromCheckout(page, SITE, await memberLikeSeeded('shop'));
  await expect(main.getByText('Quantity: 2 × €55.00')).toBeVisible();
  await enterCard(page, CARDS.credit);
  await payAndExpectOrderConfirmed(page, SITE, name);
  await expect(
    main.getByRole('region', { name: 'Order summary' }).getByText('Size: M'),
  ).toBeVisible();
});

test('a sold-out item cannot be added', async ({ page }) => {
  await page.goto('/products/shop/club-flag');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Club Flag' })).toBeVisible();
  await expect(main.getByText('This item is sold out.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expectAccessible(page);
});

import { expect, test } from '@playwright/test';
import { confirmAge, expectAccessible } from './product-journeys';

test('declining the age gate goes home; confirming opens the lotto for the visit', async ({
  page,
}) => {
  await page.goto('/products/lotto/club-lotto');
  const gate = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(gate).toContainText('To play lotto/this draw you have to be over 18 years of age.');
  await expectAccessible(page);
  await gate.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/demo\.localhost:4200\/$/);
  await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();

  // The menu's lotto link asks again, and a yes opens the page.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Club Lotto' })
    .click();
  await confirmAge(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Club Lotto' })).toBeVisible();

  // Remembered for the visit: the draw opens without the question.
  await page.goto('/products/draw/summer-draw');
  await expect(page.getByRole('heading', { level: 1, name: /^Summer Draw/ })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('the lotto app link with token and lotto skips the age gate', async ({ page }) => {
  await page.goto('/products/lotto/club-lotto?token=app-session&lotto=club-lotto');
  await expect(page.getByRole('heading', { level: 1, name: 'Club Lotto' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

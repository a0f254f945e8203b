import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// The quiet club has its checkout switched off (its `checkout` feature).
const QUIET = 'http://quiet.localhost:4200';
const CHECKOUT_OFF = 'Unfortunately you cannot make purchases at this time. Please try again later';

test('a club with its checkout switched off shows no cart, and the checkout sends the visitor home with the reason', async ({
  page,
}) => {
  await page.goto(`${QUIET}/`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Cart/ })).toHaveCount(0);

  await page.goto(`${QUIET}/checkout`);
  await expect(page).toHaveURL(`${QUIET}/`);
  await expect(page.getByText(CHECKOUT_OFF)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest news' })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

import { expect, test } from '@playwright/test';
import { buildAppRelease, redeployApp } from '../support/redeploy';

const remoteRelease = (page: import('@playwright/test').Page) =>
  page.locator('[data-remote="checkout"]').getAttribute('data-release');
const shellScript = (page: import('@playwright/test').Page) =>
  page.locator('script[src*="main."]').getAttribute('src');

test('a rebuilt and restarted checkout remote is served by the running shell', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const releaseBefore = await remoteRelease(page);
  const shellBefore = await shellScript(page);

  const release = `redeploy-${Date.now()}`;
  const dir = buildAppRelease('checkout', release);
  await redeployApp('checkout', dir);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  expect(await remoteRelease(page)).toBe(release);
  expect(release).not.toBe(releaseBefore);
  expect(await shellScript(page)).toBe(shellBefore);
});

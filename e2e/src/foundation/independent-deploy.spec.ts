import { expect, test } from '@playwright/test';
import { collectProblems } from '../support/page-watch';
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

  // What the browser met after the redeploy, told with a failure: an error, a file refused.
  const problems = collectProblems(page);
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed ${request.url()}`));
  await page.reload();
  try {
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  } catch (error) {
    const met = problems.join('; ') || 'nothing amiss';
    throw new Error(`${(error as Error).message}\nAfter the redeploy the browser met: ${met}`);
  }
  expect(await remoteRelease(page)).toBe(release);
  expect(release).not.toBe(releaseBefore);
  expect(await shellScript(page)).toBe(shellBefore);
});

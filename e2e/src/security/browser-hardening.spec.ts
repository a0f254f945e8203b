import { expect, test, type Page } from '@playwright/test';

// Every host is served with a Content-Security-Policy (no unsafe-eval, no inline script): the
// federated remotes, the card fields and the map must still load, with no violation reported.

/** Collects the CSP violations the page reports while it is used. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (
      /Content Security Policy|Refused to (load|execute|connect|frame|apply)/i.test(message.text())
    ) {
      violations.push(message.text());
    }
  });
  return violations;
}

test('the club site is served with a strict policy and loads its remotes without a violation', async ({
  page,
}) => {
  const violations = watchViolations(page);
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // News comes from the storefront remote.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/shop');
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('main')).toBeVisible();
  expect(violations).toEqual([]);
});

test('the back office and the account area refuse to be framed', async ({ request }) => {
  const backoffice = await request.get('http://localhost:4300/');
  expect(backoffice.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(backoffice.headers()['x-frame-options']).toBe('DENY');
  const account = await request.get('http://myaccount.localhost:4200/');
  expect(account.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const site = await request.get('http://demo.localhost:4200/');
  expect(site.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
});

test('source maps are kept with the build, never served', async ({ request }) => {
  const page = await request.get('http://demo.localhost:4200/');
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeDefined();
  const file = await request.get(new URL(script!, 'http://demo.localhost:4200/').toString());
  expect(await file.text()).not.toContain('sourceMappingURL');
  const map = await request.get(
    new URL(`${script!}.map`, 'http://demo.localhost:4200/').toString(),
  );
  expect(map.status()).toBe(404);
});

test('the app token is taken out of the address once read', async ({ page }) => {
  await page.goto('/?token=app-bearer-token&error=Oops');
  await expect(page).toHaveURL(/embedded=1/);
  expect(page.url()).not.toContain('app-bearer-token');
});

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

test('the back office and the account area refuse to be framed', async ({ page }) => {
  // Club hosts (`*.localhost`) resolve in the browser only, so the documents are opened there.
  const headersOf = async (url: string) => (await page.goto(url))?.headers() ?? {};
  const backoffice = await headersOf('http://localhost:4300/');
  expect(backoffice['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(backoffice['x-frame-options']).toBe('DENY');
  const account = await headersOf('http://myaccount.localhost:4200/');
  expect(account['content-security-policy']).toContain("frame-ancestors 'none'");
  const site = await headersOf('http://demo.localhost:4200/');
  expect(site['content-security-policy']).toContain("frame-ancestors 'self'");
});

test('source maps are kept with the build, never served', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[src$=".js"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const url = new URL(script!, 'http://localhost:4200/');
  const file = await request.get(url.toString());
  expect(file.status()).toBe(200);
  expect(await file.text()).not.toContain('sourceMappingURL');
  // However the path is written: the file server decodes `%61` to `a`.
  for (const suffix of ['.map', '.m%61p', '%2Emap']) {
    const map = await request.get(`${url.toString()}${suffix}`);
    expect(map.status(), suffix).toBe(404);
  }
});

test('the app token is taken out of the address once read', async ({ page }) => {
  await page.goto('/?token=app-bearer-token&error=Oops');
  await expect(page).toHaveURL(/embedded=1/);
  expect(page.url()).not.toContain('app-bearer-token');
});

import { expect, test, type Request } from '@playwright/test';

const SITE = 'http://demo.localhost:4200';
const CHECKOUT_ORIGIN = 'http://localhost:4204';
const AUTH_ORIGIN = 'http://localhost:4205';

test('the home page comes with its club, configuration and remotes, and preloads its banner', async ({
  page,
}) => {
  const response = await page.goto(`${SITE}/`);
  expect(response?.headers()['content-type']).toContain('text/html');
  const html = (await response?.text()) ?? '';
  for (const id of ['touchline-config', 'touchline-remotes', 'touchline-club']) {
    expect(html).toContain(`<script type="application/json" id="${id}"`);
  }
  expect(html).toContain('data-club="demo"');
  expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high"/);
  // Every page of the site has the club; only the home has the banner to preload.
  const article = (await (await page.goto(`${SITE}/news/membership-2027-now-open`))?.text()) ?? '';
  expect(article).toContain('id="touchline-club"');
  expect(article).not.toContain('rel="preload" as="image"');
});

test('a first anonymous visit paints without extra round trips and loads the header widgets on demand', async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Latest news' })).toBeVisible();
  const banner = page.getByRole('banner');
  const cart = banner.getByRole('button', { name: 'Cart, 0 items' });
  await expect(cart).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const urls = requests.map((request) => request.url());
  // The configuration, the remotes list and the club record came with the page.
  expect(urls.filter((url) => /\/(config|remotes)\.json$/.test(url))).toEqual([]);
  expect(urls.filter((url) => /\/v2\/store\/demo$/.test(url))).toEqual([]);
  // Nothing of the cart or the user menu is fetched before the visitor reaches for them.
  expect(urls.filter((url) => url.startsWith(CHECKOUT_ORIGIN))).toEqual([]);
  expect(urls.filter((url) => url.startsWith(AUTH_ORIGIN))).toEqual([]);

  // A click on the cart opens the checkout's own cart sheet.
  await cart.click();
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Your shopping cart is empty')).toBeVisible();
  expect(requests.some((request) => request.url().startsWith(CHECKOUT_ORIGIN))).toBe(true);
});

import { expect, test, type Page } from '@playwright/test';
import { collectProblems, totalShift, watchLayoutShifts } from '../support/page-watch';
import { expectAddedToCart } from './product-journeys';
import { expectNoAxeViolations } from '../support/axe';

// The shop comes with its items in its first HTML, rendered by the membership remote's own
// server render; the app takes it over where it stands (docs/adr/0016-*).
const SITE = 'http://demo.localhost:4200';
const PAGE = '/products/shop';
const TITLE = 'Club Shop';

/** The page's calls for the shop's items and item types. */
function watchDataCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/shop-items(?:\/types)?(?:\?|$)/.test(request.url())) calls.push(request.url());
  });
  return calls;
}

test("the shop's first HTML shows its items, prices and types, before any script runs", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}${PAGE}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const hat = main.getByRole('listitem').filter({ hasText: 'Bobble Hat' });
  await expect(hat.getByRole('link', { name: 'Bobble Hat' })).toHaveAttribute(
    'href',
    '/products/shop/bobble-hat',
  );
  await expect(hat.getByText('€12.00')).toBeVisible();
  await expect(
    main.getByRole('listitem').filter({ hasText: 'Club Flag' }).getByText('Sold out'),
  ).toBeVisible();
  await expect(main.getByLabel('Show').locator('option', { hasText: 'Kit' })).toHaveCount(1);
  await expect(main.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  // Styled from the start: the page's own stylesheet came with it (the cards' grid).
  await expect(main.getByRole('list').first()).toHaveCSS('display', 'grid');
  // Its links work without the app: an item's page opens.
  await hat.getByRole('link', { name: 'Bobble Hat' }).click();
  await expect(page).toHaveURL(`${SITE}/products/shop/bobble-hat`);
  await context.close();
});

test('the first HTML follows the page, size and type of the address', async ({ page }) => {
  const firstHtml = async (url: string) => (await (await page.goto(url))?.text()) ?? '';
  const all = await firstHtml(`${SITE}${PAGE}`);
  const supporters = /<option value="(\d+)">Supporters<\/option>/.exec(all)?.[1];
  expect(supporters).toBeDefined();
  const html = await firstHtml(`${SITE}${PAGE}?type=${supporters}&per_page=15`);
  expect(html).toContain(`<option value="${supporters}" selected="">Supporters</option>`);
  expect(html).toMatch(/<option value="15" selected="">15<\/option>/);
  expect(html).toContain('Bobble Hat');
  expect(html).not.toContain('Home Jersey');
  expect(html).toContain('id="touchline-remote-membership"');
});

test('the app takes the shop over without an error, a layout shift or a second call', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const calls = watchDataCalls(page);
  await page.setViewportSize({ width: 412, height: 823 });
  await watchLayoutShifts(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverList: Element | null }).serverList =
        document.querySelector('main ul');
    });
  });
  await page.goto(`${SITE}${PAGE}`);
  await expect(page.locator('[data-remote="membership"] h1')).toHaveText(TITLE);
  await page.waitForLoadState('networkidle');
  expect(await totalShift(page)).toBeLessThanOrEqual(0.05);
  expect(calls).toEqual([]);
  // Taken over where it stands: the server's list is the one on the page, not a new one.
  expect(
    await page.evaluate(() => {
      const list = (window as unknown as { serverList: Element | null }).serverList;
      return list !== null && list === document.querySelector('main ul');
    }),
  ).toBe(true);

  // The page is the app's: choosing a type asks for that type's items.
  const main = page.getByRole('main');
  await main.getByLabel('Show').selectOption('Kit');
  await expect(main.getByRole('link', { name: 'Bobble Hat' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /^Home Jersey/ }).first()).toBeVisible();
  expect(calls).toEqual([expect.stringMatching(/\/shop-items\?page=1&per_page=10&type_id=\d+$/)]);
  await expectNoAxeViolations(page, { include: 'main' });
  expect(problems).toEqual([]);
});

test('an item pressed right after the page loads goes into the cart', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto(`${SITE}${PAGE}`, { waitUntil: 'commit' });
  // Pressed on the server's markup, maybe before the app has taken it over.
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Bobble Hat' }).click();
  await expect(page).toHaveURL(`${SITE}/products/shop/bobble-hat`);
  await expect(main.getByRole('heading', { level: 1, name: 'Bobble Hat' })).toBeVisible();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expectAddedToCart(page);
  await expect(page.getByRole('button', { name: /^Cart, [1-9]/ })).toBeVisible();
  expect(problems).toEqual([]);
});

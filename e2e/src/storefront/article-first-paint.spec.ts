import { expect, test } from '@playwright/test';
import {
  collectProblems,
  isRemoteScript,
  remoteOrigin,
  takenOver,
  totalShift,
  watchLayoutShifts,
  watchRemoteScripts,
  watchTakeOvers,
} from '../support/page-watch';
import { holdRequests } from '../support/held-requests';
import { askToSaveData } from '../support/save-data';

// An article's page comes with the article in its first HTML, rendered by the storefront's own
// server render; the app takes it over where it stands (docs/adr/0016-*).
const SITE = 'http://demo.localhost:4200';
const ARTICLE = '/news/membership-2027-now-open';
const TITLE = 'Membership 2027 is now open';
const TEXT = 'Membership for 2027 is open online.';

test("an article's first HTML shows its title, image and text, before any script runs", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}${ARTICLE}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(main.getByText(TEXT)).toBeVisible();
  await expect(main.locator('article img')).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  // Styled from the start: the article's own stylesheet came with the page.
  await expect(main.getByRole('heading', { level: 1 })).toHaveCSS('margin-top', '0px');
  // The share links name the page.
  await expect(
    main.getByRole('navigation', { name: 'Share this article' }).getByRole('link', {
      name: /^Facebook/,
    }),
  ).toHaveAttribute('href', new RegExp(encodeURIComponent(`${SITE}${ARTICLE}`)));
  await context.close();
});

test("on a Save-Data connection a reader gets the article without the storefront's code, which loads when they reach for the page", async ({
  page,
}) => {
  await askToSaveData(page);
  const problems = collectProblems(page);
  const articleCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/articles/')) articleCalls.push(request.url());
  });
  const storefrontScripts = watchRemoteScripts(page, 'storefront');
  await watchLayoutShifts(page);
  // The heading the server sent, as the page had it before any script ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading =
        document.querySelector('article h1');
    });
  });
  await page.goto(`${SITE}${ARTICLE}`);
  await expect(page.locator('[data-remote="storefront"] article h1')).toHaveText(TITLE);
  // The tab names the article from the first HTML.
  await expect(page).toHaveTitle(`${TITLE} | Glenarden Gaels GAA Club`);
  // The shell is the app's now; the article is still the server's, and needed no code.
  await page.waitForLoadState('networkidle');
  expect(storefrontScripts).toEqual([]);

  // The visitor's pointer reaches the article: the storefront loads and takes it over.
  const storefrontLoads = page.waitForRequest((request) => isRemoteScript(request, 'storefront'));
  await page.locator('article h1').hover();
  await storefrontLoads;
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle(`${TITLE} | Glenarden Gaels GAA Club`);
  expect(await totalShift(page)).toBeLessThanOrEqual(0.05);
  expect(articleCalls).toEqual([]);
  // Taken over where it stands: the server's heading is the one on the page, not a new one.
  expect(
    await page.evaluate(() => {
      const heading = (window as unknown as { serverHeading: Element | null }).serverHeading;
      return heading !== null && heading === document.querySelector('article h1');
    }),
  ).toBe(true);
  // The share links are the storefront's now: they name the page as the browser has it.
  await expect(
    page
      .getByRole('navigation', { name: 'Share this article' })
      .getByRole('link', { name: /^Twitter/ }),
  ).toHaveAttribute('href', new RegExp(encodeURIComponent(`${SITE}${ARTICLE}`)));

  // The page is the app's: a menu link opens another article without loading a new page.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(`${SITE}/pages/history`);
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
  // And back to the first one, from the store.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a reader in a far time zone gets the day the server wrote, and the storefront takes it over without an error', async ({
  browser,
}) => {
  // A zone whose day differs from Ireland's at this hour: behind it in the morning (UTC),
  // ahead of it later on.
  const timezoneId = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await watchTakeOvers(page);
  const response = await page.goto(`${SITE}${ARTICLE}`);
  const served = /<time dateTime="[^"]+">([^<]+)<\/time>/i.exec((await response?.text()) ?? '');
  expect(served?.[1]).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  const published = page.locator('article time');
  await expect(published).toHaveText(served?.[1] ?? '');
  // The storefront takes the article over (at the page's idle moment, or sooner as the reader's
  // pointer reaches it): its day is the same.
  await page.locator('article h1').hover();
  await expect.poll(() => takenOver(page)).toContain('storefront');
  await page.waitForLoadState('networkidle');
  await expect(published).toHaveText(served?.[1] ?? '');
  expect(problems).toEqual([]);
  await context.close();
});

test("a reader who leaves the article the server sent finds the club's title and none of the article's tags", async ({
  page,
}) => {
  const problems = collectProblems(page);
  await watchTakeOvers(page);
  await page.goto(`${SITE}${ARTICLE}`);
  const ogTitle = page.locator('meta[property="og:title"]');
  await expect(ogTitle).toHaveAttribute('content', TITLE);
  await page.locator('article h1').hover();
  await expect.poll(() => takenOver(page)).toContain('storefront');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle(`${TITLE} | Glenarden Gaels GAA Club`);

  // The tags the server wrote for the article go with it, as tags the page set would.
  await page.getByRole('banner').getByRole('link', { name: 'Glenarden Gaels GAA Club' }).click();
  await expect(page).toHaveURL(`${SITE}/`);
  await expect(page.getByRole('region', { name: 'Latest news' })).toBeVisible();
  await expect(page).toHaveTitle('Glenarden Gaels GAA Club');
  await expect(page.locator('meta[property^="og:"]')).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a reader who leaves the article before the storefront has taken it over finds the club's title and none of the article's tags", async ({
  page,
}) => {
  const problems = collectProblems(page);
  // The storefront's code arrives only after the reader has left the article.
  const releaseStorefront = await holdRequests(page, remoteOrigin('storefront'));
  await page.goto(`${SITE}${ARTICLE}`);
  await expect(page).toHaveTitle(`${TITLE} | Glenarden Gaels GAA Club`);
  await page.getByRole('banner').getByRole('link', { name: 'Glenarden Gaels GAA Club' }).click();
  await expect(page).toHaveURL(`${SITE}/`);
  releaseStorefront();
  await expect(page.getByRole('region', { name: 'Latest news' })).toBeVisible();
  await expect(page).toHaveTitle('Glenarden Gaels GAA Club');
  await expect(page.locator('meta[property^="og:"]')).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

import { expect, test, type Page } from '@playwright/test';
import {
  collectProblems,
  totalShift,
  watchLayoutShifts,
  watchRemoteScripts,
} from '../support/page-watch';
import { askToSaveData } from '../support/save-data';

// The home page comes with its news, about-us block and sponsors in its first HTML, rendered by
// the storefront's own server render; the app takes them over where they stand
// (docs/adr/0016-*).
const SITE = 'http://demo.localhost:4200';
const API = 'http://localhost:3333/v2/store/demo';

/** The titles of the news grid's first page, as the API lists them. */
async function firstNewsTitles(): Promise<string[]> {
  const list = (await (await fetch(`${API}/articles?type=news&per_page=6&page=1`)).json()) as {
    items: { title: string }[];
  };
  return list.items.map((item) => item.title);
}

const newsTitles = (page: Page) =>
  page
    .getByRole('region', { name: 'Latest news' })
    .getByRole('heading', { level: 2 })
    .getByRole('link');

/** The home's content calls: the news list, the about-us article, the sponsors. */
const homeContentCall = (url: string) => {
  const { pathname, search } = new URL(url);
  return /^\/v2\/store\/demo\/(articles|articles\/about-us|sponsors)$/.test(pathname)
    ? `${pathname}${search}`
    : undefined;
};

test("the home's first HTML shows its news, about-us block and sponsors, before any script runs", async ({
  browser,
}) => {
  const titles = await firstNewsTitles();
  expect(titles).toHaveLength(6);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}/`);
  await expect(newsTitles(page)).toHaveText(titles);
  await expect(newsTitles(page).first()).toBeVisible();
  await expect(newsTitles(page).first()).toHaveAttribute('href', /^\/news\/[a-z0-9-]+$/);
  const main = page.getByRole('main');
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Load More' })).toBeVisible();
  const about = page.getByRole('region', { name: 'About Glenarden Gaels' });
  await expect(about.getByRole('link', { name: /^Read More/ })).toHaveAttribute(
    'href',
    '/pages/about-us',
  );
  const sponsors = page.getByRole('region', { name: 'Our sponsors' });
  await expect(sponsors.locator('li[data-visible="true"] img')).toHaveCount(4);
  // Styled from the start: the grid's and the strip's own stylesheets came with the page.
  await expect(page.getByRole('region', { name: 'Latest news' }).locator('ul').first()).toHaveCSS(
    'display',
    'grid',
  );
  const strip = await sponsors.getByTestId('sponsors-list').boundingBox();
  const logo = await sponsors.locator('li').first().boundingBox();
  // Four a view on a wide screen (the list's gap and padding aside).
  expect(logo!.width).toBeGreaterThan(strip!.width / 5);
  expect(logo!.width).toBeLessThan(strip!.width / 4);
  await context.close();
});

for (const [device, viewport, inView] of [
  ['a wide screen', { width: 1280, height: 800 }, 4],
  ['a phone', { width: 412, height: 823 }, 2],
] as const) {
  test(`on ${device} and a Save-Data connection, the storefront loads when the visitor reaches for the news and takes the home over without an error, a layout shift or a second API call`, async ({
    page,
  }) => {
    await askToSaveData(page);
    await page.setViewportSize(viewport);
    const problems = collectProblems(page);
    const contentCalls: string[] = [];
    page.on('request', (request) => {
      const call = homeContentCall(request.url());
      if (call) contentCalls.push(call);
    });
    await watchLayoutShifts(page);
    // The first news title the server sent, as the page had it before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverTitle: Element | null }).serverTitle = document.querySelector(
          '[data-remote="storefront"] h2 a',
        );
      });
    });
    const storefrontScripts = watchRemoteScripts(page, 'storefront');
    await page.goto(`${SITE}/`);
    await expect(newsTitles(page)).toHaveCount(6);
    await page.waitForLoadState('networkidle');
    // The news are the server's until the visitor reaches for them: no storefront code yet.
    expect(storefrontScripts).toEqual([]);
    await newsTitles(page).first().hover();
    await expect.poll(() => storefrontScripts.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const sponsors = page.getByRole('region', { name: 'Our sponsors' });
    await expect(sponsors.locator('li[data-visible="true"]')).toHaveCount(inView);
    expect(await totalShift(page)).toBeLessThanOrEqual(0.05);
    expect(contentCalls).toEqual([]);
    // Taken over where it stands: the server's news title is the one on the page.
    expect(
      await page.evaluate(() => {
        const title = (window as unknown as { serverTitle: Element | null }).serverTitle;
        return (
          title !== null && title === document.querySelector('[data-remote="storefront"] h2 a')
        );
      }),
    ).toBe(true);

    // The page is the app's: the sponsors page through, Load More asks for the second page.
    const next = sponsors.getByRole('button', { name: 'Next sponsors' });
    const before = await sponsors
      .locator('li[data-visible="true"] img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
    await next.click();
    await expect
      .poll(() =>
        sponsors
          .locator('li[data-visible="true"] img')
          .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))),
      )
      .not.toEqual(before);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(newsTitles(page)).toHaveCount(12);
    expect(contentCalls).toEqual(['/v2/store/demo/articles?type=news&per_page=6&page=2']);
    expect(problems).toEqual([]);
  });
}

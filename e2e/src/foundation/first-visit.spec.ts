import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { headerLayout } from '../support/header-layout';
import { serveSplitPage } from '../support/split-page';
import {
  collectProblems,
  shiftsWithin,
  totalShift,
  watchLayoutShifts,
} from '../support/page-watch';
import { askToSaveData } from '../support/save-data';

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

test('a first anonymous visit on a Save-Data connection paints without extra round trips and loads the header widgets on demand', async ({
  page,
}) => {
  await askToSaveData(page);
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

test("the first HTML already shows the club's header and banner, before any script runs", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}/`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Glenarden Gaels GAA Club' })).toBeVisible();
  const menu = header.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Membership' })).toHaveAttribute(
    'href',
    '/products/membership',
  );
  await expect(header.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Membership 2027 is open', { exact: true })).toBeVisible();
  await expect(main.locator('img[src$="/banner.svg"]')).toBeVisible();
  await expect(main.getByRole('link', { name: /Find out more/ })).toBeVisible();
  // The club's colours are on the page from the start.
  await expect(header).toHaveCSS('background-color', 'rgb(11, 93, 59)');
  expect(await page.title()).toBe('Glenarden Gaels GAA Club');

  // A page a remote renders: the header, and where the remote's content goes, its loading
  // state (the lotto and draw pages) or the remote's own server render (the home, an article,
  // the membership page and the shop: storefront/*-first-paint.spec.ts,
  // membership/membership-first-paint.spec.ts, products/shop-first-paint.spec.ts).
  await page.goto(`${SITE}/products/lotto/club-lotto`);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Glenarden Gaels GAA Club' }),
  ).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
  await context.close();
});

for (const width of [992, 1100, 1200, 1280, 1400]) {
  test(`at ${width}px the header holds one row from the first HTML, and the app moves nothing in it`, async ({
    browser,
  }) => {
    const viewport = { width, height: 800 };
    // Before any script runs: the server cannot measure the bar, yet nothing overlaps.
    const still = await browser.newContext({ viewport, javaScriptEnabled: false });
    const first = await headerLayout(await goHome(still));
    await still.close();
    expect(first.problems).toEqual([]);
    expect(first.shown).toContain('Membership');

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await watchLayoutShifts(page);
    await page.goto(`${SITE}/`);
    await page.waitForLoadState('networkidle');
    // The app has the header: its menu has measured the bar and 'More...' opens.
    const more = page.getByRole('banner').getByRole('button', { name: 'More...' });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await more.click();
    const taken = await headerLayout(page);
    expect(taken.problems).toEqual([]);
    expect(taken.shown).toEqual(first.shown);
    expect(await shiftsWithin(page, 'header')).toEqual([]);
    await context.close();
  });
}

/**
 * Where the page is cut: before the language switch (the last of the navigation), and before
 * the widgets that follow the navigation.
 */
const HEADER_CUTS = [
  { before: 'the language switch', at: '<a href="/language?' },
  { before: "the header's widgets", at: '</nav>' },
];

for (const cut of HEADER_CUTS) {
  test(`a header that arrives in parts, up to ${cut.before}, is laid out for the room of what is still to come, so nothing in it moves`, async ({
    browser,
  }) => {
    // The page arrives up to the cut; the rest follows once the part has been painted.
    const split = await serveSplitPage('http://127.0.0.1:4200', cut.at);
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
    try {
      const page = await context.newPage();
      await watchLayoutShifts(page);
      await page.goto(split.origin('demo.localhost'), { waitUntil: 'commit' });
      await split.firstPartSent;
      const banner = page.getByRole('banner');
      const logo = banner.getByRole('link', { name: 'Glenarden Gaels GAA Club' });
      const more = banner.getByRole('button', { name: 'More...' });
      const facebook = banner.getByRole('link', { name: 'Facebook' });
      // The part that has arrived is on screen, as it will stay.
      await expect(logo).toBeVisible();
      await expect(more).toBeVisible();
      await page.evaluate(
        () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
      );
      const before = { more: await more.boundingBox(), facebook: await facebook.boundingBox() };

      split.sendRest();
      await expect(banner.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Gaeilge' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect({ more: await more.boundingBox(), facebook: await facebook.boundingBox() }).toEqual(
        before,
      );
      expect(await shiftsWithin(page, 'header')).toEqual([]);
    } finally {
      await context.close();
      await split.close();
    }
  });
}

async function goHome(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${SITE}/`);
  return page;
}

test('the app takes the prerendered page over without an error or a layout shift', async ({
  page,
}) => {
  const problems = collectProblems(page);
  // A phone: the menu sits behind its toggle.
  await page.setViewportSize({ width: 412, height: 823 });
  await watchLayoutShifts(page);
  for (const [path, content] of [
    ['/', page.getByRole('region', { name: 'Latest news' })],
    ['/news/membership-2027-now-open', page.getByRole('heading', { level: 1 })],
  ] as const) {
    await page.goto(`${SITE}${path}`);
    await expect(content).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await totalShift(page)).toBeLessThanOrEqual(0.05);
    // The menu is the app's now: it opens.
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  expect(problems).toEqual([]);
});

test("in the club app's web view, which hides the navigation, the prerendered header gives way", async ({
  page,
}) => {
  const problems = collectProblems(page);
  // The club app stores its choice in the site's storage; the server cannot know it.
  await page.addInitScript(() => window.localStorage.setItem('hideNavbar', 'true'));
  const response = await page.goto(`${SITE}/news/membership-2027-now-open`);
  expect(await response?.text()).toContain('<header');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

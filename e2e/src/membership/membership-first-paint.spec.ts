import { expect, test, type Page } from '@playwright/test';
import {
  collectProblems,
  totalShift,
  watchLayoutShifts,
  watchRemoteScripts,
} from '../support/page-watch';
import { expectNoAxeViolations } from '../support/axe';
import { askToSaveData } from '../support/save-data';

// The membership page comes with its programmes in its first HTML, rendered by the membership
// remote's own server render; the app takes it over where it stands (docs/adr/0016-*).
const SITE = 'http://demo.localhost:4200';
const PAGE = '/products/membership';
const TITLE = 'Select plans from the programmes';
const PROGRAMME = /^Membership \d{4}$/;

/** The page's calls for the programmes and the plan discounts. */
function watchDataCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/programs\b|\/plans\/discounts\b/.test(request.url())) calls.push(request.url());
  });
  return calls;
}

test("the membership page's first HTML shows its programmes and summary, before any script runs", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}${PAGE}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(main.getByRole('button', { name: PROGRAMME })).toBeVisible();
  const summary = main.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByText('0 plan(s), 0 bundle(s)')).toBeVisible();
  await expect(summary.getByText('No plans selected yet')).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  // Styled from the start: the page's own stylesheet came with it.
  await expect(main.getByRole('heading', { level: 1 })).toHaveCSS('margin-top', '0px');
  // The summary's narrow-screen collapse is the stylesheet's: no View Details on a wide screen.
  await expect(summary.getByRole('button', { name: 'View Details' })).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(summary.getByRole('button', { name: 'View Details' })).toBeVisible();
  await expect(summary.getByText('No plans selected yet')).toBeHidden();
  await context.close();
});

test('on a Save-Data connection the membership code loads when the visitor acts, and takes the page over without an error, a layout shift or a second call', async ({
  page,
}) => {
  await askToSaveData(page);
  const problems = collectProblems(page);
  const calls = watchDataCalls(page);
  const membershipScripts = watchRemoteScripts(page, 'membership');
  // A phone: the summary is collapsed by the stylesheet from the first HTML on.
  await page.setViewportSize({ width: 412, height: 823 });
  await watchLayoutShifts(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading =
        document.querySelector('main h1');
    });
  });
  await page.goto(`${SITE}${PAGE}`);
  await expect(page.locator('[data-remote="membership"] h1')).toHaveText(TITLE);
  await page.waitForLoadState('networkidle');
  // Until the visitor acts, the page is the server's and needs none of the remote's code.
  expect(membershipScripts).toEqual([]);
  expect(await totalShift(page)).toBeLessThanOrEqual(0.05);

  // A press on a programme loads the remote, which takes the page over and handles the press:
  // the programme opens with its plans, a plan goes into the summary.
  await page.getByRole('button', { name: PROGRAMME }).click();
  const card = page.getByRole('article', { name: 'Adult Social Membership' });
  await card.getByRole('button', { name: 'Select Adult Social Membership' }).click();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByText('1 plan(s), 0 bundle(s)')).toBeVisible();
  await summary.getByRole('button', { name: 'View Details' }).click();
  await expect(summary.getByText('Adult Social Membership')).toBeVisible();
  expect(membershipScripts).not.toEqual([]);
  expect(calls).toEqual([]);
  // Taken over where it stands: the server's heading is the one on the page, not a new one.
  expect(
    await page.evaluate(() => {
      const heading = (window as unknown as { serverHeading: Element | null }).serverHeading;
      return heading !== null && heading === document.querySelector('main h1');
    }),
  ).toBe(true);
  await expectNoAxeViolations(page, { include: 'main' });
  expect(problems).toEqual([]);
});

test("a returning visitor's stored selection is back once the app has taken the page over", async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto(`${SITE}${PAGE}`);
  // Pressed on the server's markup, maybe before the remote has taken it over: the press is
  // held and replayed then (apps/shell/src/boot/early-presses.ts).
  await page.getByRole('button', { name: PROGRAMME }).click();
  await page.getByRole('button', { name: 'Select Adult Social Membership' }).click();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByText('1 plan(s), 0 bundle(s)')).toBeVisible();

  // A new visit: the server's page has no selection (it cannot read the browser's storage), so
  // the page names the stored key and the remote's code loads at once, without an input.
  const response = await page.reload();
  expect(await response?.text()).toContain('No plans selected yet');
  await expect(summary.getByText('1 plan(s), 0 bundle(s)')).toBeVisible();
  await expect(summary.getByText('Adult Social Membership')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Continue' })).toBeEnabled();
  expect(problems).toEqual([]);
});

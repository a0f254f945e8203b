import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { restartAppServer } from '../support/redeploy';
import { askToSaveData } from '../support/save-data';

const ROOT = path.join(__dirname, '../../..');
const RELEASE_TOOL = path.join(ROOT, 'tools/release/release.mjs');
const releasesDir = mkdtempSync(path.join(tmpdir(), 'touchline-releases-'));
const env = { ...process.env, RELEASES_DIR: releasesDir, RELEASE_ACTOR: 'release-journey' };
const stamp = Date.now();
const v1 = `checkout-v1-${stamp}`;
const v2 = `checkout-v2-${stamp}`;

/**
 * `node tools/release/release.mjs ...`: what an operator types. A failure carries the end of the
 * tool's output (the build's own messages go to standard output).
 */
function release(...args: string[]): string {
  try {
    return execFileSync(process.execPath, [RELEASE_TOOL, ...args], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    throw new Error(`${(error as Error).message}\n${(stdout ?? '').slice(-6000)}`);
  }
}

const liveCheckout = () =>
  (
    JSON.parse(readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8')) as Record<
      string,
      string
    >
  ).checkout;

const checkoutRelease = (page: Page) =>
  page.locator('[data-remote="checkout"]').getAttribute('data-release');

/** An in-app navigation (the router's history), as a link inside the page does it. */
const navigateInApp = (page: Page, to: string) =>
  page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Two releases of the checkout remote, each in its own immutable folder.
  release('build', 'checkout', '--id', v1);
  release('build', 'checkout', '--id', v2);
  // The deployment starts from the shell's deployment file, checkout on release v1; the checkout
  // origin serves every release folder and the shell answers /remotes.json from that file. The
  // copy names every remote, as `release.mjs init` would (init needs a release of each; this
  // journey builds only checkout's), so promote accepts it.
  mkdirSync(releasesDir, { recursive: true });
  copyFileSync(
    path.join(ROOT, 'apps/shell/dist/remotes.json'),
    path.join(releasesDir, 'remotes.json'),
  );
  release('promote', 'checkout', v1);
  await restartAppServer(
    'checkout',
    ['--releases', path.join(releasesDir, 'checkout')],
    `/${v1}/mf-manifest.json`,
  );
  await restartAppServer('shell', ['--remotes', path.join(releasesDir, 'remotes.json')], '/');
});

// Later journeys run on the stack's own deployment: its checkout origin and deployment file.
test.afterAll(async () => {
  await restartAppServer('checkout', [], '/mf-manifest.json');
  await restartAppServer('shell', [], '/');
});

test('a visitor on the home page goes to the checkout released meanwhile, without an error', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A visitor whose page has not loaded the checkout yet: on a Save-Data connection nothing
  // loads it before the visitor reaches for the cart.
  await askToSaveData(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /cart/i }).first()).toBeVisible();
  // The app is running (it read the deployment it started with) before the release is promoted:
  // the cookie banner's answer is the app's to take (a press before it runs waits for it), and
  // it loads no remote. (Reaching for the header's cart or sign-in would load the checkout.)
  const consent = page.getByRole('region', { name: 'Cookie consent' });
  await consent.getByRole('button', { name: 'I understand' }).click();
  await expect(consent).toBeHidden();

  const output = release('promote', 'checkout', v2);
  expect(output).toContain(`Promoted checkout: ${v1} -> ${v2}`);
  expect(liveCheckout()).toBe(`http://localhost:4204/${v2}/mf-manifest.json`);
  // The shell re-reads the deployment file when a page needs a remote module it has not loaded
  // (at most every few seconds).
  await page.waitForTimeout(3_100);

  await navigateInApp(page, '/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  expect(await checkoutRelease(page)).toBe(v2);
  await expect(page.getByText('This part of the site is not available right now')).toHaveCount(0);
  expect(page.url()).toMatch(/\/checkout$/);
});

test('the earlier release is put back by command alone, and every change is logged', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const output = release('rollback', 'checkout');
  expect(output).toContain(`Rolled back checkout: ${v2} -> ${v1}`);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  expect(await checkoutRelease(page)).toBe(v1);
  // The release's own record (its commit, its build time) stays on the server.
  const manifest = await page.request.get(`http://localhost:4204/${v1}/mf-manifest.json`);
  expect(manifest.status()).toBe(200);
  const record = await page.request.get(`http://localhost:4204/${v1}/release.json`);
  expect(record.status()).toBe(404);

  const log = readFileSync(path.join(releasesDir, 'release-log.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, string | null>);
  expect(
    log.map(({ action, release: id, previous, by }) => ({ action, id, previous, by })),
  ).toEqual([
    { action: 'promote', id: v1, previous: null, by: 'release-journey' },
    { action: 'promote', id: v2, previous: v1, by: 'release-journey' },
    { action: 'rollback', id: v1, previous: v2, by: 'release-journey' },
  ]);
  for (const line of log) expect(Date.parse(line['at'] ?? '')).not.toBeNaN();

  // A release is never overwritten.
  expect(() => release('build', 'checkout', '--id', v1)).toThrow(/never overwritten/);
});

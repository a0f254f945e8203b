// The production stack in a browser (tools/test/production-stack.mjs): Debian's Chromium reaches
// the deployment through Caddy by the names a visitor and an admin use, and every script, style,
// frame and call the pages make must pass the page server's Content-Security-Policy.
import { chromium } from '@playwright/test';

/** How long one step of a page may take on a busy machine before it counts as broken. */
const STEP_MS = 30_000;

/** Debian's Chromium, never a downloaded browser (as the journeys run it). */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}

/**
 * A page that keeps what went wrong in it: policy violations (reported by the browser as
 * `securitypolicyviolation` events) and uncaught errors.
 */
async function watchedPage(browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const seen = [];
    Object.defineProperty(globalThis, '__violations', { value: seen });
    globalThis.document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const problems = async () => [...(await page.evaluate(() => globalThis.__violations)), ...errors];
  return { page, problems, close: () => context.close() };
}

/**
 * Runs `steps`; a step that throws (a control not there in time) fails the check it names, with
 * where the page was and what it said.
 */
async function attempt(check, what, page, steps) {
  try {
    await steps();
    return true;
  } catch (error) {
    const said = await page
      .locator('body')
      .innerText({ timeout: 1_000 })
      .catch(() => '');
    check(
      false,
      `${what}: ${error.message.split('\n')[0]} at ${page.url()}, the page saying: ${said.replace(/\s+/g, ' ').slice(0, 400)}`,
    );
    return false;
  }
}

/**
 * A visitor opens the demo club's shop, opens an item and puts it in the cart: the shell, the
 * membership remote's shop and the checkout remote's cart load from their release origins
 * through Caddy, under the page's policy, without an error.
 */
export async function checkVisitorInBrowser(browser, { clubOrigin, check }) {
  const { page, problems, close } = await watchedPage(browser);
  try {
    const done = await attempt(check, 'a visitor puts a shop item in the cart', page, async () => {
      await page.goto(`${clubOrigin}/products/shop`);
      const main = page.getByRole('main');
      await main.getByRole('link', { name: 'Bobble Hat' }).click({ timeout: STEP_MS });
      await main
        .getByRole('heading', { level: 1, name: 'Bobble Hat' })
        .waitFor({ timeout: STEP_MS });
      await main.getByRole('button', { name: 'Add to cart' }).click({ timeout: STEP_MS });
      const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
      await sheet.getByText('Bobble Hat').first().waitFor({ timeout: STEP_MS });
      await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor({ timeout: STEP_MS });
    });
    if (done) check(true, 'a visitor puts a shop item in the cart, in Chromium through Caddy');
    const seen = await problems();
    check(
      seen.length === 0,
      `the club site's pages and remotes run under its policy without a violation or an error${seen.length ? `: ${seen.join('; ')}` : ''}`,
    );
  } finally {
    await close();
  }
}

/**
 * An admin signs in to the back office, whose sign-in page is the auth remote's live release,
 * and reaches the back office's home with the auth remote's user menu.
 */
export async function checkAdminInBrowser(
  browser,
  { backOfficeOrigin, authRelease, admin, check },
) {
  const { page, problems, close } = await watchedPage(browser);
  const authFiles = [];
  page.on('request', (request) => {
    if (request.url().includes(`/${authRelease}/`)) authFiles.push(request.url());
  });
  try {
    const done = await attempt(check, 'an admin signs in to the back office', page, async () => {
      await page.goto(`${backOfficeOrigin}/`);
      await page
        .getByRole('main')
        .getByRole('link', { name: 'Sign in', exact: true })
        .click({ timeout: STEP_MS });
      await page.waitForURL(/\/authentication\/sign-in/, { timeout: STEP_MS });
      await page.getByLabel('Email', { exact: true }).fill(admin.email, { timeout: STEP_MS });
      await page.getByLabel('Password', { exact: true }).fill(admin.password);
      await page.getByRole('button', { name: 'sign in', exact: true }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Club back-office' })
        .waitFor({ timeout: STEP_MS });
      await page.getByRole('button', { name: /^Hello / }).waitFor({ timeout: STEP_MS });
    });
    if (done) {
      check(
        authFiles.length > 0,
        `an admin signs in to the back office in Chromium with the promoted auth release (${authRelease}, ${authFiles.length} of its files)`,
      );
    }
    const seen = await problems();
    check(
      seen.length === 0,
      `the back office and the auth remote run under its policy without a violation or an error${seen.length ? `: ${seen.join('; ')}` : ''}`,
    );
  } finally {
    await close();
  }
}

import { expect, test } from '@playwright/test';
import type { ClubAccount } from '@touchline/contracts';
import { fetchClub } from '../support/club';
import { holdRequests } from '../support/held-requests';
import { expectNoAxeViolations } from '../support/axe';

let demo: ClubAccount;

test.beforeAll(async () => {
  demo = await fetchClub('demo');
});

test('the demo club home shows its header, menu, footer and cookie banner', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(demo.name);

  const header = page.getByRole('banner');
  await expect(header.getByRole('img', { name: demo.name })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = [...demo.menu_items].sort((a, b) => a.position - b.position);
  for (const item of menu.slice(0, 3)) {
    const control = nav.getByRole(item.type === 'Section' ? 'button' : 'link', {
      name: item.title,
      exact: true,
    });
    await expect(control.first()).toBeVisible();
  }
  const more = nav.getByRole('button', { name: 'More...' });
  await more.click();
  for (const item of menu.slice(3)) {
    await expect(
      nav
        .getByRole(item.type === 'Section' ? 'button' : 'link', { name: item.title, exact: true })
        .first(),
    ).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(demo.name, { exact: true }).first()).toBeVisible();
  await expect(footer.getByText('Follow us')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Home' })).toBeVisible();

  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner.getByRole('button', { name: 'I understand' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Refuse cookies' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Cookies Policy' })).toBeVisible();

  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--club-primary').trim(),
  );
  expect(primary.toLowerCase()).toBe(demo.theme.color.primary.toLowerCase());
});

test('consent hides the cookie banner and survives a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'I understand' }).click();
  await expect(banner).toBeHidden();
  // The focus moved on from the button, without showing the keyboard's skip link over the header.
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Skip to content' })).not.toBeInViewport();
  const consent = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
  expect(consent?.value).toBe('accepted');
  const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(9.9);
  expect(days).toBeLessThanOrEqual(10);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
});

test('the keyboard meets the cookie choice before the page and keeps the focus after it', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'Cookies Policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'I understand' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test("a consent given before the page's app has started is kept", async ({ page }) => {
  // The shell's entry runs; the rest of the app is held back, so the press lands on the
  // server-sent banner before the app has taken the page over.
  const releaseApp = await holdRequests(page, /\/(?!main\.)[^/]*\.js$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'I understand' }).click();
  releaseApp();
  await expect(banner).toBeHidden();
  const consent = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
  expect(consent?.value).toBe('accepted');
});

test('an unknown path answers 404 and shows the error page with a way home', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/error$/);
  await expect(
    page.getByRole('heading', { name: 'Oops... Looks like we cannot find this page.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home Page' }).click();
  await expect(page).toHaveURL('http://demo.localhost:4200/');
});

test('the home page passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, {
    tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  });
});

test('a plain localhost falls back to the default club', async ({ page }) => {
  await page.goto('http://localhost:4200/');
  await expect(page).toHaveTitle(demo.name);
});

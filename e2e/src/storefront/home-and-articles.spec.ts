import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

const newsLinks = (page: Page) =>
  page
    .getByRole('region', { name: 'Latest news' })
    .getByRole('heading', { level: 2 })
    .getByRole('link');

test('the home page shows 6 news cards, then more with Load More until all are shown', async ({
  page,
}) => {
  const api = 'http://localhost:3333/v2/store/demo/articles?type=news&per_page=1&page=1';
  const { total } = (await (await fetch(api)).json()) as { total: number };
  expect(total).toBeGreaterThan(12);

  await page.goto('/');
  await expect(newsLinks(page)).toHaveCount(6);
  const loadMore = page.getByRole('button', { name: 'Load More' });
  await loadMore.click();
  await expect(newsLinks(page)).toHaveCount(12);
  await loadMore.click();
  await expect(newsLinks(page)).toHaveCount(total);
  await expect(loadMore).toBeHidden();

  const about = page.getByRole('region', { name: 'About Glenarden Gaels' });
  await expect(about.getByRole('link', { name: /^Read More/ })).toHaveAttribute(
    'href',
    '/pages/about-us',
  );
});

test('Load More by keyboard takes the focus to the first new story, and it stays there', async ({
  page,
}) => {
  await page.goto('/');
  await expect(newsLinks(page)).toHaveCount(6);
  // Every element that takes the focus from here on, in order.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { focusSeen: string[] }).focusSeen = seen;
    document.addEventListener('focusin', (event) => {
      seen.push((event.target as HTMLElement).textContent?.trim() ?? '');
    });
  });
  const focusSeen = () =>
    page.evaluate(() => (window as unknown as { focusSeen: string[] }).focusSeen);
  const loadMore = page.getByRole('button', { name: 'Load More' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(newsLinks(page)).toHaveCount(12);
  const seventh = (await newsLinks(page).nth(6).innerText()).trim();
  await expect.poll(focusSeen).toEqual(['Load More', seventh]);
  // Nothing the page does once the stories are in takes the focus elsewhere.
  await page.waitForLoadState('load');
  await expect(newsLinks(page).nth(6)).toBeFocused();
  expect(await focusSeen()).toEqual(['Load More', seventh]);
});

test('a news card opens its article, with share links and its own title', async ({ page }) => {
  await page.goto('/');
  const first = newsLinks(page).first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Glenarden Gaels GAA Club`);
  await expect(
    page
      .getByRole('navigation', { name: 'Share this article' })
      .getByRole('link', { name: /^Facebook/ }),
  ).toHaveAttribute('target', '_blank');
  await expect(
    page
      .getByRole('navigation', { name: 'Share this article' })
      .getByRole('link', { name: /^Twitter/ }),
  ).toHaveAttribute('target', '_blank');
  const ogTitle = await page.locator('meta[property="og:title"]').getAttribute('content');
  expect(ogTitle).toBe(title);
});

test('the about-us page and menu pages open as articles', async ({ page }) => {
  await page.goto('/pages/about-us');
  await expect(
    page.getByRole('heading', { level: 1, name: 'About Glenarden Gaels' }),
  ).toBeVisible();
  await page.goto('/pages/committee');
  await expect(page.getByRole('heading', { level: 1, name: 'Committee' })).toBeVisible();
});

test('a missing article goes to the error page', async ({ page }) => {
  await page.goto('/news/no-such-story');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('Oops... Looks like we cannot find this page.')).toBeVisible();
});

test('the sponsors strip pages through sponsors with images', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Our sponsors' });
  await strip.scrollIntoViewIfNeeded();
  const visible = () =>
    strip
      .locator('li[data-visible="true"] img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
  const before = await visible();
  expect(before).toHaveLength(4);
  const next = strip.getByRole('button', { name: 'Next sponsors' });
  // The first press may reach the server's markup: it is handled once the storefront has it.
  await next.click();
  await expect.poll(visible).not.toEqual(before);
  expect(await visible()).toHaveLength(4);
  await expect(next).toBeDisabled();
  await strip.getByRole('button', { name: 'Previous sponsors' }).click();
  await expect.poll(visible).toEqual(before);
  // Sponsors without an image are not shown.
  await expect(strip.getByRole('img', { name: 'Murphy’s Bar' })).toHaveCount(0);
});

test('the home page and an article pass axe', async ({ page }) => {
  await page.goto('/');
  await expect(newsLinks(page)).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Our sponsors' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/news/membership-2027-now-open');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

import { expect, test } from '@playwright/test';
import { fetchClub } from '../support/club';
import { takenOver, watchTakeOvers } from '../support/page-watch';
import { askToSaveData } from '../support/save-data';

test("on a Save-Data connection with the storefront origin blocked, header, footer and the server's news stay, with the fallback once the visitor acts", async ({
  page,
}) => {
  // Nothing loads the storefront's code before the visitor acts.
  await askToSaveData(page);
  await watchTakeOvers(page);
  const demo = await fetchClub('demo');
  await page.route('http://localhost:4201/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Follow us')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: demo.name })).toBeVisible();
  // The home's news came with the page: readable while the storefront cannot be reached.
  const news = page.getByRole('heading', { level: 1, name: 'Latest news' });
  await expect(news).toBeVisible();
  const fallback = page.getByRole('alert').filter({
    hasText: 'This part of the site is not available right now.',
  });
  await expect(fallback).toBeHidden();

  // The visitor presses the news' Load More before the storefront's code is there: the press
  // asks for the code, which cannot load; the page says so, and the news the server sent stay.
  const stories = page
    .getByRole('region', { name: 'Latest news' })
    .getByRole('heading', { level: 2 })
    .getByRole('link');
  await expect(stories).toHaveCount(6);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(fallback).toBeVisible();
  await expect(news).toBeVisible();
  await expect(stories).toHaveCount(6);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Membership 2027 is now open/ })
      .first(),
  ).toBeVisible();

  // Once the origin answers again, retrying brings the storefront back without a reload.
  await page.unroute('http://localhost:4201/**');
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(fallback).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest news' })).toBeVisible();
  await expect(page.locator('[data-remote="storefront"]')).toHaveCount(1);
  // Once the storefront has taken the news over, Load More loads more stories.
  await expect.poll(() => takenOver(page)).toContain('storefront');
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(stories).toHaveCount(12);
});

test("with the storefront origin blocked, the page says so once it is idle, and the server's news stay", async ({
  page,
}) => {
  await page.route('http://localhost:4201/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  // The storefront's code is fetched ahead of the visitor's first act, and cannot load.
  const fallback = page.getByRole('alert').filter({
    hasText: 'This part of the site is not available right now.',
  });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest news' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Membership 2027 is now open/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

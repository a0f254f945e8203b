import { expect, test } from '@playwright/test';
import { fetchClub } from '../support/club';

test('with the storefront origin blocked, header and footer still render with the fallback', async ({
  page,
}) => {
  const demo = await fetchClub('demo');
  await page.route('http://localhost:4201/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Follow us')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: demo.name })).toBeVisible();
  const fallback = page.getByRole('alert').filter({
    hasText: 'This part of the site is not available right now.',
  });
  await expect(fallback).toBeVisible();

  // Once the origin answers again, retrying brings the page back without a reload.
  await page.unroute('http://localhost:4201/**');
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest news' })).toBeVisible();
});

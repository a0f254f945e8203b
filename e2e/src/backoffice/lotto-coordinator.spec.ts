import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';
import { BACK_OFFICE, signInToBackOffice } from '../support/sign-in';

const COORDINATOR = { email: 'lotto@demo.touchline.test', password: 'DevOnly-Lotto-1' };

test('the Lotto coordinator opens the next draw, sees the lines playing and exports them', async ({
  page,
}) => {
  // A member like the seeded one: her weekly Club Lotto line renews and plays in the next draw.
  const member = await memberLikeSeeded('lotto');
  await signInToBackOffice(page, '/lotto', COORDINATOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Lotto' })).toBeVisible();
  const tools = page.getByRole('navigation', { name: 'Back-office' });
  await expect(tools.getByRole('link', { name: 'Lotto' })).toBeVisible();
  await expect(tools.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await expect(tools.getByRole('link', { name: 'Payments' })).toHaveCount(0);

  const upcoming = page.getByRole('table', { name: 'Upcoming draws' });
  const nextLotto = upcoming.getByRole('link', { name: /^Club Lotto/ }).first();
  await expect(nextLotto).toBeVisible();
  await expectNoAxeViolations(page, { where: 'the draws' });

  await nextLotto.click();
  await expect(page).toHaveURL(new RegExp(`${BACK_OFFICE}/lotto/draws/\\d+`));
  await expect(page.getByRole('heading', { level: 1, name: 'Club Lotto draw' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Lines playing in this draw' });
  await expect(lines.getByRole('row').nth(1)).toBeVisible();
  await expect(lines.getByRole('row').filter({ hasText: 'Yes' }).first()).toBeVisible();
  await expect(page.getByText(/^\d[\d,]* lines? playing$/)).toBeVisible();
  await expectNoAxeViolations(page, { where: 'a draw’s lines' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lotto-draw-\d+\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = text.slice(1).trim().split(/\r?\n/);
  expect(rows[0]).toBe('Order,Name,Email,Numbers,Tickets,Renews,Bought');
  const hers = rows.find((row) => row.includes(member.email));
  expect(hers).toContain('3 11 19 27');
  expect(hers).toContain(',Yes,');
});

test('the member register stays closed to the Lotto coordinator', async ({ page }) => {
  await signInToBackOffice(page, '/members', COORDINATOR);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This tool is not part of your role' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Member register' })).toHaveCount(0);
  const tools = page.getByRole('navigation', { name: 'Back-office' });
  await expect(tools.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await expectNoAxeViolations(page, { where: 'a tool refused' });

  await page.getByRole('link', { name: 'Back to your tools' }).click();
  await expect(page).toHaveURL(`${BACK_OFFICE}/`);
  await tools.getByRole('link', { name: 'Lotto' }).click();
  await expect(page).toHaveURL(`${BACK_OFFICE}/lotto`);
});

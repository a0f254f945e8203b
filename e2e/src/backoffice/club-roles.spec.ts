import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';

const BACK_OFFICE = 'http://localhost:4300';

/** Signs in on the back office's own sign-in page, asked for by `path`. */
async function signInAt(page: Page, path: string, email: string, password: string) {
  await page.goto(`${BACK_OFFICE}${path}`);
  await expect(page).toHaveURL(/\/authentication\/sign-in\?redirect=/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(`${BACK_OFFICE}${path}`);
}

test('the member register stays closed to the Editor, whose tools are news and pages', async ({
  page,
}) => {
  await signInAt(page, '/members', 'editor@demo.touchline.test', 'DevOnly-Editor-1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This tool is not part of your role' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Your role in the club does not include this page. Ask the club’s Owner if you need it.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Member register' })).toHaveCount(0);
  const tools = page.getByRole('navigation', { name: 'Back-office' });
  await expect(tools.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await expectNoAxeViolations(page, { where: 'a tool refused' });

  await page.getByRole('link', { name: 'Back to your tools' }).click();
  await expect(page).toHaveURL(`${BACK_OFFICE}/`);
  await tools.getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(`${BACK_OFFICE}/news-and-pages`);
});

test('the Registrar finds a member, exports the register as CSV, and the export is recorded', async ({
  page,
}) => {
  const member = await memberLikeSeeded('register');
  await signInAt(page, '/members', 'registrar@demo.touchline.test', 'DevOnly-Registrar-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  // Registrars keep the club's registrations: medical answers are theirs to see.
  await expect(
    page.getByText('Medical answers are shown and exported: keep them to those who need them.'),
  ).toBeVisible();

  await page.getByRole('searchbox', { name: 'Name or email' }).fill(member.email);
  await page.getByRole('button', { name: 'Show members' }).click();
  const register = page.getByRole('table', { name: 'Member register' });
  await expect(register.getByRole('row')).toHaveCount(2);
  await expect(register.getByRole('row').nth(1)).toContainText('Siobhan');
  await expect(register.getByRole('row').nth(1)).toContainText(member.email);
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { where: 'the register' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('members.csv');
  // The file opens in a spreadsheet as UTF-8: it starts with a byte order mark.
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^"?First name"?,"?Last name"?,"?Email"?/);
  expect(lines[1]).toContain(member.email);

  const recorded = page
    .getByRole('region', { name: 'Recent exports' })
    .getByRole('listitem')
    .filter({ hasText: member.email });
  await expect(recorded).toHaveCount(1);
  await expect(recorded).toContainText('registrar@demo.touchline.test');
  await expect(recorded).toContainText('1 member, with medical answers');
});

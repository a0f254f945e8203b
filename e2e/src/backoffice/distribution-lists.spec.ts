import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

const BACK_OFFICE = 'http://localhost:4300';
const LISTS = `${BACK_OFFICE}/emails/distribution-lists`;

const rowNames = (page: Page) =>
  page.getByRole('table', { name: 'Email distribution lists' }).locator('tbody tr td:first-child');

/** The email tools are for admins: a visitor signs in first and comes back to them. */
async function signInAsAdmin(page: Page) {
  await page.goto(LISTS);
  await expect(page).toHaveURL(
    /\/authentication\/sign-in\?redirect=%2Femails%2Fdistribution-lists$/,
  );
  await page.getByLabel('Email', { exact: true }).fill('admin@demo.touchline.test');
  await page.getByLabel('Password', { exact: true }).fill('DevOnly-Admin-1');
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(LISTS);
}

test('an admin finds, creates, edits and deactivates a distribution list', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email distribution lists' }),
  ).toBeVisible();
  await expect(rowNames(page)).toContainText([
    'Membership renewals 2027',
    'Outstanding payments',
    'Summer camp 2026',
    'Weekly lotto results',
  ]);
  await expectNoAxeViolations(page);
  // The seeded lists, and any another journey made before this one.
  const lists = await rowNames(page).count();

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('lotto');
  await expect(rowNames(page)).toHaveText(['Weekly lotto results']);
  await expect(page).toHaveURL(`${LISTS}?filter=lotto`);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rowNames(page)).toHaveCount(lists);

  const name = `Under-12 parents ${Date.now()}`;
  await page.getByRole('link', { name: 'New list' }).click();
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByText('Please enter a name')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Template').selectOption({ label: 'Club newsletter' });
  await expect(
    page.getByText("Leave it empty to use the template's subject: News from {{club_name}}"),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Members who asked for updates' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page).toHaveURL(LISTS);
  await expect(page.getByText('The distribution list has been saved.')).toBeVisible();

  // The same name twice is refused by the server, under the field. (The list page's "Search by
  // name" is a field too: the form's own is asked for by its exact label, once it is open.)
  await page.getByRole('link', { name: 'New list' }).click();
  await expect(page).toHaveURL(`${LISTS}/new`);
  await page.getByLabel('Name', { exact: true }).fill(name.toUpperCase());
  await page.getByLabel('Template').selectOption({ label: 'Club newsletter' });
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByText('A distribution list with this name already exists')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Exit without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(LISTS);

  await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
  await expect(rowNames(page)).toHaveText([name]);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: `Edit distribution list: ${name}` }),
  ).toBeVisible();
  await page.getByLabel('Frequency').selectOption({ label: 'Weekly' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`^${LISTS}`));
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Weekly');
  await expect(row).toContainText('Members who asked for updates');

  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate "${name}"?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('The distribution list has been deactivated.')).toBeVisible();
  await expect(row).toContainText('Inactive');

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Inactive');
});

test('the lists page sorts by recipients and keeps the order in the address', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(rowNames(page).first()).toBeVisible();
  const recipients = page.getByRole('columnheader', { name: /Recipients/ });
  await recipients.getByRole('button').click();
  await expect(recipients).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(`${LISTS}?sort=recipients&sort_direction=desc`);
  const counts = await page
    .getByRole('table', { name: 'Email distribution lists' })
    .locator('tbody tr td:nth-child(5)')
    .allTextContents();
  const numbers = counts.map(Number);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Recipients/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

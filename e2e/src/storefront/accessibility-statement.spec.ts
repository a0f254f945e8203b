import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

const API = 'http://localhost:3333';
const BACK_OFFICE = 'http://localhost:4300';

interface Statement {
  readonly last_reviewed: string;
}

/** The day as the page writes it: "29 November 2026". */
const asDay = (day: string) =>
  new Intl.DateTimeFormat('en-IE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

const reportField = (page: Page, label: string) =>
  page
    .getByRole('form', { name: 'Report an accessibility problem' })
    .getByLabel(new RegExp(`^${label}`));

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(`${BACK_OFFICE}${path}`);
  await expect(page).toHaveURL(/\/authentication\/sign-in\?redirect=/);
  await page.getByLabel('Email', { exact: true }).fill('admin@demo.touchline.test');
  await page.getByLabel('Password', { exact: true }).fill('DevOnly-Admin-1');
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(`${BACK_OFFICE}${path}`);
}

test('from the home’s footer to the statement, a report sent and read by an admin with its category', async ({
  page,
}) => {
  const statement = (await (
    await fetch(`${API}/v2/store/demo/accessibility-statement`)
  ).json()) as Statement;
  // The journey's own page name: its report is told apart from any other in the inbox.
  const where = `Fixtures page ${Date.now().toString(36)}`;

  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Accessibility' })
    .click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeVisible();
  await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'What is known not to conform' }),
  ).toBeVisible();
  await expect(
    page.getByText(`This statement was last reviewed on ${asDay(statement.last_reviewed)}.`),
  ).toBeVisible();
  // The demo club's own addition, after the platform's text.
  await expect(
    page.getByRole('heading', { level: 2, name: 'From Glenarden Gaels GAA Club' }),
  ).toBeVisible();
  await expect(page.getByText(/blue badge holders/)).toBeVisible();
  await expectNoAxeViolations(page, { where: 'the statement' });

  // The form's rules first: nothing is sent while it is invalid.
  const send = page.getByRole('button', { name: 'Send report' });
  await send.click();
  await expect(page.getByText('Choose what the problem is about.', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter your message', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main', where: 'the form with its errors' });

  await reportField(page, 'Name').fill('Nóra');
  await reportField(page, 'Surname').fill('Ní Bhriain');
  await reportField(page, 'Email').fill('nora.nibhriain@example.ie');
  await reportField(page, 'What is the problem about').selectOption({
    label: 'Using the keyboard or seeing the focus',
  });
  await reportField(page, 'Page or feature').fill(where);
  await reportField(page, 'What happened').fill(
    'The filter of the fixtures cannot be reached with the Tab key.',
  );
  const response = page.waitForResponse(
    (res) => res.url().endsWith('/v2/store/demo/messages') && res.request().method() === 'POST',
  );
  await send.click();
  expect((await response).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'your report has reached' })).toHaveText(
    'Thank you: your report has reached Glenarden Gaels GAA Club. They will reply by email.',
  );
  await expect(reportField(page, 'Name')).toHaveValue('');
  await expectNoAxeViolations(page, { where: 'the statement, report sent' });

  // At 375 px the statement fits the page: nothing scrolls it sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);

  // The club admin finds it in the contact inbox with its category.
  await signInAsAdmin(page, '/contact-inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact inbox' })).toBeVisible();
  await page.getByLabel('Search by sender or subject').fill(where);
  const table = page.getByRole('table', { name: 'Contact inbox' });
  const row = table.locator('tbody tr').filter({ hasText: where });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Accessibility: Using the keyboard or seeing the focus');
  await expect(row).toContainText(`Accessibility problem: ${where}`);
  await expectNoAxeViolations(page, { where: 'the inbox' });

  await row.getByRole('link', { name: /Nóra Ní Bhriain/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Accessibility problem: ${where}` }),
  ).toBeVisible();
  await expect(
    page.getByText('Accessibility: Using the keyboard or seeing the focus'),
  ).toBeVisible();
  await expect(page.getByText('cannot be reached with the Tab key')).toBeVisible();
  await expectNoAxeViolations(page, { where: 'the report in the back office' });
});

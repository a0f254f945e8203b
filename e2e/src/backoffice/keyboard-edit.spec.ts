import { expect, test, type Locator, type Page } from '@playwright/test';
import type {
  DistributionList,
  DistributionListPage,
  EmailTemplateList,
} from '@touchline/contracts';
import { demoAdminToken } from '../support/admin-token';
import { tabTo } from '../support/keyboard';

/**
 * Back-office work by the keyboard alone (Tab, Enter, Escape and typing; real key events): an
 * admin writes to a distribution list and sends the message (into the rich-text editor and out
 * again by Tab), and renames a list, then deactivates and activates it again. After each
 * dialog and each notification the focus is where the admin was, or on what changed: the renamed
 * list's link once the save is back on the lists, the row's button once a confirm has closed.
 */

const BACK_OFFICE = 'http://localhost:4300';
const API = 'http://localhost:3333';
const LISTS = `${BACK_OFFICE}/emails/distribution-lists`;
const LISTS_API = `${API}/v2/backoffice/emails/distribution-lists`;
/**
 * The journey's own list, kept from run to run under one of these names in turn: first by name
 * among the club's lists, so it is on the lists' first page, and none of the seeded ones.
 */
const NAMES = ['Academy coaches', 'Academy coaches and parents'] as const;
const SAVED = 'The distribution list has been saved.';
const DEACTIVATED = 'The distribution list has been deactivated.';
const ACTIVATED = 'The distribution list has been activated.';

async function call<T>(
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: object,
) {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, `${method} ${url}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The journey's list, made on the first run, active (a run stopped half way may have left it not). */
async function journeyList(): Promise<DistributionList> {
  const token = await demoAdminToken();
  const found = await call<DistributionListPage>(
    token,
    'GET',
    `${LISTS_API}?search=${encodeURIComponent(NAMES[0])}&per_page=100`,
  );
  let list = found.items.find((item) => (NAMES as readonly string[]).includes(item.name));
  if (!list) {
    const templates = await call<EmailTemplateList>(token, 'GET', `${LISTS_API}/get-templates`);
    list = await call<DistributionList>(token, 'POST', `${LISTS_API}/create`, {
      name: NAMES[0],
      template_id: templates.items[0]!.template_id,
      audience: 'all_members',
      frequency: 'monthly',
    });
  }
  if (list.email_status !== 'active') {
    list = await call<DistributionList>(token, 'PATCH', `${LISTS_API}/deactivate`, {
      email_distribution_list_id: list.email_distribution_list_id,
      email_status: 'active',
    });
  }
  return list;
}

/** A notification that says `text`, shown clear of the control that has the focus. */
async function expectNoticeBeside(page: Page, text: string, focused: Locator) {
  const notice = page.getByRole('status').filter({ hasText: text });
  await expect(notice).toBeVisible();
  const [a, b] = [await notice.boundingBox(), await focused.boundingBox()];
  expect(a && b, 'the notice and the focused control are shown').toBeTruthy();
  const overlap =
    Math.min(a!.x + a!.width, b!.x + b!.width) - Math.max(a!.x, b!.x) > 0 &&
    Math.min(a!.y + a!.height, b!.y + b!.height) - Math.max(a!.y, b!.y) > 0;
  expect(overlap, `'${text}' covers the control that has the focus`).toBe(false);
}

/**
 * Deactivates or activates the list from its row's button by the keyboard: Enter opens the
 * confirm with the focus on its Cancel; Escape closes it, the focus back on the button; Enter,
 * Tab to the confirm's own button and Enter again make the change, and the focus comes back to
 * the row's button, now offering the other change.
 */
async function changeStatusByKeyboard(
  page: Page,
  name: string,
  change: 'Deactivate' | 'Activate',
  done: string,
) {
  const button = page.getByRole('button', { name: `${change} ${name}`, exact: true });
  await expect(button).toBeFocused();
  const confirm = page.getByRole('alertdialog', { name: `${change} "${name}"?` });

  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: change, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  const other = page.getByRole('button', {
    name: `${change === 'Deactivate' ? 'Activate' : 'Deactivate'} ${name}`,
    exact: true,
  });
  await expect(other).toBeFocused();
  await expectNoticeBeside(page, done, other);
}

test('an admin renames a distribution list and deactivates and activates it by the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const list = await journeyList();
  const name = list.name;
  const renamed = name === NAMES[0] ? NAMES[1] : NAMES[0];

  await page.setViewportSize({ width: 1400, height: 800 });
  await page.goto(LISTS);
  await page.getByLabel('Email', { exact: true }).fill('admin@demo.touchline.test');
  await page.getByLabel('Password', { exact: true }).fill('DevOnly-Admin-1');
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(LISTS);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email distribution lists' }),
  ).toBeVisible();

  // To the list, into its editor, and a new name typed over the old one.
  await tabTo(page, page.getByRole('link', { name, exact: true }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: `Edit distribution list: ${name}` }),
  ).toBeVisible();
  const field = page.getByLabel('Name', { exact: true });
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(renamed);
  await expect(field).toHaveValue(renamed);
  await page.keyboard.press('Enter');

  // Saved: back on the lists, the focus on the list it renamed.
  await expect(page).toHaveURL(LISTS);
  const link = page.getByRole('link', { name: renamed, exact: true });
  await expect(link).toBeFocused();
  await expectNoticeBeside(page, SAVED, link);

  // On along its row to its button: off, then on again.
  await tabTo(page, page.getByRole('button', { name: `Deactivate ${renamed}`, exact: true }));
  await changeStatusByKeyboard(page, renamed, 'Deactivate', DEACTIVATED);
  await expect(page.getByRole('row').filter({ has: link })).toContainText('Inactive');
  await changeStatusByKeyboard(page, renamed, 'Activate', ACTIVATED);
  await expect(page.getByRole('row').filter({ has: link })).toContainText('Active');
});

test('an admin writes to a list and sends the message by the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const list = await journeyList();
  const subject = `Pitch closed on Saturday ${Date.now()}`;

  await page.setViewportSize({ width: 1400, height: 800 });
  await page.goto(LISTS);
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.keyboard.type('admin@demo.touchline.test');
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('DevOnly-Admin-1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(LISTS);

  await tabTo(page, page.getByRole('link', { name: `Write to ${list.name}`, exact: true }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: `Write to the list: ${list.name}` }),
  ).toBeVisible();
  await tabTo(page, page.getByLabel('Subject', { exact: true }));
  await page.keyboard.type(subject);
  // Into the message and out again: the editor holds no Tab.
  const message = page.getByRole('textbox', { name: 'Message' });
  await tabTo(page, message);
  await page.keyboard.type('The main pitch is closed on Saturday for reseeding.');
  await expect(message).toContainText('The main pitch is closed on Saturday for reseeding.');
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await tabTo(page, send);
  await page.keyboard.press('Enter');

  // The confirm opens on Cancel; Tab reaches its Send.
  const confirm = page.getByRole('alertdialog', { name: 'Send this message?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await tabTo(page, confirm.getByRole('button', { name: 'Send', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/emails\/distribution-lists\/\d+\/messages$/);
  await expect(page.getByText(/Message sent to \d+ members?\./)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(1);
});

import { expect, test, type Page } from '@playwright/test';
import { solidPng } from '../support/png';
import { expectNoAxeViolations } from '../support/axe';

const BACK_OFFICE = 'http://localhost:4300';
const API = 'http://localhost:3333';
const MAILBOX = `${API}/dev/mailbox`;
const LIST_NAME = 'Membership renewals 2027';

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(`${BACK_OFFICE}${path}`);
  await expect(page).toHaveURL(/\/authentication\/sign-in\?redirect=/);
  await page.getByLabel('Email', { exact: true }).fill('admin@demo.touchline.test');
  await page.getByLabel('Password', { exact: true }).fill('DevOnly-Admin-1');
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(`${BACK_OFFICE}${path}`);
}

async function openCompose(page: Page) {
  await signInAsAdmin(page, '/emails/distribution-lists');
  await page.getByRole('link', { name: `Write to ${LIST_NAME}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Write to the list: ${LIST_NAME}` }),
  ).toBeVisible();
}

const imageInput = (page: Page) => page.getByTestId('rich-text-image-input');

test('an admin writes with bold text and an image, rephrases it friendly, and sends it to a list once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openCompose(page);
  const subject = `Training moves to Thursday ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);

  const editor = page.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await page.keyboard.type('Training moves to Thursday this week at 7pm on the main pitch. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Bring boots');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('.');
  await expect(editor.locator('strong')).toHaveText('Bring boots');
  await expect(page.getByText('/5000')).toContainText('75/5000');

  await imageInput(page).setInputFiles({
    name: 'main-pitch.png',
    mimeType: 'image/png',
    buffer: solidPng(800, 450),
  });
  await expect(editor.getByRole('img', { name: 'main pitch' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Tone').selectOption('friendly');
  await page.getByRole('button', { name: 'Rephrase' }).click();
  const suggestion = page.getByRole('region', { name: 'Suggestion' });
  await expect(suggestion).toContainText('Hi everyone!');
  await expect(suggestion.locator('strong')).toHaveText('Bring boots');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(suggestion).toHaveCount(0);
  await expect(editor).toContainText('Hi everyone! Training moves to Thursday');
  await expect(editor.locator('strong')).toHaveText('Bring boots');
  await expect(editor.getByRole('img', { name: 'main pitch' })).toBeVisible();

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(`Subject: ${subject}`);
  await expect(preview.locator('strong', { hasText: 'Bring boots' })).toBeVisible();
  await expect(preview.locator('img')).toHaveAttribute('src', /\/v2\/images\/.+\.png$/);

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send this message?' });
  const question = await confirm.textContent();
  const recipients = Number(/emailed to (\d+) member/.exec(question ?? '')?.[1]);
  expect(recipients).toBeGreaterThan(0);
  // A double click sends once.
  await confirm.getByRole('button', { name: 'Send', exact: true }).dblclick();
  await expect(page).toHaveURL(/\/emails\/distribution-lists\/\d+\/messages$/);
  // The list is every member: journeys beside this one may add members between the question
  // and the send, never take one away, so the message reaches at least those it named.
  const sentNotice = page.getByText(/Message sent to \d+ members?\./);
  await expect(sentNotice).toBeVisible();
  const sent = Number(/sent to (\d+)/.exec((await sentNotice.textContent()) ?? '')?.[1]);
  expect(sent).toBeGreaterThanOrEqual(recipients);
  await expect(sentNotice).toContainText(
    sent === 1 ? 'Message sent to 1 member.' : `Message sent to ${sent} members.`,
  );
  const row = page.getByRole('row').filter({ hasText: subject });
  const cells = row.getByRole('cell');
  await expect(row).toHaveCount(1);
  await expect(cells.nth(2)).toHaveText(String(sent));
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  // The page itself, not the toast fading in over the header.
  await page.getByRole('button', { name: 'Close notification' }).click();
  await expectNoAxeViolations(page);

  // The API's background jobs send the copies after the message is recorded: the admin loads
  // the sent view again until it says every copy was delivered, none failed or pending.
  await expect(async () => {
    await page.reload();
    await expect(cells.nth(3)).toHaveText(String(sent), { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(cells.nth(4)).toHaveText('0');
  await expect(cells.nth(5)).toHaveText('0');

  // Each member's copy, once, is in the development mailbox, with its own opt-out link.
  await page.goto(MAILBOX);
  const mails = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(mails).toHaveCount(sent);
  const links = await mails.getByRole('link', { name: /recurring-email-status/ }).allTextContents();
  expect(new Set(links).size).toBe(sent);
  await expect(mails.first()).toContainText('Hi everyone! Training moves to Thursday');
  await mails
    .first()
    .getByRole('link', { name: /recurring-email-status/ })
    .click();
  await expect(page).toHaveURL(
    /demo\.localhost:4200\/recurring-email-status\?email_id=\d+&member_id=\d+&opt_out=true/,
  );
  await expect(
    page.getByText(
      'Your response has been saved successfully. You will no longer receive emails from this automated mail.',
    ),
  ).toBeVisible();
});

test('an image larger than 1920x1080 is refused with the message', async ({ page }) => {
  await openCompose(page);
  await imageInput(page).setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: solidPng(2400, 1200),
  });
  await expect(
    page.getByText(
      'The image exceeds the maximum allowed resolution of 1920x1080. Please upload a smaller image.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' }).getByRole('img')).toHaveCount(0);
  await page.getByRole('button', { name: 'Rephrase' }).click();
  await expect(page.getByText('Minimum content length is 25 characters.')).toBeVisible();
});

/**
 * A message of the journey's own, sent through the club site's API as the contact form sends
 * it: the newest in the inbox whatever other journeys sent before, and unread.
 */
async function sendContactMessage(subject: string): Promise<void> {
  const response = await fetch(`${API}/v2/store/demo/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sender: 'Aoife Byrne',
      sender_email: 'aoife.byrne@example.com',
      sender_phone: '+353871234567',
      subject,
      content:
        'Hello, my son would like to join the under-10s. Could you tell me when they train and who to contact?',
    }),
  });
  expect(response.status).toBe(201);
}

test('an admin reads a contact message, newest first, which is then read', async ({ page }) => {
  const subject = `Under-10s training times (${Date.now().toString(36)})`;
  await sendContactMessage(subject);
  await signInAsAdmin(page, '/emails/distribution-lists');
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Contact inbox' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact inbox' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Contact inbox' });
  await expect(table.locator('tbody tr').first()).toContainText(subject);
  await expect(table.locator('tbody tr').first()).toContainText('Unread');
  const unreadBefore = Number(
    /(\d+) unread/.exec((await page.getByText(/unread message/).textContent()) ?? '')?.[1],
  );
  await expectNoAxeViolations(page);

  // The seeded message already read is among the read ones; the new one is not.
  await page.getByLabel('Status').selectOption('read');
  await expect(page).toHaveURL(/read_status=read/);
  await expect(table.locator('tbody tr').filter({ hasText: 'Lost jacket' })).toHaveCount(1);
  await expect(table.locator('tbody tr').filter({ hasText: subject })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  await page
    .getByRole('link', { name: /Aoife Byrne/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('my son would like to join the under-10s')).toBeVisible();
  await expect(page.getByRole('link', { name: 'aoife.byrne@example.com' })).toHaveAttribute(
    'href',
    'mailto:aoife.byrne@example.com',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to the contact inbox' }).click();
  await expect(page.getByText(`${unreadBefore - 1} unread message`)).toBeVisible();
  await expect(table.locator('tbody tr').filter({ hasText: subject })).not.toContainText('Unread');
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

const field = (page: Page, label: string) =>
  page.getByRole('form', { name: 'Contact' }).getByLabel(new RegExp(`^${label}`));

test('the contact form shows every rule message and sends nothing while invalid', async ({
  page,
}) => {
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/messages')) posted += 1;
  });
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send' });
  await send.click();
  for (const text of [
    'Please enter your name',
    'Please enter your surname',
    'Please enter your email',
    'Please enter your message',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await field(page, 'Name').fill('A');
  await field(page, 'Surname').fill('B');
  await field(page, 'Email').fill('abc');
  await field(page, 'Message').fill('abc');
  await send.click();
  for (const text of [
    'Name must be at least 2 characters long',
    'Surname must be at least 2 characters long',
    'Email must be at least 4 characters long',
    'Message must be at least 4 characters long',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await field(page, 'Email').fill('.aoife@example.ie');
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await field(page, 'Phone').fill('0871234567');
  // The phone mask keeps digits behind a leading +.
  await expect(field(page, 'Phone')).toHaveValue('+0871234567');
  expect(posted).toBe(0);
  await expectNoAxeViolations(page, { include: 'main' });
});

test('a valid message is stored by the API, acknowledged for 2 seconds and the form resets', async ({
  page,
}) => {
  await page.goto('/contact');
  await field(page, 'Name').fill('Aoife');
  await field(page, 'Surname').fill('Byrne');
  await field(page, 'Email').fill('aoife.byrne@example.ie');
  await field(page, 'Phone').fill('+353 87 123 4567');
  await expect(field(page, 'Phone')).toHaveValue('+353871234567');
  await field(page, 'Message').fill('  When does the nursery start?  ');
  const response = page.waitForResponse(
    (res) => res.url().endsWith('/v2/store/demo/messages') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = await response;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toEqual({
    sender: 'Aoife Byrne',
    sender_email: 'aoife.byrne@example.ie',
    sender_phone: '+353871234567',
    content: 'When does the nursery start?',
  });
  const notice = page.getByText('Message sent, thank you!');
  await expect(notice).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('');
  await expect(field(page, 'Message')).toHaveValue('');
  await expect(notice).toBeHidden({ timeout: 5_000 });
  await expect(page.getByRole('heading', { name: 'Find us' })).toBeVisible();
});

test('a club with contact off sends /contact to the error page', async ({ page }) => {
  await page.goto('http://quiet.localhost:4200/contact');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('Oops... Looks like we cannot find this page.')).toBeVisible();
});

import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { ArrearsOrderList, PaymentSummary } from '@touchline/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { API } from '../support/club';
import { memberLikeSeeded } from '../support/members';
import { demoAdminToken } from '../support/admin-token';

const BACK_OFFICE = 'http://localhost:4300';
const PAYMENTS = `${BACK_OFFICE}/payments`;
/** The reason a declined card gives (the seeded failed instalment's). */
const DECLINED =
  'There appears to be a problem with your card, please check details and re enter or contact your bank if problem persists';

test.setTimeout(120_000);

async function tokenFor(username: string, password: string): Promise<string> {
  const response = await fetch(`${API}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username, password }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function getJson<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${API}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Money as the screen writes it (Intl, en-IE, euro). */
const euro = (cents: number) =>
  new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency: 'EUR',
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);

/** "November 2026" for `2026-11`. */
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-IE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** `YYYY-MM-DD` in Irish time, `days` from now. */
const dublinDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Dublin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));

async function signInAsAdmin(page: Page) {
  await page.goto(PAYMENTS);
  await expect(page).toHaveURL(/\/authentication\/sign-in\?redirect=%2Fpayments$/);
  await page.getByLabel('Email', { exact: true }).fill('admin@demo.touchline.test');
  await page.getByLabel('Password', { exact: true }).fill('DevOnly-Admin-1');
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(PAYMENTS);
}

test('the treasurer sees the club’s money by month, a member in arrears, and exports the payments', async ({
  page,
}) => {
  // A member of this journey's own, made like the seeded one: a membership in three payments
  // whose second was declined, so the member is in arrears.
  const credentials = await memberLikeSeeded('treasurer');
  const memberToken = await tokenFor(credentials.email, credentials.password);
  const owed = await getJson<ArrearsOrderList>('/v2/member/arrears/orders', memberToken);
  expect(owed.items).toHaveLength(1);
  const [order] = owed.items;
  const [failed] = order!.instalments;
  const admin = await demoAdminToken();

  await signInAsAdmin(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();

  // The month table says what the API says the club collected and has failed (other journeys
  // may take or fail payments meanwhile: read both again until they agree).
  const months = main.getByRole('table', { name: 'Payments by month' });
  await expect(async () => {
    await page.reload();
    const summary = await getJson<PaymentSummary>('/v2/backoffice/payments/summary', admin);
    const current = months.getByRole('row', {
      name: new RegExp(`^${monthName(summary.current_month)}`),
    });
    await expect(current.getByRole('cell').nth(0)).toHaveText(
      euro(summary.months.find((month) => month.month === summary.current_month)!.collected),
      { timeout: 2_000 },
    );
    const total = months.getByRole('row', { name: /^Total/ });
    await expect(total.getByRole('cell')).toHaveText(
      [
        euro(summary.totals.collected),
        euro(summary.totals.due),
        euro(summary.totals.failed),
        euro(summary.totals.refunded),
      ],
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });
  await expect(
    months
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell')
      .nth(2),
  ).not.toHaveText(euro(0));
  await expectNoAxeViolations(page);

  // The member in arrears, owing what their own arrears page says (a page of 100: the oldest
  // failures come first, and other journeys' members fail too).
  await page.goto(`${PAYMENTS}?per_page=100`);
  const arrears = main.getByRole('table', { name: 'Members in arrears' });
  const row = arrears.getByRole('row').filter({ hasText: credentials.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Siobhan Murphy');
  await expect(row).toContainText(`#${order!.order_seq}`);
  await expect(row).toContainText('Adult Playing Membership');
  await expect(row).toContainText(euro(order!.amount_due));
  await expect(row).toContainText('1 attempt');
  await expect(row).toContainText(DECLINED);
  await expectNoAxeViolations(page);

  // The CSV of the last 30 days holds that member's failed instalment.
  const form = main.getByRole('region', { name: 'Export payments' });
  await form.getByLabel('From').fill(dublinDay(-30));
  await form.getByLabel('To').fill(dublinDay());
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`payments-${dublinDay(-30)}-to-${dublinDay()}.csv`);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(
    'Date,Order number,Member,Item,Kind,Amount,Currency,Status,Provider reference,Failure reason',
  );
  const amount = (failed!.amount / 100).toFixed(2);
  const ours = lines.filter((line) => line.split(',')[1] === String(order!.order_seq));
  expect(ours).toEqual([
    expect.stringMatching(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},${order!.order_seq},Siobhan Murphy,Adult Playing Membership,instalment,${amount},EUR,failed,,"?${DECLINED}"?$`,
      ),
    ),
  ]);
});

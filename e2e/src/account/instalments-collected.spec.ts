import { expect, test, type Locator, type Page } from '@playwright/test';
import { API } from '../support/club';
import { memberLikeSeeded, type Credentials } from '../support/members';
import { enterNewCard } from '../support/card-entry';

const SITE = 'http://demo.localhost:4200';
const ACCOUNT = 'http://myaccount.localhost:4200';
const PLAN = 'Adult Playing Membership';
/** The banner's text for one or more failed payments (any other order of the member counts too). */
const FAILED_BANNER =
  /(A payment on your account has failed|\d+ payments on your account have failed)\./;

interface Mail {
  kind: string;
  subject: string;
  text: string;
  data: { link?: string; sequence?: number };
}

/** Moves the API's clock forward (a development tool): what falls due by then is collected. */
async function moveClock(days: number): Promise<void> {
  const response = await fetch(`${API}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days }),
  });
  expect(response.status).toBe(200);
}

async function resetClock(): Promise<void> {
  await fetch(`${API}/dev/clock`, { method: 'DELETE' });
}

async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${API}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { items: Mail[] }).items;
}

async function signIn(page: Page, member: Credentials) {
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
}

/** The plan bought in three monthly instalments, from the membership page to the confirmation. */
async function buyInInstalments(page: Page, member: Credentials): Promise<string> {
  await page.goto(`${SITE}/authentication/check-email`);
  await signIn(page, member);
  await expect(page.getByText('Hello Siobhan')).toBeVisible();
  await page.goto(`${SITE}/products/membership`);
  await page.getByRole('button', { name: /^Membership \d{4}$/ }).click();
  await page
    .getByRole('article', { name: PLAN })
    .getByRole('button', { name: `Select ${PLAN}` })
    .click();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await summary.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${SITE}/products/membership/details`);
  await page.getByRole('button', { name: /Add Details for the member/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Siobhan Murphy' }).check();
  await expect(dialog.getByRole('textbox', { name: /First name/ })).toHaveValue('Siobhan');
  await dialog.getByRole('textbox', { name: /Date of birth/ }).fill('02/04/1990');
  await dialog.getByRole('checkbox', { name: /code of conduct/ }).check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await sheet.getByRole('button', { name: 'Checkout' }).click();

  const main = page.getByRole('main');
  // The option changes the cart, which then shows it chosen.
  const instalments = main
    .getByRole('group', { name: `Payment options for ${PLAN}` })
    .getByRole('radio', { name: /^3 monthly instalments/ });
  await instalments.click();
  await expect(instalments).toBeChecked();
  await enterNewCard(page, '4242 4242 4242 4242');
  await main.getByRole('button', { name: 'Pay Now' }).click();
  await expect(main.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  const id = (await main.getByText(/^ID \d+$/).textContent()) ?? '';
  return /(\d+)/.exec(id)?.[1] ?? '';
}

/** The order's schedule in the account area, read again until `status` shows for a payment. */
async function expectPayment(page: Page, order: Locator, sequence: number, status: string) {
  await expect(async () => {
    await page.reload();
    await expect(
      order.getByRole('row', { name: new RegExp(`^${sequence} .* ${status}$`) }),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

// The API's clock is the whole stack's: this journey runs with the servers' journeys, alone.
test('instalments fall due and are collected; a declined card puts the member in arrears, which they pay', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Without the seeded membership: she buys that plan here, and nobody holds a plan twice.
  const member = await memberLikeSeeded('instalments', 'demo', { membership: false });
  try {
    const orderSeq = await buyInInstalments(page, member);
    expect(orderSeq).not.toBe('');

    // A month on, the second payment is taken from the default card (Visa ending in 5556).
    await moveClock(31);
    await page.goto(`${ACCOUNT}/orders`);
    await signIn(page, member);
    await expect(page).toHaveURL(`${ACCOUNT}/orders`);
    const main = page.getByRole('main');
    const order = main
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: new RegExp(`Order ${orderSeq}\\b`) }) });
    await expect(order.getByRole('table', { name: `3 payments of ${PLAN}` })).toBeVisible();
    await expectPayment(page, order, 2, 'Paid');
    await expectPayment(page, order, 3, 'Due');
    const banner = page.getByRole('region', { name: 'Failed payments' });
    await expect(banner).toHaveCount(0);

    // The member makes the card that is always declined the default; a month on, the third
    // payment fails: the account says so and a mail tells them.
    await main
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'Payment methods' })
      .click();
    await main.getByRole('button', { name: 'Make default: Visa ending in 0341' }).click();
    await expect(
      main.getByRole('listitem').filter({ hasText: 'Visa ending in 0341' }),
    ).toContainText('Default');
    await moveClock(31);
    await main
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await expectPayment(page, order, 3, 'Failed');
    await expect(banner).toContainText(FAILED_BANNER);
    await expect
      .poll(async () =>
        (await mailsTo(member.email)).some(
          (mail) => mail.kind === 'instalment_failed' && /did not go through/.test(mail.subject),
        ),
      )
      .toBe(true);
    const failed = (await mailsTo(member.email)).find((mail) => mail.kind === 'instalment_failed');
    expect(failed?.text).toContain('We will try again on');
    expect(failed?.data.link).toMatch(/\/arrears$/);

    // The member pays the arrear with the card that works.
    await banner.getByRole('link', { name: 'Pay your arrears' }).click();
    await expect(page).toHaveURL(`${ACCOUNT}/arrears`);
    await main.getByRole('radio', { name: /Visa ending in 5556/ }).check();
    const payOrder = main.getByRole('button', { name: `Pay €50.00 for order ${orderSeq}` });
    await payOrder.click();
    await expect(payOrder).toHaveCount(0);
    // Any other order of the member that failed on the same card is paid too.
    const payOther = main.getByRole('button', { name: /^Pay €[\d.,]+ for order \d+$/ });
    while ((await payOther.count()) > 0) {
      const before = await payOther.count();
      await payOther.first().click();
      await expect(payOther).toHaveCount(before - 1);
    }
    await expect(main.getByText('You have no payments in arrears.')).toBeVisible();
    await expect(banner).toHaveCount(0);
  } finally {
    await resetClock();
  }
});

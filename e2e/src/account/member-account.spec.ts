import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../support/pdf-text';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';

const ACCOUNT = 'http://myaccount.localhost:4200';
const SITE = 'http://demo.localhost:4200';
const NOT_A_MEMBER = { email: 'xgb@demo.touchline.test', password: 'DevOnly-Xgb-1' };
const REFUSED =
  'You do not have sufficient permissions to access this area. Please try again with a different email.';
const DECLINED =
  'There appears to be a problem with your card, please check details and re enter or contact your bank if problem persists';

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
}

/** The account pages' own content: the header and footer are checked on the club's pages. */
const expectAccessibleMain = (page: Page) => expectNoAxeViolations(page, { include: 'main' });

async function enterCard(page: Page, number: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Card number').fill(number);
  await main.getByLabel('Expiry date').fill('12 / 34');
  await main.getByLabel('Security code').fill('123');
}

test('someone who is not a member is refused the account area', async ({ page }) => {
  await page.goto(`${ACCOUNT}/orders`);
  await expect(page).toHaveURL(/\/authentication\/(check-email|sign-in)/);
  await signIn(page, NOT_A_MEMBER);
  await expect(page.getByText(REFUSED)).toBeVisible();
  await expect(page).toHaveURL(/\/authentication\//);
  await expect(page.getByRole('heading', { name: 'My account' })).toHaveCount(0);
});

test('the member reads an order and its receipt, pays the arrear, and manages cards', async ({
  page,
}) => {
  // A member of its own, made like the seeded one: paying the arrear, adding cards and stopping
  // the renewal change no other journey's member.
  const member = await memberLikeSeeded('account');
  // 'My account' on the club's site leads to the account host, signed in: the link hands the
  // session over.
  await page.goto(`${SITE}/`);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, member);
  await page.getByRole('button', { name: 'Hello Siobhan' }).click();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(`${ACCOUNT}/orders`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'My account' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Failed payments' });
  await expect(banner).toContainText('A payment on your account has failed.');

  // The order with its schedule, and a receipt that says the same.
  const order = main.getByRole('article').filter({ hasText: 'Adult Playing Membership' });
  await expect(order).toContainText('Adult Playing Membership');
  await expect(order).toContainText('For Siobhan Murphy');
  await expect(order.getByRole('row', { name: /Failed/ })).toBeVisible();
  const heading = (await order.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const orderSeq = /Order (\d+)/.exec(heading)?.[1];
  expect(orderSeq).toBeTruthy();
  const firstPayment =
    (await order.getByRole('row').nth(1).getByRole('cell').nth(2).textContent()) ?? '';
  await expectAccessibleMain(page);
  const download = page.waitForEvent('download');
  await order.getByRole('button', { name: `Download receipt for order ${orderSeq}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`order-${orderSeq}.pdf`);
  const receipt = await pdfText(await readFile((await file.path()) ?? ''));
  expect(receipt).toContain('Order confirmed');
  expect(receipt).toContain(`ID ${orderSeq}`);
  expect(receipt).toContain('Adult Playing Membership');
  expect(receipt).toContain(firstPayment.trim());

  // The banner leads to the arrears; the declined card changes nothing; a new card pays.
  await banner.getByRole('link', { name: 'Pay your arrears' }).click();
  await expect(page).toHaveURL(`${ACCOUNT}/arrears`);
  const pay = main.getByRole('button', { name: /^Pay €/ });
  await expect(pay).toBeVisible();
  await expectAccessibleMain(page);
  await main.getByRole('radio', { name: /Visa ending in 0341/ }).check();
  await pay.click();
  await expect(main.getByRole('alert')).toHaveText(DECLINED);
  await expect(pay).toBeVisible();
  await expect(banner).toBeVisible();

  await main.getByRole('radio', { name: 'A new card' }).check();
  await enterCard(page, '4242 4242 4242 4242');
  await main.getByRole('button', { name: 'Use this card' }).click();
  await expect(main.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await pay.click();
  await expect(main.getByText('You have no payments in arrears.')).toBeVisible();
  await expect(banner).toHaveCount(0);

  // A new card, made the default.
  await main
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'Payment methods' })
    .click();
  await expect(page).toHaveURL(`${ACCOUNT}/payment-methods`);
  await main.getByRole('button', { name: 'Add a card' }).click();
  await enterCard(page, '5555 5555 5555 4444');
  await main.getByRole('checkbox', { name: 'Make this my default card' }).check();
  await main.getByRole('button', { name: 'Save card' }).click();
  const mastercard = main.getByRole('listitem').filter({ hasText: 'Mastercard ending in 4444' });
  await expect(mastercard).toContainText('Default');
  await expectAccessibleMain(page);
  await main.getByRole('button', { name: 'Make default: Visa ending in 5556' }).click();
  await expect(main.getByRole('listitem').filter({ hasText: 'Visa ending in 5556' })).toContainText(
    'Default',
  );
  await expect(mastercard).not.toContainText('Default');

  // The weekly lotto renews on its own until stopped.
  await main
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'Auto renewals' })
    .click();
  const stop = main.getByRole('button', {
    name: 'Stop auto renewal: Club Lotto (1 line, 4 draws)',
  });
  await expect(stop).toBeVisible();
  await expectAccessibleMain(page);
  await stop.click();
  await page
    .getByRole('alertdialog', { name: 'Stop this auto renewal?' })
    .getByRole('button', { name: 'Stop' })
    .click();
  await expect(main.getByText(/^Stopped on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(stop).toHaveCount(0);
});

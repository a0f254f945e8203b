import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';
import { signInOnPage } from '../support/sign-in';

const SITE = 'http://demo.localhost:4200';
const ACCOUNT = 'http://myaccount.localhost:4200';

/**
 * Renew last season: a member whose Adult Social Membership of the last season ended (or ends
 * within 60 days) renews it from My account with one press, and pays for this season's plan of
 * the same name on the club site, her answers carried over, nothing typed again.
 */
test('a member renews last season’s membership with one Renew and pays for this season', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await memberLikeSeeded('renew', 'demo', { last_season: true });
  await page.goto(`${SITE}/authentication/check-email`);
  await signInOnPage(page, member);
  const userMenu = page.getByRole('button', { name: 'Hello Siobhan' });
  await expect(userMenu).toBeVisible();

  // My account, signed in there by the link, and its Renewals.
  await userMenu.click();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(`${ACCOUNT}/orders`);
  const main = page.getByRole('main');
  await main
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'Renewals', exact: true })
    .click();
  await expect(page).toHaveURL(`${ACCOUNT}/renewals`);
  const renewal = main.getByRole('article', {
    name: 'Adult Social Membership for Siobhan Murphy',
  });
  await expect(renewal.getByText(/^(Ended|Ends) on 31\/12\/\d{4}$/)).toBeVisible();
  await expect(
    renewal.getByText(/^Next season: Adult Social Membership, €60\.00, from 01\/01\/\d{4}$/),
  ).toBeVisible();
  // Her answers of last season carry over: nothing new to answer.
  await expect(renewal.getByRole('group', { name: 'New this season' })).toHaveCount(0);
  await expectNoAxeViolations(page, { include: 'main' });

  await main.getByRole('button', { name: 'Renew' }).click();
  const cartLink = main.getByRole('link', { name: 'Go to your cart' });
  await expect(cartLink).toBeVisible();
  await cartLink.click();

  // The club site takes the cart over: this season's plan, for her.
  await expect(page).toHaveURL(`${SITE}/`);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(sheet.getByText('Adult Social Membership')).toBeVisible();
  await expect(sheet.getByText('Siobhan Murphy')).toBeVisible();
  await sheet.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(`${SITE}/checkout`);
  await expect(main.getByText('€60.00').first()).toBeVisible();

  // Her default saved card pays.
  await main.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(`${SITE}/checkout/confirmation`);
  await expect(main.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(main.getByText('Adult Social Membership', { exact: true })).toBeVisible();

  // Back in My account: renewed.
  await page.goto(`${ACCOUNT}/renewals`);
  await expect(
    main
      .getByRole('article', { name: 'Adult Social Membership for Siobhan Murphy' })
      .getByText('Renewed for next season'),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Renew' })).toHaveCount(0);
});

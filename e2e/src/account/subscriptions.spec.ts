import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';

const ACCOUNT = 'http://myaccount.localhost:4200';
const PLAN = 'Supporters Club Subscription (Siobhan Murphy)';

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
}

test.describe('subscriptions in the account', () => {
  for (const width of [1280, 375]) {
    test(`the member sees the subscription and stops it (${width} px)`, async ({ page }) => {
      // A member of its own with a monthly subscription: stopping it changes no other journey's.
      const member = await memberLikeSeeded('subscription', 'demo', { subscription: true });
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${ACCOUNT}/orders`);
      await expect(page).toHaveURL(/\/authentication\//);
      await signIn(page, member);
      await expect(page).toHaveURL(`${ACCOUNT}/orders`);
      const main = page.getByRole('main');
      await main
        .getByRole('navigation', { name: 'My account' })
        .getByRole('link', { name: 'Subscriptions' })
        .click();
      await expect(page).toHaveURL(`${ACCOUNT}/subscriptions`);

      const subscription = main.getByRole('listitem').filter({ hasText: PLAN });
      await expect(subscription).toContainText('€10.00 every 1 month');
      await expect(subscription).toContainText(
        /Next payment \d{2}\/\d{2}\/\d{4} · Recurs until cancelled by club/,
      );
      await expect(subscription).toContainText('Active');
      await expectNoAxeViolations(page, { include: 'main' });
      // Nothing runs off the side of a phone's screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      const stop = subscription.getByRole('button', { name: `Stop: ${PLAN}` });
      // Keeping it changes nothing.
      await stop.click();
      const dialog = page.getByRole('alertdialog', { name: 'Stop this subscription?' });
      await expect(dialog).toContainText(`${PLAN} will not be charged again.`);
      await dialog.getByRole('button', { name: 'Keep' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(stop).toBeFocused();

      await stop.click();
      await dialog.getByRole('button', { name: 'Stop subscription' }).click();
      await expect(page.getByText('Your subscription has been stopped.')).toBeVisible();
      const state = subscription.getByText(/^Stopped on \d{2}\/\d{2}\/\d{4}$/);
      await expect(state).toBeVisible();
      await expect(state).toBeFocused();
      await expect(subscription).toContainText('No payment scheduled');
      await expect(stop).toHaveCount(0);
      await expectNoAxeViolations(page, { include: 'main' });

      // Stopped for good: the list read again says so.
      await page.reload();
      await expect(
        main
          .getByRole('listitem')
          .filter({ hasText: PLAN })
          .getByText(/^Stopped on \d{2}\/\d{2}\/\d{4}$/),
      ).toBeVisible();
    });
  }
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';

const ACCOUNT = 'http://myaccount.localhost:4200';
const ENTRY = 'Club Lotto (1 line, 4 draws)';

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
}

/** The value beside a fact's name (`Draws left`, `Next draw`, `Renewal`) in an entry. */
const fact = (entry: ReturnType<Page['getByRole']>, name: string) =>
  entry.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');

test.describe('My lotto in the account', () => {
  for (const width of [1280, 375]) {
    test(`the member sees their lotto entry with its numbers and renewal (${width} px)`, async ({
      page,
    }) => {
      // A member of its own, made like the seeded one (a weekly Club Lotto entry, 3 11 19 27,
      // that renews): stopping its renewal changes no other journey's member.
      const member = await memberLikeSeeded('my-lotto');
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${ACCOUNT}/orders`);
      await expect(page).toHaveURL(/\/authentication\//);
      await signIn(page, member);
      await expect(page).toHaveURL(`${ACCOUNT}/orders`);
      const main = page.getByRole('main');

      // Reached from the account's navigation with the keyboard.
      const link = main
        .getByRole('navigation', { name: 'My account' })
        .getByRole('link', { name: 'My lotto' });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${ACCOUNT}/lotto`);
      await expect(main.getByRole('heading', { level: 2, name: 'My lotto' })).toBeVisible();

      const entry = main.getByRole('article', { name: ENTRY });
      await expect(entry).toContainText('Glenarden Gaels');
      await expect(
        entry.getByRole('list', { name: 'Your numbers' }).getByRole('listitem'),
      ).toHaveAccessibleName('Line 1: 3, 11, 19, 27');
      await expect(fact(entry, 'Draws left')).toHaveText(/^\d+$/);
      await expect(fact(entry, 'Next draw')).toHaveText(/^(\d{2}\/\d{2}\/\d{4}|None listed yet)$/);
      await expect(fact(entry, 'Renewal')).toHaveText('Renews automatically');
      await expectNoAxeViolations(page, { include: 'main' });
      // Nothing runs off the side of a phone's screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      // Stopped on the auto renewals page, the entry says so.
      await main
        .getByRole('navigation', { name: 'My account' })
        .getByRole('link', { name: 'Auto renewals' })
        .click();
      await main.getByRole('button', { name: `Stop auto renewal: ${ENTRY}` }).click();
      await page
        .getByRole('alertdialog', { name: 'Stop this auto renewal?' })
        .getByRole('button', { name: 'Stop' })
        .click();
      await expect(main.getByText(/^Stopped on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
      await main
        .getByRole('navigation', { name: 'My account' })
        .getByRole('link', { name: 'My lotto' })
        .click();
      await expect(fact(main.getByRole('article', { name: ENTRY }), 'Renewal')).toHaveText(
        /^Renewal stopped on \d{2}\/\d{2}\/\d{4}$/,
      );
    });
  }
});

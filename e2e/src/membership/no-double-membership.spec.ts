import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';
import { signInOnPage } from '../support/sign-in';

const SITE = 'http://demo.localhost:4200';

/** A member of the journey's own, made like the seeded one: she holds Adult Playing Membership. */
async function signIn(page: Page) {
  const member = await memberLikeSeeded('double-membership');
  await page.goto(`${SITE}/authentication/check-email`);
  await signInOnPage(page, member);
  await expect(page.getByText('Hello Siobhan')).toBeVisible();
}

/** Chooses a plan of the season's programme for the member herself, up to Add To Cart; the season. */
async function planForHerself(page: Page, plan: string): Promise<string> {
  await page.goto(`${SITE}/products/membership`);
  const programme = page.getByRole('button', { name: /^Membership \d{4}$/ });
  const season = /(\d{4})/.exec((await programme.textContent()) ?? '')?.[1] ?? '';
  await programme.click();
  await page
    .getByRole('article', { name: plan })
    .getByRole('button', { name: `Select ${plan}` })
    .click();
  await page
    .getByRole('complementary', { name: 'Summary' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page).toHaveURL(`${SITE}/products/membership/details`);
  await page.getByRole('button', { name: /Add Details for the member/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Siobhan Murphy' }).check();
  await expect(dialog.getByRole('textbox', { name: /First name/ })).toHaveValue('Siobhan');
  await dialog.getByRole('textbox', { name: /Date of birth/ }).fill('02/04/1990');
  await dialog.getByRole('checkbox', { name: /code of conduct/ }).check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return season;
}

test('a plan the member already holds is marked beside her name, naming until when, and she cannot be picked for it', async ({
  page,
}) => {
  // The cart's own refusal of a held plan (a second cart racing this one) is the API's, in
  // apps/api/src/commerce/cart/double-membership.test.ts; its message shows as the one below.
  await signIn(page);
  await page.goto(`${SITE}/products/membership`);
  const programme = page.getByRole('button', { name: /^Membership \d{4}$/ });
  const season = /(\d{4})/.exec((await programme.textContent()) ?? '')?.[1] ?? '';
  await programme.click();
  await page
    .getByRole('article', { name: 'Adult Playing Membership' })
    .getByRole('button', { name: 'Select Adult Playing Membership' })
    .click();
  await page
    .getByRole('complementary', { name: 'Summary' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await page.getByRole('button', { name: /Add Details for the member/ }).click();
  const dialog = page.getByRole('dialog');
  const herself = dialog.getByRole('radio', {
    name: `Siobhan Murphy (already has this plan until 31/12/${season})`,
  });
  await expect(herself).toBeDisabled();
  await expect(herself).not.toBeChecked();
  await expectNoAxeViolations(page, { include: 'dialog' });
});

test('the same plan for the same person twice in one cart is refused', async ({ page }) => {
  await signIn(page);
  const season = await planForHerself(page, 'Adult Social Membership');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(sheet.getByText('Adult Social Membership')).toBeVisible();
  await expect(sheet.getByText('Siobhan Murphy')).toBeVisible();
  await sheet.getByRole('button', { name: 'Continue shopping' }).click();

  await planForHerself(page, 'Adult Social Membership');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: `Siobhan Murphy already has Adult Social Membership until 31/12/${season} in your cart.`,
    }),
  ).toBeVisible();
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';
import { enterNewCard } from '../support/card-entry';

const SITE = 'http://demo.localhost:4200';
const CHECK_FORMS =
  'Check registration form details: One or multiple form fields are empty or incorrect';

async function noViolations(page: Page, selector = 'main') {
  await expectNoAxeViolations(page, { include: selector });
}

/**
 * Signs in a member of the journey's own, made like the seeded one (Siobhan Murphy with her
 * juvenile Oisin): no other journey's cart or orders meet its own.
 */
async function signIn(page: Page, from?: Locator) {
  const member = await memberLikeSeeded('membership');
  if (from) await from.click();
  else await page.goto('/authentication/check-email');
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page.getByText('Hello Siobhan')).toBeVisible();
}

/** Step 1 with the club's membership programme open. */
async function openMemberships(page: Page) {
  await page.goto('/products/membership');
  await expect(
    page.getByRole('heading', { name: 'Select plans from the programmes' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Membership \d{4}$/ }).click();
}

/** The member dialog's choice of person, then its form. */
async function choosePerson(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name }).check();
  await expect(dialog.getByRole('textbox', { name: /First name/ })).toBeVisible();
  return dialog;
}

async function addAdultDetails(page: Page) {
  await page.getByRole('button', { name: /Add Details for the member/ }).click();
  const dialog = await choosePerson(page, 'Siobhan Murphy');
  await expect(dialog.getByRole('textbox', { name: /First name/ })).toHaveValue('Siobhan');
  await dialog.getByRole('textbox', { name: /Date of birth/ }).fill('02/04/1990');
  await dialog.getByRole('checkbox', { name: /code of conduct/ }).check();
  await noViolations(page, 'dialog');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a member buys an adult plan end to end and pays with the test card', async ({ page }) => {
  await signIn(page);
  await openMemberships(page);
  const card = page.getByRole('article', { name: 'Adult Social Membership' });
  await expect(card.getByText('€60.00')).toBeVisible();
  await expect(card.getByText(/^Valid until \d{2}\/\d{2}\/\d{2}$/)).toBeVisible();
  await noViolations(page);
  await card.getByRole('button', { name: 'Select Adult Social Membership' }).click();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByText('Added to summary')).toBeVisible();
  await expect(summary.getByText('1 plan(s), 0 bundle(s)')).toBeVisible();
  await expect(summary.getByText('€60.00')).toBeVisible();
  await summary.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${SITE}/products/membership/details`);
  await expect(
    page.getByRole('tab', { name: /Adult Social Membership \(not complete\)/ }),
  ).toBeVisible();
  await noViolations(page);
  await addAdultDetails(page);
  await expect(
    page.getByRole('tab', { name: /Adult Social Membership \(complete\)/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add To Cart' }).click();
  // The cart opens by itself, saying the add succeeded.
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(
    sheet
      .getByRole('status')
      .filter({ hasText: 'Products have been successfully added to your cart' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${SITE}/products/membership`);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();
  await expect(sheet.getByText('Adult Social Membership')).toBeVisible();
  await expect(sheet.getByText('Siobhan Murphy')).toBeVisible();
  await sheet.getByRole('button', { name: 'Checkout' }).click();

  const main = page.getByRole('main');
  await enterNewCard(page, '4242 4242 4242 4242');
  await main.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(`${SITE}/checkout/confirmation`);
  await expect(main.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(main.getByText('Adult Social Membership')).toBeVisible();
});

test('a family bundle: a guardian and two children, the guardian copied to every child', async ({
  page,
}) => {
  await signIn(page);
  await openMemberships(page);
  const bundle = page.getByRole('article', { name: 'Family Membership' });
  const select = bundle.getByRole('button', { name: 'Select Family Membership' });
  await expect(select).toBeDisabled();
  await expect(bundle.getByText('Select plans in a bundle')).toBeVisible();
  // The adult's social plan: the member already holds the playing one (made like the seeded
  // member), and one person never holds a plan twice.
  await bundle
    .getByRole('button', { name: 'More Adult Social Membership in Family Membership' })
    .click();
  const moreChildren = bundle.getByRole('button', {
    name: 'More Juvenile Membership in Family Membership',
  });
  await moreChildren.click();
  await moreChildren.click();
  await expect(bundle.getByText('€170.00')).toBeVisible();
  await select.click();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByText('0 plan(s), 1 bundle(s)')).toBeVisible();
  await summary.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${SITE}/products/membership/details`);
  await expect(page.getByRole('tab')).toHaveCount(3);
  await addAdultDetails(page);

  // The first child: the parent / guardian, then the copy to every child.
  await page.getByRole('button', { name: /Add Details for the parent \/ guardian/ }).click();
  let dialog = await choosePerson(page, 'Siobhan Murphy');
  await dialog.getByRole('textbox', { name: /Mobile/ }).fill('087 123 4567');
  await expect(dialog.getByRole('textbox', { name: /Mobile/ })).toHaveValue('0871234567');
  await dialog.getByRole('combobox', { name: /Relationship/ }).selectOption('Mother');
  await dialog.getByRole('button', { name: 'Add' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText(
      'Do you want these parent / guardian details to be assigned to all children?',
    ),
  ).toBeVisible();
  await noViolations(page, 'dialog');
  await confirm.getByRole('button', { name: 'Yes' }).click();

  await page.getByRole('button', { name: /Add Details for the juvenile/ }).click();
  dialog = await choosePerson(page, /Oisin/);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The second child already has the guardian: only the child is left.
  await expect(page.getByRole('tab', { selected: true })).toContainText('Juvenile Membership');
  await expect(page.getByRole('region', { name: 'Parent / guardian' })).toContainText(
    'Siobhan Murphy',
  );
  await page.getByRole('button', { name: /Add Details for the juvenile/ }).click();
  dialog = await choosePerson(page, '+ New Parent/Guardian or MEMBER');
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Aoife');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Murphy');
  const born = dialog.getByRole('textbox', { name: /Date of birth/ });
  await born.fill('01/01/1990');
  await born.blur();
  // The range is the membership season's: the years of birth that fit are named.
  await expect(
    dialog.getByText(/^Date of birth is below the juvenile age range \(born \d{4} to \d{4}\)$/),
  ).toBeVisible();
  await born.fill('03/03/2016');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /\(complete\)/ })).toHaveCount(3);

  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL(`${SITE}/products/membership`);
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(sheet.getByText('Family Membership')).toBeVisible();
  for (const name of ['Siobhan Murphy', 'Oisin Murphy', 'Aoife Murphy']) {
    await expect(sheet.getByText(name)).toBeVisible();
  }
});

test('more places than a plan has left are refused', async ({ page }) => {
  await openMemberships(page);
  const card = page.getByRole('article', { name: 'Student Membership' });
  const more = card.getByRole('button', { name: 'More Student Membership places' });
  for (let i = 0; i < 3; i += 1) await more.click();
  await card.getByRole('button', { name: 'Select Student Membership' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Maximum number of subscriptions has been reached for this plan.',
    }),
  ).toBeVisible();
  await expect(page.getByText('No plans selected yet')).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: 'Masters Football Membership' })
      .getByRole('button', { name: 'Sold out' }),
  ).toBeDisabled();
});

test('an incomplete registration blocks Add To Cart with the message', async ({ page }) => {
  await signIn(page);
  await openMemberships(page);
  await page.getByRole('button', { name: 'Select Adult Playing Membership' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CHECK_FORMS })).toBeVisible();
  await expect(page.getByRole('main').getByText(CHECK_FORMS)).toBeVisible();

  await page.getByRole('button', { name: /Add Details for the member/ }).click();
  const dialog = await choosePerson(page, '+ New Parent/Guardian or MEMBER');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Please enter first name')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not+an@email');
  await dialog.getByRole('textbox', { name: 'Email' }).blur();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await noViolations(page, 'dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('tab', { name: /\(not complete\)/ })).toBeVisible();
});

test('a visitor signs in from the details step and keeps the selection', async ({ page }) => {
  await openMemberships(page);
  await page.getByRole('button', { name: 'Select Adult Social Membership' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const prompt = page.getByRole('region', { name: 'Login or Create account' });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
  await noViolations(page);
  await signIn(page, prompt.getByRole('link', { name: 'Enter email' }));
  await expect(page).toHaveURL(`${SITE}/products/membership/details`);
  await expect(page.getByRole('tab', { name: /Adult Social Membership/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Login or Create account' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Add Details for the member/ })).toBeEnabled();
});

test('on a narrow screen the summary opens with View Details', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMemberships(page);
  await page.getByRole('button', { name: 'Select Adult Social Membership' }).click();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByText('1 plan(s), 0 bundle(s)')).toBeVisible();
  await expect(summary.getByText('Added to summary')).toHaveCount(0);
  await expect(summary.getByText('Adult Social Membership')).toBeHidden();
  await summary.getByRole('button', { name: 'View Details' }).click();
  await expect(summary.getByText('Adult Social Membership')).toBeVisible();
  await expect(
    summary.getByRole('button', { name: 'Fewer Adult Social Membership selected' }),
  ).toBeDisabled();
  await summary.getByRole('button', { name: 'Hide Details' }).click();
  await expect(summary.getByText('Adult Social Membership')).toBeHidden();
  await noViolations(page);
});

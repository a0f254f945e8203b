import { expect, test, type Page } from '@playwright/test';
import { memberLikeSeeded, type Credentials } from '../support/members';
import { signInOnPage } from '../support/sign-in';

const SITE = 'http://demo.localhost:4200';
const MEDICAL = 'Any medical conditions or allergies we should know about?';

async function signIn(page: Page, member: Credentials) {
  await page.goto(`${SITE}/authentication/check-email`);
  await signInOnPage(page, member);
  await expect(page.getByRole('button', { name: 'Hello Siobhan' })).toBeVisible();
}

/** One academy plan selected, on to its details. */
async function chooseAcademyPlan(page: Page, plan: string) {
  await page.goto(`${SITE}/products/membership`);
  await page.getByRole('button', { name: /^Juvenile Academy \d{4}$/ }).click();
  await page
    .getByRole('article', { name: plan })
    .getByRole('button', { name: `Select ${plan}` })
    .click();
  await page
    .getByRole('complementary', { name: 'Summary' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page).toHaveURL(`${SITE}/products/membership/details`);
}

/** Herself as the child's parent / guardian. */
async function addGuardian(page: Page) {
  await page.getByRole('button', { name: /Add Details for the parent \/ guardian/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Siobhan Murphy' }).check();
  await dialog.getByRole('textbox', { name: /Mobile/ }).fill('0871234567');
  await dialog.getByRole('combobox', { name: /Relationship/ }).selectOption('Mother');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Into the cart, where each reason shows on the line, then paid with her saved card: in full
 * where the plan also offers instalments.
 */
async function payForCart(page: Page, reasons: RegExp[], { choosesFull = false } = {}) {
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  for (const reason of reasons) await expect(sheet.getByText(reason)).toBeVisible();
  await sheet.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(`${SITE}/checkout`);
  const main = page.getByRole('main');
  for (const reason of reasons) await expect(main.getByText(reason)).toBeVisible();
  if (choosesFull) await main.getByRole('radio', { name: /^Pay in full/ }).check();
  await main.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(`${SITE}/checkout/confirmation`);
  await expect(main.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
}

/**
 * Household pricing across orders: the club's plan discounts count the memberships her family
 * already has this season, not only the lines of this cart, so the orders together cost what one
 * would have. She holds her own Adult Playing Membership (made like the seeded member); her son's
 * academy plan, bought alone, is the family's second membership, and a new daughter's, bought in
 * another order after, its third and the second child.
 */
test('the family discount counts the memberships bought in earlier orders this season', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await memberLikeSeeded('household-pricing');
  await signIn(page, member);

  await chooseAcademyPlan(page, 'Juvenile Membership');
  await addGuardian(page);
  await page.getByRole('button', { name: /Add Details for the juvenile/ }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Oisin/ }).check();
  await expect(dialog.getByRole('textbox', { name: /First name/ })).toHaveValue('Oisin');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The multi-member discount: 10% for two memberships, of her €150.00 and his €80.00 together,
  // so the family pays what one order of both would have cost.
  await payForCart(page, [/^Second membership in your family this season: [-−]€23\.00$/], {
    choosesFull: true,
  });

  // Another order: the third membership of the family this season.
  await chooseAcademyPlan(page, 'Nursery Membership');
  await addGuardian(page);
  await page.getByRole('button', { name: /Add Details for the juvenile/ }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: '+ New Parent/Guardian or MEMBER' }).check();
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Aoife');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Murphy');
  await dialog.getByRole('textbox', { name: /Date of birth/ }).fill('01/06/2021');
  await dialog
    .getByRole('group', { name: 'Gender' })
    .getByRole('radio', { name: 'Female' })
    .check();
  await dialog.getByRole('group', { name: MEDICAL }).getByRole('radio', { name: 'No' }).check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // 15% for three, of €270.00 (€40.50), less the €23.00 already given; and the siblings' €10.00
  // for two children, her brother's membership counted.
  await payForCart(page, [
    /^Third membership in your family this season: [-−]€17\.50$/,
    /^Second child in your family this season: [-−]€10\.00$/,
  ]);
});

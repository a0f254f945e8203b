import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';
import { enterNewCard } from '../support/card-entry';
import { signInOnPage } from '../support/sign-in';

const SITE = 'http://demo.localhost:4200';
const ACCOUNT = 'http://myaccount.localhost:4200';
const MEDICAL = 'Any medical conditions or allergies we should know about?';
const ASTHMA = 'Asthma: inhaler in bag';

/** The member dialog's choice of person, then its form. */
async function choosePerson(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name }).check();
  await expect(dialog.getByRole('textbox', { name: /First name/ })).toBeVisible();
  return dialog;
}

/** Step 1 with a programme of the season open. */
async function openProgramme(page: Page, programme: RegExp) {
  await page.goto(`${SITE}/products/membership`);
  await expect(
    page.getByRole('heading', { name: 'Select plans from the programmes' }),
  ).toBeVisible();
  await page.getByRole('button', { name: programme }).click();
}

test('a new child bought for in a family membership joins the family and is offered next time', async ({
  page,
}) => {
  // A member of the journey's own, made like the seeded one (Siobhan Murphy and her juvenile
  // Oisin): the family it grows is no other journey's.
  const member = await memberLikeSeeded('family-carries-over');
  await page.goto(`${SITE}/authentication/check-email`);
  await signInOnPage(page, member);
  await expect(page.getByText('Hello Siobhan')).toBeVisible();

  // A Family Membership: Siobhan's social plan, Oisin, and a new child, Aoife.
  await openProgramme(page, /^Membership \d{4}$/);
  const bundle = page.getByRole('article', { name: 'Family Membership' });
  await bundle
    .getByRole('button', { name: 'More Adult Social Membership in Family Membership' })
    .click();
  const moreChildren = bundle.getByRole('button', {
    name: 'More Juvenile Membership in Family Membership',
  });
  await moreChildren.click();
  await moreChildren.click();
  await bundle.getByRole('button', { name: 'Select Family Membership' }).click();
  await page
    .getByRole('complementary', { name: 'Summary' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page).toHaveURL(`${SITE}/products/membership/details`);
  await expect(page.getByRole('tab')).toHaveCount(3);

  await page.getByRole('button', { name: /Add Details for the member/ }).click();
  let dialog = await choosePerson(page, 'Siobhan Murphy');
  await dialog.getByRole('textbox', { name: /Date of birth/ }).fill('02/04/1990');
  await dialog.getByRole('checkbox', { name: /code of conduct/ }).check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: /Add Details for the parent \/ guardian/ }).click();
  dialog = await choosePerson(page, 'Siobhan Murphy');
  await dialog.getByRole('textbox', { name: /Mobile/ }).fill('087 123 4567');
  await dialog.getByRole('combobox', { name: /Relationship/ }).selectOption('Mother');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();

  await page.getByRole('button', { name: /Add Details for the juvenile/ }).click();
  dialog = await choosePerson(page, /Oisin/);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: /Add Details for the juvenile/ }).click();
  dialog = await choosePerson(page, '+ New Parent/Guardian or MEMBER');
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Aoife');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Murphy');
  await dialog.getByRole('textbox', { name: /Date of birth/ }).fill('01/06/2021');
  await dialog
    .getByRole('group', { name: 'Gender' })
    .getByRole('radio', { name: 'Female' })
    .check();
  await dialog.getByRole('group', { name: MEDICAL }).getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('textbox', { name: /Please give details/ }).fill(ASTHMA);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /\(complete\)/ })).toHaveCount(3);

  // Paid by card.
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(sheet.getByText('Aoife Murphy')).toBeVisible();
  await sheet.getByRole('button', { name: 'Checkout' }).click();
  const main = page.getByRole('main');
  await enterNewCard(page, '4242 4242 4242 4242');
  await main.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(`${SITE}/checkout/confirmation`);
  await expect(main.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();

  // She is in the family in My account, with her date of birth and her membership.
  await page.goto(`${ACCOUNT}/family`);
  const familyHeading = page.getByRole('heading', { name: 'Family', exact: true });
  const email = page.getByLabel('Email', { exact: true });
  await expect(familyHeading.or(email)).toBeVisible();
  if (await email.isVisible()) {
    // The account host asks for the sign-in again (until one sign-in works across hosts).
    await signInOnPage(page, member);
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await page.goto(`${ACCOUNT}/family`);
  }
  await expect(familyHeading).toBeVisible();
  const aoife = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Aoife Murphy (Juvenile)' }),
  });
  await expect(aoife).toContainText('born 01/06/2021');
  await expect(aoife.getByRole('list', { name: 'Memberships of Aoife Murphy' })).toContainText(
    'Juvenile Membership',
  );
  await expect(page.getByRole('heading', { name: 'Oisin Murphy (Juvenile)' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });

  // Next time: she is in the person picker, her details filled in, never typed again.
  await openProgramme(page, /^Juvenile Academy \d{4}$/);
  await page
    .getByRole('article', { name: 'Nursery Membership' })
    .getByRole('button', { name: 'Select Nursery Membership' })
    .click();
  await page
    .getByRole('complementary', { name: 'Summary' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page).toHaveURL(`${SITE}/products/membership/details`);
  await page.getByRole('button', { name: /Add Details for the parent \/ guardian/ }).click();
  dialog = await choosePerson(page, 'Siobhan Murphy');
  await expect(dialog.getByRole('textbox', { name: /Mobile/ })).toHaveValue('0871234567');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: /Add Details for the juvenile/ }).click();
  dialog = await choosePerson(page, 'Aoife Murphy');
  await expect(dialog.getByRole('textbox', { name: /First name/ })).toHaveValue('Aoife');
  await expect(dialog.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('01/06/2021');
  await expect(
    dialog.getByRole('group', { name: 'Gender' }).getByRole('radio', { name: 'Female' }),
  ).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: /Please give details/ })).toHaveValue(ASTHMA);
  await expectNoAxeViolations(page, { include: 'dialog' });
});

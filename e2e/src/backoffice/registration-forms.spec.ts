import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';

const BACK_OFFICE = 'http://localhost:4300';
const FORMS = `${BACK_OFFICE}/forms`;
const SITE = 'http://demo.localhost:4200';

// A long journey across two apps, with an accessibility check on every screen.
test.setTimeout(120_000);

/** The editor is for admins: a visitor signs in first and comes back to it. */
async function signInAsAdmin(page: Page) {
  await page.goto(FORMS);
  await expect(page).toHaveURL(/\/authentication\/sign-in\?redirect=%2Fforms$/);
  await page.getByLabel('Email', { exact: true }).fill('admin@demo.touchline.test');
  await page.getByLabel('Password', { exact: true }).fill('DevOnly-Admin-1');
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(FORMS);
}

const questionRow = (page: Page, label: string): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: label, exact: true }) });

async function openAdultForm(page: Page) {
  await page.goto(FORMS);
  await page.getByRole('link', { name: 'Adult member' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adult member' })).toBeVisible();
}

/** Changes the Address question's required status and saves the form. */
async function setAddress(page: Page, to: 'optional' | 'required') {
  const address = questionRow(page, 'Address');
  await address.getByRole('button', { name: `Change: make “Address” ${to}` }).click();
  await expect(
    address.getByText(to === 'optional' ? 'Optional question' : 'Required question'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('The form has been saved.')).toBeVisible();
}

/** The member's details form for the adult plan, on the club site. */
async function openAdultDetails(page: Page) {
  const member = await memberLikeSeeded('forms');
  await page.goto(`${SITE}/authentication/check-email`);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page.getByText('Hello Siobhan')).toBeVisible();
  await page.goto(`${SITE}/products/membership`);
  await page.getByRole('button', { name: /^Membership \d{4}$/ }).click();
  await page
    .getByRole('article', { name: 'Adult Social Membership' })
    .getByRole('button', { name: 'Select Adult Social Membership' })
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
  return dialog;
}

test('an admin makes a question optional and the membership form asks it as optional', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Registration forms' })).toBeVisible();
  await expectNoAxeViolations(page);
  await openAdultForm(page);
  await expect(questionRow(page, 'Address').getByText('Required question')).toBeVisible();
  // Questions required by definition offer no Change.
  const firstName = questionRow(page, 'First name');
  await expect(firstName.getByText('Required question')).toBeVisible();
  await expect(firstName.getByRole('button', { name: /^Change/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A page link that is not one is refused under the field.
  const link = questionRow(page, 'Gender').getByLabel('Add page link for “Gender”');
  await link.fill('not a link');
  await link.blur();
  await expect(questionRow(page, 'Gender').getByText('Invalid link')).toBeVisible();
  await link.fill('');

  // Deleting asks first; Cancel keeps the question.
  await questionRow(page, 'Gender')
    .getByRole('button', { name: 'Delete question “Gender”' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete question?' });
  await expect(confirm).toContainText('"Gender" will be removed from the form when you save it.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(questionRow(page, 'Gender')).toHaveCount(1);

  await setAddress(page, 'optional');

  // Leaving with an unsaved change asks first.
  await questionRow(page, 'Mobile')
    .getByRole('button', { name: /^Change/ })
    .click();
  await page.getByRole('link', { name: 'Back to the registration forms' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Exit without saving?' });
  await expect(leave).toContainText('Changes that you made may not be saved.');
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(FORMS);

  // The membership screens render the saved form: Address is optional, left empty it passes.
  const dialog = await openAdultDetails(page);
  const address = dialog.getByRole('textbox', { name: /^Address/ });
  await expect(address).not.toHaveAttribute('aria-required', 'true');
  await address.fill('');
  await dialog.getByRole('textbox', { name: /Date of birth/ }).fill('02/04/1990');
  await dialog.getByRole('checkbox', { name: /code of conduct/ }).check();
  await expectNoAxeViolations(page, { include: 'dialog' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('tab', { name: /Adult Social Membership \(complete\)/ }),
  ).toBeVisible();

  // Required again, as the other journeys expect the demo club's form.
  await openAdultForm(page);
  await setAddress(page, 'required');
});

test('by keyboard, the focus stays in the editor after a delete and after a save', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openAdultForm(page);

  // A confirmed delete: its button goes with the question, the focus to the next question of
  // its section (or the one before it).
  const section = questionRow(page, 'Gender').locator('xpath=ancestor::section[1]');
  const titles = await section.getByRole('heading', { level: 3 }).allInnerTexts();
  const at = titles.indexOf('Gender');
  const neighbour = titles[at + 1] ?? titles[at - 1];
  const gender = questionRow(page, 'Gender');
  await gender.getByRole('button', { name: 'Delete question “Gender”' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete question?' });
  await confirm.getByRole('button', { name: 'Delete question' }).focus();
  await page.keyboard.press('Enter');
  await expect(questionRow(page, 'Gender')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: neighbour, exact: true })).toBeFocused();

  // Nothing is saved: leave without it, so the demo club's form keeps every question.
  await page.getByRole('link', { name: 'Back to the registration forms' }).click();
  await page
    .getByRole('alertdialog', { name: 'Exit without saving?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
  await expect(page).toHaveURL(FORMS);

  // Saved by keyboard: the focus stays on Save form, which has nothing more to save.
  await openAdultForm(page);
  const link = questionRow(page, 'Gender').getByLabel('Add page link for “Gender”');
  await link.fill('glenardengaels.ie/kit');
  const save = page.getByRole('button', { name: 'Save form' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The form has been saved.')).toBeVisible();
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toBeFocused();

  // The link taken off again, as the other journeys expect the demo club's form.
  await link.fill('');
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(save).toHaveAttribute('aria-disabled', 'true');
});

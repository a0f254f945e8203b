import { expect, test, type Locator } from '@playwright/test';
import { memberLikeSeeded } from '../support/members';
import { freshEmail } from './mailbox';

/** Types a value, leaves the field, and expects the rule's message in the form. */
async function expectMessage(form: Locator, field: Locator, value: string, message: string) {
  await field.fill(value);
  await field.press('Tab');
  await expect(form.getByText(message, { exact: true })).toBeVisible();
}

test('sign-up shows every rule message of the new password and the other fields', async ({
  page,
}) => {
  const email = freshEmail('rules');
  await page.goto('/authentication/check-email');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();

  const form = page.getByRole('form', { name: 'Create account' });
  await expect(form).toBeVisible();
  const create = form.getByRole('button', { name: 'create account' });
  const password = form.getByLabel('Password', { exact: true });

  await expectMessage(form, password, '', 'Password is required');
  await expectMessage(form, password, 'Has space1A', 'No spaces allowed');
  await expectMessage(
    form,
    password,
    'Bad(pass1A',
    'Note special characters ( / [ ] * ; are not accepted.',
  );
  await expectMessage(form, password, 'Ab1', 'At least 8 characters');
  // The field takes no more than 30 characters.
  await password.fill(`Aa1${'x'.repeat(40)}`);
  await expect(password).toHaveValue(`Aa1${'x'.repeat(27)}`);
  await expectMessage(form, password, 'lowercase1', 'At least one upper case');
  await expectMessage(form, password, 'UPPERCASE1', 'At least one lower case');
  await expectMessage(form, password, 'NoDigitsHere', 'At least one number');
  await expectMessage(
    form,
    password,
    'SelectPass1',
    'Password not allowed, please enter a different password.',
  );
  await password.fill('Journey-pass1');

  await expectMessage(
    form,
    form.getByLabel('Confirm password'),
    'Journey-pass2',
    'Password do not match',
  );
  await expectMessage(form, form.getByLabel('Confirm email'), `x${email}`, 'Email does not match');
  await expectMessage(form, form.getByLabel('First name'), ' Roisin', 'No spaces allowed');
  await expectMessage(form, form.getByLabel('Last name'), '', 'Last name is required');
  await expectMessage(
    form,
    form.getByLabel('Mobile'),
    '12',
    'Mobile phone must be valid e.g.: +353871234567',
  );
  await expect(create).toBeDisabled();

  await form.getByLabel('Confirm password').fill('Journey-pass1');
  await form.getByLabel('Confirm email').fill(email);
  await form.getByLabel('First name').fill('Roisin');
  await form.getByLabel('Last name').fill('Daly');
  await form.getByLabel('Mobile').fill('');
  await form.getByRole('checkbox', { name: /I agree to the/ }).check();
  await expect(form.getByText('Password do not match')).toHaveCount(0);
  await expect(create).toBeEnabled();
});

test('an email without the governing-body flag is refused on the XGB host', async ({ page }) => {
  const member = await memberLikeSeeded('xgb-refused');
  await page.goto('http://xgb.localhost:4200/authentication/check-email');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText(
      'You do not have sufficient permissions to access this area. Please try again with a different email.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
});

test("a field's message on leaving it does not move what the pointer is about to press", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/authentication/check-email');
  await page.getByLabel('Email', { exact: true }).fill(freshEmail('terms'));
  await page.getByRole('button', { name: 'Next' }).click();

  const form = page.getByRole('form', { name: 'Create account' });
  // Leaving each empty field for the next shows its message; none may shift the form below it.
  for (const label of ['Confirm email', 'First name', 'Last name']) {
    await form.getByLabel(label, { exact: true }).focus();
    await form.getByRole('button', { name: 'Terms and Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Close' }).click();
    await expect(terms).toHaveCount(0);
  }
  await expect(form.getByText('First name is required', { exact: true })).toBeVisible();
});

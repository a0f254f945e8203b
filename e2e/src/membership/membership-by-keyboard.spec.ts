import { expect, test } from '@playwright/test';
import { chooseByArrows, tabTo } from '../support/keyboard';
import { memberLikeSeeded } from '../support/members';

const SITE = 'http://demo.localhost:4200';

/**
 * A membership for a child, by the keyboard alone (Tab, arrows, Enter, Space and typing; real
 * key events): the member made like the seeded one signs in, registers her son Oisin for the
 * academy with herself as his parent / guardian, and pays with her saved card.
 */
test('a member buys a membership for her child by the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await memberLikeSeeded('keyboard-membership');
  await page.goto('/authentication/check-email');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(member.email);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Hello Siobhan' })).toBeVisible();

  await page.goto('/products/membership');
  const main = page.getByRole('main');
  const programme = main.getByRole('button', { name: /^Juvenile Academy \d{4}$/ });
  await tabTo(page, programme);
  await page.keyboard.press('Enter');
  await expect(programme).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, main.getByRole('button', { name: 'Select Juvenile Membership' }));
  await page.keyboard.press('Enter');
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByText('1 plan(s), 0 bundle(s)')).toBeVisible();
  await tabTo(page, summary.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/products/membership/details`);

  // The parent / guardian: herself, with her mobile and how she is related.
  await tabTo(page, main.getByRole('button', { name: /Add Details for the parent \/ guardian/ }));
  await page.keyboard.press('Enter');
  let dialog = page.getByRole('dialog');
  await chooseByArrows(page, dialog.getByRole('radio', { name: 'Siobhan Murphy' }));
  await expect(dialog.getByRole('textbox', { name: /First name/ })).toHaveValue('Siobhan');
  await tabTo(page, dialog.getByRole('textbox', { name: /Mobile/ }));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0871234567');
  const relationship = dialog.getByRole('combobox', { name: /Relationship/ });
  await tabTo(page, relationship);
  await page.keyboard.type('Mother');
  await expect(relationship).toHaveValue('Mother');
  await tabTo(page, dialog.getByRole('button', { name: 'Add' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The child: Oisin, his details kept from before.
  await tabTo(page, main.getByRole('button', { name: /Add Details for the juvenile/ }));
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog');
  await chooseByArrows(page, dialog.getByRole('radio', { name: /Oisin/ }));
  await expect(dialog.getByRole('textbox', { name: /First name/ })).toHaveValue('Oisin');
  await tabTo(page, dialog.getByRole('button', { name: 'Add' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main.getByRole('tab', { name: /Juvenile Membership \(complete\)/ })).toBeVisible();

  await tabTo(page, main.getByRole('button', { name: 'Add To Cart' }));
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(sheet.getByText('Oisin Murphy')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Checkout' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/checkout`);

  // Paid in full with her default saved card.
  // Tabbing starts once the checkout has read her saved cards (the choice of card shows then):
  // the controls on the way stay where they are.
  await expect(main.getByRole('radio', { name: 'A new card' })).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await chooseByArrows(page, main.getByRole('radio', { name: /^Pay in full/ }));
  await tabTo(page, main.getByRole('button', { name: 'Pay Now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/checkout/confirmation`);
  await expect(main.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(main.getByText('Juvenile Membership', { exact: true })).toBeVisible();
});

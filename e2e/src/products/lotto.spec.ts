import { expect, test } from '@playwright/test';
import {
  CARDS,
  confirmAge,
  enterCard,
  expectAccessible,
  expectAddedToCart,
  payAndExpectOrderConfirmed,
  signInFromCheckout,
} from './product-journeys';
import { memberLikeSeeded } from '../support/members';

const SITE = 'http://demo.localhost:4200';

test('a member buys lotto lines picked by hand and by quick pick, with auto renew', async ({
  page,
}) => {
  await page.goto('/products/lotto/club-lotto');
  await confirmAge(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Club Lotto' })).toBeVisible();
  await expect(main.getByText('Next draw')).toBeVisible();
  await expect(main.getByText('Jackpot').first()).toBeVisible();

  await main.getByLabel('Lines and draws').selectOption('3 lines, 1 draw');
  await expect(main.getByText('Total: €5.00')).toBeVisible();
  const line = (n: number) => main.getByRole('group', { name: `Line ${n}` });
  for (const n of [3, 11, 19, 27]) {
    await line(1)
      .getByRole('button', { name: `Number ${n}`, exact: true })
      .click();
  }
  // A full line takes no fifth number.
  await expect(line(1).getByRole('button', { name: 'Number 5', exact: true })).toBeDisabled();
  await expect(line(1).getByText('Line 1: 3, 11, 19, 27. Complete.')).toBeVisible();
  for (const n of [2, 3]) {
    await line(n)
      .getByRole('button', { name: `Quick pick line ${n}` })
      .click();
    await expect(line(n).getByText(/Complete\.$/)).toBeVisible();
  }
  await main.getByRole('checkbox', { name: 'Auto renew' }).check();
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expectAddedToCart(page);

  await page.goto('/checkout');
  await signInFromCheckout(page, SITE, await memberLikeSeeded('lotto'));
  await expect(main.getByText('Line 1: 3, 11, 19, 27')).toBeVisible();
  await expect(main.getByText('Auto renew selected')).toBeVisible();
  // A new card is kept for the renewals: its save switch is on and cannot be turned off.
  await enterCard(page, CARDS.debit);
  const save = main.getByRole('switch', { name: 'Save card for future purchases' });
  await expect(save).toBeChecked();
  await expect(save).toBeDisabled();
  await payAndExpectOrderConfirmed(page, SITE, 'Club Lotto');
  // The receipt says what was bought: the lines, the draw's date and the renewal.
  const summary = main.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Line 1: 3, 11, 19, 27')).toBeVisible();
  await expect(summary.getByText(/^Draw date: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(summary.getByText('Auto renew selected')).toBeVisible();
});

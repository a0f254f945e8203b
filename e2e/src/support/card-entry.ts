import type { Page } from '@playwright/test';

/**
 * Enters a new card in the checkout's card form. A member who keeps saved cards pays with the
 * default one until 'A new card' is chosen: the choice shows once the cards are read, and the
 * card form shows in its place for everyone else, so whichever shows first says which it is.
 */
export async function enterNewCard(page: Page, number: string) {
  const main = page.getByRole('main');
  const cardNumber = main.getByLabel('Card number');
  const newCard = main.getByRole('radio', { name: 'A new card' });
  await cardNumber.or(newCard).first().waitFor();
  if ((await newCard.isVisible()) && !(await newCard.isChecked())) await newCard.check();
  await cardNumber.fill(number);
  await main.getByLabel('Expiry date').fill('12 / 34');
  await main.getByLabel('Security code').fill('123');
}

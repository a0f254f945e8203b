import { expect, test } from '@playwright/test';
import {
  CARDS,
  confirmAge,
  continueAsGuest,
  enterCard,
  expectAccessible,
  expectAddedToCart,
  payAndExpectOrderConfirmed,
} from './product-journeys';

// The northside club is in Northern Ireland: credit cards are refused for lotto and draws.
const NORTHSIDE = 'http://northside.localhost:4200';

test('a UK club refuses a credit card for draw tickets and takes a debit card', async ({
  page,
}) => {
  await page.goto(`${NORTHSIDE}/products/draw/harps-draw`);
  await confirmAge(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Ticket price: £10.00')).toBeVisible();
  const title = (await main.getByRole('heading', { level: 1 }).textContent())!;
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expectAddedToCart(page);

  await page.goto(`${NORTHSIDE}/checkout`);
  await continueAsGuest(page, 'Ciaran', 'Devlin');
  await enterCard(page, CARDS.credit);
  await main.getByRole('button', { name: 'Pay Now' }).click();
  await expect(
    main.getByText('Credit cards are not accepted for Lotto products. Please use a debit card.'),
  ).toBeVisible();
  await expect(page).toHaveURL(`${NORTHSIDE}/checkout`);
  await expectAccessible(page);

  await enterCard(page, CARDS.debit);
  await payAndExpectOrderConfirmed(page, NORTHSIDE, title);
});

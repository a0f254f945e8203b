import { expect, test, type Page } from '@playwright/test';
import type { Product, ShoppingCart } from '@touchline/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { API } from '../support/club';
import { memberLikeSeeded, type Credentials } from '../support/members';

const SITE = 'http://demo.localhost:4200';
/** The cart id cookie the site reads (`CART_COOKIE` of @touchline/api-client). */
const CART_COOKIE = 'touchline_cart';

/** A visitor's cart of one shop item, made through the API and kept in the site's cookie. */
async function startCart(page: Page, slug: string): Promise<Product> {
  const item = (await (await fetch(`${API}/v2/store/demo/shop-items/${slug}`)).json()) as Product;
  const sizes = (item.metadata as { sizes?: string[] }).sizes ?? [];
  const response = await fetch(`${API}/v2/store/demo/shopping-cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [{ product_id: item.product_id, metadata: sizes[0] ? { size: sizes[0] } : {} }],
    }),
  });
  expect(response.status).toBe(201);
  const cart = (await response.json()) as ShoppingCart;
  await page
    .context()
    .addCookies([
      { name: CART_COOKIE, value: cart.shopping_cart_id, url: SITE, sameSite: 'Strict' },
    ]);
  return item;
}

async function signInFromCheckout(page: Page, member: Credentials) {
  await page.getByRole('main').getByRole('link', { name: 'Enter email' }).click();
  // The demo club signs in through the dialog, over the checkout.
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(`${SITE}/checkout`);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
}

test('a member pays with the default saved card in one tap and sees the order confirmed', async ({
  page,
}) => {
  const item = await startCart(page, 'club-scarf');
  await page.goto('/checkout');
  // Made with two saved cards: the default one ends in 5556, the other in 0341.
  await signInFromCheckout(page, await memberLikeSeeded('checkout-saved-card'));
  const main = page.getByRole('main');
  await expect(main.getByText(item.name, { exact: true })).toBeVisible();

  const payWith = main.getByRole('group', { name: 'Pay with' });
  await expect(payWith.getByRole('radio')).toHaveCount(3);
  await expect(payWith.getByRole('radio', { name: /ending in 5556/ })).toBeChecked();
  await expect(payWith.getByRole('radio', { name: /ending in 0341/ })).not.toBeChecked();
  await expect(payWith.getByRole('radio', { name: 'A new card' })).not.toBeChecked();
  await expect(main.getByLabel('Card number')).toHaveCount(0);
  await expectNoAxeViolations(page, { include: 'main' });

  await main.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(`${SITE}/checkout/confirmation`);
  await expect(main.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(main.getByText(item.name, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your order has been submitted.' }),
  ).toBeVisible();
});

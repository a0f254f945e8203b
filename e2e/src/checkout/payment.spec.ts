import { expect, test, type Page } from '@playwright/test';
import type { Product, ShoppingCart } from '@touchline/contracts';
import { API } from '../support/club';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded, type Credentials } from '../support/members';
import { enterNewCard } from '../support/card-entry';

const SITE = 'http://demo.localhost:4200';
/** The cart id cookie the site reads (`CART_COOKIE` of @touchline/api-client). */
const CART_COOKIE = 'touchline_cart';

const euro = (cents: number) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** A visitor's cart of one shop item, made through the API and kept in the site's cookie. */
async function startCart(page: Page, slug: string): Promise<{ cart: ShoppingCart; item: Product }> {
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
  return { cart, item };
}

async function signInFromCheckout(page: Page, member: Credentials) {
  await page.getByRole('main').getByRole('link', { name: 'Enter email' }).click();
  // The demo club signs in through the dialog, over the checkout.
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeAttached();
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(`${SITE}/checkout`);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
}

test('a member signs in at the checkout, pays by card and sees the order confirmed', async ({
  page,
}) => {
  const { cart, item } = await startCart(page, 'club-scarf');
  await page.goto('/checkout');
  await signInFromCheckout(page, await memberLikeSeeded('checkout-payment'));
  const main = page.getByRole('main');
  await expect(main.getByText(item.name, { exact: true })).toBeVisible();
  const pay = main.getByRole('button', { name: 'Pay Now' });
  // The member keeps saved cards: the default one is chosen until a new card is asked for.
  await main.getByRole('radio', { name: 'A new card' }).check();
  await expect(pay).toBeDisabled();

  await enterNewCard(page, '4000 0000 0000 0002');
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(
    main.getByText(
      'There appears to be a problem with your card, please check details and re enter or contact your bank if problem persists',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(`${SITE}/checkout`);

  await enterNewCard(page, '4242 4242 4242 4242');
  await pay.click();
  await expect(page).toHaveURL(`${SITE}/checkout/confirmation`);
  await expect(main.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(main.getByText('Thank you for your order!')).toBeVisible();
  await expect(main.getByText(item.name, { exact: true })).toBeVisible();
  await expect(main.locator('p', { hasText: /^Total/ })).toContainText(euro(cart.pay_today.total));
  await expect(main.getByText('•••• •••• •••• 4242')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your order has been submitted.' }),
  ).toBeVisible();
  // The cart is gone with the order: its cookie is removed.
  await expect
    .poll(async () => (await page.context().cookies(SITE)).map((cookie) => cookie.name))
    .not.toContain(CART_COOKIE);
  await expectNoAxeViolations(page, { include: 'main' });

  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download copy' }).click();
  expect((await download).suggestedFilename()).toMatch(/^order-\d+\.pdf$/);
});

test('a member pays with the default saved card in one tap and sees the order confirmed', async ({
  page,
}) => {
  const { item } = await startCart(page, 'club-scarf');
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

test("a guest pays with quick checkout after the bank's authentication step", async ({ page }) => {
  const { item } = await startCart(page, 'bobble-hat');
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Quick Checkout' }).click();
  await main.getByLabel('First name').fill('Ciara');
  await main.getByLabel('Last name').fill('Walsh');
  await main.getByLabel('Email').fill(`ciara.${Date.now()}@example.ie`);
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('button', { name: 'Click here to update details' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });

  await enterNewCard(page, '4000 0027 6000 3184');
  await main.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete authentication' }).click();

  await expect(page).toHaveURL(`${SITE}/checkout/confirmation`);
  await expect(main.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(main.getByText(item.name, { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(main.getByText('Thank you for your order!')).toHaveCount(0);
});

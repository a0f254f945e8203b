import { expect, test, type Page } from '@playwright/test';
import type { CheckoutResult, ShoppingCart, TestCardToken } from '@touchline/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { API } from '../support/club';
import { memberLikeSeeded } from '../support/members';

const BACK_OFFICE = 'http://localhost:4300';
const ORDERS = `${BACK_OFFICE}/orders`;

test.setTimeout(120_000);

async function call<T>(path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

async function productId(slug: string): Promise<number> {
  return (await call<{ product_id: number }>(`/v2/store/demo/shop-items/${slug}`)).product_id;
}

/**
 * A buyer of this journey alone pays for two club scarves and a bobble hat (€42.00) with the
 * card simulator, as the site's checkout does: the order the admin then looks for.
 */
async function buyerPlacesOrder(): Promise<CheckoutResult> {
  const buyer = await memberLikeSeeded('order-refund');
  const { access_token: token } = await call<{ access_token: string }>('/oauth/token', {
    body: { grant_type: 'password', username: buyer.email, password: buyer.password },
  });
  const cart = await call<ShoppingCart>('/v2/store/demo/shopping-cart', {
    token,
    body: {
      items: [
        { product_id: await productId('club-scarf'), quantity: 2 },
        { product_id: await productId('bobble-hat'), quantity: 1 },
      ],
    },
  });
  const card = await call<TestCardToken>('/v2/payments/test/confirmation-tokens', {
    body: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
  });
  const paid = await call<CheckoutResult>('/v2/store/demo/checkouts', {
    token,
    body: { shopping_cart_id: cart.shopping_cart_id, confirmation_token: card.id },
  });
  expect(paid.status).toBe('succeeded');
  return paid;
}

async function signInAsAdmin(page: Page) {
  await page.goto(ORDERS);
  await expect(page).toHaveURL(/\/authentication\/sign-in\?redirect=%2Forders$/);
  await page.getByLabel('Email', { exact: true }).fill('admin@demo.touchline.test');
  await page.getByLabel('Password', { exact: true }).fill('DevOnly-Admin-1');
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(ORDERS);
}

test('an admin finds the order a buyer just made, refunds one line and sees it partly refunded', async ({
  page,
}) => {
  const order = await buyerPlacesOrder();
  await signInAsAdmin(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await main.getByLabel('Search by order number or buyer email').fill(String(order.order_seq));
  // The number may also be part of another buyer's address: the row is the one of this order.
  // `has` looks inside each row, so its locator starts from the row, not from the page's main.
  const link = page.getByRole('link', { name: `#${order.order_seq}`, exact: true });
  const row = main.getByRole('row').filter({ has: link });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('€42.00');
  await expect(row).toContainText('Paid');
  await expectNoAxeViolations(page, { include: 'main' });
  await row.getByRole('link', { name: `#${order.order_seq}`, exact: true }).click();

  await expect(page).toHaveURL(`${ORDERS}/${order.order_id}`);
  await expect(
    main.getByRole('heading', { level: 1, name: `Order ${order.order_seq}` }),
  ).toBeVisible();
  const scarves = main.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: 'Club Scarf × 2' }),
  });
  await expect(scarves).toContainText('Refundable€30.00');
  await expectNoAxeViolations(page, { include: 'main' });

  // One of the two scarves is refunded.
  await main.getByRole('button', { name: 'Refund Club Scarf' }).click();
  const form = page.getByRole('dialog', { name: 'Refund Club Scarf' });
  const amount = form.getByLabel(/Amount to refund/);
  await expect(amount).toBeFocused();
  await amount.fill('15.00');
  await form.getByLabel(/Reason/).fill('One scarf was returned');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Refund', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Refund €15.00?' });
  await confirm.getByRole('button', { name: 'Refund €15.00' }).click();

  const result = main.getByText('Refunded €15.00 of Club Scarf. The order is now partly refunded.');
  await expect(result).toBeVisible();
  await expect(result).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main.getByText('Partly refunded').first()).toBeVisible();
  await expect(scarves).toContainText('Refunded€15.00');
  await expect(scarves).toContainText('Refundable€15.00');
  await expect(
    main.getByRole('heading', { level: 2, name: 'Refunds' }).locator('+ ul'),
  ).toContainText('€15.00 of Club Scarf');
  await expectNoAxeViolations(page, { include: 'main' });

  // The list says so too.
  await main.getByRole('link', { name: 'Back to orders' }).click();
  await main.getByLabel('Search by order number or buyer email').fill(String(order.order_seq));
  const refunded = main.getByRole('row').filter({ has: link });
  await expect(refunded).toContainText('€15.00');
  await expect(refunded).toContainText('Partly refunded');

  // On a phone the order's page fits the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${ORDERS}/${order.order_id}`);
  await expect(
    main.getByRole('heading', { level: 1, name: `Order ${order.order_seq}` }),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the order page scrolls sideways at 375 px').toBeLessThanOrEqual(0);
  await expect(main.getByRole('button', { name: 'Refund Club Scarf' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });
});

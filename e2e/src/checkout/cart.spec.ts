import { expect, test } from '@playwright/test';
import type { Product, ShoppingCart } from '@touchline/contracts';
import { API } from '../support/club';
import { expectNoAxeViolations } from '../support/axe';

const SITE = 'http://demo.localhost:4200';
/** The cart id cookie the site reads (`CART_COOKIE` of @touchline/api-client). */
const CART_COOKIE = 'touchline_cart';

async function product(path: string): Promise<Product> {
  const response = await fetch(`${API}/v2/store/demo/${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as Product;
}

/** A visitor's cart made through the API: two Summer Draw tickets and a home jersey. */
async function createCart(): Promise<{ cart: ShoppingCart; draw: Product; jersey: Product }> {
  const draw = await product('products/summer-draw');
  const jersey = await product('shop-items/home-jersey');
  const sizes = (jersey.metadata as { sizes?: string[] }).sizes ?? [];
  const response = await fetch(`${API}/v2/store/demo/shopping-cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [
        { product_id: draw.product_id, quantity: 2 },
        { product_id: jersey.product_id, metadata: sizes[0] ? { size: sizes[0] } : {} },
      ],
    }),
  });
  if (response.status !== 201) throw new Error(`Cart: ${response.status}`);
  return { cart: (await response.json()) as ShoppingCart, draw, jersey };
}

const euro = (cents: number) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

test('the header counts the stored cart; the sheet lists it, removes an item and leads to checkout', async ({
  page,
  context,
}) => {
  const { cart, draw, jersey } = await createCart();
  // The cart id cookie is host-only: each club's domain keeps its own cart.
  await context.addCookies([
    { name: CART_COOKIE, value: cart.shopping_cart_id, url: SITE, sameSite: 'Strict' },
  ]);

  await page.goto('/');
  const button = page.getByRole('button', { name: 'Cart, 2 items' });
  await expect(button).toBeVisible();
  await button.click();

  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Draw tickets × 2' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Shop items' })).toBeVisible();
  await expect(sheet.getByText(draw.name, { exact: true })).toBeVisible();
  await expect(sheet.getByText(jersey.name, { exact: true })).toBeVisible();
  await expect(sheet.getByText('Collect at the clubhouse shop')).toBeVisible();
  const total = sheet.locator('dt', { hasText: /^Total$/ }).locator('+ dd');
  await expect(total).toHaveText(euro(cart.pay_today.total));
  await expectNoAxeViolations(page, { include: 'dialog' });
  // A bottom sheet: it rises from the bottom edge of the window, over the page's width.
  const box = await sheet.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(box.height).toBeLessThan(viewport.height);
    expect(box.width).toBeGreaterThan(viewport.width / 2);
  }

  await sheet.getByRole('button', { name: `Remove ${jersey.name}` }).click();
  await expect(sheet.getByText(jersey.name, { exact: true })).toHaveCount(0);
  await expect(total).toHaveText(euro(2 * draw.price));
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();

  await sheet.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(sheet).toHaveCount(0);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(main.getByText(draw.name, { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Sign in or create account' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  await expectNoAxeViolations(page, { include: 'main' });
});

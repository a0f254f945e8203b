import { expect, test } from '@playwright/test';
import type { Product, ShoppingCart } from '@touchline/contracts';
import { API } from '../support/club';
import { expectNoEnglish, stringsOf, watchClubContent } from '../support/english-left';

const SITE = 'http://demo.localhost:4200';
/** The cart id cookie the site reads (`CART_COOKIE` of @touchline/api-client). */
const CART_COOKIE = 'touchline_cart';

test('the site in Irish: home, an article, membership, lotto, the cart and the checkout have no English left but what the club wrote', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.addCookies([{ name: 'touchline_lang', value: 'ga', url: SITE }]);
  const content = watchClubContent(page);

  await page.goto('/');
  const news = page.getByRole('region', { name: 'An nuacht is déanaí' });
  await expect(news.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoEnglish(page, content, 'the home');

  await news.getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await expect(page.getByText('Foilsithe')).toBeVisible();
  await expectNoEnglish(page, content, 'an article');

  await page.goto('/products/membership');
  await expect(page.getByRole('heading', { name: 'Roghnaigh pleananna ó na cláir' })).toBeVisible();
  await expectNoEnglish(page, content, 'the membership page');

  await page.goto('/products/lotto/club-lotto');
  await page.getByRole('button', { name: 'Tá, tá mé os cionn 18' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(/^Líne 1:/).first()).toBeVisible();
  await expectNoEnglish(page, content, 'the lotto');

  // A shop item in the cart (put there through the API, as a visitor's add would).
  const item = (await (
    await fetch(`${API}/v2/store/demo/shop-items/bobble-hat`)
  ).json()) as Product;
  stringsOf(item, content);
  const added = await fetch(`${API}/v2/store/demo/shopping-cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ product_id: item.product_id, metadata: {} }] }),
  });
  expect(added.status).toBe(201);
  const cart = (await added.json()) as ShoppingCart;
  stringsOf(cart, content);
  await context.addCookies([
    { name: CART_COOKIE, value: cart.shopping_cart_id, url: SITE, sameSite: 'Strict' },
  ]);
  await page.goto('/products/shop');
  await page.getByRole('banner').getByRole('button', { name: 'Ciseán, 1 earra' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText(item.name)).toBeVisible();
  await expectNoEnglish(page, content, 'the cart');

  await page.goto('/checkout');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Seiceáil Amach Tapa' }).click();
  await main.getByLabel(/^Céadainm/).fill('Ciara');
  await main.getByLabel(/^Sloinne/).fill('Walsh');
  await main.getByLabel(/^Ríomhphost/).fill(`ciara.${Date.now()}@example.ie`);
  await main.getByRole('button', { name: 'Lean ar aghaidh' }).click();
  await expect(main.getByRole('group', { name: 'Sonraí an chárta' })).toBeVisible();
  await expectNoEnglish(page, content, 'the checkout');
});

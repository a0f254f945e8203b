import { expect, test } from '@playwright/test';
import { expectAddedToCart } from '../products/product-journeys';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';

// The lakeside club's single sign-on is optional: the checkout's sign-in offers the club's login
// beside the email. The API's development identity provider stands in for the club's own.
const LAKESIDE = 'http://lakeside.localhost:4200';
const SSO_LABEL = 'Login with SSO';
/** The club's shop item: in a visitor's cart without signing in. */
const BOTTLE = 'Club Water Bottle';

test("optional SSO at checkout: a visitor with a cart signs in through the club's login and comes back to the checkout, the cart kept", async ({
  page,
}) => {
  const member = await memberLikeSeeded('checkout-sso', 'lakeside');
  await page.goto(`${LAKESIDE}/products/shop/club-water-bottle`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: BOTTLE })).toBeVisible();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  const sheet = await expectAddedToCart(page);
  await sheet.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(`${LAKESIDE}/checkout`);

  // The sign-in panel: the club's login, 'or', then the email.
  const cart = main.getByRole('region', { name: 'Your cart' });
  await expect(cart.getByText(BOTTLE)).toBeVisible();
  const panel = main.getByRole('region', { name: 'Sign in or create account' });
  const sso = panel.getByRole('button', { name: SSO_LABEL });
  await expect(sso).toBeVisible();
  await expect(panel.getByText('or', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Enter email' })).toBeVisible();
  await expectNoAxeViolations(page);

  await sso.click();
  await expect(page).toHaveURL(/\/dev\/sso\/authorize\?state=/);
  await expect(page.getByText('Signing in to Lakeside Hockey Club')).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Back at the checkout, signed in, with the same cart: now the member's.
  await expect(page).toHaveURL(`${LAKESIDE}/checkout`);
  await expect(main.getByRole('heading', { name: 'Hello, Siobhan' })).toBeVisible();
  await expect(cart.getByText(BOTTLE)).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Pay Now' })).toBeVisible();
});

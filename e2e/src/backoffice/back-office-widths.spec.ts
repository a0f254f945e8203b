import { expect, test, type Page } from '@playwright/test';
import { memberOf } from '../support/members';
import { expectNoAxeViolations } from '../support/axe';

/**
 * The back office and the account host at the widths an admin or member uses them: every tool
 * reachable, nothing off screen or scrolling sideways, and links that lead to the club's site
 * from hosts that are not it.
 */

const BACK_OFFICE = 'http://localhost:4300';
const SITE = 'http://demo.localhost:4200';
const ACCOUNT = 'http://myaccount.localhost:4200';
const WIDTHS = [1400, 992, 375] as const;
/** Where the back office's tools go behind its Menu button. */
const COLLAPSE_BELOW = 1200;

const TOOLS = [
  { link: 'Emails', heading: 'Email distribution lists' },
  { link: 'Contact inbox', heading: 'Contact inbox' },
  { link: 'Forms', heading: 'Registration forms' },
  { link: 'Members', heading: 'Members' },
  { link: 'Payments', heading: 'Payments' },
  { link: 'Orders', heading: 'Orders' },
  { link: 'Club settings', heading: 'Club settings' },
  { link: 'News', heading: 'News and pages' },
  { link: 'Team', heading: 'Team' },
];

async function expectFits(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where}: the page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, { where });
}

/** The header keeps one row: its brand and the user's greeting side by side. */
async function expectOneRow(page: Page) {
  const banner = page.getByRole('banner');
  const brand = await banner.getByRole('link', { name: 'Touchline back-office' }).boundingBox();
  const hello = await banner.getByRole('button', { name: 'Hello Niamh' }).boundingBox();
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  expect(
    Math.abs(middle(brand!) - middle(hello!)),
    'the greeting wrapped to a second row',
  ).toBeLessThan(4);
}

/** The control is on screen: inside the window's width, not cut off at its right edge. */
async function expectOnScreen(page: Page, name: string, role: 'button' | 'link') {
  const box = await page.getByRole('banner').getByRole(role, { name }).boundingBox();
  expect(box, `${name} is shown`).not.toBeNull();
  const width = page.viewportSize()?.width ?? 0;
  expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
}

async function openTool(page: Page, width: number, link: string) {
  const banner = page.getByRole('banner');
  if (width < COLLAPSE_BELOW) {
    const menu = banner.getByRole('button', { name: 'Menu' });
    await expect(banner.getByRole('navigation', { name: 'Back-office' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  await banner.getByRole('link', { name: link, exact: true }).click();
  if (width < COLLAPSE_BELOW) {
    await expect(banner.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  }
}

async function signInAsAdmin(page: Page) {
  await page.goto(BACK_OFFICE);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email', { exact: true }).fill('admin@demo.touchline.test');
  await page.getByLabel('Password', { exact: true }).fill('DevOnly-Admin-1');
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page.getByRole('main')).toContainText('You are running Glenarden Gaels GAA Club.');
}

for (const width of WIDTHS) {
  test(`an admin reaches every tool and the club site at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAsAdmin(page);
    const main = page.getByRole('main');
    for (const tool of TOOLS) {
      await expect(main.getByRole('link', { name: tool.link, exact: true })).toBeVisible();
    }
    await expectOnScreen(page, 'Hello Niamh', 'button');
    await expectOneRow(page);
    await expectFits(page, `home at ${width}px`);

    for (const tool of TOOLS) {
      await openTool(page, width, tool.link);
      await expect(page.getByRole('heading', { level: 1, name: tool.heading })).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expectOnScreen(page, 'Hello Niamh', 'button');
      await expectFits(page, `${tool.link} at ${width}px`);
    }
    // The lists' Actions column is whole: its buttons are on screen, as a table or as cards.
    await openTool(page, width, 'Emails');
    const deactivate = page.getByRole('button', { name: /^Deactivate / }).first();
    await expect(deactivate).toBeVisible();
    const box = await deactivate.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);

    // From the back office, 'Go to my club' is the club's own site.
    await page.getByRole('button', { name: 'Hello Niamh' }).click();
    await page.getByRole('link', { name: 'Go to my club' }).click();
    await expect(page).toHaveURL(`${SITE}/`);
  });
}

test("the account host's header and footer lead to the club's pages on its site", async ({
  page,
}) => {
  const member = await memberOf('demo', {
    email: 'account-links@journeys.touchline.test',
    firstName: 'Orla',
    lastName: 'Brennan',
  });
  await page.goto(`${ACCOUNT}/orders`);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'My account' })).toBeVisible();

  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', `${SITE}/`);
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'href',
    `${SITE}/contact`,
  );
  await expect(footer.getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
    'href',
    `${SITE}/accessibility`,
  );
  await footer.getByRole('link', { name: 'Club Shop' }).click();
  await expect(page).toHaveURL(`${SITE}/products/shop`);
  await expect(page.getByRole('heading', { level: 1, name: 'Club Shop' })).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import type { ClubLook, ClubMenu } from '@touchline/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { demoAdminToken } from '../support/admin-token';
import { API } from '../support/club';

const BACK_OFFICE = 'http://localhost:4300';
const SETTINGS = `${BACK_OFFICE}/club-settings`;
const SITE = 'http://demo.localhost:4200';

const PRIMARY = 'Primary colour (header, footer, buttons, links)';
const LOW_PRIMARY =
  'Links in the primary colour on the white page: contrast 4.48:1, below the 4.5:1 WCAG AA requires for text.';

// A long journey across two apps, with an accessibility check on every screen.
test.setTimeout(120_000);

async function signInAsAdmin(page: Page) {
  await page.goto(SETTINGS);
  await expect(page).toHaveURL(/\/authentication\/sign-in\?redirect=%2Fclub-settings$/);
  await page.getByLabel('Email', { exact: true }).fill('admin@demo.touchline.test');
  await page.getByLabel('Password', { exact: true }).fill('DevOnly-Admin-1');
  await page.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(SETTINGS);
}

async function call<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API}/v2/backoffice/club/${path}`, {
    method: body === undefined ? 'GET' : 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return (await response.json()) as T;
}

/** The club site's primary colour as its root carries it, lower case. */
async function sitePrimary(page: Page): Promise<string> {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement)
      .getPropertyValue('--club-primary')
      .trim()
      .toLowerCase(),
  );
}

test('an admin changes the primary colour and a menu label, and the club site shows both', async ({
  page,
}) => {
  // Put back afterwards, so the other journeys see the seeded look and menu.
  const token = await demoAdminToken();
  const look = await call<ClubLook>(token, 'look');
  const menu = await call<ClubMenu>(token, 'menu');
  const first = menu.data[0];
  expect(first).toBeDefined();
  try {
    await signInAsAdmin(page);
    const lookSection = page.getByRole('region', { name: 'Look' });
    const primary = lookSection.getByRole('textbox', { name: PRIMARY });
    await expect(primary).toHaveValue(look.colors.primary);
    await expectNoAxeViolations(page);

    await primary.fill('#1D3557');
    await expect(lookSection.getByTestId('header-preview')).toHaveCSS(
      'background-color',
      'rgb(29, 53, 87)',
    );
    await lookSection.getByRole('button', { name: 'Save look' }).click();
    await expect(page.getByText('The club’s look has been saved.')).toBeVisible();

    const menuSection = page.getByRole('region', { name: 'Menu' });
    const item = menuSection.getByRole('group', { name: `Item 1: ${first!.title}` });
    await item.getByRole('textbox', { name: 'Title', exact: true }).fill('Who We Are');
    await menuSection.getByRole('button', { name: 'Save menu' }).click();
    await expect(page.getByText('The club’s menu has been saved.')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Recent changes' })
        .getByText(/^Menu changed by/)
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The club site's next load shows both.
    await page.goto(SITE);
    expect(await sitePrimary(page)).toBe('#1d3557');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Who We Are' }),
    ).toBeVisible();
  } finally {
    await call(token, 'look', { name: look.name, colors: look.colors, features: look.features });
    await call(token, 'menu', menu);
  }
  // Put back, the next load shows the seeded look and menu.
  await page.goto(SITE);
  expect(await sitePrimary(page)).toBe(look.colors.primary.toLowerCase());
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: first!.title }),
  ).toBeVisible();
});

test('a primary colour below WCAG AA is refused with the message, and nothing is saved', async ({
  page,
}) => {
  const token = await demoAdminToken();
  const look = await call<ClubLook>(token, 'look');
  try {
    await signInAsAdmin(page);
    const lookSection = page.getByRole('region', { name: 'Look' });
    const primary = lookSection.getByRole('textbox', { name: PRIMARY });
    await expect(primary).toHaveValue(look.colors.primary);
    await primary.fill('#777777');
    await expect(lookSection.getByRole('alert')).toHaveText(LOW_PRIMARY);
    await lookSection.getByRole('button', { name: 'Save look' }).click();
    await expect(page.getByText('The club’s look has been saved.')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The API refuses it as well, naming the pair.
    const refused = await fetch(`${API}/v2/backoffice/club/look`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...look, colors: { ...look.colors, primary: '#777777' } }),
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(LOW_PRIMARY);
    expect((await call<ClubLook>(token, 'look')).colors.primary).toBe(look.colors.primary);
  } finally {
    await call(token, 'look', { name: look.name, colors: look.colors, features: look.features });
  }
});

import { expect, type Page, test } from '@playwright/test';
import type { ClubBrandSettings, ClubBrandUpdateBody } from '@touchline/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { demoAdminToken } from '../support/admin-token';
import { API } from '../support/club';
import { DEMO_ADMIN, signInToBackOffice } from '../support/sign-in';

const SITE = 'http://demo.localhost:4200';

const SECTION = 'Logo, banner and social links';
const SAVED = 'The club’s logo, banner and social links have been saved.';
const NEW_TITLE = 'Summer camp 2027';
const NEW_INSTAGRAM = 'https://www.instagram.com/gaels_summer_camp';
const FIX_FIELDS = 'Please check the fields marked above.';
const BAD_FACEBOOK =
  'Enter the club’s Facebook address, for example https://www.facebook.com/yourclub, or leave it empty';

// A long journey across two apps, with an accessibility check on every screen.
test.setTimeout(120_000);

async function brandCall(token: string, body?: ClubBrandUpdateBody): Promise<Response> {
  return fetch(`${API}/v2/backoffice/club/brand`, {
    method: body === undefined ? 'GET' : 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function readBrand(token: string): Promise<ClubBrandSettings> {
  const response = await brandCall(token);
  expect(response.status).toBe(200);
  return (await response.json()) as ClubBrandSettings;
}

/**
 * Loads the club home; says how the page server answered it (its `Server-Timing`: made afresh,
 * kept, or kept from before because the content version could not be read), for a failure.
 */
async function visitHome(page: Page): Promise<string> {
  const response = await page.goto(SITE);
  return `the home as the page server answered it: ${response?.headers()['server-timing'] ?? 'no timing'}`;
}

/** Puts back the brand the journey found, so the other journeys see the seeded club. */
async function restore(token: string, brand: ClubBrandSettings) {
  const response = await brandCall(token, brand);
  expect(response.status, `restoring the brand: ${response.status}`).toBe(200);
}

test('an admin changes the banner title and a social link, and the club site shows both', async ({
  page,
}) => {
  const token = await demoAdminToken();
  const brand = await readBrand(token);
  expect(brand.banner).not.toBeNull();
  try {
    await signInToBackOffice(page, '/club-settings', DEMO_ADMIN);
    const section = page.getByRole('region', { name: SECTION });
    const title = section.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toHaveValue(brand.banner!.title);
    await expectNoAxeViolations(page);

    await title.fill(NEW_TITLE);
    await section.getByRole('textbox', { name: 'Instagram address' }).fill(NEW_INSTAGRAM);
    await expect(section.getByTestId('banner-preview')).toContainText(NEW_TITLE);
    await expect(section.getByTestId('footer-preview')).toContainText(NEW_INSTAGRAM);
    await section.getByRole('button', { name: 'Save logo, banner and links' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Recent changes' })
        .getByText(/^Logo, banner and social links changed by/)
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The club site's next load shows both: the home's banner and the footer's link.
    const changed = await visitHome(page);
    await expect(page.getByText(NEW_TITLE, { exact: true }), changed).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' }),
    ).toHaveAttribute('href', NEW_INSTAGRAM);
  } finally {
    await restore(token, brand);
  }
  const restored = await visitHome(page);
  await expect(page.getByText(brand.banner!.title, { exact: true }), restored).toBeVisible();
});

test('a social link of the wrong site shows its message, and nothing is saved', async ({
  page,
}) => {
  const token = await demoAdminToken();
  const brand = await readBrand(token);
  try {
    await signInToBackOffice(page, '/club-settings', DEMO_ADMIN);
    const section = page.getByRole('region', { name: SECTION });
    const facebook = section.getByRole('textbox', { name: 'Facebook address' });
    await expect(facebook).toHaveValue(brand.facebook ?? '');
    await facebook.fill('https://www.instagram.com/glenardengaels');
    await facebook.blur();
    await expect(section.getByText(BAD_FACEBOOK)).toBeVisible();
    await section.getByRole('button', { name: 'Save logo, banner and links' }).click();
    // The form refuses to send it: its notice shows, and no saved notice follows it.
    await expect(section.getByRole('alert')).toHaveText(FIX_FIELDS);
    await expect(page.getByText(SAVED)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The API refuses it as well, naming the field.
    const refused = await brandCall(token, {
      ...brand,
      facebook: 'https://www.instagram.com/glenardengaels',
    });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors['body.facebook']).toEqual([BAD_FACEBOOK]);
    expect((await readBrand(token)).facebook).toBe(brand.facebook);
  } finally {
    await restore(token, brand);
  }
});

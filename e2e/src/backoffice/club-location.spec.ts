import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { demoAdminToken } from '../support/admin-token';

const BACK_OFFICE = 'http://localhost:4300';
const SETTINGS = `${BACK_OFFICE}/club-settings`;
const SITE = 'http://demo.localhost:4200';

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

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save location' }).click();
  await expect(page.getByText('The club’s location has been saved.')).toBeVisible();
}

/** The contact page's way to the grounds: the map link carries the saved point. */
async function expectContactPageAt(page: Page, latitude: string, longitude: string) {
  await page.goto(`${SITE}/contact`);
  await expect(page.getByRole('heading', { name: 'Find us' })).toBeVisible();
  await expect(page.getByText('Páirc na nGael, Glenarden Road')).toBeVisible();
  await expect(page.getByRole('link', { name: /Open in a map/ })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
  );
  await expectNoAxeViolations(page, { include: 'main' });
}

test('an admin places the club, saves, and the contact page shows the location', async ({
  page,
}) => {
  const mapboxRequests: string[] = [];
  page.on('request', (request) => {
    if (/mapbox/i.test(request.url())) mapboxRequests.push(request.url());
  });
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Club settings' })).toBeVisible();
  // No token configured: the picker is the address search and the coordinates, no map.
  await expect(page.getByLabel('Latitude')).toHaveValue('53.3312');
  await expect(page.getByTestId('map-picker')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel('Latitude').fill('53.3401');
  await page.getByLabel('Longitude').fill('-8.2105');
  await save(page);
  await expectContactPageAt(page, '53.3401', '-8.2105');

  await page.goto(SETTINGS);
  const search = page.getByRole('searchbox', { name: 'Address search' });
  await search.fill('1 Unknown Street, Atlantis');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No location found for this address.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByLabel('Latitude')).toHaveValue('53.3401');

  // The development geocoder knows the seeded addresses: several clubs' grounds match, and
  // nothing moves until the admin chooses one (by keyboard: the focus is on the first).
  await search.fill('Road, Ireland');
  await search.press('Enter');
  const choices = page.getByRole('list', { name: 'Choose the address you meant' });
  await expect(choices.getByRole('button')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await expect(page.getByLabel('Latitude')).toHaveValue('53.3401');
  const grounds = choices.getByRole('button', { name: /^Páirc na nGael, Glenarden Road/ });
  await expect(grounds).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Marker placed at: Páirc na nGael, Glenarden Road/)).toBeVisible();
  await expect(page.getByLabel('Latitude')).toHaveValue('53.3312');
  await expect(page.getByLabel('Longitude')).toHaveValue('-8.2241');
  await save(page);
  await expectContactPageAt(page, '53.3312', '-8.2241');
  expect(mapboxRequests).toEqual([]);
});

const API = 'http://localhost:3333';

interface Location {
  latitude: number;
  longitude: number;
  display_address: string | null;
}

async function clubLocation(token: string): Promise<Location> {
  const response = await fetch(`${API}/v2/backoffice/club/location`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Location;
}

async function placeClub(token: string, location: Location) {
  const response = await fetch(`${API}/v2/backoffice/club/location`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(location),
  });
  expect(response.status).toBe(200);
}

test("the club's new location shows on the next load of the page the server keeps", async ({
  page,
}) => {
  // The contact page comes with the club record the page server read: kept in its memory, the
  // page must not bring the club's old location once an admin has moved it.
  const token = await demoAdminToken();
  const before = await clubLocation(token);
  const mapLink = page.getByRole('link', { name: /Open in a map/ });
  const pointOf = ({ latitude, longitude }: Pick<Location, 'latitude' | 'longitude'>) =>
    new RegExp(`mlat=${latitude}&mlon=${longitude}#`);
  const visit = async () => {
    const response = await page.goto(`${SITE}/contact`);
    return response?.headers()['server-timing'] ?? '';
  };
  try {
    await visit();
    // The second visit is answered from the page server's memory.
    expect(await visit()).toMatch(/cache;desc=(hit|stale)/);
    await expect(mapLink).toHaveAttribute('href', pointOf(before));

    const moved = { ...before, latitude: 53.3456, longitude: -8.2345 };
    await placeClub(token, moved);
    expect(await visit()).toMatch(/cache;desc=miss/);
    await expect(mapLink).toHaveAttribute('href', pointOf(moved));
  } finally {
    await placeClub(token, before);
  }
  // Put back, the next visit shows the club where it was.
  await visit();
  await expect(mapLink).toHaveAttribute('href', pointOf(before));
});

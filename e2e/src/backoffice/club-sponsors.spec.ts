import { expect, test } from '@playwright/test';
import type { BackofficeSponsorList } from '@touchline/contracts';
import { demoAdminToken } from '../support/admin-token';
import { expectNoAxeViolations } from '../support/axe';
import { API } from '../support/club';
import { solidPng } from '../support/png';
import { BACK_OFFICE, DEMO_ADMIN, signInToBackOffice } from '../support/sign-in';

const SETTINGS = `${BACK_OFFICE}/club-settings`;
const SITE = 'http://demo.localhost:4200';
const SPONSORS = `${API}/v2/backoffice/club/sponsors`;
/** The journey's own sponsor, told apart from the seeded ones by its name. */
const NAME = 'Journey Sports Outfitters';

// A journey across two apps, with an accessibility check on the settings page.
test.setTimeout(120_000);

async function call<T>(token: string, method: string, path = '', body?: unknown): Promise<T> {
  const response = await fetch(`${SPONSORS}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} sponsors${path}: ${response.status}`).toBe(200);
  return (await response.json()) as T;
}

/** Takes the journey's sponsor away and puts the seeded ones back in their order. */
async function restore(token: string, seeded: BackofficeSponsorList) {
  let now = await call<BackofficeSponsorList>(token, 'GET');
  for (const sponsor of now.data.filter((one) => one.name === NAME)) {
    now = await call<BackofficeSponsorList>(token, 'DELETE', `/${sponsor.id}`);
  }
  const ids = seeded.data.map((sponsor) => sponsor.id);
  if (now.data.map((sponsor) => sponsor.id).join() !== ids.join()) {
    await call(token, 'PUT', '/order', { ids });
  }
}

test("an admin adds a sponsor with a logo and moves it first, the club home's strip shows it first, then removes it", async ({
  page,
}) => {
  // Put back afterwards, so the other journeys see the seeded sponsors in their order.
  const token = await demoAdminToken();
  const seeded = await call<BackofficeSponsorList>(token, 'GET');
  try {
    await signInToBackOffice(page, '/club-settings', DEMO_ADMIN);
    const section = page.getByRole('region', { name: 'Sponsors' });
    const items = section.getByRole('list', { name: 'Sponsors' }).getByRole('listitem');
    await expect(items).toHaveCount(seeded.data.length);

    await section.getByRole('button', { name: 'Add sponsor' }).click();
    const form = section.getByRole('form', { name: 'Add a sponsor' });
    await form.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await form
      .getByRole('textbox', { name: 'Link (optional)' })
      .fill('https://example.com/outfitters');
    await form.getByTestId('sponsor-logo-input').setInputFiles({
      name: 'outfitters.png',
      mimeType: 'image/png',
      buffer: solidPng(400, 200, [178, 34, 34]),
    });
    await expect(form.getByRole('img', { name: `Logo of ${NAME}` })).toBeVisible();
    // Featured, as the seeded first sponsor is: the site puts featured sponsors first.
    await form.getByRole('checkbox', { name: /Featured/ }).check();
    await form.getByRole('button', { name: 'Save sponsor' }).click();
    await expect(page.getByText(`${NAME} has been added to the sponsors.`)).toBeVisible();
    await expect(items.last()).toContainText(NAME);
    await expectNoAxeViolations(page);

    // Moved first one place at a time, by the keyboard as a user of one would.
    const up = section.getByRole('button', { name: `Move up: ${NAME}` });
    const count = seeded.data.length + 1;
    for (let place = count - 2; place >= 0; place--) {
      await up.focus();
      await page.keyboard.press('Enter');
      await expect(items.nth(place)).toContainText(NAME);
      if (place > 0) await expect(up).not.toHaveAttribute('aria-disabled', 'true');
    }
    await expect(up).toHaveAttribute('aria-disabled', 'true');
    await expect(section.getByTestId('sponsors-preview').getByRole('img').first()).toHaveAttribute(
      'alt',
      NAME,
    );
    await expect(
      page
        .getByRole('region', { name: 'Recent changes' })
        .getByText(/^Sponsors changed by/)
        .first(),
    ).toBeVisible();

    // The club home's next load shows it first in the strip.
    await page.goto(SITE);
    const strip = page.getByRole('region', { name: 'Our sponsors' });
    await expect(strip.getByRole('listitem').first().getByRole('img')).toHaveAttribute('alt', NAME);

    await page.goto(SETTINGS);
    await section.getByRole('button', { name: `Remove: ${NAME}` }).click();
    const question = page.getByRole('alertdialog', { name: `Remove ${NAME}?` });
    await question.getByRole('button', { name: 'Remove sponsor' }).click();
    await expect(page.getByText(`${NAME} has been removed from the sponsors.`)).toBeVisible();
    await expect(items).toHaveCount(seeded.data.length);
  } finally {
    await restore(token, seeded);
  }
  // Put back: the home's next load no longer shows it, and starts with the seeded first sponsor.
  await page.goto(SITE);
  const strip = page.getByRole('region', { name: 'Our sponsors' });
  await expect(strip.getByRole('listitem').first().getByRole('img')).toHaveAttribute(
    'alt',
    seeded.data.find((sponsor) => sponsor.featured && sponsor.image)?.name ?? '',
  );
  await expect(strip.getByRole('img', { name: NAME })).toHaveCount(0);
});

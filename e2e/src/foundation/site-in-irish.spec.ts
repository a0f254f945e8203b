import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { memberLikeSeeded } from '../support/members';
import { signInOnPage } from '../support/sign-in';

const SITE = 'http://demo.localhost:4200';

test("a visitor switches the club's site to Irish and back, and the choice stays", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IE');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Gaeilge' }).click();

  // The page comes again, in Irish from the server on.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ga-IE');
  const irishNav = page.getByRole('navigation', { name: 'Príomhroghchlár' });
  await expect(irishNav.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
  const footer = page.getByRole('navigation', { name: 'Buntásc' });
  await expect(footer.getByRole('link', { name: 'Baile' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Teagmháil' })).toBeVisible();
  // The remotes' parts of the page too: the news from the server, the header's widgets.
  await expect(page.getByRole('heading', { name: 'An nuacht is déanaí' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Ciseán, 0 earra' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sínigh isteach' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Inrochtaineacht' })).toBeVisible();
  const cookies = page.getByRole('region', { name: 'Toiliú le fianáin' });
  await expect(cookies.getByRole('button', { name: 'Tuigim' })).toBeVisible();
  await expect(page.getByText('Powered by')).toHaveCount(0);
  await expectNoAxeViolations(page, { where: 'the home in Irish' });

  // Dates name their month in Irish.
  const IRISH_MONTH =
    /^\d{1,2} (Eanáir|Feabhra|Márta|Aibreán|Bealtaine|Meitheamh|Iúil|Lúnasa|Meán Fómhair|Deireadh Fómhair|Samhain|Nollaig) \d{4}$/;
  await expect(
    page.getByRole('region', { name: 'An nuacht is déanaí' }).locator('time').first(),
  ).toHaveText(IRISH_MONTH);

  // The shop's pages are counted in Irish.
  await page.goto('/products/shop');
  const pages = page.getByRole('navigation', { name: 'Leathanúchán' });
  await expect(pages.getByText(/^1 – \d+ as \d+$/)).toBeVisible();
  await expect(
    pages.getByRole('combobox', { name: 'Míreanna in aghaidh an leathanaigh:' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { where: 'the shop in Irish' });

  // Another page of the site, and a new visit, are in Irish too.
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ga-IE');
  await expect(page.getByRole('navigation', { name: 'Buntásc' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Príomhroghchlár' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IE');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
});

test('the switch works before the page has its code: the server keeps the choice and sends the visitor back', async ({
  page,
}) => {
  // The request's client resolves no *.localhost name: the bare host is the default club's.
  const answer = await page.request.get('http://127.0.0.1:4200/language?to=ga&return=%2Fcontact', {
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers()['location']).toBe('/contact');
  expect(answer.headers()['set-cookie']).toMatch(
    /^touchline_lang=ga; Max-Age=31536000; Path=\/; SameSite=Lax/,
  );
  // Marked as not on a member's account yet: the app saves it there if the page has a session.
  expect(answer.headers()['set-cookie']).toMatch(/touchline_lang_unsaved=1; Path=\/; SameSite=Lax/);

  await page.goto('/language?to=ga&return=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ga-IE');
});

/** Signs the member in on the page, and waits until the header says so. */
async function signInAs(page: Page, member: Parameters<typeof signInOnPage>[1]) {
  await page.goto(`${SITE}/authentication/check-email`);
  await signInOnPage(page, member);
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^(Sign in|Sínigh isteach)$/ }),
  ).toHaveCount(0);
}

test("a member's choice of Irish is kept on their account and taken up when they sign in elsewhere", async ({
  browser,
}) => {
  // A new member each run (the development tool's, which no sign-up limit counts): their
  // account has no language yet.
  const member = await memberLikeSeeded('gaeilgeoir');
  const signedIn = (page: Page) => signInAs(page, member);

  // On one device the member signs in and chooses Irish.
  const phone = await browser.newContext();
  try {
    const page = await phone.newPage();
    await signedIn(page);
    await page.goto(`${SITE}/contact`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Gaeilge' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ga-IE');
  } finally {
    await phone.close();
  }

  // On another, the site is in English until the member signs in, then in Irish.
  const laptop = await browser.newContext();
  try {
    const page = await laptop.newPage();
    await page.goto(`${SITE}/contact`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IE');
    await signedIn(page);
    await page.goto(`${SITE}/contact`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ga-IE');
    await expect(page.getByRole('navigation', { name: 'Buntásc' })).toBeVisible();
  } finally {
    await laptop.close();
  }
});

test("a signed-in member's choice made through the switch's link, before the app runs, is kept on their account too", async ({
  browser,
}) => {
  const member = await memberLikeSeeded('gaeilgeoir-link');
  const phone = await browser.newContext();
  try {
    const page = await phone.newPage();
    await signInAs(page, member);
    // The link the header's switch is until the app has taken the page over.
    await page.goto(`${SITE}/language?to=ga&return=%2Fcontact`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ga-IE');
    // The app, running with the session, has saved the choice and taken the mark away.
    await expect
      .poll(async () => (await phone.cookies()).map((cookie) => cookie.name))
      .not.toContain('touchline_lang_unsaved');
  } finally {
    await phone.close();
  }

  const laptop = await browser.newContext();
  try {
    const page = await laptop.newPage();
    await signInAs(page, member);
    await page.goto(`${SITE}/contact`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ga-IE');
  } finally {
    await laptop.close();
  }
});

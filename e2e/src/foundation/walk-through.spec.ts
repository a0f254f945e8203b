import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations } from '../support/axe';
import { headerLayout } from '../support/header-layout';
import { memberLikeSeeded, memberOf, type Credentials } from '../support/members';
import { signInOnPage } from '../support/sign-in';

/**
 * A walk through the public site of both seeded clubs as a new visitor, at every width the
 * layout is designed for: every route and dialog, with no sideways scrolling, a header whose
 * items neither overlap nor wrap onto a second row, and no axe violations. Then, at a wide, a
 * tablet and a phone width, the member's account host and the purchase pages a member goes
 * through (a programme open, a plan's form, the cart sheet, the checkout), with the same checks.
 * With `E2E_SHOTS=1`, screenshots of every stop are kept under e2e/test-results/walk-through for
 * a review of the layout; `npm test` checks the stops without them (they cost a walk about a
 * sixth of its browser time).
 */

const WIDTHS = [1400, 1200, 992, 800, 375] as const;
/** The account host and the purchase pages: wide, tablet and phone (one walk each). */
const MEMBER_WIDTHS = [1400, 992, 375] as const;
const HEIGHT = 800;
/** Where the navigation collapses behind the menu toggle. */
const COLLAPSE_BELOW = 992;
const SHOTS = path.join(__dirname, '../../test-results/walk-through');
const KEEP_SHOTS = process.env.E2E_SHOTS === '1';
/** The walk-through's own member, so it runs beside the journeys that use the seeded one. */
let member: Credentials;

interface Club {
  /** The host's first label: a club's slug, or `myaccount` for the account host. */
  slug: string;
  routes: string[];
}

const DEMO: Club = {
  slug: 'demo',
  routes: [
    '/',
    '/news/membership-2027-now-open',
    '/pages/about-us',
    '/pages/history',
    '/pages/committee',
    '/pages/cookies-policy',
    '/pages/privacy-policy',
    '/products/membership',
    '/products/lotto/club-lotto',
    '/products/draw/summer-draw',
    '/products/shop',
    '/fixtures-results',
    '/results-fixtures',
    '/contact',
    '/checkout',
    '/authentication/check-email',
    '/recurring-email-status?email_id=0',
    '/error',
  ],
};

const QUIET: Club = {
  slug: 'quiet',
  routes: [
    '/',
    '/news/regatta-results',
    '/pages/about-us',
    '/pages/cookies-policy',
    '/pages/privacy-policy',
    '/products/membership',
    '/authentication/check-email',
    '/error',
  ],
};

/** The member's account host (ADR 0011): its pages are the ones its navigation lists. */
const ACCOUNT: Club = { slug: 'myaccount', routes: [] };

/**
 * The purchase pages are walked on the lakeside club: its registration forms are its own, so the
 * journeys that edit the demo club's forms change nothing this walk fills in.
 */
const LAKESIDE: Club = { slug: 'lakeside', routes: [] };

const siteOf = (club: Club) => `http://${club.slug}.localhost:4200`;

/** What shows last on pages that load in steps (the league tables come after a short wait). */
const LAST_TO_SHOW: Record<string, (page: Page) => Locator> = {
  '/': (page) => page.getByRole('main').getByRole('heading', { level: 2 }).first(),
  '/fixtures-results': (page) => page.getByRole('table', { name: 'Our latest results' }),
  '/results-fixtures': (page) => page.getByRole('table', { name: 'Next Games' }),
};

/** A page is ready when its main heading shows and nothing in it is still loading. */
async function pageReady(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  const last = LAST_TO_SHOW[new URL(page.url()).pathname];
  if (last) await expect(last(page)).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** Moves to another route the way the site's own links do, without loading the apps again. */
/**
 * An in-app navigation, done once the page's main content has changed: until then the previous
 * page's heading is still there, and a check would read the page being left.
 */
async function navigate(page: Page, route: string) {
  await page.evaluate((to) => {
    const marks = window as unknown as { mainChanged?: boolean };
    // Already there (the walk starts on the home): nothing to wait for.
    marks.mainChanged = window.location.pathname + window.location.search === to;
    if (marks.mainChanged) return;
    const inMain = (node: Node) =>
      node.nodeName === 'MAIN' ||
      Boolean((node instanceof Element ? node : node.parentElement)?.closest('main'));
    const observer = new MutationObserver((records) => {
      if (!records.some((record) => inMain(record.target))) return;
      marks.mainChanged = true;
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect.poll(() => new URL(page.url()).pathname).toBe(route.split('?')[0]);
  // A router that was not listening yet (the app still starting) hears the next one.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const changed = (window as unknown as { mainChanged?: boolean }).mainChanged;
        if (!changed) window.dispatchEvent(new PopStateEvent('popstate'));
        return changed;
      }),
    )
    .toBe(true);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where}: the page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

/**
 * The header's visible controls: none overlaps another, and all sit on one row, once the header
 * has laid itself out for what it now holds (it measures its items after a change, such as the
 * user menu that replaces Sign in; a check in between read two entries under 'More...').
 */
async function expectTidyHeader(page: Page, where: string) {
  await expect
    .poll(async () => (await headerLayout(page)).problems, { message: where })
    .toEqual([]);
}

async function shoot(page: Page, club: Club, width: number, name: string) {
  if (!KEEP_SHOTS) return;
  const file = `${club.slug}-${width}-${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.png`;
  await page.screenshot({ path: path.join(SHOTS, file) });
}

/** One stop: the checks every page and dialog must pass, and its screenshot when kept. */
async function check(
  page: Page,
  club: Club,
  width: number,
  name: string,
  { header = true }: { header?: boolean } = {},
) {
  const where = `${club.slug} at ${width}px, ${name}`;
  await expectNoSidewaysScroll(page, where);
  if (header) await expectTidyHeader(page, where);
  await expectNoAxeViolations(page, { where });
  await shoot(page, club, width, name);
}

/** The header's menu: 'More...' on wide screens, the collapsed menu panel on narrow ones. */
async function openMenu(page: Page, club: Club, width: number) {
  const banner = page.getByRole('banner');
  if (width >= COLLAPSE_BELOW) {
    const more = banner.getByRole('button', { name: 'More...' });
    if ((await more.count()) === 0) return;
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await check(page, club, width, 'menu more', { header: false });
    await more.click();
  } else {
    const toggle = banner.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await check(page, club, width, 'menu panel', { header: false });
    await toggle.click();
  }
}

/** Email links open pages without the navbar and footer. */
const CHROMELESS = ['/recurring-email-status', '/unsubscribe-lotto-friend-email'];

/** Lotto and draw pages ask the visitor's age first, once a visit. */
const AGE_GATED = ['/products/lotto/', '/products/draw/'];

/** Answers the age gate, which shows on the first lotto or draw page of a visit only. */
async function passAgeGate(page: Page, club: Club, width: number) {
  const gate = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(gate).toBeVisible();
  await check(page, club, width, 'dialog age gate', { header: false });
  await gate.getByRole('button', { name: 'Yes, I am over 18' }).click();
  await expect(gate).toHaveCount(0);
}

async function walkRoutes(page: Page, club: Club, width: number) {
  let ageConfirmed = false;
  for (const route of club.routes) {
    await navigate(page, route);
    if (!ageConfirmed && AGE_GATED.some((path) => route.startsWith(path))) {
      await passAgeGate(page, club, width);
      ageConfirmed = true;
    }
    await pageReady(page);
    const header = !CHROMELESS.some((path) => route.startsWith(path));
    await check(page, club, width, route, { header });
  }
}

/** A club without the checkout feature sends /checkout home, saying why. */
async function checkoutTurnedOff(page: Page, club: Club, width: number) {
  await page.evaluate(() => {
    window.history.pushState(null, '', '/checkout');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(
    page.getByText('Unfortunately you cannot make purchases at this time'),
  ).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await pageReady(page);
  await check(page, club, width, 'checkout turned off');
}

/** The demo club's dialogs: sign-in over the page, its terms, and the cart sheet. */
async function demoDialogs(page: Page, club: Club, width: number) {
  await navigate(page, '/');
  await pageReady(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn.getByLabel('Email', { exact: true })).toBeFocused();
  await check(page, club, width, 'dialog sign in', { header: false });
  await signIn.getByLabel('Email', { exact: true }).fill(member.email);
  await signIn.getByRole('button', { name: 'Next' }).click();
  await expect(signIn.getByLabel('Password', { exact: true })).toBeVisible();
  await signIn.getByRole('button', { name: 'Terms and Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms).toBeVisible();
  await check(page, club, width, 'dialog terms', { header: false });
  await terms.getByRole('button', { name: 'Close' }).click();

  // Signed in: the user menu widens the header, which must still hold one row.
  await signIn.getByLabel('Password', { exact: true }).fill(member.password);
  await signIn.getByRole('button', { name: 'sign in', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const userMenu = page.getByRole('button', { name: /^Hello / });
  await expect(userMenu).toBeVisible();
  await pageReady(page);
  await check(page, club, width, 'signed in');
  await userMenu.click();
  await check(page, club, width, 'user menu', { header: false });
  await userMenu.click();

  await page.getByRole('button', { name: /^Cart, / }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(sheet).toBeVisible();
  await check(page, club, width, 'dialog cart', { header: false });
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
}

/** A new visit's cookie banner, answered. */
async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'I understand' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
}

/** Nothing in the page's main content is still loading. */
const settled = (page: Page) => expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);

/**
 * The account host: its sign-in page, then every page of the account, reached through the
 * account's own navigation, as a member made like the seeded one (orders, cards, a failed
 * payment, a juvenile, a renewing lotto) sees them.
 */
async function walkAccount(page: Page, width: number) {
  const owner = await memberLikeSeeded('walk-through-account');
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/authentication\//);
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await acceptCookies(page);
  await check(page, ACCOUNT, width, 'sign in');
  await signInOnPage(page, owner);
  await expect(page).toHaveURL(`${siteOf(ACCOUNT)}/orders`);
  const main = page.getByRole('main');
  const navigation = main.getByRole('navigation', { name: 'My account' });
  // Every page the account lists, by its link; each page's heading is its link's text.
  await expect(navigation.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  const names = (await navigation.getByRole('link').allTextContents()).map((name) => name.trim());
  for (const name of names) {
    const link = navigation.getByRole('link', { name, exact: true });
    const route = (await link.getAttribute('href')) ?? '';
    if (new URL(page.url()).pathname !== route) await link.click();
    await expect(page).toHaveURL(`${siteOf(ACCOUNT)}${route}`);
    await expect(main.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await settled(page);
    await check(page, ACCOUNT, width, route);
  }
}

/**
 * The purchase pages as a member goes through them: the membership page with a programme open,
 * the details step and the plan's registration form, the cart sheet the add opens, and the
 * checkout with the plan in the cart.
 */
async function walkPurchase(page: Page, width: number) {
  const buyer = await memberLikeSeeded('walk-through-purchase', 'lakeside');
  await page.goto('/authentication/check-email');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await acceptCookies(page);
  await signInOnPage(page, buyer);
  await expect(page.getByRole('button', { name: 'Hello Siobhan' })).toBeVisible();

  await navigate(page, '/products/membership');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Select plans from the programmes' }),
  ).toBeVisible();
  const programme = main.getByRole('button', { name: /^Club Membership \d{4}$/ });
  await programme.click();
  await expect(programme).toHaveAttribute('aria-expanded', 'true');
  const plan = main.getByRole('article', { name: 'Social Membership' });
  await expect(plan).toBeVisible();
  await expect(main.getByRole('article', { name: 'Team Bundle' })).toBeVisible();
  await settled(page);
  await check(page, LAKESIDE, width, 'membership programme open');

  await plan.getByRole('button', { name: 'Select Social Membership' }).click();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByText('1 plan(s), 0 bundle(s)')).toBeVisible();
  await summary.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${siteOf(LAKESIDE)}/products/membership/details`);
  await expect(main.getByRole('tab', { name: /Social Membership \(not complete\)/ })).toBeVisible();
  await settled(page);
  await check(page, LAKESIDE, width, 'membership details');

  // The plan's registration form, in the member dialog.
  await main.getByRole('button', { name: /Add Details for the member/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Siobhan Murphy' }).check();
  await expect(dialog.getByRole('textbox', { name: /First name/ })).toHaveValue('Siobhan');
  // The hockey club's own questions, not the GAA's the demo club asks.
  await expect(dialog.getByText('Which teams do you play for?')).toBeVisible();
  await expect(dialog.getByText('Hurling')).toHaveCount(0);
  await check(page, LAKESIDE, width, 'dialog member form', { header: false });
  await dialog.getByRole('textbox', { name: /Date of birth/ }).fill('02/04/1990');
  await dialog.getByRole('checkbox', { name: /code of conduct/ }).check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main.getByRole('tab', { name: /Social Membership \(complete\)/ })).toBeVisible();

  // The add opens the cart sheet.
  await main.getByRole('button', { name: 'Add To Cart' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(sheet.getByText('Social Membership').first()).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Checkout' })).toBeFocused();
  await check(page, LAKESIDE, width, 'dialog cart sheet', { header: false });
  await sheet.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(`${siteOf(LAKESIDE)}/checkout`);
  await expect(main.getByRole('heading', { name: 'Hello, Siobhan' })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Your cart' }).getByText('Social Membership').first(),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  await settled(page);
  await check(page, LAKESIDE, width, 'checkout');
}

/** One walk in a page of its own at the width given, on the host of `club`. */
async function walkAt(
  browser: Browser,
  club: Club,
  width: number,
  walk: (page: Page, width: number) => Promise<void>,
) {
  const context = await browser.newContext({
    baseURL: siteOf(club),
    viewport: { width, height: HEIGHT },
  });
  const page = await context.newPage();
  try {
    await walk(page, width);
  } finally {
    await context.close();
  }
}

// Each club and width is a page of its own: they spread over the workers.
test.describe.configure({ mode: 'parallel' });
test.beforeAll(async () => {
  if (KEEP_SHOTS) mkdirSync(SHOTS, { recursive: true });
  member = await memberOf('demo', {
    email: 'walk-through@demo.touchline.test',
    firstName: 'Siobhan',
    lastName: 'Walsh',
  });
});

for (const club of [DEMO, QUIET]) {
  for (const width of WIDTHS) {
    test(`walk-through: ${club.slug} club at ${width}px`, async ({ browser }) => {
      // Room for a machine several times slower: the first walk takes the builds' cold start.
      test.setTimeout(180_000);
      const context = await browser.newContext({
        baseURL: siteOf(club),
        viewport: { width, height: HEIGHT },
      });
      const page = await context.newPage();
      try {
        await page.goto('/');
        await pageReady(page);
        // The first visit, with the cookie banner; then the visitor accepts it.
        await check(page, club, width, 'first visit');
        await page.getByRole('button', { name: 'I understand' }).click();
        await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
        await openMenu(page, club, width);
        await walkRoutes(page, club, width);
        if (club.slug === 'demo') await demoDialogs(page, club, width);
        else await checkoutTurnedOff(page, club, width);
      } finally {
        await context.close();
      }
    });
  }
}

for (const width of MEMBER_WIDTHS) {
  test(`walk-through: the account host at ${width}px`, async ({ browser }) => {
    test.setTimeout(180_000);
    await walkAt(browser, ACCOUNT, width, walkAccount);
  });

  test(`walk-through: the purchase pages at ${width}px`, async ({ browser }) => {
    test.setTimeout(180_000);
    await walkAt(browser, LAKESIDE, width, walkPurchase);
  });
}
